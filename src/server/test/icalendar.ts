import ICAL from 'ical.js';
import { expect } from 'vitest';

export interface ParsedEvent {
  uid: string;
  sequence: number;
  /** DTSTAMP. */
  stamp: Date;
  start: Date;
  end: Date;
  status: string | null;
  summary: string;
  location: string | null;
  organizer: string | null;
  attendees: string[];
}

/**
 * Parses an iCalendar text with ical.js, a parser calendar apps share, after checking the line
 * breaks calendar files must have: every line, the last included, ends with CRLF.
 */
export function parseCalendar(text: string): { method: string | null; events: ParsedEvent[] } {
  expect(text.endsWith('\r\n'), 'the last line ends with CRLF').toBe(true);
  expect(text.replace(/\r\n/g, ''), 'no line ends with a bare LF or CR').not.toMatch(/[\r\n]/);
  const calendar = new ICAL.Component(ICAL.parse(text));
  const value = (component: ICAL.Component, name: string) =>
    component.getFirstPropertyValue(name) as unknown;
  const instant = (component: ICAL.Component, name: string) =>
    (value(component, name) as ICAL.Time).toJSDate();
  return {
    method: (value(calendar, 'method') as string | null) ?? null,
    events: calendar.getAllSubcomponents('vevent').map((event) => ({
      uid: String(value(event, 'uid')),
      sequence: Number(value(event, 'sequence') ?? 0),
      stamp: instant(event, 'dtstamp'),
      start: instant(event, 'dtstart'),
      end: instant(event, 'dtend'),
      status: (value(event, 'status') as string | null) ?? null,
      summary: String(value(event, 'summary')),
      location: (value(event, 'location') as string | null) ?? null,
      organizer:
        ((value(event, 'organizer') as string | null) ?? null)?.replace(/^mailto:/i, '') ?? null,
      attendees: event
        .getAllProperties('attendee')
        .map((property) => String(property.getFirstValue()).replace(/^mailto:/i, '')),
    })),
  };
}
