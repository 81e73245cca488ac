import { describe, expect, it } from 'vitest';
import { daysUntil, formatRelativeTime } from './relative-time';

const now = Date.parse('2026-03-10T12:00:00.000Z');
const at = (ms: number) => new Date(now + ms).toISOString();
const minute = 60_000;
const day = 86_400_000;

describe('relative times (sessions: last active; invitations: sent, expiry)', () => {
  it('reads recent moments in words', () => {
    expect(formatRelativeTime(at(-20_000), now)).toBe('just now');
    expect(formatRelativeTime(at(-5 * minute), now)).toBe('5 minutes ago');
    expect(formatRelativeTime(at(-2 * 60 * minute), now)).toBe('2 hours ago');
    expect(formatRelativeTime(at(-day), now)).toBe('yesterday');
    expect(formatRelativeTime(at(3 * day), now)).toBe('in 3 days');
  });

  it('counts a part of a day left as a whole day, and nothing left as 0 or less', () => {
    expect(daysUntil(at(6 * day + 1), now)).toBe(7);
    expect(daysUntil(at(2 * 60 * minute), now)).toBe(1);
    expect(daysUntil(at(-minute), now)).toBeLessThanOrEqual(0);
    expect(daysUntil(at(-2 * day), now)).toBe(-2);
  });
});
