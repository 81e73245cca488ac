import { describe, expect, it } from 'vitest';
import {
  gridDays,
  layoutDay,
  minutesIntoWindow,
  resizedEnd,
  slotAt,
  timeInWindow,
  WINDOW_MINUTES,
} from './time-grid-layout';

const BELGRADE = 'Europe/Belgrade';

const event = (name: string, start: string, end: string) => ({
  name,
  start: new Date(start),
  end: new Date(end),
});

/** Each event's box as [top, height, left, width] in whole minutes and percent of the column. */
function boxes(placed: ReturnType<typeof layoutDay<ReturnType<typeof event>>>) {
  return Object.fromEntries(
    placed.map(({ event, top, height, left, width }) => [
      event.name,
      [
        Math.round(top * WINDOW_MINUTES),
        Math.round(height * WINDOW_MINUTES),
        Math.round(left * 100),
        Math.round(width * 100),
      ],
    ]),
  );
}

describe('gridDays', () => {
  it('is Monday to Sunday on the clinic clock, across the spring change', () => {
    const days = gridDays('week', new Date('2026-03-27T12:00:00Z'), BELGRADE);
    expect(days.map((day) => day.toISO())).toEqual([
      '2026-03-23T00:00:00.000+01:00',
      '2026-03-24T00:00:00.000+01:00',
      '2026-03-25T00:00:00.000+01:00',
      '2026-03-26T00:00:00.000+01:00',
      '2026-03-27T00:00:00.000+01:00',
      '2026-03-28T00:00:00.000+01:00',
      '2026-03-29T00:00:00.000+01:00',
    ]);
  });

  it('is the one day in day view, whatever the time', () => {
    const [day, ...rest] = gridDays('day', new Date('2026-10-25T22:30:00Z'), BELGRADE);
    expect(rest).toEqual([]);
    expect(day?.toISO()).toBe('2026-10-25T00:00:00.000+02:00');
  });
});

describe('wall-clock minutes on the days the clocks change', () => {
  it.each([
    ['spring', '2026-03-29T00:00:00Z', '2026-03-29T07:00:00Z'],
    ['autumn', '2026-10-25T12:00:00Z', '2026-10-25T08:00:00Z'],
  ])('puts 09:00 one hour into the window on the %s change', (_season, date, nineOClock) => {
    const [day] = gridDays('day', new Date(date), BELGRADE);
    expect(minutesIntoWindow(day!, new Date(nineOClock), BELGRADE)).toBe(60);
    expect(timeInWindow(day!, 60).toISOString()).toBe(new Date(nineOClock).toISOString());
  });

  it('counts from the column day, so the next morning lies past the window', () => {
    const [day] = gridDays('day', new Date('2026-11-26T12:00:00Z'), BELGRADE);
    expect(minutesIntoWindow(day!, new Date('2026-11-27T07:00:00Z'), BELGRADE)).toBe(1440);
    expect(minutesIntoWindow(day!, new Date('2026-11-25T22:00:00Z'), BELGRADE)).toBe(-60 - 480);
  });
});

describe('pointer to time', () => {
  it('takes the slot under the pointer, 30 minutes each from 08:00', () => {
    expect(slotAt(0)).toBe(0);
    expect(slotAt(150 / 1200)).toBe(90); // 150 px of 1200: 09:30
    expect(slotAt(299 / 1200)).toBe(150); // just above 11:00: the 10:30 slot
    expect(slotAt(300 / 1200)).toBe(180);
  });

  it('keeps the pointer inside the window', () => {
    expect(slotAt(-0.2)).toBe(0);
    expect(slotAt(1)).toBe(WINDOW_MINUTES - 30); // the 19:30 slot
    expect(slotAt(1.4)).toBe(WINDOW_MINUTES - 30);
  });

  it('ends a resize on the nearest slot boundary, one slot after the start at least', () => {
    expect(resizedEnd(260 / 1200, 60)).toBe(150); // 2 h 36 min in: 10:30
    expect(resizedEnd(230 / 1200, 60)).toBe(150);
    expect(resizedEnd(100 / 1200, 60)).toBe(90);
    expect(resizedEnd(2, 60)).toBe(WINDOW_MINUTES);
  });
});

describe('layoutDay', () => {
  const [day] = gridDays('day', new Date('2026-11-26T12:00:00Z'), BELGRADE); // UTC+1

  it('places an event by its times on the clinic clock, full width when alone', () => {
    expect(
      boxes(
        layoutDay([event('a', '2026-11-26T08:00:00Z', '2026-11-26T09:30:00Z')], day!, BELGRADE),
      ),
    ).toEqual({
      a: [60, 90, 0, 100],
    });
  });

  it('sets overlapping events side by side and lets each widen into free lanes', () => {
    const placed = layoutDay(
      [
        event('a', '2026-11-26T08:00:00Z', '2026-11-26T10:00:00Z'), // 09:00–11:00
        event('b', '2026-11-26T08:30:00Z', '2026-11-26T09:00:00Z'), // 09:30–10:00
        event('c', '2026-11-26T09:00:00Z', '2026-11-26T09:30:00Z'), // 10:00–10:30, b's lane
        event('d', '2026-11-26T08:45:00Z', '2026-11-26T09:15:00Z'), // 09:45–10:15, a third lane
        event('e', '2026-11-26T13:00:00Z', '2026-11-26T14:00:00Z'), // alone in the afternoon
      ],
      day!,
      BELGRADE,
    );
    expect(boxes(placed)).toEqual({
      a: [60, 120, 0, 33],
      b: [90, 30, 33, 33],
      d: [105, 30, 67, 33],
      c: [120, 30, 33, 33],
      e: [360, 60, 0, 100],
    });
  });

  it('widens an event to the right edge when the lanes beside it are free for its whole time', () => {
    const placed = layoutDay(
      [
        event('long', '2026-11-26T08:00:00Z', '2026-11-26T11:00:00Z'),
        event('early', '2026-11-26T08:00:00Z', '2026-11-26T08:30:00Z'),
        event('middle', '2026-11-26T08:15:00Z', '2026-11-26T08:45:00Z'),
        event('late', '2026-11-26T10:00:00Z', '2026-11-26T10:30:00Z'),
      ],
      day!,
      BELGRADE,
    );
    expect(boxes(placed)).toMatchObject({
      long: [60, 180, 0, 33],
      early: [60, 30, 33, 33],
      middle: [75, 30, 67, 33],
      late: [180, 30, 33, 67],
    });
  });

  it('keeps touching events (one ends as the next starts) in one lane', () => {
    const placed = layoutDay(
      [
        event('a', '2026-11-26T08:00:00Z', '2026-11-26T09:00:00Z'),
        event('b', '2026-11-26T09:00:00Z', '2026-11-26T10:00:00Z'),
      ],
      day!,
      BELGRADE,
    );
    expect(boxes(placed)).toEqual({ a: [60, 60, 0, 100], b: [120, 60, 0, 100] });
  });

  it('keeps a sliver at the edge for times outside 08:00–20:00 and skips other days', () => {
    const placed = layoutDay(
      [
        event('early', '2026-11-26T05:00:00Z', '2026-11-26T06:00:00Z'), // 06:00–07:00
        event('across', '2026-11-26T06:30:00Z', '2026-11-26T07:30:00Z'), // 07:30–08:30
        event('late', '2026-11-26T19:30:00Z', '2026-11-26T20:30:00Z'), // 20:30–21:30
        event('tomorrow', '2026-11-27T08:00:00Z', '2026-11-27T09:00:00Z'),
      ],
      day!,
      BELGRADE,
    );
    expect(boxes(placed)).toEqual({
      across: [0, 30, 0, 50],
      early: [0, 15, 50, 50],
      late: [705, 15, 0, 100],
    });
  });
});

describe('layoutDay with a drawn end', () => {
  it('stacks boxes that overlap only past their drawn end', () => {
    const day = gridDays('day', new Date('2026-11-24T12:00:00Z'), BELGRADE)[0]!;
    // Both run on past the next hour, but are drawn up to the end of their own hour.
    const first = event('nine', '2026-11-24T08:00:00Z', '2026-11-24T09:30:00Z');
    const second = event('ten', '2026-11-24T09:00:00Z', '2026-11-24T10:15:00Z');
    const hourEnd = (e: ReturnType<typeof event>) =>
      new Date(Math.min(e.end.getTime(), e.start.getTime() + 3_600_000));

    expect(boxes(layoutDay([first, second], day, BELGRADE, hourEnd))).toEqual({
      nine: [60, 60, 0, 100],
      ten: [120, 60, 0, 100],
    });
    expect(boxes(layoutDay([first, second], day, BELGRADE))).toEqual({
      nine: [60, 90, 0, 50],
      ten: [120, 75, 50, 50],
    });
  });
});
