import { and, eq } from 'drizzle-orm';
import {
  intakeRecordFields,
  mappedAnswers,
  type AcceptIntakeFormInput,
  type PatientForm,
} from '../../../domain/intake-forms.js';
import type { PatientRecord } from '../../../domain/patients.js';
import type { AppContext } from '../../context.js';
import { patientForms, patients } from '../../db/schema.js';
import { HttpError, notFound } from '../../http-errors.js';
import type { ClinicActor } from '../../http/clinic-actor.js';
import { auditAs } from '../audit/service.js';
import { toRecord } from '../patients/record.js';
import { patientOr404 } from '../patients/service.js';
import { intakeFormOr404, lockPatientForm, patientFormOr404, patientFormsOf } from './queries.js';
import { portalClinicOf, sendPatientForm } from './send.js';

/** A patient's forms on their record, newest first; reading them is in the audit trail. */
export async function listPatientForms(
  ctx: AppContext,
  actor: ClinicActor,
  patientId: string,
): Promise<PatientForm[]> {
  await patientOr404(ctx.db, actor.clinicId, patientId);
  const forms = await patientFormsOf(ctx.db, { clinicId: actor.clinicId, patientId });
  await auditAs(ctx.db, actor, {
    action: 'patient_form.list',
    entityType: 'patient',
    entityId: patientId,
    meta: { results: forms.length },
  });
  return forms;
}

/** Sends one of the clinic's forms to the patient now, by mail through the portal. */
export async function sendIntakeForm(
  ctx: AppContext,
  actor: ClinicActor,
  patientId: string,
  intakeFormId: string,
): Promise<PatientForm> {
  const patient = await patientOr404(ctx.db, actor.clinicId, patientId);
  const form = await intakeFormOr404(ctx.db, actor.clinicId, intakeFormId);
  const clinic = await portalClinicOf(ctx.db, actor.clinicId);
  if (!clinic)
    throw new HttpError(
      409,
      'PORTAL_OFF',
      'Patients fill in forms on the clinic’s portal, which opens with online booking. Turn on online booking first.',
    );
  if (!patient.email)
    throw new HttpError(
      409,
      'NO_EMAIL',
      'The form is sent by email: add the patient’s email address first.',
    );
  const id = await ctx.db.transaction(async (tx) =>
    sendPatientForm(tx, ctx.clock, ctx.config.APP_ORIGIN, {
      clinic,
      patient,
      form,
      appointment: null,
      sentById: actor.userId,
    }),
  );
  return patientFormOr404(ctx.db, { clinicId: actor.clinicId, patientId }, id!);
}

/**
 * Accepts a submitted form: the chosen mapped answers (all by default) are written to the
 * patient's record, and the record's change is audited as any other edit of it.
 */
export async function acceptPatientForm(
  ctx: AppContext,
  actor: ClinicActor,
  owner: { patientId: string; id: string },
  input: AcceptIntakeFormInput,
): Promise<{ patientForm: PatientForm; patient: PatientRecord }> {
  const scope = { clinicId: actor.clinicId, patientId: owner.patientId };
  const chosen = new Set(input.fields ?? intakeRecordFields);
  const now = ctx.clock.now();
  const patient = await ctx.db.transaction(async (tx) => {
    const form = await lockPatientForm(tx, scope, owner.id);
    if (form.status === 'sent')
      throw new HttpError(409, 'NOT_SUBMITTED', 'The patient has not sent their answers yet.');
    if (form.status === 'accepted')
      throw new HttpError(409, 'ALREADY_ACCEPTED', 'These answers were already accepted.');
    const before = await patientOr404(tx, actor.clinicId, owner.patientId);
    const values = Object.fromEntries(
      Object.entries(mappedAnswers(form)).filter(([field]) =>
        chosen.has(field as (typeof intakeRecordFields)[number]),
      ),
    );
    const changedFields = Object.keys(values).filter(
      (field) => values[field] !== before[field as keyof typeof before],
    );
    let row = before;
    if (changedFields.length > 0) {
      const [updated] = await tx
        .update(patients)
        .set({ ...values, updatedAt: now })
        .where(and(eq(patients.clinicId, actor.clinicId), eq(patients.id, owner.patientId)))
        .returning();
      if (!updated) throw notFound('The patient');
      row = updated;
      await auditAs(tx, actor, {
        action: 'patient.update',
        entityType: 'patient',
        entityId: owner.patientId,
        meta: { changedFields, fromPatientForm: owner.id },
      });
    }
    await tx
      .update(patientForms)
      .set({ status: 'accepted', acceptedAt: now, acceptedById: actor.userId })
      .where(and(eq(patientForms.clinicId, actor.clinicId), eq(patientForms.id, owner.id)));
    await auditAs(tx, actor, {
      action: 'patient_form.accepted',
      entityType: 'patient_form',
      entityId: owner.id,
      meta: { patientId: owner.patientId, changedFields },
    });
    return row;
  });
  return {
    patientForm: await patientFormOr404(ctx.db, scope, owner.id),
    patient: toRecord(patient, actor.role),
  };
}
