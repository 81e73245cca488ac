import { describe, expect, it } from 'vitest';
import { interventionDose, setsAndRepetitions } from './intervention-dose.js';

describe('intervention dose', () => {
  it('words sets, repetitions and frequency', () => {
    expect(interventionDose({ sets: 3, repetitions: 10, frequency: 'daily' })).toBe(
      '3 × 10, daily',
    );
    expect(interventionDose({ sets: 1, repetitions: null, frequency: '' })).toBe('1 set');
    expect(interventionDose({ sets: 2, repetitions: null, frequency: 'weekly' })).toBe(
      '2 sets, weekly',
    );
    expect(interventionDose({ sets: null, repetitions: 12, frequency: '' })).toBe('12 repetitions');
    expect(interventionDose({ sets: null, repetitions: null, frequency: '' })).toBe('');
  });

  it('keeps a zero as given', () => {
    expect(setsAndRepetitions({ sets: 0, repetitions: 10 })).toBe('0 × 10');
  });
});
