import type { FastifyInstance } from 'fastify';

/**
 * JSON bodies with Fastify's own safe parser, except that an empty body is no body: clients
 * send a JSON content type on POSTs that carry nothing.
 * A route whose schema needs a body still answers 400 through validation.
 */
export function registerJsonBodies(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) =>
    body.length === 0 ? done(null, undefined) : parseJson(request, body.toString(), done),
  );
}
