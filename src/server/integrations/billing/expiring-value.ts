import type { Clock } from '../../clock.js';

/**
 * `load()` remembered for `ttlMs`: callers arriving while it loads share the same answer, and a
 * failure is not kept, so the next caller tries again.
 */
export function expiringValue<T>(load: () => Promise<T>, ttlMs: number, clock: Clock) {
  let cached: { value: Promise<T>; expiresAt: number } | undefined;
  return (): Promise<T> => {
    const now = clock.now().getTime();
    if (cached && now < cached.expiresAt) return cached.value;
    const entry = { value: load(), expiresAt: now + ttlMs };
    cached = entry;
    entry.value.catch(() => {
      if (cached === entry) cached = undefined;
    });
    return entry.value;
  };
}
