import { and, eq } from 'drizzle-orm';
import type { Db } from './client.js';
import { onlineBookingSettings, services } from './schema.js';

/** The address of the demo clinic's booking page: /book/demo-physio. */
export const DEMO_BOOKING_SLUG = 'demo-physio';

/**
 * The demo clinic takes bookings online: every location and practitioner, every service but the
 * discharge review, which the therapist books at the last visit.
 */
export async function seedDemoOnlineBooking(tx: Db, clinicId: string): Promise<void> {
  await tx.insert(onlineBookingSettings).values({
    clinicId,
    enabled: true,
    slug: DEMO_BOOKING_SLUG,
    minNoticeMinutes: 120,
    maxDaysAhead: 60,
    changeWindowHours: 24,
    newPatientsAllowed: true,
    message:
      'New and returning patients are welcome. Please arrive 10 minutes early for your first visit and bring any scans or referral letters.',
  });
  await tx
    .update(services)
    .set({ offeredOnline: false })
    .where(and(eq(services.clinicId, clinicId), eq(services.name, 'Discharge review')));
}
