import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { canAssignRole } from '../../../domain/permissions.js';
import { roleLabels } from '../../../domain/roles.js';
import {
  INVITATION_DAYS,
  type CreateInvitationInput,
  type TeamInvitation,
} from '../../../domain/team.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { invitations, memberships, users } from '../../db/schema.js';
import { forbidden, HttpError, notFound } from '../../http-errors.js';
import { DAILY_MAIL_LIMIT, queueClinicMail } from '../../clinic/clinic-mail.js';
import { newSecureToken } from '../../secure-tokens.js';
import type { ClinicActor } from '../../http/clinic-actor.js';
import { auditAs } from '../audit/service.js';
import { assertSeatAvailable, lockClinic } from './seats.js';
import { DAY_MS } from '../../../domain/clinic-time.js';

/** Not accepted and not cancelled; it may still have expired. */
export const isOpen = () => and(isNull(invitations.acceptedAt), isNull(invitations.cancelledAt));

const inviterName = sql<string | null>`${users.name} || ' ' || ${users.lastName}`;

const invitationColumns = {
  id: invitations.id,
  email: invitations.email,
  role: invitations.role,
  title: invitations.title,
  invitedByName: inviterName,
  createdAt: invitations.createdAt,
  expiresAt: invitations.expiresAt,
};

const selectInvitations = (db: Db) =>
  db
    .select(invitationColumns)
    .from(invitations)
    .leftJoin(users, eq(users.id, invitations.invitedByUserId));

type InvitationRow = Awaited<ReturnType<typeof selectInvitations>>[number];

const toTeamInvitation = (row: InvitationRow, now: Date): TeamInvitation => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
  status: row.expiresAt > now ? 'pending' : 'expired',
});

/** The clinic's open invitations, newest first; expired ones too, so they can be resent. */
export async function listInvitations(ctx: AppContext, clinicId: string) {
  const rows = await selectInvitations(ctx.db)
    .where(and(eq(invitations.clinicId, clinicId), isOpen()))
    .orderBy(desc(invitations.createdAt));
  const now = ctx.clock.now();
  return rows.map((row) => toTeamInvitation(row, now));
}

async function findOpenInvitation(db: Db, clinicId: string, invitationId: string) {
  const [row] = await db
    .select()
    .from(invitations)
    .where(and(eq(invitations.id, invitationId), eq(invitations.clinicId, clinicId), isOpen()))
    .limit(1);
  if (!row) throw notFound('The invitation');
  return row;
}

async function viewOf(ctx: AppContext, db: Db, invitationId: string) {
  const [row] = await selectInvitations(db).where(eq(invitations.id, invitationId));
  return toTeamInvitation(row!, ctx.clock.now());
}

/** An admin may not invite or handle owners (permissions.ts canAssignRole). */
function assertMayInviteAs(actor: ClinicActor, role: TeamInvitation['role']) {
  if (!canAssignRole(actor.role, null, role)) {
    throw forbidden('Only an owner can invite someone as owner.');
  }
}

async function queueInvitationMail(
  ctx: AppContext,
  db: Db,
  actor: ClinicActor,
  invitation: { email: string; role: TeamInvitation['role'] },
  clinicName: string,
  token: string,
) {
  const held = await queueClinicMail(
    db,
    ctx.clock,
    actor.clinicId,
    {
      template: 'invitation',
      to: invitation.email,
      data: {
        clinicName,
        inviterName: actor.name || null,
        roleLabel: roleLabels[invitation.role],
        link: `${ctx.config.APP_ORIGIN}/accept-invitation?token=${token}`,
        expiresInDays: INVITATION_DAYS,
      },
    },
    { toPatient: false },
  );
  // The member is there to be told: nothing is saved, rather than an invitation never mailed.
  if (held) throw DAILY_MAIL_LIMIT(held.limit);
}

const expiryFrom = (now: Date) => new Date(now.getTime() + INVITATION_DAYS * DAY_MS);

export async function createInvitation(
  ctx: AppContext,
  actor: ClinicActor,
  input: CreateInvitationInput,
): Promise<TeamInvitation> {
  assertMayInviteAs(actor, input.role);
  const email = input.email.toLowerCase();
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const clinic = await lockClinic(tx, actor.clinicId);
    const [member] = await tx
      .select({ id: memberships.id })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(
        and(
          eq(memberships.clinicId, clinic.id),
          isNull(memberships.deactivatedAt),
          eq(sql`lower(${users.email})`, email),
        ),
      )
      .limit(1);
    if (member) {
      throw new HttpError(409, 'ALREADY_MEMBER', 'This person is already a member of the clinic.', {
        email: 'This person is already a member of the clinic.',
      });
    }
    const [open] = await tx
      .select({ id: invitations.id, expiresAt: invitations.expiresAt })
      .from(invitations)
      .where(
        and(
          eq(invitations.clinicId, clinic.id),
          eq(sql`lower(${invitations.email})`, email),
          isOpen(),
        ),
      )
      .limit(1);
    if (open && open.expiresAt > now) {
      throw new HttpError(
        409,
        'ALREADY_INVITED',
        'This address already has an open invitation. Resend it instead.',
        { email: 'This address already has an open invitation. Resend it instead.' },
      );
    }
    // An expired invitation for the address gives way to the new one (one open per address).
    if (open) {
      await tx
        .update(invitations)
        .set({ cancelledAt: now })
        .where(and(eq(invitations.id, open.id), eq(invitations.clinicId, clinic.id)));
    }
    await assertSeatAvailable(tx, clinic, now, 'invite more');

    const { token, hash } = newSecureToken();
    const [created] = await tx
      .insert(invitations)
      .values({
        clinicId: clinic.id,
        email,
        role: input.role,
        title: input.title ?? '',
        invitedByUserId: actor.userId,
        tokenHash: hash,
        createdAt: now,
        expiresAt: expiryFrom(now),
      })
      .returning({ id: invitations.id });
    await queueInvitationMail(ctx, tx, actor, { email, role: input.role }, clinic.name, token);
    await auditAs(tx, actor, {
      action: 'team.invitation_sent',
      entityType: 'invitation',
      entityId: created!.id,
      meta: { role: input.role },
    });
    return viewOf(ctx, tx, created!.id);
  });
}

/** A new link and a new expiry; the link sent before stops working. */
export async function resendInvitation(
  ctx: AppContext,
  actor: ClinicActor,
  invitationId: string,
): Promise<TeamInvitation> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const clinic = await lockClinic(tx, actor.clinicId);
    const invitation = await findOpenInvitation(tx, clinic.id, invitationId);
    assertMayInviteAs(actor, invitation.role);
    // An expired invitation holds no seat; sending it again takes one.
    if (invitation.expiresAt <= now) await assertSeatAvailable(tx, clinic, now, 'invite more');
    const { token, hash } = newSecureToken();
    await tx
      .update(invitations)
      .set({ tokenHash: hash, expiresAt: expiryFrom(now) })
      .where(and(eq(invitations.id, invitation.id), eq(invitations.clinicId, clinic.id)));
    await queueInvitationMail(ctx, tx, actor, invitation, clinic.name, token);
    await auditAs(tx, actor, {
      action: 'team.invitation_resent',
      entityType: 'invitation',
      entityId: invitation.id,
      meta: { role: invitation.role },
    });
    return viewOf(ctx, tx, invitation.id);
  });
}

export async function cancelInvitation(
  ctx: AppContext,
  actor: ClinicActor,
  invitationId: string,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const invitation = await findOpenInvitation(tx, actor.clinicId, invitationId);
    assertMayInviteAs(actor, invitation.role);
    await tx
      .update(invitations)
      .set({ cancelledAt: ctx.clock.now() })
      .where(and(eq(invitations.id, invitation.id), eq(invitations.clinicId, actor.clinicId)));
    await auditAs(tx, actor, {
      action: 'team.invitation_cancelled',
      entityType: 'invitation',
      entityId: invitation.id,
      meta: { role: invitation.role },
    });
  });
}

/** Open and not expired: the only invitations a link may show or use. */
export const isUsable = (now: Date) => and(isOpen(), gt(invitations.expiresAt, now));
