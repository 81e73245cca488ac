import { DrizzleQueryError } from 'drizzle-orm/errors';

/** Fields of a PostgreSQL error that name things, never values. */
const DATABASE_ERROR_FIELDS = ['code', 'constraint', 'table', 'column', 'routine'] as const;

/** An error raised by PostgreSQL (pg or PGlite): a SQLSTATE code and a severity. */
const isDatabaseError = (error: Error): error is Error & Record<string, unknown> =>
  typeof (error as { code?: unknown }).code === 'string' &&
  typeof (error as { severity?: unknown }).severity === 'string';

const stackFrames = (error: Error) =>
  (error.stack ?? '')
    .split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .join('\n');

/**
 * The `err` log serializer. Query errors carry their parameters in the message, and PostgreSQL
 * messages and details quote values ('Key (email)=(…) already exists', 'invalid input syntax …:
 * "…"'): those can be passwords, tokens or patient data, so only the SQL text, the SQLSTATE, the
 * names of what failed and the stack frames are logged.
 */
export interface LoggedError {
  type: string;
  message: string;
  stack: string;
  [field: string]: unknown;
}

export function serializeError(error: unknown): LoggedError {
  if (!(error instanceof Error))
    return { type: typeof error, message: 'a non-Error value was thrown', stack: '' };
  if (error instanceof DrizzleQueryError) {
    return {
      type: 'DrizzleQueryError',
      message: 'Failed query (parameters not logged)',
      query: error.query,
      stack: stackFrames(error),
      ...(error.cause ? { cause: serializeError(error.cause) } : {}),
    };
  }
  if (isDatabaseError(error)) {
    const named = Object.fromEntries(
      DATABASE_ERROR_FIELDS.filter((field) => error[field] !== undefined).map((field) => [
        field,
        error[field],
      ]),
    );
    return {
      type: 'DatabaseError',
      message: `database error ${String(error.code)} (message not logged: it can quote values)`,
      ...named,
      stack: stackFrames(error),
    };
  }
  return {
    type: error.name,
    message: error.message,
    stack: stackFrames(error),
    ...(error.cause ? { cause: serializeError(error.cause) } : {}),
  };
}
