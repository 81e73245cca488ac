import { and, isNull, lt, eq } from 'drizzle-orm';
import { DAY_MS } from '../../../domain/clinic-time.js';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/client.js';
import { onlineBookingRequests } from '../../db/schema.js';

/**
 * Forgets the details of visitors who never confirmed their booking, a day after their hold
 * lapsed (the day lets the page still answer "expired" rather than "not found" meanwhile).
 */
export async function deleteLapsedBookingRequests(db: Db, clock: Clock): Promise<number> {
  const lapsed = and(
    isNull(onlineBookingRequests.appointmentId),
    lt(onlineBookingRequests.expiresAt, new Date(clock.now().getTime() - DAY_MS)),
  );
  const clinicsWithLapsed = await db
    .selectDistinct({ clinicId: onlineBookingRequests.clinicId })
    .from(onlineBookingRequests)
    .where(lapsed);
  let deleted = 0;
  for (const { clinicId } of clinicsWithLapsed) {
    const rows = await db
      .delete(onlineBookingRequests)
      .where(and(eq(onlineBookingRequests.clinicId, clinicId), lapsed))
      .returning({ id: onlineBookingRequests.id });
    deleted += rows.length;
  }
  return deleted;
}
