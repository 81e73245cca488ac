import { describe, expect, it } from 'vitest';
import { toCsv } from './csv.js';

describe('toCsv', () => {
  it('quotes commas, quotes and line breaks and leaves numbers alone', () => {
    expect(
      toCsv(
        ['Name', 'Count'],
        [
          ['Petrović, Ana "Anka"', 3],
          ['Two\nlines', -1.5],
        ],
      ),
    ).toBe('Name,Count\r\n"Petrović, Ana ""Anka""",3\r\n"Two\nlines",-1.5\r\n');
  });

  it('defuses text a spreadsheet would run as a formula', () => {
    expect(toCsv(['Service'], [['=HYPERLINK("x")'], ['@SUM(A1)'], [null]])).toBe(
      'Service\r\n"\'=HYPERLINK(""x"")"\r\n\'@SUM(A1)\r\n\r\n',
    );
  });

  it('leaves a negative amount written as text a number, but not a sum that starts like one', () => {
    expect(toCsv(['Amount'], [['-5.00'], ['-12'], ['-2+3'], ['-1.5e3'], ['-']])).toBe(
      "Amount\r\n-5.00\r\n-12\r\n'-2+3\r\n'-1.5e3\r\n'-\r\n",
    );
  });
});
