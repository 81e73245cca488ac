import { and, eq, isNotNull } from 'drizzle-orm';
import type { IntakeSection } from '../../../domain/intake-forms.js';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/client.js';
import { clinics, onlineBookingSettings, patientForms } from '../../db/schema.js';
import { queueClinicMail } from '../../clinic/clinic-mail.js';
import { recordAudit } from '../audit/service.js';
import { appointmentTimeText } from '../appointment-mail/service.js';
import { formSignInLink } from '../portal/sign-in-link.js';

/** A clinic whose portal is open (online booking on, with its page's address). */
export interface PortalClinic {
  clinicId: string;
  name: string;
  slug: string;
  timeZone: string;
}

export async function portalClinicOf(db: Db, clinicId: string): Promise<PortalClinic | null> {
  const [row] = await db
    .select({
      clinicId: clinics.id,
      name: clinics.name,
      slug: onlineBookingSettings.slug,
      timeZone: clinics.timeZone,
    })
    .from(onlineBookingSettings)
    .innerJoin(clinics, eq(clinics.id, onlineBookingSettings.clinicId))
    .where(
      and(
        eq(onlineBookingSettings.clinicId, clinicId),
        eq(onlineBookingSettings.enabled, true),
        isNotNull(onlineBookingSettings.slug),
      ),
    );
  return row?.slug ? { ...row, slug: row.slug } : null;
}

export interface FormToSend {
  clinic: PortalClinic;
  patient: { id: string; firstName: string; email: string };
  form: { id: string; title: string; description: string; sections: IntakeSection[] };
  /** The first visit it is sent for; none when staff send it. */
  appointment: { id: string; startsAt: Date } | null;
  /** Who sent it; null when sent for a first visit. */
  sentById: string | null;
}

/**
 * Copies the form to the patient and queues the mail that signs them in to fill it in, in the
 * caller's transaction. A form already sent for the visit is not sent again: answers null.
 */
export async function sendPatientForm(
  db: Db,
  clock: Clock,
  appOrigin: string,
  send: FormToSend,
): Promise<string | null> {
  const now = clock.now();
  const { clinic, patient, form, appointment } = send;
  const [row] = await db
    .insert(patientForms)
    .values({
      clinicId: clinic.clinicId,
      patientId: patient.id,
      intakeFormId: form.id,
      appointmentId: appointment?.id ?? null,
      title: form.title,
      description: form.description,
      sections: form.sections,
      status: 'sent',
      sentAt: now,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: patientForms.id });
  if (!row) return null;
  const { link, expiresAt } = await formSignInLink(
    db,
    appOrigin,
    { clinicId: clinic.clinicId, patientId: patient.id, slug: clinic.slug, formId: row.id },
    { now, until: appointment?.startsAt ?? null },
  );
  await queueClinicMail(
    db,
    clock,
    clinic.clinicId,
    {
      template: 'intake-form',
      to: patient.email,
      data: {
        clinicName: clinic.name,
        firstName: patient.firstName,
        formTitle: form.title,
        visitWhen: appointment ? appointmentTimeText(appointment.startsAt, clinic.timeZone) : null,
        link,
        linkWorksUntil: appointmentTimeText(expiresAt, clinic.timeZone),
      },
    },
    {
      toPatient: true,
      entity: { type: 'patient_form', id: row.id },
      record: {
        clinicId: clinic.clinicId,
        patientId: patient.id,
        appointmentId: appointment?.id ?? null,
        kind: 'form_request',
      },
    },
  );
  await recordAudit(db, {
    action: 'patient_form.sent',
    clinicId: clinic.clinicId,
    actorUserId: send.sentById,
    entityType: 'patient_form',
    entityId: row.id,
    meta: { patientId: patient.id, appointmentId: appointment?.id ?? null },
  });
  return row.id;
}
