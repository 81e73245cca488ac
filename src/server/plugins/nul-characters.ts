import type { FastifyInstance } from 'fastify';
import { invalidField } from '../http-errors.js';

export const NUL_MESSAGE = 'Remove the invisible NUL character (U+0000) from this text.';

/** The dotted path of the first string holding U+0000 in `value`, or undefined. */
function pathOfNul(value: unknown, path: string): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return undefined;
  for (const [key, inner] of Object.entries(value)) {
    const found = pathOfNul(inner, path ? `${path}.${key}` : key);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * PostgreSQL text cannot hold U+0000, so a NUL anywhere in a request's path, query or JSON body
 * is refused with 400 on its field before a route stores or searches for it.
 */
export function registerNulRefusal(app: FastifyInstance) {
  app.addHook('preHandler', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    for (const part of [request.params, request.query, request.body]) {
      const path = pathOfNul(part, '');
      if (path !== undefined) throw invalidField(path || '_', NUL_MESSAGE);
    }
  });
}
