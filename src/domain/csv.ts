/**
 * CSV that Motio writes (audit export on the server, statistics downloads in the browser):
 * RFC 4180 quoting, CRLF line ends.
 */
export type CsvCell = string | number | null;

/** A plain decimal number such as "-5.00": a spreadsheet reads it as a number, never a formula. */
const DECIMAL = /^-?\d+(\.\d+)?$/;

/**
 * One CSV cell. Text that a spreadsheet would run as a formula (=, +, -, @, tab, CR) gets a
 * leading apostrophe: names come from users (OWASP "CSV injection"); a plain negative
 * decimal such as an amount "-5.00" is left as it is. A semicolon is quoted too,
 * for spreadsheets in locales that split on it.
 */
export function csvCell(value: CsvCell): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text) && !DECIMAL.test(text))
    text = `'${text}`;
  return /[",;\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A header row and data rows as CSV text, lines ended by CRLF. */
export function toCsv(header: string[], rows: CsvCell[][]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
