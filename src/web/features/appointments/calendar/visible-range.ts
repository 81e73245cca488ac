import type { View } from 'react-big-calendar';
import { inZone } from './clinic-time';

/** react-big-calendar's agenda shows this many days from the current date. */
export const AGENDA_DAYS = 30;

export interface DateRange {
  from: Date;
  to: Date;
}

/**
 * The instants a view shows around `date`, `to` exclusive; weeks start on Monday. Month view
 * includes the neighbouring months' days that fill its first and last weeks.
 */
export function visibleRange(view: View, date: Date, zone: string): DateRange {
  const day = inZone(date, zone).startOf('day');
  switch (view) {
    case 'month': {
      const from = day.startOf('month').startOf('week');
      const to = day.endOf('month').endOf('week').plus({ milliseconds: 1 });
      return { from: from.toJSDate(), to: to.toJSDate() };
    }
    case 'week':
    case 'work_week': {
      const from = day.startOf('week');
      return { from: from.toJSDate(), to: from.plus({ weeks: 1 }).toJSDate() };
    }
    case 'agenda':
      return { from: day.toJSDate(), to: day.plus({ days: AGENDA_DAYS + 1 }).toJSDate() };
    default:
      return { from: day.toJSDate(), to: day.plus({ days: 1 }).toJSDate() };
  }
}

/** The dates "Previous" and "Next" lead to from `date` in `view` (as react-big-calendar moves). */
export function neighbourDates(view: View, date: Date, zone: string): [Date, Date] {
  const day = inZone(date, zone);
  const step =
    view === 'month'
      ? { months: 1 }
      : view === 'week' || view === 'work_week'
        ? { weeks: 1 }
        : view === 'agenda'
          ? { days: AGENDA_DAYS }
          : { days: 1 };
  return [day.minus(step).toJSDate(), day.plus(step).toJSDate()];
}
