import { describe, expect, it } from 'vitest';
import { containedIn, intersect, normalize, overlapsAny, subtract } from './intervals.js';

const span = (start: number, end: number) => ({ start, end });

describe('spans of time', () => {
  it('sorts, drops empty spans and merges overlapping and touching ones', () => {
    expect(normalize([span(5, 7), span(0, 2), span(2, 3), span(4, 4), span(6, 9)])).toEqual([
      span(0, 3),
      span(5, 9),
    ]);
  });

  it('subtracts: a break cuts a working day in two', () => {
    expect(subtract([span(9, 17)], [span(12, 13)])).toEqual([span(9, 12), span(13, 17)]);
    expect(subtract([span(9, 17)], [span(8, 10), span(16, 18)])).toEqual([span(10, 16)]);
    expect(subtract([span(9, 17)], [span(0, 24)])).toEqual([]);
    expect(subtract([span(9, 12), span(13, 17)], [span(11, 14)])).toEqual([
      span(9, 11),
      span(14, 17),
    ]);
  });

  it('intersects: working hours within opening hours', () => {
    expect(intersect([span(8, 12), span(13, 20)], [span(9, 17)])).toEqual([
      span(9, 12),
      span(13, 17),
    ]);
    expect(intersect([span(0, 5)], [span(5, 10)])).toEqual([]);
  });

  it('tells overlap apart from touching, and containment within one span', () => {
    const set = normalize([span(0, 10), span(20, 30)]);
    expect(overlapsAny(set, span(10, 20))).toBe(false);
    expect(overlapsAny(set, span(9, 11))).toBe(true);
    expect(overlapsAny(set, span(25, 26))).toBe(true);
    expect(containedIn(set, span(20, 30))).toBe(true);
    expect(containedIn(set, span(5, 25))).toBe(false);
    expect(containedIn(set, span(31, 32))).toBe(false);
  });
});
