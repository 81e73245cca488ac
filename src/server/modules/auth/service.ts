import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { LoginInput } from '../../../domain/auth.js';
import type { AppContext, RequestOrigin } from '../../context.js';
import type { Db } from '../../db/client.js';
import { memberships, users } from '../../db/schema.js';
import { HttpError } from '../../http-errors.js';
import { recordAudit } from '../audit/service.js';
import { verifyAgainstDummy, verifyPassword } from './passwords.js';
import type { AuthContext } from './auth-context.js';
import { createSession, endSession } from './sessions.js';
import {
  admitSignInAttempt,
  settleSignInFailure,
  settleSignInSuccess,
} from './sign-in-throttle.js';
import { queueUnlockMail } from './unlock-sign-in.js';
import { consumeUserToken, findUserToken, issueUserToken } from './user-tokens.js';

const INVALID_CREDENTIALS = () =>
  new HttpError(401, 'INVALID_CREDENTIALS', 'Email or password is incorrect.');

export type SignInResult =
  { kind: 'session'; token: string } | { kind: 'two-factor'; challengeToken: string };

export const findUserByEmail = async (db: Db, email: string) =>
  (
    await db
      .select()
      .from(users)
      .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()))
      .limit(1)
  )[0];

/** The clinic a new session opens in: the user's oldest active membership. */
export async function defaultClinicOf(db: Db, userId: string): Promise<string | null> {
  const [membership] = await db
    .select({ clinicId: memberships.clinicId })
    .from(memberships)
    .where(and(eq(memberships.userId, userId), isNull(memberships.deactivatedAt)))
    .orderBy(asc(memberships.createdAt))
    .limit(1);
  return membership?.clinicId ?? null;
}

/** Opens a session for a user who has proven who they are, and audits it. */
export async function startSession(
  ctx: AppContext,
  user: { id: string; platformAdmin: boolean },
  origin: RequestOrigin,
  method: 'password' | 'two-factor' | 'invitation' | 'reset',
): Promise<string> {
  const clinicId = await defaultClinicOf(ctx.db, user.id);
  if (!clinicId && !user.platformAdmin) {
    throw new HttpError(
      403,
      'NO_ACTIVE_CLINIC',
      'Your account is not an active member of any clinic. Ask your clinic owner to invite you again.',
    );
  }
  const token = await createSession(ctx.db, ctx.clock, ctx.lifetimes, {
    userId: user.id,
    clinicId,
    ...origin,
  });
  await recordAudit(ctx.db, {
    action: 'auth.signed_in',
    actorUserId: user.id,
    clinicId,
    ...origin,
    meta: { method },
  });
  return token;
}

/** A valid unlock link of this user came with the attempt. */
async function unlockedBy(ctx: AppContext, userId: string | undefined, token: string | undefined) {
  if (!userId || !token) return false;
  const link = await findUserToken(ctx.db, ctx.clock, 'unlock_sign_in', token);
  return link?.userId === userId;
}

/**
 * Checks email and password. Unknown emails cost the same time as wrong passwords and get the
 * same answer. Each attempt takes its place in the limits before the password is checked
 * (sign-in-throttle.ts): per address, per account and address, and per account overall.
 */
export async function signIn(
  ctx: AppContext,
  input: LoginInput,
  origin: RequestOrigin,
): Promise<SignInResult> {
  const { db, rateLimits } = ctx;
  const email = input.email.toLowerCase();
  const user = await findUserByEmail(db, email);
  const unlocked = await unlockedBy(ctx, user?.id, input.unlockToken);
  const attempt = await admitSignInAttempt(rateLimits, email, origin.ip, unlocked);

  const valid = user
    ? await verifyPassword(user.passwordHash, input.password)
    : await verifyAgainstDummy(input.password);
  if (!user || !valid || user.disabledAt) {
    await recordAudit(db, {
      action: 'auth.sign_in_failed',
      actorUserId: user?.id ?? null,
      ...origin,
      meta: { reason: !user ? 'unknown_email' : user.disabledAt ? 'disabled' : 'wrong_password' },
    });
    const { accountCapReached } = await settleSignInFailure(rateLimits, attempt);
    if (accountCapReached && user && !user.disabledAt) await queueUnlockMail(ctx, user);
    throw INVALID_CREDENTIALS();
  }
  await settleSignInSuccess(rateLimits, attempt);
  if (unlocked) await consumeUserToken(db, ctx.clock, 'unlock_sign_in', input.unlockToken!);

  if (!user.emailVerifiedAt) {
    throw new HttpError(
      403,
      'EMAIL_NOT_VERIFIED',
      'Please verify your email first: open the link we sent you, then sign in. No email? Ask for a new link below.',
    );
  }
  if (user.earlyAccess === 'waitlisted') {
    throw new HttpError(
      403,
      'WAITLISTED',
      "You're on the Early Access waitlist. We'll email you as soon as a spot opens; then you can sign in.",
    );
  }
  if (user.totpEnabledAt) {
    const challengeToken = await issueUserToken(db, ctx.clock, {
      userId: user.id,
      purpose: 'two_factor_login',
    });
    return { kind: 'two-factor', challengeToken };
  }
  return { kind: 'session', token: await startSession(ctx, user, origin, 'password') };
}

export async function signOut(ctx: AppContext, auth: AuthContext, origin: RequestOrigin) {
  await endSession(ctx.db, auth.sessionId);
  await recordAudit(ctx.db, {
    action: 'auth.signed_out',
    actorUserId: auth.user.id,
    clinicId: auth.membership?.clinicId ?? null,
    ...origin,
  });
}
