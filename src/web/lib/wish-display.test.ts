import { describe, expect, it } from 'vitest';
import { defaultWishUntil, weekdaysLabel } from './wish-display';

describe('how a wish reads', () => {
  it('names its days short, Monday first, whatever order they were stored in', () => {
    expect(weekdaysLabel([0, 5, 1])).toBe('Mon, Fri, Sun');
    expect(weekdaysLabel([3])).toBe('Wed');
  });

  it('says every day when it names all seven', () => {
    expect(weekdaysLabel([0, 1, 2, 3, 4, 5, 6])).toBe('Every day');
  });

  it('waits four weeks from the clinic’s today by default', () => {
    // 23:30 UTC on 30 November is already 1 December in Berlin.
    const now = new Date('2026-11-30T23:30:00Z');
    expect(defaultWishUntil('Europe/Berlin', now)).toBe('2026-12-29');
    expect(defaultWishUntil('America/New_York', now)).toBe('2026-12-28');
  });
});
