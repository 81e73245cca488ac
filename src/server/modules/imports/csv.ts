import { parse } from 'csv-parse/sync';
import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS } from '../../../domain/imports.js';
import { HttpError } from '../../http-errors.js';

export interface CsvRow {
  /** The line of the file the row starts on (the header is line 1). */
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

const newlinesIn = (cells: string[]) =>
  cells.reduce((sum, cell) => sum + (cell.match(/\n/g)?.length ?? 0), 0);

/**
 * The header and data rows of a CSV file as spreadsheets save it: with or without a BOM, `,`
 * `;` or tab separated, quoted fields (with newlines), blank lines ignored. 413 past the size
 * or row limit, 400 when it is empty or not CSV.
 */
export function parseCsv(text: string): ParsedCsv {
  if (Buffer.byteLength(text, 'utf8') > IMPORT_MAX_BYTES)
    throw tooLarge(
      `The file is larger than ${IMPORT_MAX_BYTES / 1024 / 1024} MB. Split it into smaller files.`,
    );
  const content = text.replace(/^\uFEFF/, '');
  const delimiter = detectDelimiter(content);
  let records: Array<{ record: string[]; info: { lines: number } }>;
  try {
    records = parse(content, {
      delimiter,
      info: true,
      skip_empty_lines: true,
      relax_column_count: true,
      trim: true,
    }) as unknown as typeof records;
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    throw badFile(
      `The file is not valid CSV${line ? ` (line ${line})` : ''}. Save it as CSV again.`,
    );
  }
  const [header, ...data] = records;
  if (!header || header.record.every((cell) => cell === '')) throw badFile('The file is empty.');
  if (data.length === 0) throw badFile('The file has headers but no rows.');
  if (data.length > IMPORT_MAX_ROWS)
    throw tooLarge(
      `The file has ${data.length} rows; import at most ${IMPORT_MAX_ROWS} at a time. Split it into smaller files.`,
    );
  const headers = header.record;
  const seen = new Set<string>();
  for (const name of headers) {
    if (name === '') continue;
    if (seen.has(name)) throw badFile(`The column "${name}" appears twice. Rename one of them.`);
    seen.add(name);
  }
  return {
    headers,
    delimiter,
    rows: data.map(({ record, info }) => ({
      line: info.lines - newlinesIn(record),
      cells: record,
    })),
  };
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
