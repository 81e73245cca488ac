import type { FastifyInstance } from 'fastify';
import { invalidField } from '../http-errors.js';

export const NUL_MESSAGE = 'Remove the invisible NUL character (U+0000) from this text.';
export const BROKEN_CHARACTER_MESSAGE =
  'This text holds a broken character (half of an emoji or symbol). Type or paste it again.';

/** A UTF-16 surrogate on its own: the `u` flag reads a proper pair as one code point. */
const LONE_SURROGATE = /\p{Cs}/u;

const problemOf = (text: string) =>
  text.includes('\u0000')
    ? NUL_MESSAGE
    : LONE_SURROGATE.test(text)
      ? BROKEN_CHARACTER_MESSAGE
      : undefined;

/** The dotted path of the first string (or key) in `value` that cannot be stored, and why. */
function findUnstorable(
  value: unknown,
  path: string,
): { path: string; message: string } | undefined {
  if (typeof value === 'string') {
    const message = problemOf(value);
    return message ? { path, message } : undefined;
  }
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return undefined;
  for (const [key, inner] of Object.entries(value)) {
    const innerPath = path ? `${path}.${key}` : key;
    const message = problemOf(key);
    if (message) return { path: innerPath, message };
    const found = findUnstorable(inner, innerPath);
    if (found) return found;
  }
  return undefined;
}

/**
 * PostgreSQL text cannot hold U+0000, and its JSON cannot hold half of a surrogate pair (which
 * JSON.stringify writes as "\ud800"), so either anywhere in a request's path, query or JSON body
 * is refused with 400 on its field before a route stores, mails or searches for it.
 */
export function registerUnstorableTextRefusal(app: FastifyInstance) {
  app.addHook('preHandler', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    for (const part of [request.params, request.query, request.body]) {
      const found = findUnstorable(part, '');
      if (found) throw invalidField(found.path || '_', found.message);
    }
  });
}
