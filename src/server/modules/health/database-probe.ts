import type { Database } from '../../db/client.js';

const PING_TIMEOUT_MS = 2_000;

/**
 * Asks the database whether it answers, at most once per `reuseMs`: load balancers probe
 * health often and must not load the database. Concurrent callers share one ping; a failure is
 * never reused, so an outage is reported within `reuseMs`, and recovery on the next probe.
 */
export function createDatabaseProbe(database: Pick<Database, 'ping'>, reuseMs = 1_000) {
  let lastSuccessAt = -Infinity;
  let inFlight: Promise<void> | null = null;

  const pingWithTimeout = () =>
    new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('database ping timed out')), PING_TIMEOUT_MS);
      database
        .ping()
        .then(resolve, reject)
        .finally(() => clearTimeout(timer));
    });

  return function probe(): Promise<void> {
    if (performance.now() - lastSuccessAt < reuseMs) return Promise.resolve();
    inFlight ??= pingWithTimeout()
      .then(() => {
        lastSuccessAt = performance.now();
      })
      .finally(() => {
        inFlight = null;
      });
    return inFlight;
  };
}
