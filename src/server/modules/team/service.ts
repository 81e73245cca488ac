import { and, count, eq, isNull, ne } from 'drizzle-orm';
import { canAssignRole } from '../../../domain/permissions.js';
import type { TeamMember, UpdateMemberInput } from '../../../domain/team.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { memberships } from '../../db/schema.js';
import { forbidden, HttpError } from '../../http-errors.js';
import { endSessionsOf } from '../auth/sessions.js';
import { revokeFeedsOf } from '../calendar-feeds/service.js';
import type { ClinicActor } from '../../http/clinic-actor.js';
import { auditAs } from '../audit/service.js';
import { findMember, findMemberRow } from './member-view.js';
import { assertSeatAvailable, lockClinic } from './seats.js';

const LAST_OWNER = () =>
  new HttpError(
    409,
    'LAST_OWNER',
    'A clinic needs at least one owner. Make someone else owner first.',
  );

const CANNOT_REMOVE_SELF = () =>
  new HttpError(409, 'CANNOT_REMOVE_SELF', 'Ask another owner or admin to do this.');

const OWNERS_ONLY = () => forbidden('Only an owner can change the owner role or act on an owner.');

type MemberRow = Awaited<ReturnType<typeof findMemberRow>>;

/** The target's membership row, in the actor's clinic: what a change of the team writes. */
const memberRow = (actor: ClinicActor, target: MemberRow) =>
  and(eq(memberships.id, target.id), eq(memberships.clinicId, actor.clinicId));

/** Refuses when `target` is the clinic's only active owner and is about to stop being one. */
async function assertNotLastOwner(db: Db, clinicId: string, target: MemberRow) {
  if (target.role !== 'owner' || target.deactivatedAt) return;
  const [others] = await db
    .select({ n: count() })
    .from(memberships)
    .where(
      and(
        eq(memberships.clinicId, clinicId),
        eq(memberships.role, 'owner'),
        isNull(memberships.deactivatedAt),
        ne(memberships.id, target.id),
      ),
    );
  if ((others?.n ?? 0) === 0) throw LAST_OWNER();
}

/** Admins manage the team but never an owner (permissions.ts canAssignRole). */
function assertMayActOn(actor: ClinicActor, target: MemberRow) {
  if (target.role === 'owner' && actor.role !== 'owner') throw OWNERS_ONLY();
}

/**
 * The checks before deactivating or removing: the last owner first (the more useful answer when
 * the only owner tries to leave), then oneself, then owners for admins.
 */
async function assertMayTakeAway(db: Db, actor: ClinicActor, target: MemberRow) {
  await assertNotLastOwner(db, actor.clinicId, target);
  if (target.userId === actor.userId) throw CANNOT_REMOVE_SELF();
  assertMayActOn(actor, target);
}

export async function updateMember(
  ctx: AppContext,
  actor: ClinicActor,
  membershipId: string,
  input: UpdateMemberInput,
): Promise<TeamMember> {
  return ctx.db.transaction(async (tx) => {
    await lockClinic(tx, actor.clinicId);
    const target = await findMemberRow(tx, actor.clinicId, membershipId);
    const roleChange = input.role !== undefined && input.role !== target.role ? input.role : null;
    if (roleChange) {
      if (!canAssignRole(actor.role, target.role, roleChange)) throw OWNERS_ONLY();
      await assertNotLastOwner(tx, actor.clinicId, target);
    }
    const changes = {
      ...(roleChange ? { role: roleChange } : {}),
      ...(input.title !== undefined ? { title: input.title } : {}),
      ...(input.calendarColor !== undefined ? { calendarColor: input.calendarColor } : {}),
      ...(input.takesAppointments !== undefined
        ? { takesAppointments: input.takesAppointments }
        : {}),
    };
    // Nothing to change (an empty form, or the role it already has) is not an error.
    if (Object.keys(changes).length > 0)
      await tx.update(memberships).set(changes).where(memberRow(actor, target));
    await auditAs(tx, actor, {
      action: roleChange ? 'team.role_changed' : 'team.member_updated',
      entityType: 'membership',
      entityId: target.id,
      meta: roleChange
        ? { userId: target.userId, from: target.role, to: roleChange }
        : { userId: target.userId, fields: Object.keys(input) },
    });
    return findMember(tx, actor.clinicId, target.id);
  });
}

/**
 * Deactivates a member: their history stays, their sessions and calendar feed in this clinic end
 * at once.
 */
export async function deactivateMember(
  ctx: AppContext,
  actor: ClinicActor,
  membershipId: string,
): Promise<TeamMember> {
  return ctx.db.transaction(async (tx) => {
    await lockClinic(tx, actor.clinicId);
    const target = await findMemberRow(tx, actor.clinicId, membershipId);
    await assertMayTakeAway(tx, actor, target);
    if (!target.deactivatedAt) {
      await tx
        .update(memberships)
        .set({ deactivatedAt: ctx.clock.now() })
        .where(memberRow(actor, target));
      await endSessionsOf(tx, target.userId, { clinicId: actor.clinicId });
      await revokeFeedsOf(tx, ctx.clock, target.userId, actor.clinicId);
      await auditAs(tx, actor, {
        action: 'team.member_deactivated',
        entityType: 'membership',
        entityId: target.id,
        meta: { userId: target.userId },
      });
    }
    return findMember(tx, actor.clinicId, target.id);
  });
}

/** Reactivates a member; they take a seat of the plan again. */
export async function reactivateMember(
  ctx: AppContext,
  actor: ClinicActor,
  membershipId: string,
): Promise<TeamMember> {
  return ctx.db.transaction(async (tx) => {
    const clinic = await lockClinic(tx, actor.clinicId);
    const target = await findMemberRow(tx, actor.clinicId, membershipId);
    assertMayActOn(actor, target);
    if (target.deactivatedAt) {
      await assertSeatAvailable(tx, clinic, ctx.clock.now(), 'reactivate this member');
      await tx.update(memberships).set({ deactivatedAt: null }).where(memberRow(actor, target));
      await auditAs(tx, actor, {
        action: 'team.member_reactivated',
        entityType: 'membership',
        entityId: target.id,
        meta: { userId: target.userId },
      });
    }
    return findMember(tx, actor.clinicId, target.id);
  });
}

/**
 * Removes a member from the clinic (the account stays); their sessions and calendar feed here end
 * at once.
 */
export async function removeMember(
  ctx: AppContext,
  actor: ClinicActor,
  membershipId: string,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await lockClinic(tx, actor.clinicId);
    const target = await findMemberRow(tx, actor.clinicId, membershipId);
    await assertMayTakeAway(tx, actor, target);
    await tx.delete(memberships).where(memberRow(actor, target));
    await endSessionsOf(tx, target.userId, { clinicId: actor.clinicId });
    await revokeFeedsOf(tx, ctx.clock, target.userId, actor.clinicId);
    await auditAs(tx, actor, {
      action: 'team.member_removed',
      entityType: 'membership',
      entityId: target.id,
      meta: { userId: target.userId, role: target.role },
    });
  });
}
