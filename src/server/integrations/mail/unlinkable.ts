/** Invisible, and it ends what a mail program reads as an address. */
const ZERO_WIDTH_SPACE = '\u200B';

/**
 * Text a clinic wrote (its name, address, policy, a service's name), as a mail shows it: plain
 * words, never a link. Mail programs turn what looks like an address (`shop.example`,
 * `http://…`, `name@host`) into a link; a zero-width space after each dot, colon, slash and at
 * sign that runs on into a word stops that, and the text reads the same. The layout escapes it
 * for HTML as any other text.
 */
export function unlinkable(text: string): string {
  return text.replace(/([.:/@])(?=\S)/g, `$1${ZERO_WIDTH_SPACE}`);
}

/** `data` with the named text fields made unlinkable (null stays null). */
export function unlinkableFields<T extends object, K extends keyof T>(data: T, keys: K[]): T {
  const copy = { ...data };
  for (const key of keys) {
    const value = copy[key];
    if (typeof value === 'string') copy[key] = unlinkable(value) as T[K];
  }
  return copy;
}
