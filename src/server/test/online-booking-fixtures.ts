import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client.js';
import { onlineBookingSettings } from '../db/schema.js';
import type { TestContext } from './app.js';
import { createUser, queuedMail, signedInMember } from './fixtures.js';
import { addService } from './scheduling-fixtures.js';

/**
 * A clinic whose booking page is on: an owner (who does not treat), one therapist, one service
 * of 45 minutes, its first location open Monday to Friday 08:00–20:00 UTC.
 */
export async function bookableClinic(
  ctx: TestContext,
  rules: Partial<typeof onlineBookingSettings.$inferInsert> = {},
) {
  const db = ctx.database.db;
  const owner = await signedInMember(ctx, 'owner');
  const therapist = await createUser(db, { clinicId: owner.clinicId, role: 'therapist' });
  const service = await addService(db, owner.clinicId, {
    name: 'Follow-up treatment',
    durationMinutes: 45,
    priceMinor: 6500,
  });
  const slug = `clinic-${randomUUID().slice(0, 8)}`;
  await db.insert(onlineBookingSettings).values({
    clinicId: owner.clinicId,
    enabled: true,
    slug,
    minNoticeMinutes: 0,
    ...rules,
  });
  return { clinicId: owner.clinicId, owner, therapist, service, slug };
}

/** The Monday at least `daysAhead` days after `now`, at `hhmm` UTC. */
export function mondayAfter(now: Date, daysAhead: number, hhmm: string): Date {
  const day = new Date(now.getTime() + daysAhead * 24 * 60 * 60 * 1000);
  day.setUTCDate(day.getUTCDate() + ((8 - day.getUTCDay()) % 7));
  const [hours, minutes] = hhmm.split(':').map(Number);
  day.setUTCHours(hours!, minutes!, 0, 0);
  return day;
}

/** The code mailed for the latest hold of `email`. */
export async function mailedBookingCode(
  db: Db,
  email: string,
  /** The hold whose code to read; without it, the latest mailed. */
  bookingId?: string,
): Promise<string> {
  const mails = await queuedMail(db, email, 'online-booking-code');
  // Mails queued at one moment of the test clock come back in any order: the link names its hold.
  const mail = bookingId
    ? mails.find(
        (candidate) => new URL(candidate.data.link).searchParams.get('booking') === bookingId,
      )
    : mails.at(-1);
  return mail!.data.code;
}
