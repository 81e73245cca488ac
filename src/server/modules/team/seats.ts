import { and, count, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { clinics, invitations, memberships } from '../../db/schema.js';
import { HttpError } from '../../http-errors.js';
import { assertUserAvailable } from '../billing/plan-limits.js';
import { effectivePlan } from '../billing/plan-overrides.js';
import { assertClinicHasAccess } from '../billing/subscriptions.js';

/**
 * Locks the clinic row for the rest of the transaction, so team changes of one clinic happen one
 * after another: two requests cannot both take the last seat or both demote one of two owners.
 */
export async function lockClinic(db: Db, clinicId: string) {
  const [clinic] = await db
    .select({ id: clinics.id, name: clinics.name, planId: clinics.planId })
    .from(clinics)
    .where(eq(clinics.id, clinicId))
    .for('update');
  if (!clinic) throw new HttpError(404, 'NOT_FOUND', 'The clinic was not found.');
  return clinic;
}

/** Seats in use: active members plus open invitations that have not expired (plans.ts). */
export async function seatsInUse(db: Db, clinicId: string, now: Date): Promise<number> {
  const [members] = await db
    .select({ n: count() })
    .from(memberships)
    .where(and(eq(memberships.clinicId, clinicId), isNull(memberships.deactivatedAt)));
  const [open] = await db
    .select({ n: count() })
    .from(invitations)
    .where(
      and(
        eq(invitations.clinicId, clinicId),
        isNull(invitations.acceptedAt),
        isNull(invitations.cancelledAt),
        gt(invitations.expiresAt, now),
      ),
    );
  return (members?.n ?? 0) + (open?.n ?? 0);
}

/**
 * Refuses one more seat once the plan's user limit is reached, or once the clinic's cancelled
 * subscription has ended. Call after lockClinic.
 */
export async function assertSeatAvailable(
  db: Db,
  clinic: { id: string; planId: string },
  now: Date,
  toDoWhat: string,
): Promise<void> {
  await assertClinicHasAccess(db, clinic.id, now);
  assertUserAvailable(
    await effectivePlan(db, clinic.planId),
    await seatsInUse(db, clinic.id, now),
    toDoWhat,
  );
}
