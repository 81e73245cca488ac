import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { patients } from '../../db/schema.js';
import { recordAudit } from '../audit/service.js';
import { assertPatientAvailable } from '../billing/plan-limits.js';
import { effectivePlan } from '../billing/plan-overrides.js';
import { countPatients } from '../patients/service.js';
import { lockClinic } from '../team/seats.js';

export interface BookingPerson {
  /** Lower-cased. */
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  dateOfBirth: string;
}

const sameEmail = (email: string) => sql`lower(${patients.email}) = ${email}`;

/** The clinic's patient with this email and date of birth (the oldest record when several). */
export async function knownPatientId(
  db: Db,
  clinicId: string,
  person: Pick<BookingPerson, 'email' | 'dateOfBirth'>,
): Promise<string | null> {
  const [row] = await db
    .select({ id: patients.id })
    .from(patients)
    .where(
      and(
        eq(patients.clinicId, clinicId),
        sameEmail(person.email),
        eq(patients.dateOfBirth, person.dateOfBirth),
      ),
    )
    .orderBy(asc(patients.createdAt), asc(patients.id))
    .limit(1);
  return row?.id ?? null;
}

/** Someone on the records shares the email, or the name and date of birth: staff should look. */
async function looksLikeKnownPatient(db: Db, clinicId: string, person: BookingPerson) {
  const [row] = await db
    .select({ id: patients.id })
    .from(patients)
    .where(
      and(
        eq(patients.clinicId, clinicId),
        or(
          sameEmail(person.email),
          and(
            sql`lower(${patients.firstName}) = lower(${person.firstName})`,
            sql`lower(${patients.lastName}) = lower(${person.lastName})`,
            eq(patients.dateOfBirth, person.dateOfBirth),
          ),
        ),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * The patient an online booking is for: the known one (same email and date of birth), or a new
 * record marked "booked online", flagged for review when it looks like someone already known.
 * A new patient agreed to be mailed about their visits by booking with their address. The plan's
 * patient limit holds as for staff. Call inside the booking's transaction.
 */
export async function bookingPatientId(
  db: Db,
  clinicId: string,
  person: BookingPerson,
  now: Date,
): Promise<{ patientId: string; created: boolean }> {
  const known = await knownPatientId(db, clinicId, person);
  if (known) return { patientId: known, created: false };
  const clinic = await lockClinic(db, clinicId);
  assertPatientAvailable(await effectivePlan(db, clinic.planId), await countPatients(db, clinicId));
  const needsReview = await looksLikeKnownPatient(db, clinicId, person);
  const [created] = await db
    .insert(patients)
    .values({
      clinicId,
      firstName: person.firstName,
      lastName: person.lastName,
      email: person.email,
      phone: person.phone,
      dateOfBirth: person.dateOfBirth,
      consentToContact: true,
      bookedOnline: true,
      needsReview,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: patients.id });
  await recordAudit(db, {
    action: 'patient.create',
    clinicId,
    entityType: 'patient',
    entityId: created!.id,
    meta: { source: 'online_booking', needsReview },
  });
  return { patientId: created!.id, created: true };
}
