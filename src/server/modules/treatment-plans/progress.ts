import { and, asc, eq } from 'drizzle-orm';
import type { ProgressEntry, ProgressInput } from '../../../domain/treatment-plans.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { progressEntries, users } from '../../db/schema.js';
import { forbidden, notFound } from '../../http-errors.js';
import { assertNotFuture, clinicToday } from '../../clinic/clinic-today.js';
import { assertClinicHasAccess } from '../billing/subscriptions.js';
import type { ClinicActor } from '../../http/clinic-actor.js';
import { auditAs } from '../audit/service.js';
import { planOf } from './plan-of.js';
import { memberNameSql } from '../../db/member-name.js';

type EntryRow = typeof progressEntries.$inferSelect;

const recordedByName = memberNameSql;

const toEntry = (row: EntryRow, name: string | null): ProgressEntry => ({
  id: row.id,
  recordedOn: row.recordedOn,
  pain: row.pain,
  score: row.score,
  outcomeMeasure: row.outcomeMeasure,
  rangeOfMotion: row.rangeOfMotion,
  notes: row.notes,
  recordedById: row.recordedById,
  recordedByName: name,
  createdAt: row.createdAt.toISOString(),
});

const selectEntries = (db: Db) =>
  db
    .select({ row: progressEntries, name: recordedByName })
    .from(progressEntries)
    .leftJoin(users, eq(users.id, progressEntries.recordedById));

/** A plan's progress, oldest first (the chart's order). */
export async function progressOf(db: Db, planId: string): Promise<ProgressEntry[]> {
  const rows = await selectEntries(db)
    .where(eq(progressEntries.treatmentPlanId, planId))
    .orderBy(asc(progressEntries.recordedOn), asc(progressEntries.createdAt));
  return rows.map(({ row, name }) => toEntry(row, name));
}

export async function addProgress(
  ctx: AppContext,
  actor: ClinicActor,
  patientId: string,
  planId: string,
  input: ProgressInput,
): Promise<ProgressEntry> {
  await planOf(ctx.db, actor.clinicId, patientId, planId);
  await assertClinicHasAccess(ctx.db, actor.clinicId, ctx.clock.now());
  assertNotFuture(
    'recordedOn',
    input.recordedOn,
    await clinicToday(ctx.db, ctx.clock, actor.clinicId),
  );
  const id = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(progressEntries)
      .values({
        clinicId: actor.clinicId,
        treatmentPlanId: planId,
        recordedOn: input.recordedOn,
        pain: input.pain ?? null,
        score: input.score ?? null,
        outcomeMeasure: input.outcomeMeasure ?? '',
        rangeOfMotion: input.rangeOfMotion ?? [],
        notes: input.notes ?? '',
        recordedById: actor.userId,
        createdAt: ctx.clock.now(),
      })
      .returning({ id: progressEntries.id });
    await auditAs(tx, actor, {
      action: 'progress_entry.create',
      entityType: 'progress_entry',
      entityId: row!.id,
      meta: { patientId, treatmentPlanId: planId },
    });
    return row!.id;
  });
  const [created] = await selectEntries(ctx.db).where(eq(progressEntries.id, id));
  return toEntry(created!.row, created!.name);
}

/** Only the member who recorded an entry, or an owner or admin, deletes it. */
export async function deleteProgress(
  ctx: AppContext,
  actor: ClinicActor,
  patientId: string,
  planId: string,
  entryId: string,
): Promise<void> {
  await planOf(ctx.db, actor.clinicId, patientId, planId);
  const [entry] = await ctx.db
    .select({ recordedById: progressEntries.recordedById })
    .from(progressEntries)
    .where(
      and(
        eq(progressEntries.id, entryId),
        eq(progressEntries.treatmentPlanId, planId),
        eq(progressEntries.clinicId, actor.clinicId),
      ),
    );
  if (!entry) throw notFound('The progress entry');
  const mayDelete =
    entry.recordedById === actor.userId || actor.role === 'owner' || actor.role === 'admin';
  if (!mayDelete)
    throw forbidden('Only the member who recorded this entry, an owner or an admin can delete it.');
  await ctx.db.transaction(async (tx) => {
    await tx
      .delete(progressEntries)
      .where(and(eq(progressEntries.id, entryId), eq(progressEntries.clinicId, actor.clinicId)));
    await auditAs(tx, actor, {
      action: 'progress_entry.delete',
      entityType: 'progress_entry',
      entityId: entryId,
      meta: { patientId, treatmentPlanId: planId },
    });
  });
}
