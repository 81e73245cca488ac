import type { AppContext } from '../context.js';
import { HttpError } from '../http-errors.js';
import type { RateLimitRule } from '../rate-limits.js';

/**
 * Heavy work one clinic may have in flight at once, and its rate limit over time, so that one
 * clinic importing a large file or uploading many files does not stall the others (the embedded
 * database has a single connection). The in-flight count is per app process; the rate limit is
 * shared through Redis when REDIS_URL is set.
 */
export const clinicWorkLimits = {
  import: {
    inFlight: 1,
    rule: 'importsPerClinic',
    retryAfterSeconds: 10,
    busy: 'Your clinic already has an import running. Wait for it to finish, then try again.',
  },
  upload: {
    inFlight: 2,
    rule: 'uploadsPerClinic',
    retryAfterSeconds: 5,
    busy: 'Your clinic already has 2 uploads in progress. Wait for one to finish, then try again.',
  },
} as const satisfies Record<
  string,
  { inFlight: number; rule: RateLimitRule; retryAfterSeconds: number; busy: string }
>;

export type ClinicWork = keyof typeof clinicWorkLimits;

/** 429 while the clinic has as much of this work in flight as it may. */
export class ClinicBusyError extends HttpError {
  readonly retryAfterSeconds: number;
  constructor(work: ClinicWork) {
    const limits = clinicWorkLimits[work];
    super(429, 'CLINIC_BUSY', limits.busy);
    this.retryAfterSeconds = limits.retryAfterSeconds;
  }
}

const inFlight = new Map<string, number>();

/** How much of this work the clinic has in flight in this process. */
export const inFlightOf = (work: ClinicWork, clinicKey: string): number =>
  inFlight.get(`${work}:${clinicKey}`) ?? 0;

/**
 * Runs `work` in one of the clinic's slots for this kind of work: refused with 429 (Retry-After)
 * when they are all taken or when the clinic's rate limit is spent. `clinicKey` is the clinic's
 * id, or the user's own for work outside any clinic.
 */
export async function inClinicSlot<T>(
  ctx: Pick<AppContext, 'rateLimits'>,
  work: ClinicWork,
  clinicKey: string,
  run: () => Promise<T>,
): Promise<T> {
  const limits = clinicWorkLimits[work];
  const key = `${work}:${clinicKey}`;
  const running = inFlight.get(key) ?? 0;
  if (running >= limits.inFlight) throw new ClinicBusyError(work);
  inFlight.set(key, running + 1);
  try {
    await ctx.rateLimits.consume(limits.rule, clinicKey);
    return await run();
  } finally {
    const left = (inFlight.get(key) ?? 1) - 1;
    if (left > 0) inFlight.set(key, left);
    else inFlight.delete(key);
  }
}
