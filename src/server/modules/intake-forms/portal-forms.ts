import { and, eq } from 'drizzle-orm';
import type { IntakeAnswers, PatientForm } from '../../../domain/intake-forms.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { clinics, patientForms, patients } from '../../db/schema.js';
import { HttpError } from '../../http-errors.js';
import { recordAudit } from '../audit/service.js';
import { keepGeneratedPdf } from '../attachments/service.js';
import type { PortalPatient } from '../portal/portal-session.js';
import { checkedAnswers } from './answers.js';
import { lockPatientForm, patientFormOr404, patientFormsOf } from './queries.js';
import { needsSignedCopy, signedFormPdf } from './signed-pdf.js';

/** The signed-in patient's forms, newest first: theirs only, never another patient's. */
export const portalForms = (ctx: AppContext, patient: PortalPatient) =>
  patientFormsOf(ctx.db, patient);

export const portalForm = (ctx: AppContext, patient: PortalPatient, id: string) =>
  patientFormOr404(ctx.db, patient, id);

const alreadySubmitted = () =>
  new HttpError(409, 'ALREADY_SUBMITTED', 'You have already sent this form. Thank you.');

/** The clinic-local date of `at`, for the signed copy's file name. */
const localDate = (at: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, dateStyle: 'short' }).format(at);

/** The signed copy of the form with these answers: its PDF and file name. */
async function signedCopy(
  db: Db,
  patient: PortalPatient,
  form: PatientForm,
  answers: IntakeAnswers,
  signedAt: Date,
) {
  const [row] = await db
    .select({
      clinicName: clinics.name,
      timeZone: clinics.timeZone,
      locale: clinics.locale,
      firstName: patients.firstName,
      lastName: patients.lastName,
      dateOfBirth: patients.dateOfBirth,
    })
    .from(patients)
    .innerJoin(clinics, eq(clinics.id, patients.clinicId))
    .where(and(eq(patients.clinicId, patient.clinicId), eq(patients.id, patient.patientId)));
  const bytes = await signedFormPdf({
    clinic: { name: row!.clinicName, timeZone: row!.timeZone, locale: row!.locale },
    patient: { name: `${row!.firstName} ${row!.lastName}`.trim(), dateOfBirth: row!.dateOfBirth },
    title: form.title,
    description: form.description,
    sections: form.sections,
    answers,
    signedAt,
  });
  return { bytes, fileName: `${form.title} – signed ${localDate(signedAt, row!.timeZone)}.pdf` };
}

/**
 * The patient's answers, checked against the form as it was sent. A form with a signature or a
 * consent statement is kept as a signed PDF among the patient's attachments, recorded in the
 * same transaction as the answers.
 */
export async function submitPortalForm(
  ctx: AppContext,
  patient: PortalPatient,
  id: string,
  input: { answers: IntakeAnswers },
): Promise<PatientForm> {
  const form = await patientFormOr404(ctx.db, patient, id);
  if (form.status !== 'sent') throw alreadySubmitted();
  const answers = checkedAnswers(form.sections, input.answers);
  const now = ctx.clock.now();
  const submit = async (tx: Db, signedAttachmentId: string | null) => {
    const row = await lockPatientForm(tx, patient, id);
    if (row.status !== 'sent') throw alreadySubmitted();
    await tx
      .update(patientForms)
      .set({ status: 'submitted', answers, submittedAt: now, signedAttachmentId })
      .where(and(eq(patientForms.clinicId, patient.clinicId), eq(patientForms.id, id)));
    await recordAudit(tx, {
      action: 'patient_form.submitted',
      clinicId: patient.clinicId,
      entityType: 'patient_form',
      entityId: id,
      meta: { patientId: patient.patientId, signedAttachmentId },
    });
  };
  if (needsSignedCopy(form.sections)) {
    const copy = await signedCopy(ctx.db, patient, form, answers, now);
    await keepGeneratedPdf(
      ctx,
      { clinicId: patient.clinicId, patientId: patient.patientId, ...copy },
      submit,
    );
  } else {
    await ctx.db.transaction((tx) => submit(tx, null));
  }
  return patientFormOr404(ctx.db, patient, id);
}
