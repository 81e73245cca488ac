import { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS } from '../../../domain/imports.js';
import { HttpError } from '../../http-errors.js';
import { letOthersRun } from '../../yielding.js';

export interface CsvRow {
  /**
   * The row's number in a spreadsheet (the header is row 1): a quoted cell that spans lines is
   * one row, and blank rows count.
   */
  line: number;
  cells: string[];
}

export interface ParsedCsv {
  headers: string[];
  rows: CsvRow[];
  delimiter: string;
}

const tooLarge = (message: string) => new HttpError(413, 'IMPORT_TOO_LARGE', message);
const badFile = (message: string) =>
  new HttpError(400, 'VALIDATION_FAILED', message, { csv: message });

const candidates = [',', ';', '\t'] as const;

/** The delimiter used most in the header line, outside quotes (`,` when none is). */
export function detectDelimiter(text: string): string {
  let inQuotes = false;
  const counts = new Map<string, number>();
  for (const char of text) {
    if (char === '"') inQuotes = !inQuotes;
    else if (!inQuotes && (char === '\n' || char === '\r')) break;
    else if (!inQuotes && (candidates as readonly string[]).includes(char))
      counts.set(char, (counts.get(char) ?? 0) + 1);
  }
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? ',';
}

const isBlank = (record: string[]) => record.every((cell) => cell === '');

/** Characters handed to the parser at a time. */
const PIECE = 64 * 1024;
/** Records parsed between two chances for other requests to run. */
const RECORDS_PER_TURN = 500;

const tooManyRows = (rows: number) =>
  tooLarge(
    `The file has ${rows} rows; import at most ${IMPORT_MAX_ROWS} at a time. Split it into smaller files.`,
  );

/** csv-parse as a stream over the text, a piece at a time, so a large file never blocks others. */
async function* recordsOf(content: string, delimiter: string) {
  const pieces = function* () {
    for (let at = 0; at < content.length; at += PIECE) yield content.slice(at, at + PIECE);
  };
  const parser = Readable.from(pieces()).pipe(
    parse({ delimiter, skip_empty_lines: false, relax_column_count: true, trim: true }),
  );
  let count = 0;
  for await (const record of parser as AsyncIterable<string[]>) {
    yield record;
    count += 1;
    if (count % RECORDS_PER_TURN === 0) await letOthersRun();
  }
}

/**
 * The header and data rows of a CSV file as spreadsheets save it: with or without a BOM, `,`
 * `;` or tab separated, quoted fields (with newlines), blank rows ignored but counted, so each
 * row keeps the number a spreadsheet shows it under. 413 past the size or row limit, 400 when
 * it is empty or not CSV. Parsed as a stream that lets other requests run every few hundred
 * rows; rows past the limit are counted, not kept.
 */
export async function parseCsv(text: string): Promise<ParsedCsv> {
  if (Buffer.byteLength(text, 'utf8') > IMPORT_MAX_BYTES)
    throw tooLarge(
      `The file is larger than ${IMPORT_MAX_BYTES / 1024 / 1024} MB. Split it into smaller files.`,
    );
  const content = text.replace(/^\uFEFF/, '');
  const delimiter = detectDelimiter(content);
  let header: CsvRow | undefined;
  const rows: CsvRow[] = [];
  let extraRows = 0;
  let row = 0;
  try {
    // Blank lines are parsed too, so that counting records gives each one its spreadsheet row.
    for await (const record of recordsOf(content, delimiter)) {
      row += 1;
      if (isBlank(record)) continue;
      if (!header) header = { line: row, cells: record };
      else if (rows.length < IMPORT_MAX_ROWS) rows.push({ line: row, cells: record });
      else extraRows += 1;
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const line = (error as { lines?: number }).lines;
    throw badFile(
      `The file is not valid CSV${line ? ` (line ${line})` : ''}. Save it as CSV again.`,
    );
  }
  if (!header) throw badFile('The file is empty.');
  if (rows.length === 0) throw badFile('The file has headers but no rows.');
  if (extraRows > 0) throw tooManyRows(rows.length + extraRows);
  const headers = header.cells;
  const seen = new Set<string>();
  for (const name of headers) {
    if (name === '') continue;
    if (seen.has(name)) throw badFile(`The column "${name}" appears twice. Rename one of them.`);
    seen.add(name);
  }
  return { headers, delimiter, rows };
}

/** The row's cells by target field, through the mapping (target field → header). */
export function cellsOf(
  headers: string[],
  mapping: Record<string, string>,
): (row: CsvRow) => Record<string, string> {
  const indexes = Object.entries(mapping).map(
    ([field, header]) => [field, headers.indexOf(header)] as const,
  );
  return (row) => Object.fromEntries(indexes.map(([field, i]) => [field, row.cells[i] ?? '']));
}
