import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http-errors.js';
import { MAX_JSON_DEPTH, nestsDeeperThan } from './json-depth.js';

const tooDeep = () =>
  new HttpError(
    400,
    'JSON_TOO_DEEP',
    `The JSON body is nested more than ${MAX_JSON_DEPTH} levels deep.`,
  );

/**
 * JSON bodies with Fastify's own safe parser, except that an empty body is no body: clients
 * send a JSON content type on POSTs that carry nothing.
 * A route whose schema needs a body still answers 400 through validation. A body nested past
 * MAX_JSON_DEPTH is refused before it is parsed, on every route, whether it reads a body or not:
 * the parser, the prototype check and the validators all walk it recursively.
 */
export function registerJsonBodies(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.length === 0) return done(null, undefined);
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) return done(tooDeep(), undefined);
    return parseJson(request, text, done);
  });
}
