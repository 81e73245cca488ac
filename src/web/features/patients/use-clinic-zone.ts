import { useQuery } from '@tanstack/react-query';
import { clinicSettingsQuery } from '../../lib/queries/clinic-settings';

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * The clinic's time zone, in which every date of the record is shown; null while it loads.
 * Without the clinic's settings the browser's zone is the best guess.
 */
export function useClinicZone(): string | null {
  const settings = useQuery({ ...clinicSettingsQuery, select: (settings) => settings.timeZone });
  return settings.data ?? (settings.isError ? browserZone() : null);
}

/** The clinic's time zone where something must be shown at once: the browser's until known. */
export function useClinicZoneOrBrowser(): string {
  return useClinicZone() ?? browserZone();
}
