import type { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { HttpError } from './http-errors.js';

/**
 * Every rate limit in one place (docs/decisions/003-rate-limits.md). Sign-in counts failures only, so a clinic of fifty
 * people behind one address can still start their day; an account is throttled per address it
 * is tried from, so a stranger's guesses do not lock its owner out (decision 021).
 */
export const rateLimitRules = {
  signInFailuresPerIp: { points: 50, seconds: 15 * 60, what: 'sign-in attempts' },
  /** Failures in a row of one account from one address; each lock-out after them is longer. */
  signInFailuresPerAccountAndIp: { points: 10, seconds: 15 * 60, what: 'sign-in attempts' },
  /** How often an account and address pair was locked out today: the next wait doubles. */
  signInLockoutsPerAccountAndIp: { points: 1_000, seconds: 24 * 60 * 60, what: 'sign-in attempts' },
  /** Every address together: past this, the account's address gets a link to unlock sign-in. */
  signInFailuresPerAccount: { points: 50, seconds: 24 * 60 * 60, what: 'sign-in attempts' },
  twoFactorFailuresPerAccount: { points: 10, seconds: 15 * 60, what: 'code attempts' },
  registerPerIp: { points: 10, seconds: 60 * 60, what: 'registrations' },
  /** Mails to an address that a sign-up named but that has an account or an invitation. */
  signUpNoticePerEmail: { points: 3, seconds: 60 * 60, what: 'registrations' },
  checkEmailPerIp: { points: 30, seconds: 10 * 60, what: 'email checks' },
  passwordResetPerIp: { points: 10, seconds: 60 * 60, what: 'password reset requests' },
  passwordResetPerEmail: { points: 3, seconds: 60 * 60, what: 'password reset requests' },
  verificationResendPerIp: { points: 10, seconds: 60 * 60, what: 'verification emails' },
  verificationResendPerEmail: { points: 3, seconds: 60 * 60, what: 'verification emails' },
  /** The public contact form: each message mails support and the address it names. */
  contactPerIp: { points: 5, seconds: 10 * 60, what: 'messages' },
  /** In-app feedback and support requests together: each one mails support. */
  feedbackPerUser: { points: 20, seconds: 60 * 60, what: 'messages' },
  /** The local provider's test checkout: a card-number guessing loop gets nowhere. */
  localCheckoutPerIp: { points: 20, seconds: 10 * 60, what: 'payment attempts' },
  /** A patient's pay page and its checkout: a token-guessing loop gets nowhere. */
  payLinkPerIp: { points: 120, seconds: 10 * 60, what: 'payment page requests' },
  /** The local provider's test card on a patient's pay page. */
  payCardPerIp: { points: 20, seconds: 10 * 60, what: 'payment attempts' },
  /** A clinic's booking page and its free times: a visitor browsing weeks stays far below. */
  bookingPagePerIp: { points: 600, seconds: 10 * 60, what: 'booking page requests' },
  /** Times held on booking pages, each mailing a code: per address they come from … */
  bookingRequestsPerIp: { points: 10, seconds: 60 * 60, what: 'booking requests' },
  /** … and per email address they mail, so no one is flooded with codes. */
  bookingRequestsPerEmail: { points: 5, seconds: 60 * 60, what: 'booking requests' },
  /** Codes typed on booking pages: each held time also allows only a few wrong ones. */
  bookingCodesPerIp: { points: 30, seconds: 10 * 60, what: 'code attempts' },
  /** Portal sign-in links: per address asking, and per email address they go to. */
  portalLinksPerIp: { points: 10, seconds: 60 * 60, what: 'sign-in links' },
  portalLinksPerEmail: { points: 3, seconds: 60 * 60, what: 'sign-in links' },
  /** Waitlist offer pages and their accepting: a token-guessing loop gets nowhere. */
  waitlistOffersPerIp: { points: 120, seconds: 10 * 60, what: 'offer page requests' },
  /**
   * SMS provider webhooks with a missing or wrong signature: a forger stops here, while the
   * provider's own calls, however many, are never counted.
   */
  smsWebhookForgeriesPerIp: { points: 30, seconds: 10 * 60, what: 'webhook calls' },
  /** Wrong current passwords in account settings: a stolen session must not guess its way on. */
  currentPasswordFailuresPerAccount: { points: 10, seconds: 15 * 60, what: 'password attempts' },
  /** CSV imports of a clinic: reading the headers, the dry run and the commit each count. */
  importsPerClinic: { points: 60, seconds: 60 * 60, what: 'imports' },
  /** Attachments, logo and pictures of a clinic's members: up to 10 MB each. */
  uploadsPerClinic: { points: 120, seconds: 10 * 60, what: 'uploads' },
} as const satisfies Record<string, { points: number; seconds: number; what: string }>;

export type RateLimitRule = keyof typeof rateLimitRules;

/** "15 minutes", "1 minute", "2 hours": how long a refusal asks to wait. */
export function waitText(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (minutes <= 90) return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  const hours = Math.ceil(minutes / 60);
  return `${hours} hour${hours === 1 ? '' : 's'}`;
}

export class RateLimitedError extends HttpError {
  constructor(
    readonly rule: RateLimitRule,
    readonly retryAfterSeconds: number,
    /** The uses counted in the window, this refused one included. */
    readonly consumedPoints = 0,
    override: { message?: string; details?: Record<string, unknown> } = {},
  ) {
    super(
      429,
      'RATE_LIMITED',
      override.message ??
        `Too many ${rateLimitRules[rule].what}. Please wait ${waitText(retryAfterSeconds)} and try again.`,
      undefined,
      override.details,
    );
  }
}

export interface RateLimits {
  /**
   * Counts one use of `key`, atomically across instances, and answers the uses counted in the
   * window so far; throws RateLimitedError once the rule's allowance is spent.
   */
  consume(rule: RateLimitRule, key: string): Promise<number>;
  /** Throws RateLimitedError when `key` has no allowance left, without counting. */
  check(rule: RateLimitRule, key: string): Promise<void>;
  /** Gives back one use of `key`: an attempt counted beforehand that turned out not to count. */
  reward(rule: RateLimitRule, key: string): Promise<void>;
  /** Refuses `key` for `seconds`, whatever its count; it starts afresh afterwards. */
  block(rule: RateLimitRule, key: string, seconds: number): Promise<void>;
  /** Forgets `key`, e.g. the failures of an account that has just signed in. */
  reset(rule: RateLimitRule, key: string): Promise<void>;
  close(): Promise<void>;
}

export class RedisUnavailableError extends Error {}

async function connectRedis(redisUrl: string): Promise<Redis> {
  // CommonJS only: its default export is module.exports, in Node, in Vitest and in the bundle.
  // TypeScript types that default as either module.exports or the class, depending on the order
  // it meets the package in a program, so it is read through the module's own type.
  const { Redis } = (await import('ioredis')).default as unknown as typeof import('ioredis');
  const redis = new Redis(redisUrl, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 5_000,
  });
  // A later Redis outage must not crash the process: each limiter falls back to memory meanwhile.
  redis.on('error', () => {});
  try {
    await redis.connect();
  } catch (error) {
    redis.disconnect();
    const reason = error instanceof Error ? error.message : String(error);
    throw new RedisUnavailableError(`Cannot connect to Redis (REDIS_URL): ${reason}`);
  }
  return redis;
}

/**
 * In memory for one process; in Redis (REDIS_URL) when several instances share the limits. With
 * Redis configured, start-up waits for it: commands sent before it is ready would only count in
 * this process.
 */
export async function createRateLimits(redisUrl?: string): Promise<RateLimits> {
  const redis = redisUrl ? await connectRedis(redisUrl) : undefined;

  const limiters = new Map<RateLimitRule, RateLimiterAbstract>();
  const limiterFor = (rule: RateLimitRule) => {
    let limiter = limiters.get(rule);
    if (!limiter) {
      const { points, seconds } = rateLimitRules[rule];
      const options = { keyPrefix: `motio-rl-${rule}`, points, duration: seconds };
      limiter = redis
        ? new RateLimiterRedis({
            ...options,
            storeClient: redis,
            insuranceLimiter: new RateLimiterMemory(options),
          })
        : new RateLimiterMemory(options);
      limiters.set(rule, limiter);
    }
    return limiter;
  };
  const normalise = (key: string) => key.trim().toLowerCase();

  return {
    async consume(rule, key) {
      try {
        return (await limiterFor(rule).consume(normalise(key))).consumedPoints;
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes)
          throw new RateLimitedError(
            rule,
            Math.ceil(rejection.msBeforeNext / 1000),
            rejection.consumedPoints,
          );
        throw rejection;
      }
    },
    async reward(rule, key) {
      await limiterFor(rule).reward(normalise(key), 1);
    },
    async block(rule, key, seconds) {
      await limiterFor(rule).block(normalise(key), seconds);
    },
    async check(rule, key) {
      const state = await limiterFor(rule).get(normalise(key));
      if (state && state.consumedPoints >= rateLimitRules[rule].points)
        throw new RateLimitedError(rule, Math.ceil(state.msBeforeNext / 1000));
    },
    async reset(rule, key) {
      await limiterFor(rule).delete(normalise(key));
    },
    async close() {
      await redis?.quit().catch(() => {});
    },
  };
}
