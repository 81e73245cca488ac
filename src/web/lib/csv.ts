export type CsvCell = string | number | null;

/**
 * One CSV cell (RFC 4180 quoting). Text that a spreadsheet would run as a formula (=, +, -, @)
 * gets a leading apostrophe: names come from users (OWASP "CSV injection").
 */
function cell(value: CsvCell): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A header row and data rows as CSV text, lines ended by CRLF. */
export function toCsv(header: string[], rows: CsvCell[][]): string {
  return [header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}
