import type { CalendarAppointment } from '../../../../domain/appointments.js';
import { wallClock } from './clinic-time';

/** More than this many appointments starting in one hour collapse into one event. */
export const MAX_EVENTS_PER_HOUR = 3;

export type CalendarEvent =
  | { kind: 'appointment'; appointment: CalendarAppointment; title: string; start: Date; end: Date }
  | {
      kind: 'group';
      appointments: CalendarAppointment[];
      /** Set when the group is one practitioner's (the day view's columns). */
      therapistId: string | null;
      title: string;
      start: Date;
      end: Date;
    };

/** Whose column an event stands in on the day view. */
export const therapistOfEvent = (event: CalendarEvent): string | null =>
  event.kind === 'appointment' ? event.appointment.therapistId : event.therapistId;

export function groupTitle(count: number): string {
  return `${count} appointments`;
}

/**
 * The calendar's events: each appointment, except that an hour (on the clinic's clock) with more
 * than MAX_EVENTS_PER_HOUR starting in it shows one event spanning them all. With
 * `byTherapist` (the day view, a column per practitioner) each practitioner's hour counts apart.
 */
export function toCalendarEvents(
  appointments: CalendarAppointment[],
  zone: string,
  { byTherapist = false } = {},
): CalendarEvent[] {
  const byHour = new Map<string, CalendarAppointment[]>();
  for (const appointment of appointments) {
    const local = wallClock(new Date(appointment.start), zone);
    const whose = byTherapist ? appointment.therapistId : '';
    const hour = `${local.year}-${local.month}-${local.day} ${local.hour} ${whose}`;
    const bucket = byHour.get(hour);
    if (bucket) bucket.push(appointment);
    else byHour.set(hour, [appointment]);
  }

  const events: CalendarEvent[] = [];
  for (const bucket of byHour.values()) {
    if (bucket.length > MAX_EVENTS_PER_HOUR) {
      const sorted = [...bucket].sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
      const starts = sorted.map((a) => new Date(a.start).getTime());
      const ends = sorted.map((a) => new Date(a.end).getTime());
      events.push({
        kind: 'group',
        appointments: sorted,
        therapistId: byTherapist ? sorted[0]!.therapistId : null,
        title: groupTitle(sorted.length),
        start: new Date(Math.min(...starts)),
        end: new Date(Math.max(...ends)),
      });
    } else {
      for (const appointment of bucket) {
        events.push({
          kind: 'appointment',
          appointment,
          title: appointment.title,
          start: new Date(appointment.start),
          end: new Date(appointment.end),
        });
      }
    }
  }
  return events;
}
