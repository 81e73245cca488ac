import { and, desc, eq, sql } from 'drizzle-orm';
import type { Diagnosis, DiagnosisInput } from '../../../domain/diagnoses.js';
import { icd10Of } from '../../../domain/icd10.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { diagnoses, users } from '../../db/schema.js';
import { notFound } from '../../http-errors.js';
import { assertClinicHasAccess } from '../billing/subscriptions.js';
import type { ClinicActor } from '../../http/clinic-actor.js';
import { auditAs } from '../audit/service.js';
import { assertActiveMember } from '../../clinic/active-members.js';
import { patientOr404 } from '../patients/service.js';
import { assertNotFuture, clinicToday } from '../../clinic/clinic-today.js';
import { changedFields } from '../../clinic/changed-fields.js';

type DiagnosisRow = typeof diagnoses.$inferSelect;

const diagnosedByName = sql<
  string | null
>`nullif(trim(${users.name} || ' ' || ${users.lastName}), '')`;

const toDiagnosis = (row: DiagnosisRow, name: string | null): Diagnosis => ({
  id: row.id,
  patientId: row.patientId,
  icd10Code: row.icd10Code,
  description: row.description,
  bodyRegion: row.bodyRegion,
  side: row.side,
  onsetOn: row.onsetOn,
  diagnosedOn: row.diagnosedOn,
  status: row.status,
  notes: row.notes,
  diagnosedById: row.diagnosedById,
  diagnosedByName: name,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const selectDiagnoses = (db: Db) =>
  db
    .select({ row: diagnoses, name: diagnosedByName })
    .from(diagnoses)
    .leftJoin(users, eq(users.id, diagnoses.diagnosedById));

/** A diagnosis of this patient in this clinic, or 404. */
export async function diagnosisOf(db: Db, clinicId: string, patientId: string, id: string) {
  const [found] = await selectDiagnoses(db).where(
    and(eq(diagnoses.id, id), eq(diagnoses.patientId, patientId), eq(diagnoses.clinicId, clinicId)),
  );
  if (!found) throw notFound('The diagnosis');
  return found;
}

/** Active first, then the most recent diagnosis date; not audited (callers record their read). */
export async function diagnosesOfPatient(
  db: Db,
  clinicId: string,
  patientId: string,
): Promise<Diagnosis[]> {
  const found = await selectDiagnoses(db)
    .where(and(eq(diagnoses.patientId, patientId), eq(diagnoses.clinicId, clinicId)))
    .orderBy(
      sql`${diagnoses.status} = 'resolved'`,
      desc(diagnoses.diagnosedOn),
      desc(diagnoses.createdAt),
    );
  return found.map(({ row, name }) => toDiagnosis(row, name));
}

export async function listDiagnoses(
  ctx: AppContext,
  actor: ClinicActor,
  patientId: string,
): Promise<Diagnosis[]> {
  await patientOr404(ctx.db, actor.clinicId, patientId);
  const found = await diagnosesOfPatient(ctx.db, actor.clinicId, patientId);
  await auditAs(ctx.db, actor, {
    action: 'diagnosis.list',
    entityType: 'patient',
    entityId: patientId,
    meta: { results: found.length },
  });
  return found;
}

export async function readDiagnosis(
  ctx: AppContext,
  actor: ClinicActor,
  patientId: string,
  id: string,
): Promise<Diagnosis> {
  const { row, name } = await diagnosisOf(ctx.db, actor.clinicId, patientId, id);
  await auditAs(ctx.db, actor, {
    action: 'diagnosis.read',
    entityType: 'diagnosis',
    entityId: id,
    meta: { patientId },
  });
  return toDiagnosis(row, name);
}

/** The stored values of an input: with a code and no description, the code's title. */
function valuesOf(input: DiagnosisInput, diagnosedById: string) {
  const icd10Code = input.icd10Code || null;
  return {
    icd10Code,
    description: input.description || (icd10Code ? icd10Of(icd10Code)!.title : ''),
    bodyRegion: input.bodyRegion ?? '',
    side: input.side ?? null,
    onsetOn: input.onsetOn ?? null,
    diagnosedOn: input.diagnosedOn,
    status: input.status ?? 'active',
    notes: input.notes ?? '',
    diagnosedById,
  };
}

async function assertValidDates(ctx: AppContext, clinicId: string, input: DiagnosisInput) {
  const today = await clinicToday(ctx.db, ctx.clock, clinicId);
  assertNotFuture('diagnosedOn', input.diagnosedOn, today);
  assertNotFuture('onsetOn', input.onsetOn, today);
}

export async function createDiagnosis(
  ctx: AppContext,
  actor: ClinicActor,
  patientId: string,
  input: DiagnosisInput,
): Promise<Diagnosis> {
  await patientOr404(ctx.db, actor.clinicId, patientId);
  await assertClinicHasAccess(ctx.db, actor.clinicId, ctx.clock.now());
  await assertValidDates(ctx, actor.clinicId, input);
  const diagnosedById = input.diagnosedById ?? actor.userId;
  if (diagnosedById !== actor.userId)
    await assertActiveMember(ctx.db, actor.clinicId, diagnosedById, 'diagnosedById');
  const now = ctx.clock.now();
  const id = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(diagnoses)
      .values({
        clinicId: actor.clinicId,
        patientId,
        ...valuesOf(input, diagnosedById),
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: diagnoses.id });
    await auditAs(tx, actor, {
      action: 'diagnosis.create',
      entityType: 'diagnosis',
      entityId: row!.id,
      meta: { patientId },
    });
    return row!.id;
  });
  const { row, name } = await diagnosisOf(ctx.db, actor.clinicId, patientId, id);
  return toDiagnosis(row, name);
}

/** PUT replaces every field; the diagnosing member may stay a deactivated one. */
export async function updateDiagnosis(
  ctx: AppContext,
  actor: ClinicActor,
  patientId: string,
  id: string,
  input: DiagnosisInput,
): Promise<Diagnosis> {
  const { row: before } = await diagnosisOf(ctx.db, actor.clinicId, patientId, id);
  await assertValidDates(ctx, actor.clinicId, input);
  const diagnosedById = input.diagnosedById ?? before.diagnosedById ?? actor.userId;
  if (diagnosedById !== before.diagnosedById && diagnosedById !== actor.userId)
    await assertActiveMember(ctx.db, actor.clinicId, diagnosedById, 'diagnosedById');
  const values = valuesOf(input, diagnosedById);
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(diagnoses)
      .set({ ...values, updatedAt: ctx.clock.now() })
      .where(and(eq(diagnoses.id, id), eq(diagnoses.clinicId, actor.clinicId)));
    await auditAs(tx, actor, {
      action: 'diagnosis.update',
      entityType: 'diagnosis',
      entityId: id,
      meta: { patientId, fields: changedFields(before, values), status: values.status },
    });
  });
  const { row, name } = await diagnosisOf(ctx.db, actor.clinicId, patientId, id);
  return toDiagnosis(row, name);
}
