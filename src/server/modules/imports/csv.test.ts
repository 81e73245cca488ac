import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv.js';

/** Rows keep the numbers a spreadsheet shows them under: the header is row 1. */
describe('parseCsv row numbers', () => {
  it('numbers the rows as a spreadsheet does after a quoted cell that spans lines (Excel: CRLF rows, LF inside a cell)', async () => {
    const csv = [
      'First name,Last name,Notes',
      'Ana,Petrović,"Prefers mornings\nCalls first\nParks outside"',
      'Ivan,Horvat,',
      'Mila,Kovač,"Two\r\nlines"',
      'Zoran,Babić,',
    ].join('\r\n');
    const { rows } = await parseCsv(csv);
    expect(rows.map((row) => [row.line, row.cells[0]])).toEqual([
      [2, 'Ana'],
      [3, 'Ivan'],
      [4, 'Mila'],
      [5, 'Zoran'],
    ]);
    expect(rows[0]!.cells[2]).toBe('Prefers mornings\nCalls first\nParks outside');
  });

  it('does the same in a file with LF row ends', async () => {
    const csv = 'First name;Notes\nAna;"a\nb"\nIvan;\n';
    expect((await parseCsv(csv)).rows.map((row) => row.line)).toEqual([2, 3]);
  });

  it('skips blank rows (also rows of empty cells) but counts them, as a spreadsheet shows them', async () => {
    const csv = ['First name,Last name', 'Ana,Petrović', '', ',', 'Ivan,Horvat'].join('\r\n');
    expect((await parseCsv(csv)).rows.map((row) => [row.line, row.cells[0]])).toEqual([
      [2, 'Ana'],
      [5, 'Ivan'],
    ]);
  });
});
