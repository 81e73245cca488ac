import { describe, expect, it } from 'vitest';
import { searchedDate } from './patients.js';

describe('a date of birth typed into the patient search', () => {
  it('is read as YYYY-MM-DD or DD.MM.YYYY', () => {
    expect(searchedDate('1988-03-14')).toBe('1988-03-14');
    expect(searchedDate('14.03.1988')).toBe('1988-03-14');
    expect(searchedDate('31.02.1988')).toBeNull();
  });

  it('is no date outside 1900–2200 (year 50 is not 1950)', () => {
    for (const word of ['01.01.0050', '0000-01-01', '1899-12-31', '2201-01-01'])
      expect(searchedDate(word), word).toBeNull();
  });
});
