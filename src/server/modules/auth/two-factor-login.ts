import { eq, sql } from 'drizzle-orm';
import type { TwoFactorLoginInput } from '../../../domain/auth.js';
import type { AppContext, RequestOrigin } from '../../context.js';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/client.js';
import { users, userTokens } from '../../db/schema.js';
import { HttpError } from '../../http-errors.js';
import { recordAudit } from '../audit/service.js';
import { useRecoveryCode } from './recovery-codes.js';
import { startSession } from './service.js';
import { claimTotpStep, isTotpFormat, matchTotpStep } from './totp.js';
import { consumeUserToken, findUserToken, type ValidUserToken } from './user-tokens.js';

/** Wrong codes one sign-in challenge allows before the password must be entered again. */
export const MAX_CODE_ATTEMPTS = 5;

const CHALLENGE_EXPIRED = () =>
  new HttpError(
    401,
    'CHALLENGE_EXPIRED',
    'This sign-in has expired. Please enter your email and password again.',
  );

const INVALID_CODE = () =>
  new HttpError(
    401,
    'INVALID_CODE',
    'That code is not right. Try the newest code in your app, or a recovery code.',
  );

type SecondFactor = 'totp' | 'recovery_code';

/** Thrown inside the transaction so a wrong code leaves the challenge as it was. */
class WrongCode extends Error {}

/**
 * POST /auth/login/two-factor: the second step of signing in with two-factor on. The code is
 * the authenticator's (each one works once) or an unused recovery code. Returns the session token.
 */
export async function completeTwoFactorSignIn(
  ctx: AppContext,
  input: TwoFactorLoginInput,
  origin: RequestOrigin,
): Promise<string> {
  const { db, clock, rateLimits } = ctx;
  const challenge = await findUserToken(db, clock, 'two_factor_login', input.challengeToken);
  if (!challenge) throw CHALLENGE_EXPIRED();
  await rateLimits.check('twoFactorFailuresPerAccount', challenge.userId);
  const [user] = await db.select().from(users).where(eq(users.id, challenge.userId));
  // Two-factor turned off or the account disabled since the password step: start again.
  if (!user?.totpSecret || !user.totpEnabledAt || user.disabledAt) throw CHALLENGE_EXPIRED();
  const secret = user.totpSecret;

  let factor: SecondFactor | null;
  try {
    factor = await db.transaction(async (tx) => {
      if (!(await consumeUserToken(tx, clock, 'two_factor_login', input.challengeToken)))
        return null;
      const accepted = await acceptSecondFactor(tx, clock, user.id, secret, input.code);
      if (!accepted) throw new WrongCode();
      if (accepted === 'recovery_code') {
        await recordAudit(tx, {
          action: 'auth.recovery_code_used',
          actorUserId: user.id,
          entityType: 'user',
          entityId: user.id,
          ...origin,
        });
      }
      return accepted;
    });
  } catch (error) {
    if (!(error instanceof WrongCode)) throw error;
    await recordWrongCode(ctx, challenge, origin);
    throw INVALID_CODE();
  }
  if (!factor) throw CHALLENGE_EXPIRED();
  await rateLimits.reset('twoFactorFailuresPerAccount', user.id);
  return startSession(ctx, user, origin, 'two-factor');
}

async function acceptSecondFactor(
  db: Db,
  clock: Clock,
  userId: string,
  secret: string,
  code: string,
): Promise<SecondFactor | null> {
  const compact = code.replace(/\s/g, '');
  if (isTotpFormat(compact)) {
    const step = matchTotpStep(secret, compact, clock.now());
    return step !== null && (await claimTotpStep(db, userId, step)) ? 'totp' : null;
  }
  return (await useRecoveryCode(db, clock, userId, code)) ? 'recovery_code' : null;
}

async function recordWrongCode(ctx: AppContext, challenge: ValidUserToken, origin: RequestOrigin) {
  const { db, clock, rateLimits } = ctx;
  await db.transaction(async (tx) => {
    const [counted] = await tx
      .update(userTokens)
      .set({ attempts: sql`${userTokens.attempts} + 1` })
      .where(eq(userTokens.id, challenge.id))
      .returning({ attempts: userTokens.attempts });
    const attempts = counted?.attempts ?? MAX_CODE_ATTEMPTS;
    if (attempts >= MAX_CODE_ATTEMPTS) {
      await tx
        .update(userTokens)
        .set({ usedAt: clock.now() })
        .where(eq(userTokens.id, challenge.id));
    }
    await recordAudit(tx, {
      action: 'auth.two_factor_failed',
      actorUserId: challenge.userId,
      entityType: 'user',
      entityId: challenge.userId,
      ...origin,
      meta: { attempt: attempts },
    });
  });
  await rateLimits.consume('twoFactorFailuresPerAccount', challenge.userId);
}
