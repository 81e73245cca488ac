import { and, count, eq } from 'drizzle-orm';
import type {
  CreatePatientInput,
  PatientRecord,
  UpdatePatientInput,
} from '../../../domain/patients.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { patients } from '../../db/schema.js';
import { invalidField, notFound } from '../../http-errors.js';
import { assertActiveMember } from '../../clinic/active-members.js';
import { clinicToday } from '../../clinic/clinic-today.js';
import { assertPatientAvailable } from '../billing/plan-limits.js';
import { effectivePlan } from '../billing/plan-overrides.js';
import { assertClinicHasAccess } from '../billing/subscriptions.js';
import type { ClinicActor } from '../../http/clinic-actor.js';
import { auditAs } from '../audit/service.js';
import { lockClinic } from '../team/seats.js';
import { assertNoDuplicate } from './duplicates.js';
import { assertMayWriteClinical, recordValues, toRecord, type PatientRow } from './record.js';

export async function countPatients(db: Db, clinicId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(patients)
    .where(eq(patients.clinicId, clinicId));
  return row?.n ?? 0;
}

/** A patient of this clinic, for references in other records (appointments). */
export async function patientInClinic(db: Db, clinicId: string, id: string) {
  const [row] = await db
    .select()
    .from(patients)
    .where(and(eq(patients.id, id), eq(patients.clinicId, clinicId)));
  return row ?? null;
}

/** A patient of this clinic, or 404 (another clinic's patient is one that does not exist). */
export async function patientOr404(db: Db, clinicId: string, id: string): Promise<PatientRow> {
  const row = await patientInClinic(db, clinicId, id);
  if (!row) throw notFound('The patient');
  return row;
}

/** The primary therapist must be an active member of this clinic: 400 on the field. */
async function assertPrimaryTherapist(db: Db, clinicId: string, userId: string | null | undefined) {
  if (!userId) return;
  await assertActiveMember(db, clinicId, userId, 'primaryTherapistId');
}

/**
 * Neither the date of birth nor the consent date lies after the clinic's today (its time zone):
 * the schema's bound is only "today somewhere on earth".
 */
async function assertDatesNotFuture(ctx: AppContext, clinicId: string, input: CreatePatientInput) {
  if (!input.dateOfBirth && !input.consentToTreatmentOn) return;
  const today = await clinicToday(ctx.db, ctx.clock, clinicId);
  if (input.dateOfBirth && input.dateOfBirth > today)
    throw invalidField('dateOfBirth', 'The date of birth cannot be in the future.');
  if (input.consentToTreatmentOn && input.consentToTreatmentOn > today)
    throw invalidField('consentToTreatmentOn', 'The consent date cannot be in the future.');
}

/** The whole record; reading it is recorded in the audit trail (no patient data in it). */
export async function findPatient(
  ctx: AppContext,
  actor: ClinicActor,
  id: string,
): Promise<PatientRecord> {
  const row = await patientOr404(ctx.db, actor.clinicId, id);
  await auditAs(ctx.db, actor, { action: 'patient.read', entityType: 'patient', entityId: id });
  return toRecord(row, actor.role);
}

/** Within the plan's patient limit; the clinic row lock makes two creates take turns. */
export async function createPatient(
  ctx: AppContext,
  actor: ClinicActor,
  input: CreatePatientInput,
): Promise<PatientRecord> {
  assertMayWriteClinical(actor.role, input);
  await assertDatesNotFuture(ctx, actor.clinicId, input);
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const clinic = await lockClinic(tx, actor.clinicId);
    await assertClinicHasAccess(tx, clinic.id, now);
    assertPatientAvailable(
      await effectivePlan(tx, clinic.planId),
      await countPatients(tx, clinic.id),
    );
    await assertPrimaryTherapist(tx, clinic.id, input.primaryTherapistId);
    await assertNoDuplicate(tx, clinic.id, input);
    const [row] = await tx
      .insert(patients)
      .values({ clinicId: clinic.id, ...recordValues(input), createdAt: now, updatedAt: now })
      .returning();
    await auditAs(tx, actor, {
      action: 'patient.create',
      entityType: 'patient',
      entityId: row!.id,
      meta: { duplicateConfirmed: input.confirmDuplicate === true },
    });
    return toRecord(row!, actor.role);
  });
}

/** Replaces the editable fields; the audit names the changed fields, never their values. */
export async function updatePatient(
  ctx: AppContext,
  actor: ClinicActor,
  id: string,
  input: UpdatePatientInput,
): Promise<PatientRecord> {
  const before = await patientOr404(ctx.db, actor.clinicId, id);
  assertMayWriteClinical(actor.role, input);
  await assertDatesNotFuture(ctx, actor.clinicId, input);
  // A therapist who has since left may stay on the record until someone picks another.
  if (input.primaryTherapistId !== before.primaryTherapistId)
    await assertPrimaryTherapist(ctx.db, actor.clinicId, input.primaryTherapistId);
  await assertNoDuplicate(ctx.db, actor.clinicId, input, id);
  const values = recordValues(input);
  const changedFields = (Object.keys(values) as Array<keyof typeof values>).filter(
    (field) => values[field] !== before[field],
  );
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(patients)
      .set({ ...values, updatedAt: ctx.clock.now() })
      .where(and(eq(patients.id, id), eq(patients.clinicId, actor.clinicId)))
      .returning();
    if (!row) throw notFound('The patient');
    await auditAs(tx, actor, {
      action: 'patient.update',
      entityType: 'patient',
      entityId: id,
      meta: { changedFields, duplicateConfirmed: input.confirmDuplicate === true },
    });
    return toRecord(row, actor.role);
  });
}
