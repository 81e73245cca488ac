import { ICalCalendar, ICalEventStatus } from 'ical-generator';

/** One appointment as a calendar event; times in UTC, which every calendar app understands. */
export interface CalendarEvent {
  /** Stable across updates, so a calendar replaces the event instead of adding another. */
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  location?: string;
  description?: string;
  cancelled?: boolean;
}

function calendarOf(name: string, events: readonly CalendarEvent[]): ICalCalendar {
  const calendar = new ICalCalendar({ name, prodId: { company: 'Motio', product: 'Motio' } });
  for (const event of events) {
    calendar.createEvent({
      id: `${event.uid}@motio`,
      start: event.start,
      end: event.end,
      summary: event.summary,
      location: event.location ?? null,
      description: event.description ?? null,
      status: event.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    });
  }
  return calendar;
}

/** An iCalendar file (RFC 5545) with these events. */
export function icsOf(name: string, events: readonly CalendarEvent[]): string {
  return calendarOf(name, events).toString();
}
