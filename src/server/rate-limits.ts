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
 * people behind one address can still start their day; the per-account limit is what stops
 * guessing.
 */
export const rateLimitRules = {
  signInFailuresPerIp: { points: 50, seconds: 15 * 60, what: 'sign-in attempts' },
  signInFailuresPerAccount: { points: 10, seconds: 15 * 60, what: 'sign-in attempts' },
  twoFactorFailuresPerAccount: { points: 10, seconds: 15 * 60, what: 'code attempts' },
  registerPerIp: { points: 10, seconds: 60 * 60, what: 'registrations' },
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
  /** Wrong current passwords in account settings: a stolen session must not guess its way on. */
  currentPasswordFailuresPerAccount: { points: 10, seconds: 15 * 60, what: 'password attempts' },
  /** CSV imports of a clinic: reading the headers, the dry run and the commit each count. */
  importsPerClinic: { points: 60, seconds: 60 * 60, what: 'imports' },
  /** Attachments, logo and pictures of a clinic's members: up to 10 MB each. */
  uploadsPerClinic: { points: 120, seconds: 10 * 60, what: 'uploads' },
} as const satisfies Record<string, { points: number; seconds: number; what: string }>;

export type RateLimitRule = keyof typeof rateLimitRules;

export class RateLimitedError extends HttpError {
  constructor(
    rule: RateLimitRule,
    readonly retryAfterSeconds: number,
  ) {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    super(
      429,
      'RATE_LIMITED',
      `Too many ${rateLimitRules[rule].what}. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
    );
  }
}

export interface RateLimits {
  /** Counts one use of `key`; throws RateLimitedError once the rule's allowance is spent. */
  consume(rule: RateLimitRule, key: string): Promise<void>;
  /** Throws RateLimitedError when `key` has no allowance left, without counting. */
  check(rule: RateLimitRule, key: string): Promise<void>;
  /** Forgets `key`, e.g. the failures of an account that has just signed in. */
  reset(rule: RateLimitRule, key: string): Promise<void>;
  close(): Promise<void>;
}

export class RedisUnavailableError extends Error {}

async function connectRedis(redisUrl: string): Promise<Redis> {
  // CommonJS only: its default export is module.exports, in Node, in Vitest and in the bundle.
  const { Redis } = (await import('ioredis')).default;
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
        await limiterFor(rule).consume(normalise(key));
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes)
          throw new RateLimitedError(rule, Math.ceil(rejection.msBeforeNext / 1000));
        throw rejection;
      }
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
