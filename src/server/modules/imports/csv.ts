import { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS } from '../../../domain/imports.js';
import { HttpError } from '../../http-errors.js';
import { letOthersRun } from '../../yielding.js';

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
    parse({ delimiter, info: true, skip_empty_lines: true, relax_column_count: true, trim: true }),
  );
  let count = 0;
  for await (const record of parser as AsyncIterable<{
    record: string[];
    info: { lines: number };
  }>) {
    yield record;
    count += 1;
    if (count % RECORDS_PER_TURN === 0) await letOthersRun();
  }
}

/**
 * The header and data rows of a CSV file as spreadsheets save it: with or without a BOM, `,`
 * `;` or tab separated, quoted fields (with newlines), blank lines ignored. 413 past the size
 * or row limit, 400 when it is empty or not CSV. Parsed as a stream that lets other requests
 * run every few hundred rows; rows past the limit are counted, not kept.
 */
export async function parseCsv(text: string): Promise<ParsedCsv> {
  if (Buffer.byteLength(text, 'utf8') > IMPORT_MAX_BYTES)
    throw tooLarge(
      `The file is larger than ${IMPORT_MAX_BYTES / 1024 / 1024} MB. Split it into smaller files.`,
    );
  const content = text.replace(/^\uFEFF/, '');
  const delimiter = detectDelimiter(content);
  let header: string[] | undefined;
  const rows: CsvRow[] = [];
  let extraRows = 0;
  try {
    for await (const { record, info } of recordsOf(content, delimiter)) {
      if (!header) header = record;
      else if (rows.length < IMPORT_MAX_ROWS)
        rows.push({ line: info.lines - newlinesIn(record), cells: record });
      else extraRows += 1;
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const line = (error as { lines?: number }).lines;
    throw badFile(
      `The file is not valid CSV${line ? ` (line ${line})` : ''}. Save it as CSV again.`,
    );
  }
  if (!header || header.every((cell) => cell === '')) throw badFile('The file is empty.');
  if (rows.length === 0) throw badFile('The file has headers but no rows.');
  if (extraRows > 0) throw tooManyRows(rows.length + extraRows);
  const seen = new Set<string>();
  for (const name of header) {
    if (name === '') continue;
    if (seen.has(name)) throw badFile(`The column "${name}" appears twice. Rename one of them.`);
    seen.add(name);
  }
  return { headers: header, delimiter, rows };
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
