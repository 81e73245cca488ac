/** '09:30' (or '9:30 AM') in the clinic's zone and locale. */
export function timeFormatter(locale: string, timeZone: string) {
  const format = new Intl.DateTimeFormat(locale, {
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
  });
  return (instant: string) => format.format(new Date(instant));
}

/** 'Monday 30 November' of an instant in the clinic's zone. */
export function dayFormatter(locale: string, timeZone: string) {
  const format = new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone,
  });
  return (instant: string) => format.format(new Date(instant));
}
