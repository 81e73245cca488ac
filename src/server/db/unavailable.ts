/** The database cannot be opened or reached now: a message for the operator, not a bug. */
export class DatabaseUnavailableError extends Error {}

/** Socket errors and PostgreSQL codes that mean the database went away, not that a query failed. */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01', // admin_shutdown: the server is stopping
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or shutting down
]);

/** pg's own words when a connection drops, is dropped, or cannot be made in time. */
const DRIVER_MESSAGES = [
  'Connection terminated',
  // A transaction's rollback on a client whose connection has just failed.
  'Client has encountered a connection error and is not queryable',
  'timeout exceeded when trying to connect',
];

/**
 * Whether `error` (or what it wraps: drizzle wraps the driver's error in `cause`) says the
 * database cannot be reached, as during a restart: a passing outage, not a bug.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const { code, message, cause } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
    };
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08')))
      return true;
    if (typeof message === 'string' && DRIVER_MESSAGES.some((words) => message.startsWith(words)))
      return true;
    current = cause;
  }
  return false;
}
