import { useMemo } from 'react';
import { useClinicSettings } from '../../lib/queries/clinic-settings';

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * "28 Nov 2026, 09:30" in the clinic's time zone and locale; the browser's until the clinic's
 * settings arrive.
 */
export function useClinicTimeFormat(): (iso: string) => string {
  const settings = useClinicSettings().data;
  const zone = settings?.timeZone ?? browserZone();
  const locale = settings?.locale ?? 'en';
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(locale, {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: zone,
    });
    return (iso: string) => format.format(new Date(iso));
  }, [locale, zone]);
}
