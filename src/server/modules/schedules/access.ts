import { and, eq } from 'drizzle-orm';
import { can } from '../../../domain/permissions.js';
import type { Db } from '../../db/client.js';
import { clinics, memberships } from '../../db/schema.js';
import { forbidden, invalidField, notFound } from '../../http-errors.js';
import type { ClinicActor } from '../../http/clinic-actor.js';

export interface ScheduleAccess {
  canEdit: boolean;
}

/**
 * Who may see and change `userId`'s schedule: owners and administrators anyone's; a clinician
 * their own, and changes it only when the clinic lets clinicians edit their own schedule. A
 * user who is not a member of the actor's clinic is not found, never forbidden.
 */
export async function scheduleAccess(
  db: Db,
  actor: ClinicActor,
  userId: string,
): Promise<ScheduleAccess & { takesAppointments: boolean; active: boolean }> {
  const [member] = await db
    .select({
      takesAppointments: memberships.takesAppointments,
      deactivatedAt: memberships.deactivatedAt,
      cliniciansEditOwn: clinics.cliniciansEditOwnSchedule,
    })
    .from(memberships)
    .innerJoin(clinics, eq(clinics.id, memberships.clinicId))
    .where(and(eq(memberships.clinicId, actor.clinicId), eq(memberships.userId, userId)));
  if (!member) throw notFound('The member');
  const managesEveryone = can(actor.role, 'team.manage');
  const own = actor.userId === userId;
  if (!managesEveryone && !own) throw forbidden('You can see only your own schedule.');
  return {
    canEdit: managesEveryone || member.cliniciansEditOwn,
    takesAppointments: member.takesAppointments,
    active: member.deactivatedAt === null,
  };
}

/** The checks before a change: allowed to edit, and the member is an active practitioner. */
export async function assertMayChangeSchedule(db: Db, actor: ClinicActor, userId: string) {
  const access = await scheduleAccess(db, actor, userId);
  if (!access.canEdit)
    throw forbidden(
      'Your clinic lets only owners and administrators change schedules. Ask one of them.',
    );
  if (!access.active) throw invalidField('userId', 'This member is deactivated.');
  if (!access.takesAppointments)
    throw invalidField(
      'userId',
      'This member does not take appointments. Turn on "Takes appointments" in Settings → Team first.',
    );
}
