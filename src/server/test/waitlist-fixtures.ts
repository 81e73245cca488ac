import { and, asc, eq } from 'drizzle-orm';
import { appointments, locations, portalSessions } from '../db/schema.js';
import { newSecureToken } from '../secure-tokens.js';
import type { TestContext } from './app.js';
import { createUser } from './fixtures.js';
import { bookableClinic, mondayAfter } from './online-booking-fixtures.js';
import { addPatient, addService } from './scheduling-fixtures.js';

const openAllWeek = Array(7).fill({ open: '07:00', close: '21:00' });

/**
 * A bookable clinic (UTC) for waitlist tests: two practitioners, two locations, the 45-minute
 * service of the booking page, a 30- and a 90-minute one, and a visit of 45 minutes on a Monday
 * at 10:00 three weeks ahead, at the first location with the first practitioner.
 */
export async function waitlistClinic(ctx: TestContext) {
  const db = ctx.database.db;
  const clinic = await bookableClinic(ctx);
  const { clinicId } = clinic;
  const otherTherapist = await createUser(db, { clinicId, role: 'therapist' });
  const short = await addService(db, clinicId, { name: 'Short check', durationMinutes: 30 });
  const long = await addService(db, clinicId, { name: 'Long session', durationMinutes: 90 });
  const [first] = await db
    .select({ id: locations.id })
    .from(locations)
    .where(eq(locations.clinicId, clinicId))
    .orderBy(asc(locations.createdAt), asc(locations.id))
    .limit(1);
  await db
    .update(locations)
    .set({ openingHours: openAllWeek })
    .where(and(eq(locations.clinicId, clinicId), eq(locations.id, first!.id)));
  const [second] = await db
    .insert(locations)
    .values({ clinicId, name: 'Riverside', openingHours: openAllWeek })
    .returning({ id: locations.id });
  const visitPatient = await addPatient(db, clinicId, {
    firstName: 'Vera',
    email: `vera-${clinicId.slice(0, 8)}@example.com`,
  });
  const start = mondayAfter(ctx.clock.now(), 21, '10:00');
  const [visit] = await db
    .insert(appointments)
    .values({
      clinicId,
      patientId: visitPatient.id,
      therapistId: clinic.therapist.id,
      serviceId: clinic.service.id,
      locationId: first!.id,
      startsAt: start,
      endsAt: new Date(start.getTime() + 45 * 60_000),
    })
    .returning();
  let patients = 0;
  const waitingPatient = async (firstName: string) => {
    patients += 1;
    return addPatient(db, clinicId, {
      firstName,
      lastName: 'Waiting',
      email: `${firstName.toLowerCase()}-${patients}-${clinicId.slice(0, 8)}@example.com`,
    });
  };
  return {
    ...clinic,
    otherTherapist,
    short,
    long,
    locationId: first!.id,
    otherLocationId: second!.id,
    visitPatient,
    visit: visit!,
    start,
    waitingPatient,
  };
}

/** A portal session of the patient, as a `cookie` header value. */
export async function portalCookie(ctx: TestContext, clinicId: string, patientId: string) {
  const { token, hash } = newSecureToken();
  const now = ctx.clock.now();
  await ctx.database.db.insert(portalSessions).values({
    clinicId,
    patientId,
    tokenHash: hash,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + 4 * 60 * 60 * 1000),
  });
  return `motio_portal=${token}`;
}

/** The token at the end of a mailed offer link. */
export const offerTokenOf = (link: string) => new URL(link).pathname.split('/').at(-1)!;
