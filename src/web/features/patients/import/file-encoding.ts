export type FileEncoding = 'utf-8' | 'utf-16' | 'windows-1252';

/**
 * A CSV file's text. Spreadsheets save UTF-8, UTF-16 ("Unicode text", with its byte-order mark)
 * or, in older Excel on Windows, Windows-1252: bytes that are not valid UTF-8 are read as
 * Windows-1252, so "José" stays "José" instead of turning into "Jos�".
 */
export function decodeCsv(bytes: ArrayBuffer): { text: string; encoding: FileEncoding } {
  const view = new Uint8Array(bytes);
  if ((view[0] === 0xff && view[1] === 0xfe) || (view[0] === 0xfe && view[1] === 0xff))
    return {
      text: new TextDecoder(view[0] === 0xff ? 'utf-16le' : 'utf-16be').decode(view),
      encoding: 'utf-16',
    };
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(view), encoding: 'utf-8' };
  } catch {
    return { text: new TextDecoder('windows-1252').decode(view), encoding: 'windows-1252' };
  }
}

export const WINDOWS_1252_NOTICE =
  'This file is Windows-1252 encoded; names with accents were converted. Check a few of them in the next steps.';
