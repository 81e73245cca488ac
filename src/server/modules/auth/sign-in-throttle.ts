import {
  RateLimitedError,
  rateLimitRules,
  waitText,
  type RateLimitRule,
  type RateLimits,
} from '../../rate-limits.js';

/** The first lock-out of an account from one address; each further one today lasts twice as long. */
const FIRST_LOCKOUT_SECONDS = 15 * 60;
const LONGEST_LOCKOUT_SECONDS = 24 * 60 * 60;

/** The wait after the `lockouts`-th run of failures in a row: 15 min, 30 min, 1 h, … 24 h. */
export const lockoutSeconds = (lockouts: number) =>
  Math.min(LONGEST_LOCKOUT_SECONDS, FIRST_LOCKOUT_SECONDS * 2 ** Math.max(0, lockouts - 1));

/** The counters one sign-in attempt has taken a use of, to settle once its password is checked. */
export interface SignInAttempt {
  ipKey: string;
  pairKey: string;
  accountKey: string;
  /** Uses of the pair counted so far, this attempt included. */
  pairCount: number;
  /** Uses of the account counted so far, or null when an unlock link let the attempt past. */
  accountCount: number | null;
}

const accountLocked = (retryAfterSeconds: number, consumedPoints: number) =>
  new RateLimitedError('signInFailuresPerAccount', retryAfterSeconds, consumedPoints, {
    message: `Too many sign-in attempts for this account. Please wait ${waitText(retryAfterSeconds)} and try again. If this address has a Motio account, we emailed it a link that lets you sign in now.`,
    details: { retryAfterSeconds, unlockMail: true },
  });

const withWait = (error: RateLimitedError) =>
  new RateLimitedError(error.rule, error.retryAfterSeconds, error.consumedPoints, {
    message: error.message,
    details: { retryAfterSeconds: error.retryAfterSeconds, unlockMail: false },
  });

/**
 * Takes one use of each sign-in counter BEFORE the password is checked, so a burst of requests at
 * once can never check more passwords than the limits allow (each counter counts atomically, in
 * Redis across instances). A refusal gives back what it had taken. `unlocked`: the account's
 * mailed unlock link came with the attempt, so the per-account cap does not apply.
 */
export async function admitSignInAttempt(
  rateLimits: RateLimits,
  email: string,
  ip: string,
  unlocked: boolean,
): Promise<SignInAttempt> {
  const keys = { ipKey: ip, pairKey: `${email}_${ip}`, accountKey: email };
  const taken: Array<[RateLimitRule, string]> = [];
  const take = async (rule: RateLimitRule, key: string) => {
    try {
      const count = await rateLimits.consume(rule, key);
      taken.push([rule, key]);
      return count;
    } catch (error) {
      await Promise.all(
        taken.map(([takenRule, takenKey]) => rateLimits.reward(takenRule, takenKey)),
      );
      if (!(error instanceof RateLimitedError)) throw error;
      if (rule === 'signInFailuresPerAccount')
        throw accountLocked(error.retryAfterSeconds, error.consumedPoints);
      throw withWait(error);
    }
  };
  await take('signInFailuresPerIp', keys.ipKey);
  const pairCount = await take('signInFailuresPerAccountAndIp', keys.pairKey);
  const accountCount = unlocked ? null : await take('signInFailuresPerAccount', keys.accountKey);
  return { ...keys, pairCount, accountCount };
}

/** A right password: the attempt did not count, and the failures in a row from here end. */
export async function settleSignInSuccess(rateLimits: RateLimits, attempt: SignInAttempt) {
  await rateLimits.reward('signInFailuresPerIp', attempt.ipKey);
  await rateLimits.reset('signInFailuresPerAccountAndIp', attempt.pairKey);
  if (attempt.accountCount !== null)
    await rateLimits.reward('signInFailuresPerAccount', attempt.accountKey);
}

/**
 * A wrong password keeps its uses. The last one a pair is allowed locks the pair out, each time
 * for twice as long as the time before. Answers whether it was the one that filled the
 * account's cap (its owner is then mailed an unlock link).
 */
export async function settleSignInFailure(
  rateLimits: RateLimits,
  attempt: SignInAttempt,
): Promise<{ accountCapReached: boolean }> {
  if (attempt.pairCount >= rateLimitRules.signInFailuresPerAccountAndIp.points) {
    const lockouts = await rateLimits.consume('signInLockoutsPerAccountAndIp', attempt.pairKey);
    await rateLimits.block(
      'signInFailuresPerAccountAndIp',
      attempt.pairKey,
      lockoutSeconds(lockouts),
    );
  }
  return {
    accountCapReached: attempt.accountCount === rateLimitRules.signInFailuresPerAccount.points,
  };
}
