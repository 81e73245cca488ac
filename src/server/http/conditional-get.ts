import type { IncomingHttpHeaders } from 'node:http';

const opaqueTag = (tag: string) => tag.trim().replace(/^W\//, '');

/**
 * Whether the client's copy is still current: If-None-Match decides when
 * sent (weak comparison), If-Modified-Since otherwise, at the one-second precision of HTTP dates.
 */
export function isNotModified(
  headers: IncomingHttpHeaders,
  etag: string,
  lastModified: Date,
): boolean {
  const ifNoneMatch = headers['if-none-match'];
  if (ifNoneMatch !== undefined) {
    return ifNoneMatch
      .split(',')
      .map(opaqueTag)
      .some((tag) => tag === '*' || tag === opaqueTag(etag));
  }
  const since = Date.parse(headers['if-modified-since'] ?? '');
  return !Number.isNaN(since) && Math.floor(lastModified.getTime() / 1000) * 1000 <= since;
}
