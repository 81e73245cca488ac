import { and, eq, inArray } from 'drizzle-orm';
import type { ImportReport, ImportRequest, ImportResult } from '../../../domain/imports.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { patients } from '../../db/schema.js';
import { HttpError } from '../../http-errors.js';
import { assertPatientAvailable } from '../billing/plan-limits.js';
import { effectivePlan } from '../billing/plan-overrides.js';
import { assertClinicHasAccess } from '../billing/subscriptions.js';
import { recordValues } from '../patients/record.js';
import { countPatients } from '../patients/service.js';
import type { ClinicActor } from '../../http/clinic-actor.js';
import { auditAs } from '../audit/service.js';
import { lockClinic } from '../team/seats.js';
import { parseCsv } from './csv.js';
import { dateOrdersOf } from './date-order.js';
import { assertMapping } from './mapping.js';
import { patientDuplicates } from './patient-duplicates.js';
import { patientRowsOf, type PatientCandidate } from './patient-rows.js';
import { commitInBatches } from './batched-commit.js';
import { assertImportable } from './report.js';

interface Checked {
  report: ImportReport;
  toCreate: PatientCandidate[];
}

/** The plan's patient limit for `adding` more patients, as a sentence; null when they fit. */
async function planLimitProblem(db: Db, clinic: { id: string; planId: string }, adding: number) {
  if (adding === 0) return null;
  const inUse = await countPatients(db, clinic.id);
  const plan = await effectivePlan(db, clinic.planId);
  try {
    assertPatientAvailable(plan, inUse + adding - 1);
    return null;
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return error;
  }
}

async function check(
  db: Db,
  clinic: { id: string; planId: string },
  body: ImportRequest,
): Promise<Checked> {
  const parsed = await parseCsv(body.csv);
  const mapping = assertMapping('patients', body.mapping, parsed.headers);
  const dateOrders = dateOrdersOf('patients', parsed, mapping, body.dateOrder);
  const { candidates, errors } = await patientRowsOf(parsed, mapping, dateOrders);
  const duplicates = await patientDuplicates(db, clinic.id, candidates);
  const duplicateRows = new Set(duplicates.map((d) => d.row));
  const toCreate = candidates.filter((c) => !duplicateRows.has(c.line));
  const limit = await planLimitProblem(db, clinic, toCreate.length);
  const fileErrors = limit
    ? [`This import adds ${toCreate.length} patients. ${limit.message}`]
    : [];
  const blockedByDuplicates = duplicates.length > 0 && !body.skipDuplicates;
  return {
    toCreate,
    report: {
      valid: errors.length === 0 && !blockedByDuplicates && fileErrors.length === 0,
      rows: parsed.rows.length,
      toCreate: toCreate.length,
      errors,
      duplicates,
      fileErrors,
    },
  };
}

/**
 * A dry run reports and writes nothing. A commit checks the file, then writes it in batches (each
 * batch checks the plan's limit again with the clinic row locked, as "add patient" does) and
 * imports every row or none.
 */
export async function importPatients(
  ctx: AppContext,
  actor: ClinicActor,
  body: ImportRequest,
): Promise<{ report: ImportReport } | { result: ImportResult }> {
  const clinic = await lockClinic(ctx.db, actor.clinicId);
  if (body.dryRun) return { report: (await check(ctx.db, clinic, body)).report };
  const now = ctx.clock.now();
  await assertClinicHasAccess(ctx.db, clinic.id, now);
  const { report, toCreate } = await check(ctx.db, clinic, body);
  assertImportable(report, body.skipDuplicates === true);
  const limit = await planLimitProblem(ctx.db, clinic, toCreate.length);
  if (limit) throw limit;
  const result = { created: toCreate.length, skippedDuplicates: report.duplicates.length };
  await commitInBatches(ctx.db, toCreate, {
    async insert(tx, batch) {
      const locked = await lockClinic(tx, clinic.id);
      const raced = await planLimitProblem(tx, locked, batch.length);
      if (raced) throw raced;
      const rows = await tx
        .insert(patients)
        .values(
          batch.map(({ input }) => ({
            clinicId: clinic.id,
            ...recordValues(input),
            createdAt: now,
            updatedAt: now,
          })),
        )
        .returning({ id: patients.id });
      return rows.map((row) => row.id);
    },
    async undo(tx, ids) {
      await tx
        .delete(patients)
        .where(and(eq(patients.clinicId, clinic.id), inArray(patients.id, ids)));
    },
    async finish(tx) {
      await auditAs(tx, actor, {
        action: 'patients.import',
        entityType: 'clinic',
        entityId: clinic.id,
        meta: { rows: report.rows, ...result },
      });
    },
  });
  return { result };
}
