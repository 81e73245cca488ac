import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { memberships } from '../db/schema.js';
import { invalidField } from '../http-errors.js';

/** The membership of `userId` in this clinic while it is active. */
async function activeMembership(db: Db, clinicId: string, userId: string) {
  const [member] = await db
    .select({ takesAppointments: memberships.takesAppointments })
    .from(memberships)
    .where(
      and(
        eq(memberships.clinicId, clinicId),
        eq(memberships.userId, userId),
        isNull(memberships.deactivatedAt),
      ),
    );
  return member;
}

/** A member named in a body (therapist, diagnosing member…) must be active in this clinic. */
export async function assertActiveMember(
  db: Db,
  clinicId: string,
  userId: string,
  field = 'therapistId',
) {
  if (!(await activeMembership(db, clinicId, userId)))
    throw invalidField(field, 'Choose an active member of this clinic.');
}

/** The member booked for an appointment: active here, and taking appointments. */
export async function assertPractitioner(db: Db, clinicId: string, userId: string) {
  const member = await activeMembership(db, clinicId, userId);
  if (!member) throw invalidField('therapistId', 'Choose an active member of this clinic.');
  if (!member.takesAppointments)
    throw invalidField(
      'therapistId',
      'This member does not take appointments. Turn on "Takes appointments" in Settings → Team first.',
    );
}
