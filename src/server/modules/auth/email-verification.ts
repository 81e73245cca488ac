import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AppContext, RequestOrigin } from '../../context.js';
import type { Clock } from '../../clock.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { HttpError } from '../../http-errors.js';
import { enqueueMail } from '../../background/outbox.js';
import { recordAudit } from '../audit/service.js';
import { reclaimLapsedSpot } from './early-access.js';
import { EMAIL_TAKEN } from './email-taken.js';
import { queueSecurityNotice } from './security-notice.js';
import { findUserByEmail } from './service.js';
import { consumeUserToken, issueUserToken, withdrawMailedLinks } from './user-tokens.js';

const INVALID_VERIFICATION_LINK = () =>
  new HttpError(
    400,
    'INVALID_TOKEN',
    'This verification link is invalid or has expired. Ask for a new one from the login page.',
  );

export type EmailConfirmation = 'email_verified' | 'email_changed';

/** Issues a new verification link (the older ones stop working) and queues its mail. */
export async function queueVerificationMail(
  db: Db,
  clock: Clock,
  config: Config,
  user: { id: string; email: string; name: string },
): Promise<void> {
  const token = await issueUserToken(db, clock, { userId: user.id, purpose: 'verify_email' });
  await enqueueMail(db, clock, {
    template: 'verify-email',
    to: user.email,
    data: { name: user.name, link: `${config.APP_ORIGIN}/verify-email?token=${token}` },
  });
}

/**
 * GET /auth/verify-email: the link of a new account's verification mail, or of an email change
 * Each link works once.
 */
export async function confirmEmailToken(
  ctx: AppContext,
  token: string,
  origin: RequestOrigin,
): Promise<EmailConfirmation> {
  const { db, clock } = ctx;
  try {
    return await db.transaction(async (tx) => {
      const verification = await consumeUserToken(tx, clock, 'verify_email', token);
      if (verification) {
        await reclaimLapsedSpot(tx, clock, ctx.config.EARLY_ACCESS_SPOTS, verification.userId);
        await markVerified(tx, clock, verification.userId, origin);
        return 'email_verified';
      }
      const change = await consumeUserToken(tx, clock, 'change_email', token);
      const newEmail = change?.data.newEmail;
      if (!change || typeof newEmail !== 'string') throw INVALID_VERIFICATION_LINK();
      await moveToNewEmail(tx, ctx, change.userId, newEmail, origin);
      return 'email_changed';
    });
  } catch (error) {
    // Someone registered the new address between the check and the update.
    if (isUniqueViolation(error)) throw EMAIL_TAKEN();
    throw error;
  }
}

async function markVerified(db: Db, clock: Clock, userId: string, origin: RequestOrigin) {
  await db
    .update(users)
    .set({ emailVerifiedAt: clock.now() })
    .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)));
  await recordAudit(db, {
    action: 'auth.email_verified',
    actorUserId: userId,
    entityType: 'user',
    entityId: userId,
    ...origin,
  });
}

/**
 * The new address takes over; sessions go on, since the person proved both mailboxes. The old
 * address is told, so an owner who did not ask for it learns of it.
 */
async function moveToNewEmail(
  db: Db,
  deps: { clock: Clock; config: Config },
  userId: string,
  newEmail: string,
  origin: RequestOrigin,
) {
  const holder = await findUserByEmail(db, newEmail);
  if (holder && holder.id !== userId) throw EMAIL_TAKEN();
  const now = deps.clock.now();
  const [before] = await db
    .select({ email: users.email, name: users.name })
    .from(users)
    .where(eq(users.id, userId));
  await db
    .update(users)
    .set({ email: newEmail, emailVerifiedAt: now, updatedAt: now })
    .where(eq(users.id, userId));
  // A reset link mailed to the old address must not reach the account any more.
  await withdrawMailedLinks(db, deps.clock, userId);
  if (before) await queueSecurityNotice(db, deps, before, 'email');
  await recordAudit(db, {
    action: 'account.email_changed',
    actorUserId: userId,
    entityType: 'user',
    entityId: userId,
    ...origin,
  });
}

/**
 * POST /auth/resend-verification: a new link for an account still waiting for verification.
 * The caller learns nothing about the address: the answer is the same whatever it is.
 */
export async function resendVerification(
  ctx: AppContext,
  email: string,
  origin: RequestOrigin,
): Promise<void> {
  const { db, clock, config, rateLimits } = ctx;
  await rateLimits.consume('verificationResendPerIp', origin.ip);
  await rateLimits.consume('verificationResendPerEmail', email);
  const [user] = await db
    .select({ id: users.id, email: users.email, name: users.name })
    .from(users)
    .where(
      and(
        eq(sql`lower(${users.email})`, email.trim().toLowerCase()),
        isNull(users.emailVerifiedAt),
        isNull(users.disabledAt),
      ),
    )
    .limit(1);
  if (!user) return;
  await db.transaction((tx) => queueVerificationMail(tx, clock, config, user));
}
