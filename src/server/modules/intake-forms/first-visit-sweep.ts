import {
  and,
  asc,
  eq,
  gt,
  inArray,
  isNotNull,
  isNull,
  ne,
  notExists,
  or,
  lt,
  sql,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/client.js';
import {
  appointments,
  clinics,
  intakeForms,
  intakeFormServices,
  onlineBookingSettings,
  patientForms,
  patients,
} from '../../db/schema.js';
import { sendPatientForm } from './send.js';

/** Only visits still expected to happen get a form. */
const UPCOMING = ['scheduled', 'confirmed'] as const;

const earlier = alias(appointments, 'earlier_visit');

/**
 * Sends the forms of first visits: an upcoming visit of a patient with an email and no earlier
 * visit that was not cancelled, of a service with forms attached, in a clinic whose portal is
 * open, and not yet sent for that visit. Each visit is claimed with FOR UPDATE SKIP LOCKED and
 * the copy is unique per visit and form, so several instances send each form once. Answers how
 * many forms were sent.
 */
export async function sendFirstVisitForms(
  deps: { db: Db; clock: Clock; appOrigin: string },
  batchSize = 50,
): Promise<number> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const due = await tx
      .select({
        appointmentId: appointments.id,
        startsAt: appointments.startsAt,
        clinicId: appointments.clinicId,
        clinicName: clinics.name,
        slug: onlineBookingSettings.slug,
        timeZone: clinics.timeZone,
        patientId: patients.id,
        firstName: patients.firstName,
        email: patients.email,
        formId: intakeForms.id,
        title: intakeForms.title,
        description: intakeForms.description,
        sections: intakeForms.sections,
      })
      .from(appointments)
      .innerJoin(clinics, eq(clinics.id, appointments.clinicId))
      .innerJoin(
        onlineBookingSettings,
        and(
          eq(onlineBookingSettings.clinicId, appointments.clinicId),
          eq(onlineBookingSettings.enabled, true),
          isNotNull(onlineBookingSettings.slug),
        ),
      )
      .innerJoin(
        patients,
        and(eq(patients.clinicId, appointments.clinicId), eq(patients.id, appointments.patientId)),
      )
      .innerJoin(
        intakeFormServices,
        and(
          eq(intakeFormServices.clinicId, appointments.clinicId),
          eq(intakeFormServices.serviceId, appointments.serviceId),
        ),
      )
      .innerJoin(
        intakeForms,
        and(
          eq(intakeForms.clinicId, intakeFormServices.clinicId),
          eq(intakeForms.id, intakeFormServices.intakeFormId),
          isNull(intakeForms.deletedAt),
        ),
      )
      .where(
        and(
          inArray(appointments.status, UPCOMING),
          gt(appointments.startsAt, now),
          ne(patients.email, ''),
          notExists(
            tx
              .select({ one: sql`1` })
              .from(earlier)
              .where(
                and(
                  eq(earlier.clinicId, appointments.clinicId),
                  eq(earlier.patientId, appointments.patientId),
                  ne(earlier.status, 'cancelled'),
                  or(
                    lt(earlier.startsAt, appointments.startsAt),
                    and(
                      eq(earlier.startsAt, appointments.startsAt),
                      lt(earlier.id, appointments.id),
                    ),
                  ),
                ),
              ),
          ),
          notExists(
            tx
              .select({ one: sql`1` })
              .from(patientForms)
              .where(
                and(
                  eq(patientForms.clinicId, appointments.clinicId),
                  eq(patientForms.appointmentId, appointments.id),
                  eq(patientForms.intakeFormId, intakeForms.id),
                ),
              ),
          ),
        ),
      )
      .orderBy(asc(appointments.startsAt), asc(intakeForms.createdAt))
      .limit(batchSize)
      .for('update', { of: appointments, skipLocked: true });
    let sent = 0;
    for (const row of due) {
      const id = await sendPatientForm(tx, deps.clock, deps.appOrigin, {
        clinic: {
          clinicId: row.clinicId,
          name: row.clinicName,
          slug: row.slug!,
          timeZone: row.timeZone,
        },
        patient: { id: row.patientId, firstName: row.firstName, email: row.email },
        form: {
          id: row.formId,
          title: row.title,
          description: row.description,
          sections: row.sections,
        },
        appointment: { id: row.appointmentId, startsAt: row.startsAt },
        sentById: null,
      });
      if (id) sent += 1;
    }
    return sent;
  });
}
