import { describe, expect, it } from 'vitest';
import { zoneDifferenceNote } from './visitor-zone';

describe('zoneDifferenceNote', () => {
  const winter = new Date('2026-11-30T12:00:00Z');
  it('says how far the clinic’s clock is from the visitor’s', () => {
    expect(zoneDifferenceNote('Europe/Berlin', 'Europe/London', winter)).toBe(
      'Times are in Europe/Berlin (clinic time). That is 1 hour ahead of you.',
    );
    expect(zoneDifferenceNote('Europe/London', 'Asia/Kolkata', winter)).toBe(
      'Times are in Europe/London (clinic time). That is 5 hours 30 minutes behind you.',
    );
  });

  it('says nothing when both clocks read the same or the visitor’s zone is unknown', () => {
    expect(zoneDifferenceNote('Europe/Berlin', 'Europe/Berlin', winter)).toBeNull();
    expect(zoneDifferenceNote('Europe/Berlin', 'Europe/Paris', winter)).toBeNull();
    expect(zoneDifferenceNote('Europe/Berlin', undefined, winter)).toBeNull();
  });
});
