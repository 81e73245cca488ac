import { WEEKDAY_NAMES, WEEKDAYS_MONDAY_FIRST } from '../../../domain/clinic-settings.js';
import type { OpeningHours } from '../../../domain/scheduling.js';

const short = (day: number) => WEEKDAY_NAMES[day]!.slice(0, 3);

/**
 * The week's hours, Monday first, runs of days with the same hours joined:
 * ["Mon–Fri 08:00–20:00", "Sat 09:00–14:00"]. Closed all week: none.
 */
export function openingHoursRuns(hours: OpeningHours): string[] {
  // Positions in the Monday-first week, so that a run is days next to each other.
  const runs: { first: number; last: number; hours: string }[] = [];
  WEEKDAYS_MONDAY_FIRST.forEach((day, position) => {
    const interval = hours[day];
    if (!interval) return;
    const text = `${interval.open}–${interval.close}`;
    const run = runs.at(-1);
    if (run && run.last === position - 1 && run.hours === text) run.last = position;
    else runs.push({ first: position, last: position, hours: text });
  });
  const name = (position: number) => short(WEEKDAYS_MONDAY_FIRST[position]!);
  return runs.map(({ first, last, hours: text }) =>
    first === last ? `${name(first)} ${text}` : `${name(first)}–${name(last)} ${text}`,
  );
}
