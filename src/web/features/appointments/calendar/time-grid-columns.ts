import type { DateTime } from 'luxon';
import { therapistOfEvent, type CalendarEvent } from './slot-groups';
import type { CalendarNames, PractitionerColumn } from './time-grid-context';

/** One column of the time grid: a day of the week, or one practitioner's part of the day view. */
export interface GridColumn {
  key: string;
  day: DateTime;
  /** The day view's practitioner; none in the week, where a column holds everyone's day. */
  practitioner?: PractitionerColumn;
}

export const weekColumns = (days: DateTime[]): GridColumn[] =>
  days.map((day) => ({ key: String(day.toMillis()), day }));

/**
 * The day view: a column per practitioner shown, then one for anyone else with an appointment
 * that day (say, someone who has since stopped taking appointments), by name. Without either,
 * one column for the day.
 */
export function dayColumns(
  day: DateTime,
  practitioners: readonly PractitionerColumn[],
  eventsOfDay: readonly CalendarEvent[],
  names: CalendarNames,
): GridColumn[] {
  const shown = new Set(practitioners.map((practitioner) => practitioner.userId));
  const others = new Map<string, PractitionerColumn>();
  for (const event of eventsOfDay) {
    const userId = therapistOfEvent(event);
    if (userId === null || shown.has(userId) || others.has(userId)) continue;
    others.set(userId, { userId, name: names.member(userId) ?? 'Team member', color: null });
  }
  const columns = [
    ...practitioners,
    ...[...others.values()].sort((a, b) => a.name.localeCompare(b.name)),
  ].map((practitioner) => ({ key: practitioner.userId, day, practitioner }));
  return columns.length > 0 ? columns : [{ key: String(day.toMillis()), day }];
}
