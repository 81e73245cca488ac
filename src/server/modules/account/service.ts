import { and, eq, isNull } from 'drizzle-orm';
import type {
  ChangeEmailInput,
  ChangePasswordInput,
  UpdateProfileInput,
} from '../../../domain/account.js';
import type { CurrentUser } from '../../../domain/auth.js';
import type { AppContext, RequestOrigin } from '../../context.js';
import type { Db } from '../../db/client.js';
import { clinics, memberships, sessions, users } from '../../db/schema.js';
import { HttpError, notFound } from '../../http-errors.js';
import { enqueueMail } from '../../background/outbox.js';
import { recordAudit, type AuditEvent } from '../audit/service.js';
import { loadCurrentUser } from '../auth/current-user.js';
import { assertStrongPassword } from '../auth/password-strength.js';
import { hashPassword } from '../auth/passwords.js';
import { queueSecurityNotice } from '../auth/security-notice.js';
import { findUserByEmail } from '../auth/service.js';
import type { AuthContext } from '../auth/auth-context.js';
import { endSessionsOf } from '../auth/sessions.js';
import { issueUserToken, withdrawMailedLinks } from '../auth/user-tokens.js';
import { userConfirmedByPassword } from './current-password.js';

/** An account event: the user acts on themself, in the clinic they are working in. */
export const auditAccount = (
  db: Db,
  auth: AuthContext,
  origin: RequestOrigin,
  event: Pick<AuditEvent, 'action' | 'entityType' | 'entityId' | 'meta'> & {
    clinicId?: string | null;
  },
) =>
  recordAudit(db, {
    clinicId: auth.membership?.clinicId ?? null,
    entityType: 'user',
    entityId: auth.user.id,
    ...event,
    actorUserId: auth.user.id,
    ...origin,
  });

export async function updateProfile(
  ctx: AppContext,
  auth: AuthContext,
  input: UpdateProfileInput,
  origin: RequestOrigin,
): Promise<CurrentUser['user']> {
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ ...input, updatedAt: ctx.clock.now() })
      .where(eq(users.id, auth.user.id));
    await auditAccount(tx, auth, origin, { action: 'account.profile_updated' });
  });
  const updated = { ...auth, user: { ...auth.user, name: input.name, lastName: input.lastName } };
  return (await loadCurrentUser(ctx.db, updated)).user;
}

/** A new password; every other session of the user ends, the one in use stays. */
export async function changePassword(
  ctx: AppContext,
  auth: AuthContext,
  input: ChangePasswordInput,
  origin: RequestOrigin,
): Promise<void> {
  const user = await userConfirmedByPassword(ctx, auth.user.id, input.currentPassword);
  await assertStrongPassword(
    input.newPassword,
    [user.name, user.lastName, user.email],
    'newPassword',
  );
  const passwordHash = await hashPassword(input.newPassword);
  await ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, user.id));
    await endSessionsOf(tx, user.id, { exceptSessionId: auth.sessionId });
    await withdrawMailedLinks(tx, ctx.clock, user.id);
    await queueSecurityNotice(tx, ctx, user, 'password');
    await auditAccount(tx, auth, origin, { action: 'account.password_changed' });
  });
}

/**
 * Sends a confirmation link to the new address; the address changes only once it is opened
 * (GET /auth/verify-email with the change_email token).
 */
export async function requestEmailChange(
  ctx: AppContext,
  auth: AuthContext,
  input: ChangeEmailInput,
  origin: RequestOrigin,
): Promise<void> {
  const user = await userConfirmedByPassword(ctx, auth.user.id, input.currentPassword);
  const newEmail = input.newEmail;
  if (newEmail.toLowerCase() === user.email.toLowerCase()) {
    throw new HttpError(400, 'SAME_EMAIL', 'This is already your email address.', {
      newEmail: 'This is already your email address. Enter a different one.',
    });
  }
  if (await findUserByEmail(ctx.db, newEmail)) {
    throw new HttpError(409, 'EMAIL_TAKEN', 'An account with this email already exists.', {
      newEmail: 'An account with this email already exists.',
    });
  }
  await ctx.db.transaction(async (tx) => {
    const token = await issueUserToken(tx, ctx.clock, {
      userId: user.id,
      purpose: 'change_email',
      data: { newEmail },
    });
    await enqueueMail(tx, ctx.clock, {
      template: 'confirm-email-change',
      to: newEmail,
      data: { name: user.name, link: `${ctx.config.APP_ORIGIN}/verify-email?token=${token}` },
    });
    await auditAccount(tx, auth, origin, {
      action: 'account.email_change_requested',
      meta: { newEmail },
    });
  });
}

/** Moves the current session to another clinic the user is an active member of. */
export async function switchClinic(
  ctx: AppContext,
  auth: AuthContext,
  clinicId: string,
  origin: RequestOrigin,
): Promise<string> {
  const [target] = await ctx.db
    .select({ clinicName: clinics.name })
    .from(memberships)
    .innerJoin(clinics, eq(clinics.id, memberships.clinicId))
    .where(
      and(
        eq(memberships.userId, auth.user.id),
        eq(memberships.clinicId, clinicId),
        isNull(memberships.deactivatedAt),
      ),
    );
  if (!target) throw notFound('The clinic');
  await ctx.db.transaction(async (tx) => {
    await tx.update(sessions).set({ clinicId }).where(eq(sessions.id, auth.sessionId));
    await auditAccount(tx, auth, origin, {
      action: 'account.clinic_switched',
      clinicId,
      meta: { fromClinicId: auth.membership?.clinicId ?? null },
    });
  });
  return target.clinicName;
}
