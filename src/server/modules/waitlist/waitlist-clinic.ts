import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { clinics, onlineBookingSettings } from '../../db/schema.js';

/** The notice an offered time needs when the clinic has no online booking rules. */
export const DEFAULT_OFFER_NOTICE_MINUTES = 60;

/** What offers of a clinic need of it: its clock, its name, and how soon a time may be booked. */
export async function waitlistClinicOf(db: Db, clinicId: string) {
  const [clinic] = await db
    .select({
      name: clinics.name,
      timeZone: clinics.timeZone,
      locale: clinics.locale,
      slug: onlineBookingSettings.slug,
      minNoticeMinutes: onlineBookingSettings.minNoticeMinutes,
    })
    .from(clinics)
    .leftJoin(onlineBookingSettings, eq(onlineBookingSettings.clinicId, clinics.id))
    .where(eq(clinics.id, clinicId));
  return {
    ...clinic!,
    noticeMinutes: clinic!.minNoticeMinutes ?? DEFAULT_OFFER_NOTICE_MINUTES,
  };
}

export type WaitlistClinic = Awaited<ReturnType<typeof waitlistClinicOf>>;
