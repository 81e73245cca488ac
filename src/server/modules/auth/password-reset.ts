import { and, eq, isNull } from 'drizzle-orm';
import type { ResetPasswordInput } from '../../../domain/auth.js';
import type { AppContext, RequestOrigin } from '../../context.js';
import { users } from '../../db/schema.js';
import { HttpError } from '../../http-errors.js';
import { enqueueMail } from '../../background/outbox.js';
import { recordAudit } from '../audit/service.js';
import { assertStrongPassword } from './password-strength.js';
import { hashPassword } from './passwords.js';
import { queueSecurityNotice } from './security-notice.js';
import { findUserByEmail } from './service.js';
import { endSessionsOf } from './sessions.js';
import {
  consumeUserToken,
  findUserToken,
  issueUserToken,
  withdrawMailedLinks,
} from './user-tokens.js';

const INVALID_RESET_LINK = () =>
  new HttpError(
    400,
    'INVALID_TOKEN',
    'This reset link is invalid or has expired. Ask for a new one.',
  );

/**
 * POST /auth/forgot-password: mails a 1-hour reset link to an existing account. The caller
 * learns nothing about the address: the answer is the same whatever it is.
 */
export async function requestPasswordReset(
  ctx: AppContext,
  email: string,
  origin: RequestOrigin,
): Promise<void> {
  const { db, clock, config, rateLimits } = ctx;
  await rateLimits.consume('passwordResetPerIp', origin.ip);
  await rateLimits.consume('passwordResetPerEmail', email);
  const user = await findUserByEmail(db, email);
  if (!user || user.disabledAt) return;
  await db.transaction(async (tx) => {
    const token = await issueUserToken(tx, clock, { userId: user.id, purpose: 'reset_password' });
    await enqueueMail(tx, clock, {
      template: 'reset-password',
      to: user.email,
      data: { name: user.name, link: `${config.APP_ORIGIN}/reset-password?token=${token}` },
    });
    await recordAudit(tx, {
      action: 'auth.password_reset_requested',
      actorUserId: user.id,
      entityType: 'user',
      entityId: user.id,
      ...origin,
    });
  });
}

/**
 * POST /auth/reset-password: a new password through the mailed link. Every session of the
 * account ends, since one of them may be the reason for the reset.
 */
export async function resetPassword(
  ctx: AppContext,
  input: ResetPasswordInput,
  origin: RequestOrigin,
): Promise<void> {
  const { db, clock, rateLimits } = ctx;
  const link = await findUserToken(db, clock, 'reset_password', input.token);
  if (!link) throw INVALID_RESET_LINK();
  const [user] = await db.select().from(users).where(eq(users.id, link.userId));
  if (!user) throw INVALID_RESET_LINK();
  await assertStrongPassword(input.password, [user.name, user.lastName, user.email]);
  const passwordHash = await hashPassword(input.password);

  await db.transaction(async (tx) => {
    // Used up only now, so a weak first choice does not cost the person their link.
    if (!(await consumeUserToken(tx, clock, 'reset_password', input.token)))
      throw INVALID_RESET_LINK();
    const now = clock.now();
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, user.id));
    // The link reached the mailbox, which is what verification proves.
    await tx
      .update(users)
      .set({ emailVerifiedAt: now })
      .where(and(eq(users.id, user.id), isNull(users.emailVerifiedAt)));
    await endSessionsOf(tx, user.id);
    await withdrawMailedLinks(tx, clock, user.id);
    await queueSecurityNotice(tx, ctx, user, 'password');
    await recordAudit(tx, {
      action: 'auth.password_reset',
      actorUserId: user.id,
      entityType: 'user',
      entityId: user.id,
      ...origin,
    });
  });
  // Earlier wrong guesses should not keep the owner out once they have a new password.
  await rateLimits.reset('signInFailuresPerAccount', user.email);
  await rateLimits.reset(
    'signInFailuresPerAccountAndIp',
    `${user.email.toLowerCase()}_${origin.ip}`,
  );
}
