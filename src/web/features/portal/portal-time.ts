export interface ClinicClock {
  locale: string;
  timeZone: string;
}

/** 'Monday 30 November' and '09:30' of instants, in the clinic's zone and locale. */
export function visitFormat({ locale, timeZone }: ClinicClock) {
  const day = new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone,
  });
  const pastDay = new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone,
  });
  const time = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', timeZone });
  const shortDay = new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  return {
    day: (instant: string) => day.format(new Date(instant)),
    /** '3 March 2026': past visits may be from another year. */
    pastDay: (instant: string) => pastDay.format(new Date(instant)),
    time: (instant: string) => time.format(new Date(instant)),
    /** '30 Nov' of a calendar day. */
    calendarDay: (date: string) => shortDay.format(new Date(`${date}T00:00:00Z`)),
  };
}
export type VisitFormat = ReturnType<typeof visitFormat>;
