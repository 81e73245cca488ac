/**
 * The `next` query parameter of /login, kept only when it is a path on this site: it starts
 * with one '/', and holds no backslash, whitespace or control character (browsers read
 * '/\evil.com' and '/<tab>/evil.com' as '//evil.com', another site).
 */
export function safeNextPath(next: string | null): string | null {
  if (next === null || !next.startsWith('/') || next.startsWith('//')) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\\\s\u0000-\u001f\u007f]/.test(next)) return null;
  return next;
}
