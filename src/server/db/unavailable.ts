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
    // pg's own words when a connection drops or cannot be made in time.
    if (typeof message === 'string' && message.startsWith('Connection terminated')) return true;
    current = cause;
  }
  return false;
}
