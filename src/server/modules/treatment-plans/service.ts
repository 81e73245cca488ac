import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { PlanGoal, PlanIntervention } from '../../../domain/clinical.js';
import type {
  TreatmentPlan,
  TreatmentPlanInput,
  TreatmentPlanSummary,
} from '../../../domain/treatment-plans.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { appointments, diagnoses, treatmentPlans, users } from '../../db/schema.js';
import { can } from '../../../domain/permissions.js';
import { forbidden, invalidField } from '../../http-errors.js';
import { changedFields } from '../../clinic/changed-fields.js';
import { patientOr404 } from '../patients/service.js';
import { assertClinicHasAccess } from '../billing/subscriptions.js';
import type { ClinicActor } from '../../http/clinic-actor.js';
import { auditAs } from '../audit/service.js';
import { planOf } from './plan-of.js';
import { progressOf } from './progress.js';

type PlanRow = typeof treatmentPlans.$inferSelect;

/** Sessions done: completed appointments linked to each plan. */
async function sessionsDoneOf(db: Db, planIds: string[]): Promise<Map<string, number>> {
  if (planIds.length === 0) return new Map();
  const rows = await db
    .select({ planId: appointments.treatmentPlanId, n: count() })
    .from(appointments)
    .where(
      and(inArray(appointments.treatmentPlanId, planIds), eq(appointments.status, 'completed')),
    )
    .groupBy(appointments.treatmentPlanId);
  return new Map(rows.map((row) => [row.planId!, row.n]));
}

export const toSummary = (row: PlanRow, sessionsDone: number): TreatmentPlanSummary => ({
  id: row.id,
  patientId: row.patientId,
  title: row.title,
  diagnosisId: row.diagnosisId,
  status: row.status,
  startsOn: row.startsOn,
  endsOn: row.endsOn,
  plannedSessions: row.plannedSessions,
  sessionsDone,
  updatedAt: row.updatedAt.toISOString(),
});

/** Newest start first. */
export async function listPlans(
  ctx: AppContext,
  actor: ClinicActor,
  patientId: string,
): Promise<TreatmentPlanSummary[]> {
  await patientOr404(ctx.db, actor.clinicId, patientId);
  const rows = await ctx.db
    .select()
    .from(treatmentPlans)
    .where(
      and(eq(treatmentPlans.patientId, patientId), eq(treatmentPlans.clinicId, actor.clinicId)),
    )
    .orderBy(desc(treatmentPlans.startsOn), desc(treatmentPlans.createdAt));
  const done = await sessionsDoneOf(
    ctx.db,
    rows.map((row) => row.id),
  );
  await auditAs(ctx.db, actor, {
    action: 'treatment_plan.list',
    entityType: 'patient',
    entityId: patientId,
    meta: { results: rows.length },
  });
  return rows.map((row) => toSummary(row, done.get(row.id) ?? 0));
}

async function planDetails(db: Db, row: PlanRow): Promise<TreatmentPlan> {
  const [diagnosis] = row.diagnosisId
    ? await db
        .select({
          id: diagnoses.id,
          icd10Code: diagnoses.icd10Code,
          description: diagnoses.description,
        })
        .from(diagnoses)
        .where(eq(diagnoses.id, row.diagnosisId))
    : [];
  const linked = await db
    .select({
      id: appointments.id,
      startsAt: appointments.startsAt,
      endsAt: appointments.endsAt,
      status: appointments.status,
      therapistId: appointments.therapistId,
      therapistName: sql<string>`trim(${users.name} || ' ' || ${users.lastName})`,
    })
    .from(appointments)
    .innerJoin(users, eq(users.id, appointments.therapistId))
    .where(and(eq(appointments.treatmentPlanId, row.id), eq(appointments.clinicId, row.clinicId)))
    .orderBy(asc(appointments.startsAt));
  return {
    ...toSummary(row, linked.filter((a) => a.status === 'completed').length),
    diagnosis: diagnosis ?? null,
    goals: row.goals,
    interventions: row.interventions,
    frequency: row.frequency,
    notes: row.notes,
    createdById: row.createdById,
    createdAt: row.createdAt.toISOString(),
    progress: await progressOf(db, row.id),
    appointments: linked.map(({ startsAt, endsAt, ...appointment }) => ({
      ...appointment,
      start: startsAt.toISOString(),
      end: endsAt.toISOString(),
    })),
  };
}

export async function readPlan(
  ctx: AppContext,
  actor: ClinicActor,
  patientId: string,
  id: string,
): Promise<TreatmentPlan> {
  const row = await planOf(ctx.db, actor.clinicId, patientId, id);
  await auditAs(ctx.db, actor, {
    action: 'treatment_plan.read',
    entityType: 'treatment_plan',
    entityId: id,
    meta: { patientId },
  });
  return planDetails(ctx.db, row);
}

async function assertDiagnosisOfPatient(
  db: Db,
  clinicId: string,
  patientId: string,
  diagnosisId: string,
) {
  const [row] = await db
    .select({ id: diagnoses.id })
    .from(diagnoses)
    .where(
      and(
        eq(diagnoses.id, diagnosisId),
        eq(diagnoses.patientId, patientId),
        eq(diagnoses.clinicId, clinicId),
      ),
    );
  if (!row) throw invalidField('diagnosisId', "Choose one of this patient's diagnoses.");
}

/** Ids of goals and interventions are the server's: a known id is kept, any other is new. */
function withIds<T extends { id?: string }>(items: T[], existing: { id: string }[]) {
  const known = new Set(existing.map((item) => item.id));
  return items.map((item) => ({
    ...item,
    id: item.id && known.has(item.id) ? item.id : randomUUID(),
  }));
}

function valuesOf(input: TreatmentPlanInput, before?: PlanRow) {
  const goals: PlanGoal[] = withIds(input.goals ?? [], before?.goals ?? []).map((goal) => ({
    id: goal.id,
    description: goal.description,
    measure: goal.measure ?? '',
    baseline: goal.baseline ?? null,
    target: goal.target ?? null,
  }));
  const interventions: PlanIntervention[] = withIds(
    input.interventions ?? [],
    before?.interventions ?? [],
  ).map((item) => ({
    id: item.id,
    kind: item.kind,
    name: item.name,
    sets: item.sets ?? null,
    repetitions: item.repetitions ?? null,
    frequency: item.frequency ?? '',
    notes: item.notes ?? '',
  }));
  return {
    title: input.title,
    diagnosisId: input.diagnosisId ?? null,
    goals,
    interventions,
    plannedSessions: input.plannedSessions ?? null,
    frequency: input.frequency ?? '',
    startsOn: input.startsOn,
    endsOn: input.endsOn ?? null,
    status: input.status ?? 'planned',
    notes: input.notes ?? '',
  };
}

export async function createPlan(
  ctx: AppContext,
  actor: ClinicActor,
  patientId: string,
  input: TreatmentPlanInput,
): Promise<TreatmentPlan> {
  await patientOr404(ctx.db, actor.clinicId, patientId);
  const now = ctx.clock.now();
  await assertClinicHasAccess(ctx.db, actor.clinicId, now);
  if (input.diagnosisId)
    await assertDiagnosisOfPatient(ctx.db, actor.clinicId, patientId, input.diagnosisId);
  const row = await ctx.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(treatmentPlans)
      .values({
        clinicId: actor.clinicId,
        patientId,
        ...valuesOf(input),
        createdById: actor.userId,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await auditAs(tx, actor, {
      action: 'treatment_plan.create',
      entityType: 'treatment_plan',
      entityId: created!.id,
      meta: { patientId },
    });
    return created!;
  });
  return planDetails(ctx.db, row);
}

/** PUT replaces every field; goals and interventions are sent as whole lists. */
export async function updatePlan(
  ctx: AppContext,
  actor: ClinicActor,
  patientId: string,
  id: string,
  input: TreatmentPlanInput,
): Promise<TreatmentPlan> {
  const before = await planOf(ctx.db, actor.clinicId, patientId, id);
  if (input.diagnosisId && input.diagnosisId !== before.diagnosisId)
    await assertDiagnosisOfPatient(ctx.db, actor.clinicId, patientId, input.diagnosisId);
  const values = valuesOf(input, before);
  const row = await ctx.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(treatmentPlans)
      .set({ ...values, updatedAt: ctx.clock.now() })
      .where(and(eq(treatmentPlans.id, id), eq(treatmentPlans.clinicId, actor.clinicId)))
      .returning();
    await auditAs(tx, actor, {
      action: 'treatment_plan.update',
      entityType: 'treatment_plan',
      entityId: id,
      meta: { patientId, fields: changedFields(before, values), status: values.status },
    });
    return updated!;
  });
  return planDetails(ctx.db, row);
}

const PLAN_LINK_FORBIDDEN = () =>
  forbidden('Only therapists, admins and owners can link a visit to a treatment plan.');

/**
 * A change that sends `next` as the plan of visits now linked to `current`: members who may not
 * link plans may send each visit's link back as it is, never a different one (403).
 */
export function assertMayRelinkPlans(
  actor: ClinicActor,
  current: (string | null)[],
  next: string | null | undefined,
) {
  if (next === undefined || can(actor.role, 'appointments.link_plan')) return;
  if (current.some((link) => link !== next)) throw PLAN_LINK_FORBIDDEN();
}

/**
 * For the appointment contracts: a plan of this patient in this clinic, else 400 on the field.
 * Only members who may read the clinical record link a visit to a plan (assistants: 403).
 */
export async function assertPlanOfPatient(
  db: Db,
  actor: ClinicActor,
  patientId: string | null,
  planId: string,
) {
  if (!can(actor.role, 'appointments.link_plan')) throw PLAN_LINK_FORBIDDEN();
  const [row] = await db
    .select({ patientId: treatmentPlans.patientId })
    .from(treatmentPlans)
    .where(and(eq(treatmentPlans.id, planId), eq(treatmentPlans.clinicId, actor.clinicId)));
  if (!row || row.patientId !== patientId)
    throw invalidField('treatmentPlanId', "Choose one of this patient's treatment plans.");
}
