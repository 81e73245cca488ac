import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiErrorBody } from '../../domain/api-error.js';
import { isDatabaseUnavailable } from '../db/unavailable.js';
import { HttpError, UpstreamError } from '../http-errors.js';
import { ClinicBusyError } from '../clinic/fair-share.js';
import { RateLimitedError } from '../rate-limits.js';

/** A passing outage (a database restart): the client may simply try again. */
const DATABASE_UNAVAILABLE: ApiErrorBody = {
  msg: 'Motio cannot reach its database right now. Please try again in a moment.',
  code: 'DATABASE_UNAVAILABLE',
};

const GENERIC_5XX: ApiErrorBody = {
  msg: 'Something went wrong on our side. Please try again in a moment.',
  code: 'INTERNAL_ERROR',
};

/** Maps zod issues to `{ "field.path": "message" }`, the first message per field. */
function fieldsOf(
  issues: ReadonlyArray<{ instancePath?: string; params?: unknown; message?: string }>,
) {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const params = issue.params as { issue?: { path?: PropertyKey[] } } | undefined;
    const path =
      params?.issue?.path?.map(String).join('.') ??
      issue.instancePath?.replace(/^\//, '').replaceAll('/', '.');
    const key = path || '_';
    fields[key] ??= issue.message ?? 'Invalid value.';
  }
  return fields;
}

/** One error shape for the whole API: `{ msg, code, fields? }`, never a stack trace. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      if (error instanceof UpstreamError) request.log.error({ err: error.cause }, error.logMessage);
      if (error instanceof RateLimitedError || error instanceof ClinicBusyError)
        reply.header('Retry-After', error.retryAfterSeconds);
      const body: ApiErrorBody = { msg: error.message, code: error.code };
      if (error.fields) body.fields = error.fields;
      if (error.details) body.details = error.details;
      return reply.status(error.statusCode).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send({
        msg: 'Some fields are not valid. Please check them and try again.',
        code: 'VALIDATION_FAILED',
        fields: fieldsOf(error.validation),
      } satisfies ApiErrorBody);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({
        msg: clientMessage(status, error),
        code: error.code ?? 'BAD_REQUEST',
      } satisfies ApiErrorBody);
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'request failed: database not answering');
      return reply.status(503).header('Retry-After', 5).send(DATABASE_UNAVAILABLE);
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(status >= 500 ? status : 500).send(GENERIC_5XX);
  });
}

function clientMessage(status: number, error: FastifyError): string {
  switch (status) {
    case 413:
      return 'The request is too large.';
    case 415:
      return 'This content type is not supported; send JSON.';
    case 429:
      return 'Too many attempts. Please wait a moment and try again.';
    default:
      // Fastify's own 4xx messages (bad JSON, empty body) are written for developers but safe.
      return error.message || 'The request could not be processed.';
  }
}
