import { and, eq } from 'drizzle-orm';
import type { AcceptInvitationInput, InvitationPreview } from '../../../domain/auth.js';
import { takesAppointmentsByDefault } from '../../../domain/roles.js';
import type { AppContext, RequestOrigin } from '../../context.js';
import type { Db } from '../../db/client.js';
import { clinics, invitations, memberships, sessions, users } from '../../db/schema.js';
import { HttpError } from '../../http-errors.js';
import { hashToken } from '../../secure-tokens.js';
import { recordAudit } from '../audit/service.js';
import { assertStrongPassword } from '../auth/password-strength.js';
import { hashPassword } from '../auth/passwords.js';
import { findUserByEmail } from '../auth/service.js';
import type { AuthContext } from '../auth/auth-context.js';
import { isUsable } from './invitations-service.js';

const INVITATION_INVALID = () =>
  new HttpError(
    404,
    'INVITATION_INVALID',
    'This invitation is no longer valid. Ask the clinic for a new one.',
  );

type Invitation = typeof invitations.$inferSelect;

async function findUsableInvitation(ctx: AppContext, token: string) {
  const [row] = await ctx.db
    .select({ invitation: invitations, clinicName: clinics.name })
    .from(invitations)
    .innerJoin(clinics, eq(clinics.id, invitations.clinicId))
    .where(and(eq(invitations.tokenHash, hashToken(token)), isUsable(ctx.clock.now())))
    .limit(1);
  if (!row) throw INVITATION_INVALID();
  return row;
}

/** GET /auth/invitation: what the accept page shows before the invitee decides. */
export async function previewInvitation(
  ctx: AppContext,
  token: string,
): Promise<InvitationPreview> {
  const { invitation, clinicName } = await findUsableInvitation(ctx, token);
  const [inviter] = invitation.invitedByUserId
    ? await ctx.db
        .select({ name: users.name, lastName: users.lastName })
        .from(users)
        .where(eq(users.id, invitation.invitedByUserId))
    : [];
  return {
    clinicName,
    email: invitation.email,
    role: invitation.role,
    invitedByName: inviter ? `${inviter.name} ${inviter.lastName}` : null,
    accountExists: (await findUserByEmail(ctx.db, invitation.email)) !== undefined,
  };
}

/** Uses the invitation up, atomically: of two requests with the same link only one succeeds. */
async function consumeInvitation(tx: Db, invitation: Invitation, now: Date) {
  const [used] = await tx
    .update(invitations)
    .set({ acceptedAt: now })
    .where(
      and(
        eq(invitations.id, invitation.id),
        eq(invitations.clinicId, invitation.clinicId),
        isUsable(now),
      ),
    )
    .returning({ id: invitations.id });
  if (!used) throw INVITATION_INVALID();
}

/** A membership with the invited role: a deactivated one comes back, an active one stays. */
async function joinClinic(tx: Db, invitation: Invitation, userId: string, now: Date) {
  const [existing] = await tx
    .select({ id: memberships.id, deactivatedAt: memberships.deactivatedAt })
    .from(memberships)
    .where(and(eq(memberships.clinicId, invitation.clinicId), eq(memberships.userId, userId)));
  const title = invitation.title ? { title: invitation.title } : {};
  if (!existing) {
    await tx.insert(memberships).values({
      clinicId: invitation.clinicId,
      userId,
      role: invitation.role,
      takesAppointments: takesAppointmentsByDefault(invitation.role),
      createdAt: now,
      ...title,
    });
  } else if (existing.deactivatedAt) {
    await tx
      .update(memberships)
      .set({
        deactivatedAt: null,
        role: invitation.role,
        takesAppointments: takesAppointmentsByDefault(invitation.role),
        ...title,
      })
      .where(and(eq(memberships.id, existing.id), eq(memberships.clinicId, invitation.clinicId)));
  }
}

const auditAccepted = (
  db: Db,
  invitation: Invitation,
  userId: string,
  origin: RequestOrigin,
  newAccount: boolean,
) =>
  recordAudit(db, {
    action: 'team.invitation_accepted',
    clinicId: invitation.clinicId,
    actorUserId: userId,
    entityType: 'invitation',
    entityId: invitation.id,
    ...origin,
    meta: { role: invitation.role, newAccount },
  });

export type AcceptResult =
  | { kind: 'joined'; clinicName: string }
  | { kind: 'new-account'; clinicName: string; user: { id: string; platformAdmin: boolean } };

/**
 * POST /auth/accept-invitation. An existing account must be the one signed in; it joins and the
 * session moves to the clinic. A new person gets an account (the link proves the mailbox).
 */
export async function acceptInvitation(
  ctx: AppContext,
  input: AcceptInvitationInput,
  auth: AuthContext | null,
  origin: RequestOrigin,
): Promise<AcceptResult> {
  const { invitation, clinicName } = await findUsableInvitation(ctx, input.token);
  const existing = await findUserByEmail(ctx.db, invitation.email);
  if (existing) {
    if (!auth) {
      // Two accepts of a new person's link racing: the other has just made the account and used
      // the link up, which makes this one a used link (404), not an account to sign in to.
      await findUsableInvitation(ctx, input.token);
      throw new HttpError(
        401,
        'SIGN_IN_REQUIRED',
        `Sign in as ${invitation.email} to accept this invitation.`,
      );
    }
    if (auth.user.id !== existing.id) {
      throw new HttpError(
        403,
        'WRONG_ACCOUNT',
        `This invitation is for ${invitation.email}. Log out, then sign in with that address.`,
      );
    }
    await ctx.db.transaction(async (tx) => {
      const now = ctx.clock.now();
      await consumeInvitation(tx, invitation, now);
      await joinClinic(tx, invitation, existing.id, now);
      if (!existing.emailVerifiedAt) {
        await tx.update(users).set({ emailVerifiedAt: now }).where(eq(users.id, existing.id));
      }
      await tx
        .update(sessions)
        .set({ clinicId: invitation.clinicId })
        .where(eq(sessions.id, auth.sessionId));
      await auditAccepted(tx, invitation, existing.id, origin, false);
    });
    return { kind: 'joined', clinicName };
  }

  const profile = await newAccountProfile(input, invitation.email);
  const passwordHash = await hashPassword(profile.password);
  const user = await ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    await consumeInvitation(tx, invitation, now);
    const [created] = await tx
      .insert(users)
      .values({
        email: invitation.email,
        name: profile.name,
        lastName: profile.lastName,
        passwordHash,
        emailVerifiedAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: users.id, platformAdmin: users.platformAdmin });
    if (!created) {
      // The address got an account between the check above and now: that person signs in.
      throw new HttpError(
        409,
        'EMAIL_TAKEN',
        `An account with ${invitation.email} already exists. Sign in, then open the link again.`,
      );
    }
    await joinClinic(tx, invitation, created.id, now);
    await auditAccepted(tx, invitation, created.id, origin, true);
    return created;
  });
  return { kind: 'new-account', clinicName, user };
}

/** A new person must send their name, last name and a strong password. */
async function newAccountProfile(input: AcceptInvitationInput, email: string) {
  const { name, lastName, password } = input;
  const fields: Record<string, string> = {};
  if (!name) fields.name = 'Enter your name.';
  if (!lastName) fields.lastName = 'Enter your last name.';
  if (!password) fields.password = 'Choose a password.';
  if (!name || !lastName || !password) {
    throw new HttpError(
      400,
      'VALIDATION_FAILED',
      'Some fields are not valid. Please check them and try again.',
      fields,
    );
  }
  await assertStrongPassword(password, [name, lastName, email]);
  return { name, lastName, password };
}
