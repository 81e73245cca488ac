import { describe, expect, it } from 'vitest';
import {
  availableSlots,
  type AvailabilityInput,
  type PractitionerSchedule,
  type Slot,
} from './availability.js';
import { instantOfLocal, localDateTimeOf } from './clinic-time.js';
import type { OpeningHours } from './scheduling.js';

const ZONE = 'Europe/Belgrade';
const MONDAY = '2026-06-01';
const open8to20 = { open: '08:00', close: '20:00' };
const WEEKDAYS_OPEN: OpeningHours = [
  null,
  open8to20,
  open8to20,
  open8to20,
  open8to20,
  open8to20,
  null,
];

const at = (date: string, time: string) => instantOfLocal(date, time, ZONE);

function anna(changes: Partial<PractitionerSchedule> = {}): PractitionerSchedule {
  return {
    practitionerId: 'anna',
    workingHours: [
      {
        weekday: 1,
        start: '09:00',
        end: '12:00',
        locationId: 'main',
        everyNWeeks: 1,
        startsOn: '2026-01-01',
      },
    ],
    breaks: [],
    leave: [],
    extraShifts: [],
    busy: [],
    ...changes,
  };
}

function input(changes: Partial<AvailabilityInput> = {}): AvailabilityInput {
  return {
    timeZone: ZONE,
    from: at(MONDAY, '00:00'),
    to: at('2026-06-02', '00:00'),
    service: { durationMinutes: 60 },
    slotSpacingMinutes: 60,
    practitioners: [anna()],
    locations: [{ locationId: 'main', openingHours: WEEKDAYS_OPEN, rooms: [] }],
    ...changes,
  };
}

/** Slots as the clinic reads them: local date and time of the start. */
const local = (slots: Slot[]) =>
  slots.map((slot) => {
    const start = localDateTimeOf(new Date(slot.start), ZONE);
    return `${start.date} ${start.time}${slot.roomId ? ` ${slot.roomId}` : ''}`;
  });

describe('available slots', () => {
  it('offers the working hours on the spacing grid, a slot ending exactly when work ends', () => {
    const slots = availableSlots(input());
    expect(local(slots)).toEqual(['2026-06-01 09:00', '2026-06-01 10:00', '2026-06-01 11:00']);
    expect(slots[0]).toEqual({
      start: '2026-06-01T07:00:00.000Z',
      end: '2026-06-01T08:00:00.000Z',
      practitionerId: 'anna',
      locationId: 'main',
    });
  });

  it('spaces slots by 15 minutes by default', () => {
    const slots = availableSlots(input({ slotSpacingMinutes: undefined }));
    expect(local(slots).slice(0, 3)).toEqual([
      '2026-06-01 09:00',
      '2026-06-01 09:15',
      '2026-06-01 09:30',
    ]);
    expect(local(slots).at(-1)).toBe('2026-06-01 11:00');
  });

  it('leaves out a lunch break', () => {
    const practitioner = anna({
      workingHours: [
        {
          weekday: 1,
          start: '09:00',
          end: '17:00',
          locationId: 'main',
          everyNWeeks: 1,
          startsOn: '2026-01-01',
        },
      ],
      breaks: [
        { weekday: 1, start: '12:00', end: '13:00', everyNWeeks: 1, startsOn: '2026-01-01' },
      ],
    });
    const times = local(availableSlots(input({ practitioners: [practitioner] })));
    expect(times).toContain('2026-06-01 11:00');
    expect(times).not.toContain('2026-06-01 12:00');
    expect(times).toContain('2026-06-01 13:00');
    expect(times).toHaveLength(7);
  });

  it('offers nothing on leave, and leave wins over an extra shift', () => {
    const practitioner = anna({
      leave: [{ startsOn: '2026-05-30', endsOn: MONDAY }],
      extraShifts: [{ date: MONDAY, start: '14:00', end: '16:00', locationId: 'main' }],
    });
    expect(availableSlots(input({ practitioners: [practitioner] }))).toEqual([]);
    const dayAfter = input({ practitioners: [practitioner], to: at('2026-06-03', '00:00') });
    expect(local(availableSlots(dayAfter))).toEqual([]);
  });

  it('repeats an every-2-weeks rule on alternate weeks from its start', () => {
    const practitioner = anna({
      workingHours: [
        {
          weekday: 1,
          start: '09:00',
          end: '10:00',
          locationId: 'main',
          everyNWeeks: 2,
          startsOn: '2026-05-27',
          endsOn: '2026-06-30',
        },
      ],
    });
    const month = input({
      practitioners: [practitioner],
      from: at('2026-05-01', '00:00'),
      to: at('2026-08-01', '00:00'),
    });
    // 27 May is a Wednesday: the first Monday after it, then every other Monday until 30 June.
    expect(local(availableSlots(month))).toEqual([
      '2026-06-01 09:00',
      '2026-06-15 09:00',
      '2026-06-29 09:00',
    ]);
  });

  it('adds a one-off extra shift, still within opening hours', () => {
    const practitioner = anna({
      extraShifts: [
        { date: '2026-06-06', start: '10:00', end: '12:00', locationId: 'main' },
        { date: '2026-06-02', start: '18:00', end: '22:00', locationId: 'main' },
      ],
    });
    const week = input({ practitioners: [practitioner], to: at('2026-06-08', '00:00') });
    const saturdayOpen = [...WEEKDAYS_OPEN];
    saturdayOpen[6] = { open: '10:00', close: '11:00' };
    expect(local(availableSlots(week))).toContain('2026-06-02 19:00');
    expect(local(availableSlots(week))).not.toContain('2026-06-02 20:00');
    expect(local(availableSlots(week)).filter((t) => t.startsWith('2026-06-06'))).toEqual([]);
    const openSaturday = {
      ...week,
      locations: [{ locationId: 'main', openingHours: saturdayOpen, rooms: [] }],
    };
    expect(local(availableSlots(openSaturday)).filter((t) => t.startsWith('2026-06-06'))).toEqual([
      '2026-06-06 10:00',
    ]);
  });

  it('needs a free room when the location has rooms, and names the first free one', () => {
    const booked = (time: string) => [{ start: at(MONDAY, time), end: at(MONDAY, '12:00') }];
    const rooms = [
      { roomId: 'room-1', busy: booked('09:00') },
      { roomId: 'room-2', busy: booked('10:00') },
    ];
    const slots = availableSlots(
      input({ locations: [{ locationId: 'main', openingHours: WEEKDAYS_OPEN, rooms }] }),
    );
    expect(local(slots)).toEqual(['2026-06-01 09:00 room-2']);
  });

  it('keeps the buffers clear of bookings but lets them pass the end of the day', () => {
    const practitioner = anna({ busy: [{ start: at(MONDAY, '10:00'), end: at(MONDAY, '10:30') }] });
    const service = { durationMinutes: 30, bufferBeforeMinutes: 10, bufferAfterMinutes: 15 };
    const slots = availableSlots(
      input({ practitioners: [practitioner], service, slotSpacingMinutes: 15 }),
    );
    // 09:30 ends at 10:00 and its cleanup would overlap the booking; 10:30 needs preparation from
    // 10:20. 09:15's cleanup ends as the booking starts; 11:30's runs past the end of work.
    expect(local(slots)).toEqual([
      '2026-06-01 09:00',
      '2026-06-01 09:15',
      '2026-06-01 10:45',
      '2026-06-01 11:00',
      '2026-06-01 11:15',
      '2026-06-01 11:30',
    ]);
  });

  it('answers only starts within the range, for every practitioner and location, in order', () => {
    const ben = anna({
      practitionerId: 'ben',
      workingHours: [
        {
          weekday: 1,
          start: '09:00',
          end: '11:00',
          locationId: 'annex',
          everyNWeeks: 1,
          startsOn: '2026-01-01',
        },
      ],
    });
    const slots = availableSlots(
      input({
        from: at(MONDAY, '09:30'),
        to: at(MONDAY, '11:00'),
        practitioners: [ben, anna()],
        locations: [
          { locationId: 'main', openingHours: WEEKDAYS_OPEN, rooms: [] },
          { locationId: 'annex', openingHours: WEEKDAYS_OPEN, rooms: [] },
        ],
      }),
    );
    expect(
      slots.map((slot) => `${local([slot])[0]} ${slot.practitionerId}@${slot.locationId}`),
    ).toEqual(['2026-06-01 10:00 anna@main', '2026-06-01 10:00 ben@annex']);
  });

  it('keeps a 09:00–17:00 rule at 09:00–17:00 local time on the day the clocks go forward', () => {
    const sunday = '2026-03-29';
    const practitioner = anna({
      workingHours: [
        {
          weekday: 0,
          start: '01:00',
          end: '04:00',
          locationId: 'main',
          everyNWeeks: 1,
          startsOn: '2026-01-01',
        },
        {
          weekday: 0,
          start: '09:00',
          end: '17:00',
          locationId: 'main',
          everyNWeeks: 1,
          startsOn: '2026-01-01',
        },
      ],
    });
    const always = Array.from({ length: 7 }, () => ({ open: '00:00', close: '23:59' }));
    const slots = availableSlots(
      input({
        practitioners: [practitioner],
        from: at(sunday, '00:00'),
        to: at('2026-03-30', '00:00'),
        locations: [{ locationId: 'main', openingHours: always, rooms: [] }],
      }),
    );
    // 02:00 does not exist that night: the clock reads 01:00, then 03:00.
    expect(local(slots)).toEqual([
      '2026-03-29 01:00',
      '2026-03-29 03:00',
      ...[9, 10, 11, 12, 13, 14, 15, 16].map(
        (hour) => `2026-03-29 ${String(hour).padStart(2, '0')}:00`,
      ),
    ]);
  });
});
