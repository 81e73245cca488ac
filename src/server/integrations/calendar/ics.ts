import { ICalCalendar, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';

/** One appointment as a calendar event; times in UTC, which every calendar app understands. */
export interface CalendarEvent {
  /** Stable across updates, so a calendar replaces the event instead of adding another. */
  uid: string;
  /** Raised by every change of the appointment: a calendar keeps the highest. */
  sequence: number;
  /** When the appointment last changed (DTSTAMP and LAST-MODIFIED). */
  changedAt: Date;
  start: Date;
  end: Date;
  summary: string;
  location?: string;
  description?: string;
  cancelled?: boolean;
  /** Who sends an invitation, and to whom: calendar requests and cancellations name both. */
  organizer?: { name: string; email: string };
  attendee?: { name: string; email: string };
}

/**
 * How a calendar app should treat the file: a published feed (none), an invitation to add or
 * update (REQUEST), or the withdrawal of one (CANCEL).
 */
export type CalendarMethod = 'REQUEST' | 'CANCEL';

const methods: Record<CalendarMethod, ICalCalendarMethod> = {
  REQUEST: ICalCalendarMethod.REQUEST,
  CANCEL: ICalCalendarMethod.CANCEL,
};

function calendarOf(
  name: string,
  events: readonly CalendarEvent[],
  method?: CalendarMethod,
): ICalCalendar {
  const calendar = new ICalCalendar({ name, prodId: { company: 'Motio', product: 'Motio' } });
  if (method) calendar.method(methods[method]);
  for (const event of events) {
    calendar.createEvent({
      id: `${event.uid}@motio`,
      sequence: event.sequence,
      stamp: event.changedAt,
      lastModified: event.changedAt,
      start: event.start,
      end: event.end,
      summary: event.summary,
      location: event.location ?? null,
      description: event.description ?? null,
      status: event.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
      organizer: event.organizer ?? null,
      attendees: event.attendee ? [{ ...event.attendee, rsvp: false }] : [],
    });
  }
  return calendar;
}

/** An iCalendar file with these events; every line ends with CRLF, the last too. */
export function icsOf(
  name: string,
  events: readonly CalendarEvent[],
  method?: CalendarMethod,
): string {
  return `${calendarOf(name, events, method).toString()}\r\n`;
}
