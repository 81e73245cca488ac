import { parse } from 'csv-parse/sync';
import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS } from '../../../domain/imports.js';
import { HttpError } from '../../http-errors.js';

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

/**
 * The header and data rows of a CSV file as spreadsheets save it: with or without a BOM, `,`
 * `;` or tab separated, quoted fields (with newlines), blank rows ignored but counted, so each
 * row keeps the number a spreadsheet shows it under. 413 past the size or row limit, 400 when
 * it is empty or not CSV.
 */
export function parseCsv(text: string): ParsedCsv {
  if (Buffer.byteLength(text, 'utf8') > IMPORT_MAX_BYTES)
    throw tooLarge(
      `The file is larger than ${IMPORT_MAX_BYTES / 1024 / 1024} MB. Split it into smaller files.`,
    );
  const content = text.replace(/^\uFEFF/, '');
  const delimiter = detectDelimiter(content);
  let records: string[][];
  try {
    // Blank lines are kept here: each record's index is then its spreadsheet row.
    records = parse(content, {
      delimiter,
      skip_empty_lines: false,
      relax_column_count: true,
      trim: true,
    }) as string[][];
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    throw badFile(
      `The file is not valid CSV${line ? ` (line ${line})` : ''}. Save it as CSV again.`,
    );
  }
  const numbered = records
    .map((record, index) => ({ line: index + 1, cells: record }))
    .filter((row) => !isBlank(row.cells));
  const [header, ...data] = numbered;
  if (!header) throw badFile('The file is empty.');
  if (data.length === 0) throw badFile('The file has headers but no rows.');
  if (data.length > IMPORT_MAX_ROWS)
    throw tooLarge(
      `The file has ${data.length} rows; import at most ${IMPORT_MAX_ROWS} at a time. Split it into smaller files.`,
    );
  const headers = header.cells;
  const seen = new Set<string>();
  for (const name of headers) {
    if (name === '') continue;
    if (seen.has(name)) throw badFile(`The column "${name}" appears twice. Rename one of them.`);
    seen.add(name);
  }
  return { headers, delimiter, rows: data };
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
