import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  availableSlots,
  type AvailabilityInput,
  type BusyTime,
  type LocationAvailability,
  type PractitionerSchedule,
  type WeeklyRule,
} from './availability.js';
import { DAY_MS, MINUTE_MS, instantOfLocal, localDateTimeOf, wallClockOf } from './clinic-time.js';
import type { OpeningHours } from './scheduling.js';

/** Days before a change of the clocks (Saturday, then the Sunday of the change), and a plain one. */
const DAYS: Record<string, string[]> = {
  'Europe/Belgrade': ['2026-03-28', '2026-10-24', '2026-06-10'],
  'America/New_York': ['2026-03-07', '2026-10-31', '2026-06-10'],
};
const RANGE_DAYS = 2;
const LOCATIONS = ['main', 'annex'];

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();
const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** A start and end on a five-minute step, often in the small hours when the clocks change. */
const timeSpan = (latestEnd: number) =>
  fc
    .record({
      start: fc.oneof(fc.integer({ min: 0, max: 72 }), fc.integer({ min: 0, max: 287 })),
      length: fc.integer({ min: 1, max: 120 }),
    })
    .map(({ start, length }) => ({
      start: start * 5,
      end: Math.min(start * 5 + length * 5, latestEnd),
    }))
    .filter((span) => span.end > span.start)
    .map((span) => ({ start: hhmm(span.start), end: hhmm(span.end) }));

const weeklyRule = (firstDay: string) =>
  fc
    .record({
      weekday: fc.constantFrom(
        ...Array.from({ length: RANGE_DAYS }, (_, i) => weekdayOf(addDays(firstDay, i))),
        3,
      ),
      times: timeSpan(24 * 60),
      everyNWeeks: fc.oneof(fc.constant(1), fc.integer({ min: 1, max: 3 })),
      startsAgo: fc.integer({ min: -1, max: 21 }),
      endsLater: fc.option(fc.integer({ min: -1, max: 14 }), { nil: undefined }),
    })
    .map(({ weekday, times, everyNWeeks, startsAgo, endsLater }): WeeklyRule => ({
      weekday,
      ...times,
      everyNWeeks,
      startsOn: addDays(firstDay, -startsAgo),
      endsOn: endsLater === undefined ? null : addDays(firstDay, endsLater),
    }));

const busyTimes = (from: Date, max: number) =>
  fc.array(
    fc
      .record({
        offset: fc.integer({ min: -24, max: (RANGE_DAYS * 24 * 60) / 5 }),
        length: fc.integer({ min: 1, max: 36 }),
      })
      .map(({ offset, length }): BusyTime => {
        const start = from.getTime() + offset * 5 * MINUTE_MS;
        return { start: new Date(start), end: new Date(start + length * 5 * MINUTE_MS) };
      }),
    { maxLength: max },
  );

const scenario = fc
  .constantFrom(...Object.keys(DAYS))
  .chain((timeZone) =>
    fc.record({ timeZone: fc.constant(timeZone), firstDay: fc.constantFrom(...DAYS[timeZone]!) }),
  )
  .chain(({ timeZone, firstDay }) => {
    const from = instantOfLocal(firstDay, 0, timeZone);
    const to = instantOfLocal(addDays(firstDay, RANGE_DAYS), 0, timeZone);
    const practitioner = (practitionerId: string) =>
      fc.record({
        practitionerId: fc.constant(practitionerId),
        workingHours: fc.array(
          fc
            .record({ rule: weeklyRule(firstDay), locationId: fc.constantFrom(...LOCATIONS) })
            .map(({ rule, locationId }) => ({ ...rule, locationId })),
          { minLength: 1, maxLength: 4 },
        ),
        breaks: fc.array(weeklyRule(firstDay), { maxLength: 2 }),
        leave: fc.array(
          fc
            .record({
              first: fc.integer({ min: -3, max: 2 }),
              days: fc.integer({ min: 0, max: 2 }),
            })
            .map(({ first, days }) => ({
              startsOn: addDays(firstDay, first),
              endsOn: addDays(firstDay, first + days),
            })),
          { maxLength: 1 },
        ),
        extraShifts: fc.array(
          fc
            .record({
              day: fc.integer({ min: -1, max: RANGE_DAYS }),
              times: timeSpan(24 * 60),
              locationId: fc.constantFrom(...LOCATIONS),
            })
            .map(({ day, times, locationId }) => ({
              date: addDays(firstDay, day),
              ...times,
              locationId,
            })),
          { maxLength: 2 },
        ),
        busy: busyTimes(from, 6),
      }) satisfies fc.Arbitrary<PractitionerSchedule>;
    const openingDay = fc.oneof(
      { arbitrary: fc.constant({ open: '00:00', close: '23:55' }), weight: 2 },
      {
        arbitrary: timeSpan(23 * 60 + 55).map((span) => ({ open: span.start, close: span.end })),
        weight: 2,
      },
      { arbitrary: fc.constant(null), weight: 1 },
    );
    const openingHours: fc.Arbitrary<OpeningHours> = fc.array(openingDay, {
      minLength: 7,
      maxLength: 7,
    });
    const location = (locationId: string) =>
      fc.record({
        locationId: fc.constant(locationId),
        openingHours,
        rooms: fc.uniqueArray(
          fc.record({
            roomId: fc.constantFrom('room-1', 'room-2', 'room-3'),
            busy: busyTimes(from, 4),
          }),
          { maxLength: 2, selector: (room) => room.roomId },
        ),
      }) satisfies fc.Arbitrary<LocationAvailability>;
    return fc.record({
      timeZone: fc.constant(timeZone),
      // Often midnight, sometimes "now": any instant in the first hours, to the millisecond.
      from: fc.oneof(
        fc.constant(from),
        fc.integer({ min: 0, max: 6 * 60 * MINUTE_MS }).map((ms) => new Date(from.getTime() + ms)),
      ),
      to: fc.constant(to),
      service: fc.record({
        durationMinutes: fc.integer({ min: 1, max: 24 }).map((n) => n * 5),
        bufferBeforeMinutes: fc.constantFrom(0, 5, 10, 15, 30),
        bufferAfterMinutes: fc.constantFrom(0, 5, 10, 15, 30),
      }),
      slotSpacingMinutes: fc.constantFrom(5, 10, 15, 20, 30, 60),
      practitioners: fc.tuple(practitioner('p1'), practitioner('p2')),
      locations: fc.tuple(location('main'), location('annex')),
    }) satisfies fc.Arbitrary<AvailabilityInput>;
  });

/**
 * The rules checked one minute at a time, written apart from the engine: which instants are
 * inside a rule, opening hours, a break or leave, read through the clinic's wall clock.
 */
function oracle(input: AvailabilityInput) {
  const { timeZone } = input;
  const firstDay = localDateTimeOf(input.from, timeZone).date;
  const dates = Array.from({ length: RANGE_DAYS + 2 }, (_, i) => addDays(firstDay, i - 1));
  const holds = (rule: WeeklyRule, date: string) => {
    const days = (Date.parse(date) - Date.parse(rule.startsOn)) / DAY_MS;
    return (
      weekdayOf(date) === rule.weekday &&
      days >= 0 &&
      (!rule.endsOn || date <= rule.endsOn) &&
      Math.floor(days / 7) % rule.everyNWeeks === 0
    );
  };
  const span = (date: string, start: string, end: string) => ({
    start: instantOfLocal(date, start, timeZone).getTime(),
    end: instantOfLocal(date, end, timeZone).getTime(),
  });
  const ruleSpans = (rules: readonly WeeklyRule[]) =>
    dates.flatMap((date) =>
      rules.filter((rule) => holds(rule, date)).map((rule) => span(date, rule.start, rule.end)),
    );
  const inAny = (spans: Array<{ start: number; end: number }>, time: number) =>
    spans.some((s) => s.start <= time && time < s.end);
  const overlaps = (busy: readonly BusyTime[], start: number, end: number) =>
    busy.some((b) => b.start.getTime() < end && start < b.end.getTime());

  return {
    /** Whether a patient can be seen at every minute of a span. */
    patientTime(practitioner: PractitionerSchedule, locationId: string) {
      const work = [
        ...ruleSpans(practitioner.workingHours.filter((rule) => rule.locationId === locationId)),
        ...practitioner.extraShifts
          .filter((shift) => shift.locationId === locationId)
          .map((shift) => span(shift.date, shift.start, shift.end)),
      ];
      const location = input.locations.find((l) => l.locationId === locationId)!;
      const open = dates.flatMap((date) => {
        const hours = location.openingHours[weekdayOf(date)];
        return hours ? [span(date, hours.open, hours.close)] : [];
      });
      const breaks = ruleSpans(practitioner.breaks);
      return (start: number, end: number) => {
        for (let time = start; time < end; time += MINUTE_MS) {
          const date = localDateTimeOf(new Date(time), timeZone).date;
          const onLeave = practitioner.leave.some((l) => l.startsOn <= date && date <= l.endsOn);
          if (!inAny(work, time) || !inAny(open, time) || inAny(breaks, time) || onLeave) {
            return false;
          }
        }
        return true;
      };
    },
    overlaps,
  };
}

const onGrid = (time: number, spacing: number, timeZone: string) => {
  const wall = wallClockOf(new Date(time), timeZone);
  return wall % MINUTE_MS === 0 && ((wall % DAY_MS) / MINUTE_MS) % spacing === 0;
};

describe('available slots over random schedules and bookings', { timeout: 60_000 }, () => {
  it('are exactly the grid times whose patient time is working time and whose padded time is free', () => {
    fc.assert(
      fc.property(scenario, (input) => {
        const slots = availableSlots(input);
        const check = oracle(input);
        const spacing = input.slotSpacingMinutes!;
        const duration = input.service.durationMinutes * MINUTE_MS;
        const before = input.service.bufferBeforeMinutes! * MINUTE_MS;
        const after = input.service.bufferAfterMinutes! * MINUTE_MS;

        const canSee = input.practitioners.map((practitioner) =>
          input.locations.map((location) => check.patientTime(practitioner, location.locationId)),
        );
        const expected: string[] = [];
        const firstMinute = Math.ceil(input.from.getTime() / MINUTE_MS) * MINUTE_MS;
        for (let time = firstMinute; time < input.to.getTime(); time += MINUTE_MS) {
          if (!onGrid(time, spacing, input.timeZone)) continue;
          const [start, end] = [time, time + duration];
          const padded = [start - before, end + after] as const;
          for (const [p, practitioner] of input.practitioners.entries()) {
            if (check.overlaps(practitioner.busy, ...padded)) continue;
            for (const [l, location] of input.locations.entries()) {
              if (!canSee[p]![l]!(start, end)) continue;
              const room = location.rooms.find((r) => !check.overlaps(r.busy, ...padded));
              if (location.rooms.length > 0 && !room) continue;
              expected.push(
                `${new Date(start).toISOString()} ${practitioner.practitionerId} ${location.locationId} ${room?.roomId ?? '-'}`,
              );
            }
          }
        }
        const actual = slots.map((slot) => {
          expect(Date.parse(slot.end) - Date.parse(slot.start)).toBe(duration);
          return `${slot.start} ${slot.practitionerId} ${slot.locationId} ${slot.roomId ?? '-'}`;
        });
        expect(actual).toEqual(expected.sort());
      }),
      { numRuns: 150 },
    );
  });
});

describe('slots on the days the clocks change', () => {
  const ruleOn = (date: string, start: string, end: string): PractitionerSchedule => ({
    practitionerId: 'p1',
    workingHours: [
      {
        weekday: weekdayOf(date),
        start,
        end,
        locationId: 'main',
        everyNWeeks: 1,
        startsOn: '2026-01-01',
      },
    ],
    breaks: [],
    leave: [],
    extraShifts: [],
    busy: [],
  });
  const slotsOn = (
    timeZone: string,
    date: string,
    start: string,
    end: string,
    duration: number,
    spacing: number,
  ) =>
    availableSlots({
      timeZone,
      from: instantOfLocal(date, 0, timeZone),
      to: instantOfLocal(addDays(date, 1), 0, timeZone),
      service: { durationMinutes: duration },
      slotSpacingMinutes: spacing,
      practitioners: [ruleOn(date, start, end)],
      locations: [
        {
          locationId: 'main',
          openingHours: Array.from({ length: 7 }, () => ({ open: '00:00', close: '23:55' })),
          rooms: [],
        },
      ],
    }).map((slot) => localDateTimeOf(new Date(slot.start), timeZone).time);

  const CHANGES = [
    ['Europe/Belgrade', '2026-03-29'],
    ['Europe/Belgrade', '2026-10-25'],
    ['America/New_York', '2026-03-08'],
    ['America/New_York', '2026-11-01'],
  ] as const;

  it('keeps 09:00–17:00 at 09:00–17:00 local time, on the grid', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CHANGES),
        fc.integer({ min: 1, max: 24 }).map((n) => n * 5),
        fc.constantFrom(5, 10, 15, 20, 30, 60),
        ([timeZone, date], duration, spacing) => {
          const expected: string[] = [];
          for (let minute = 9 * 60; minute + duration <= 17 * 60; minute += spacing)
            expected.push(hhmm(minute));
          expect(slotsOn(timeZone, date, '09:00', '17:00', duration, spacing)).toEqual(expected);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('skips the hour the clocks jump and offers the repeated hour twice', () => {
    const night = (timeZone: string, date: string) =>
      slotsOn(timeZone, date, '00:00', '04:00', 30, 30);
    expect(night('Europe/Belgrade', '2026-03-29')).toEqual([
      '00:00',
      '00:30',
      '01:00',
      '01:30',
      '03:00',
      '03:30',
    ]);
    expect(night('Europe/Belgrade', '2026-10-25')).toEqual([
      '00:00',
      '00:30',
      '01:00',
      '01:30',
      '02:00',
      '02:30',
      '02:00',
      '02:30',
      '03:00',
      '03:30',
    ]);
    expect(night('America/New_York', '2026-03-08')).toEqual([
      '00:00',
      '00:30',
      '01:00',
      '01:30',
      '03:00',
      '03:30',
    ]);
    expect(night('America/New_York', '2026-11-01')).toEqual([
      '00:00',
      '00:30',
      '01:00',
      '01:30',
      '01:00',
      '01:30',
      '02:00',
      '02:30',
      '03:00',
      '03:30',
    ]);
  });

  it('follows a half-hour change of the clocks (Lord Howe Island)', () => {
    const night = (date: string) => slotsOn('Australia/Lord_Howe', date, '00:00', '04:00', 30, 30);
    expect(night('2026-10-04')).toEqual([
      '00:00',
      '00:30',
      '01:00',
      '01:30',
      '02:30',
      '03:00',
      '03:30',
    ]);
    expect(night('2026-04-05')).toEqual([
      '00:00',
      '00:30',
      '01:00',
      '01:30',
      '01:30',
      '02:00',
      '02:30',
      '03:00',
      '03:30',
    ]);
  });
});
