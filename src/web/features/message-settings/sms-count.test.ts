import { describe, expect, it } from 'vitest';
import { smsCountOf } from './sms-count';

describe('the segment count under an SMS text', () => {
  it('counts plain text against 160 characters, then 153 a segment', () => {
    expect(smsCountOf('a'.repeat(118))).toEqual({
      summary: '1 segment · 118 of 160 characters',
      unicode: [],
    });
    expect(smsCountOf('a'.repeat(161)).summary).toBe('2 segments · 161 of 306 characters');
  });

  it('counts a GSM extension character twice', () => {
    expect(smsCountOf('Price: 10€').summary).toBe('1 segment · 11 of 160 characters');
  });

  it('switches to 70 (then 67) a segment and names the characters that caused it', () => {
    expect(smsCountOf('Đorđe, see you at 9')).toEqual({
      summary: '1 segment · 19 of 70 characters',
      unicode: ['Đ', 'đ'],
    });
    expect(smsCountOf(`Đ${'a'.repeat(70)}`).summary).toBe('2 segments · 71 of 134 characters');
  });
});
