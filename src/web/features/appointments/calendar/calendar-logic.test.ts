import { describe, expect, it } from 'vitest';
import { DEFAULT_LABEL_COLOR } from '../../../../domain/scheduling.js';
import type { CalendarAppointment } from '../../../../domain/appointments.js';
import { atHour, formatTime } from './clinic-time';
import { contrastRatio, eventColors, MIN_CONTRAST } from '../../../lib/color-contrast';
import { isPastSlot } from './past-slot';
import { toCalendarEvents } from './slot-groups';
import { visibleRange } from './visible-range';

const BELGRADE = 'Europe/Belgrade';

const FIRST = '00000000-0000-4000-8000-000000000001';
const SECOND = '00000000-0000-4000-8000-000000000002';

function appointment(
  id: string,
  start: string,
  end: string,
  therapistId = FIRST,
): CalendarAppointment {
  return {
    id,
    title: `Patient ${id}`,
    start,
    end,
    therapistId,
    labelColor: DEFAULT_LABEL_COLOR,
    status: 'scheduled',
    patientId: null,
    patientName: null,
    serviceId: null,
    serviceName: null,
    roomId: null,
    locationId: null,
    seriesId: null,
    noteStatus: null,
  };
}

describe('visibleRange', () => {
  it('covers Monday to Monday in the week DST starts, in the clinic zone', () => {
    const range = visibleRange('week', new Date('2026-03-27T12:00:00Z'), BELGRADE);
    expect(range.from.toISOString()).toBe('2026-03-22T23:00:00.000Z');
    // Monday 30 March 00:00 is already summer time (UTC+2).
    expect(range.to.toISOString()).toBe('2026-03-29T22:00:00.000Z');
  });

  it('fills the first and last weeks of a month', () => {
    const range = visibleRange('month', new Date('2026-10-15T12:00:00Z'), BELGRADE);
    expect(range.from.toISOString()).toBe('2026-09-27T22:00:00.000Z'); // Mon 28 Sep
    expect(range.to.toISOString()).toBe('2026-11-01T23:00:00.000Z'); // after Sun 1 Nov
  });

  it('is one day in day view and a month ahead in the agenda', () => {
    const date = new Date('2026-10-25T12:00:00Z');
    const day = visibleRange('day', date, BELGRADE);
    // The day summer time ends has 25 hours.
    expect(day.to.getTime() - day.from.getTime()).toBe(25 * 3_600_000);
    const agenda = visibleRange('agenda', date, BELGRADE);
    expect(agenda.from).toEqual(day.from);
    expect(agenda.to.getTime()).toBeGreaterThan(day.from.getTime() + 30 * 86_400_000);
  });
});

describe('isPastSlot', () => {
  const now = new Date('2026-11-23T10:30:00Z'); // 11:30 in Belgrade

  it('refuses slots before the start of today on the clinic clock', () => {
    expect(isPastSlot(new Date('2026-11-22T22:59:00Z'), now, BELGRADE)).toBe(true);
    expect(isPastSlot(new Date('2026-11-20T09:00:00Z'), now, BELGRADE)).toBe(true);
  });

  it('accepts earlier hours of today and anything later', () => {
    expect(isPastSlot(new Date('2026-11-22T23:00:00Z'), now, BELGRADE)).toBe(false);
    expect(isPastSlot(new Date('2026-11-24T07:00:00Z'), now, BELGRADE)).toBe(false);
  });
});

describe('toCalendarEvents', () => {
  it('collapses more than three appointments starting in one hour', () => {
    const events = toCalendarEvents(
      [
        appointment('a', '2026-11-24T08:00:00Z', '2026-11-24T08:30:00Z'),
        appointment('b', '2026-11-24T08:15:00Z', '2026-11-24T09:00:00Z'),
        appointment('c', '2026-11-24T08:30:00Z', '2026-11-24T09:15:00Z'),
        appointment('d', '2026-11-24T08:45:00Z', '2026-11-24T09:30:00Z'),
        appointment('e', '2026-11-24T09:00:00Z', '2026-11-24T09:30:00Z'),
      ],
      BELGRADE,
    );
    expect(events.map((event) => event.title)).toEqual(['4 appointments', 'Patient e']);
    const [group] = events;
    expect(group?.kind === 'group' && group.appointments.map((a) => a.id)).toEqual([
      'a',
      'b',
      'c',
      'd',
    ]);
    expect(group?.start.toISOString()).toBe('2026-11-24T08:00:00.000Z');
    expect(group?.end.toISOString()).toBe('2026-11-24T09:30:00.000Z');
  });

  it('keeps three in one hour, and the same hour on other days, apart', () => {
    const events = toCalendarEvents(
      [
        appointment('a', '2026-11-24T08:00:00Z', '2026-11-24T08:30:00Z'),
        appointment('b', '2026-11-24T08:20:00Z', '2026-11-24T09:00:00Z'),
        appointment('c', '2026-11-24T08:40:00Z', '2026-11-24T09:15:00Z'),
        appointment('d', '2026-11-25T08:10:00Z', '2026-11-25T09:00:00Z'),
      ],
      BELGRADE,
    );
    expect(events.every((event) => event.kind === 'appointment')).toBe(true);
    expect(events).toHaveLength(4);
  });
});

describe('toCalendarEvents by practitioner (the day view)', () => {
  const hour = [
    appointment('a', '2026-11-24T08:00:00Z', '2026-11-24T08:15:00Z'),
    appointment('b', '2026-11-24T08:15:00Z', '2026-11-24T08:30:00Z'),
    appointment('c', '2026-11-24T08:30:00Z', '2026-11-24T08:45:00Z', SECOND),
    appointment('d', '2026-11-24T08:45:00Z', '2026-11-24T09:00:00Z', SECOND),
  ];

  it("counts each practitioner's hour apart", () => {
    expect(toCalendarEvents(hour, BELGRADE).map((event) => event.kind)).toEqual(['group']);
    const events = toCalendarEvents(hour, BELGRADE, { byTherapist: true });
    expect(events.map((event) => event.kind)).toEqual([
      'appointment',
      'appointment',
      'appointment',
      'appointment',
    ]);
  });

  it("groups one practitioner's crowded hour in their column", () => {
    const crowded = hour.map((a) => ({ ...a, therapistId: SECOND }));
    const [group] = toCalendarEvents(crowded, BELGRADE, { byTherapist: true });
    expect(group?.kind === 'group' && group.therapistId).toBe(SECOND);
  });
});

describe('clinic time', () => {
  it('reads 09:00 on both sides of the autumn change', () => {
    expect(formatTime(new Date('2026-10-24T07:00:00Z'), BELGRADE)).toBe('09:00');
    expect(formatTime(new Date('2026-10-26T08:00:00Z'), BELGRADE)).toBe('09:00');
  });

  it('turns the clock at the very minute of the change, after reading the minutes around it', () => {
    // Offsets are remembered per quarter hour: the minute before and after 01:00 UTC differ.
    const times = ['2026-03-29T00:59:00Z', '2026-03-29T01:00:00Z', '2026-03-29T00:59:00Z'];
    expect(times.map((time) => formatTime(new Date(time), BELGRADE))).toEqual([
      '01:59',
      '03:00',
      '01:59',
    ]);
  });

  it('opens a month-view day at 08:00 on the clinic clock', () => {
    expect(atHour(new Date('2026-03-29T00:00:00+01:00'), 8, BELGRADE).toISOString()).toBe(
      '2026-03-29T06:00:00.000Z',
    );
  });
});

describe('eventColors', () => {
  it('keeps a colour that already reads well, with white or dark text', () => {
    expect(eventColors('#1864AB')).toEqual({ backgroundColor: '#1864ab', color: '#ffffff' });
    expect(eventColors('#fcc419')).toEqual({ backgroundColor: '#fcc419', color: '#1a1b1e' });
  });

  it('darkens a mid-tone such as Mantine blue 7 until white text reaches 4.5:1', () => {
    const { backgroundColor, color } = eventColors('#1c7ed6');
    expect(backgroundColor).not.toBe('#1c7ed6');
    expect(color).toBe('#ffffff');
    expect(contrastRatio(backgroundColor, color)).toBeGreaterThanOrEqual(MIN_CONTRAST);
  });

  it('reaches at least 4.5:1 for the swatches members choose from and any other colour', () => {
    const swatches = ['#1c7ed6', '#0c7a81', '#2f9e44', '#66a80f', '#e8590c', '#c92a2a'];
    for (const label of [...swatches, '#808080', '#ff0000', '#00ff00', '#000000', '#ffffff']) {
      const { backgroundColor, color } = eventColors(label);
      expect(contrastRatio(backgroundColor, color), label).toBeGreaterThanOrEqual(MIN_CONTRAST);
    }
  });
});
