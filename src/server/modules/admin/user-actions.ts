import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { AdminUser } from '../../../domain/admin.js';
import type { AppContext } from '../../context.js';
import { sessions, users } from '../../db/schema.js';
import { HttpError } from '../../http-errors.js';
import { admitFromWaitlist } from '../auth/early-access.js';
import { queueVerificationMail } from '../auth/email-verification.js';
import { endSessionsOf } from '../auth/sessions.js';
import { revokeEveryFeedOf } from '../calendar-feeds/service.js';
import { auditAdmin, type AdminActor } from './actor.js';
import { adminUserView, userRowOr404 } from './users.js';

const conflict = (code: string, msg: string) => new HttpError(409, code, msg);

/**
 * Disables an account: it cannot sign in, and every session and calendar feed it has ends now
 * (the next request of any of its browsers answers 401). An operator cannot lock themselves out.
 */
export async function disableUser(
  ctx: AppContext,
  actor: AdminActor,
  userId: string,
): Promise<AdminUser> {
  const { db, clock } = ctx;
  await userRowOr404(db, userId);
  if (userId === actor.userId)
    throw conflict('CANNOT_DISABLE_SELF', 'You cannot disable your own account.');
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ disabledAt: clock.now(), updatedAt: clock.now() })
      .where(and(eq(users.id, userId), isNull(users.disabledAt)));
    await endSessionsOf(tx, userId);
    await revokeEveryFeedOf(tx, clock, userId);
    await auditAdmin(tx, actor, {
      action: 'admin.user_disabled',
      entityType: 'user',
      entityId: userId,
    });
  });
  return adminUserView(ctx, userId);
}

/** Lets a disabled account sign in again (its old sessions stay ended). */
export async function enableUser(
  ctx: AppContext,
  actor: AdminActor,
  userId: string,
): Promise<AdminUser> {
  const { db, clock } = ctx;
  await userRowOr404(db, userId);
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ disabledAt: null, updatedAt: clock.now() })
      .where(and(eq(users.id, userId), isNotNull(users.disabledAt)));
    await auditAdmin(tx, actor, {
      action: 'admin.user_enabled',
      entityType: 'user',
      entityId: userId,
    });
  });
  return adminUserView(ctx, userId);
}

/** Waitlisted → Early Access member, told by mail (admitFromWaitlist audits it). */
export async function admitUser(
  ctx: AppContext,
  actor: AdminActor,
  userId: string,
): Promise<AdminUser> {
  const user = await userRowOr404(ctx.db, userId);
  if (user.earlyAccess !== 'waitlisted')
    throw conflict('NOT_WAITLISTED', 'This user is not on the Early Access waitlist.');
  await admitFromWaitlist(ctx, userId, { userId: actor.userId, ...actor.origin });
  return adminUserView(ctx, userId);
}

/** A new verification link by mail; older links stop working. */
export async function resendVerification(
  ctx: AppContext,
  actor: AdminActor,
  userId: string,
): Promise<AdminUser> {
  const { db, clock, config } = ctx;
  const user = await userRowOr404(db, userId);
  if (user.emailVerifiedAt)
    throw conflict('ALREADY_VERIFIED', 'This email address is already verified.');
  if (user.disabledAt)
    throw conflict('USER_DISABLED', 'Enable the account before sending it a verification link.');
  await db.transaction(async (tx) => {
    await queueVerificationMail(tx, clock, config, user);
    await auditAdmin(tx, actor, {
      action: 'admin.verification_resent',
      entityType: 'user',
      entityId: userId,
    });
  });
  return adminUserView(ctx, userId);
}

/** Signs the user out everywhere (the account itself stays usable). */
export async function endUserSessions(
  ctx: AppContext,
  actor: AdminActor,
  userId: string,
): Promise<AdminUser> {
  const { db } = ctx;
  await userRowOr404(db, userId);
  await db.transaction(async (tx) => {
    const ended = await tx
      .delete(sessions)
      .where(eq(sessions.userId, userId))
      .returning({ id: sessions.id });
    await auditAdmin(tx, actor, {
      action: 'admin.sessions_ended',
      entityType: 'user',
      entityId: userId,
      meta: { sessions: ended.length },
    });
  });
  return adminUserView(ctx, userId);
}
