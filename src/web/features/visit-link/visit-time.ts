import type { LinkedVisit } from '../../../domain/visit-links.js';

/** 'Tuesday 1 December, 09:00–09:45' of the visit in `timeZone`. */
export function visitTimeIn(
  visit: Pick<LinkedVisit, 'start' | 'end' | 'locale'>,
  timeZone: string,
): string {
  const day = new Intl.DateTimeFormat(visit.locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone,
  });
  const time = new Intl.DateTimeFormat(visit.locale, {
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
  });
  const start = new Date(visit.start);
  return `${day.format(start)}, ${time.format(start)}–${time.format(new Date(visit.end))}`;
}

/** 'Monday 30 November, 09:00' of an instant in the clinic's zone. */
export const clinicMomentText = (
  iso: string,
  visit: Pick<LinkedVisit, 'locale' | 'timeZone'>,
): string =>
  new Intl.DateTimeFormat(visit.locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: visit.timeZone,
  }).format(new Date(iso));
