import { useQuery } from '@tanstack/react-query';
import { clinicSettingsQuery } from './note-api';

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The clinic's time zone, as the calendar and appointment pages read visits; the browser's until known. */
export function useClinicZone(): string {
  const { data } = useQuery({ ...clinicSettingsQuery, select: (settings) => settings.timeZone });
  return data ?? browserZone();
}
