/** How deep a JSON body may nest: far beyond any request of the API, far below what breaks a reader. */
export const MAX_JSON_DEPTH = 64;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPENING = new Set([0x5b, 0x7b]);
const CLOSING = new Set([0x5d, 0x7d]);

/**
 * Whether JSON `text` nests arrays and objects deeper than `limit`, found in one pass over the
 * raw text without parsing it (brackets inside strings do not count). Broken JSON is left to the
 * parser; this only stops at the first level past the limit.
 */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === BACKSLASH) index += 1;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) inString = true;
    else if (OPENING.has(code)) {
      depth += 1;
      if (depth > limit) return true;
    } else if (CLOSING.has(code)) depth -= 1;
  }
  return false;
}
