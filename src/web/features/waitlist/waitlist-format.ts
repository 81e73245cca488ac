import { useMemo } from 'react';
import { useClinicSettings } from '../../lib/queries/clinic-settings';

/** How the waitlist writes days and times: in the clinic's zone and locale. */
export interface WaitlistFormat {
  timeZone: string;
  /** '29 Dec 2026' of a calendar day. */
  day: (date: string) => string;
  /** 'Tue 1 Dec, 09:00' of an instant. */
  dayTime: (instant: string) => string;
  /** '09:45' of an instant. */
  time: (instant: string) => string;
}

export function waitlistFormat(timeZone: string, locale: string): WaitlistFormat {
  const day = new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const dayTime = new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
  });
  const time = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', timeZone });
  return {
    timeZone,
    day: (date) => day.format(new Date(`${date}T00:00:00Z`)),
    dayTime: (instant) => dayTime.format(new Date(instant)),
    time: (instant) => time.format(new Date(instant)),
  };
}

/** The clinic's format once its settings are read; undefined until then. */
export function useWaitlistFormat(): WaitlistFormat | undefined {
  const settings = useClinicSettings().data;
  const timeZone = settings?.timeZone;
  const locale = settings?.locale;
  return useMemo(
    () => (timeZone && locale ? waitlistFormat(timeZone, locale) : undefined),
    [timeZone, locale],
  );
}
