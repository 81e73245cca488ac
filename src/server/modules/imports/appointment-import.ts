import { and, eq, inArray } from 'drizzle-orm';
import type { ImportReport, ImportRequest, ImportResult } from '../../../domain/imports.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { appointments } from '../../db/schema.js';
import { HttpError } from '../../http-errors.js';
import { isOverlapViolation } from '../appointments/conflicts.js';
import { clinicHoursOf } from '../../clinic/clinic-hours.js';
import { assertClinicHasAccess } from '../billing/subscriptions.js';
import type { ClinicActor } from '../../http/clinic-actor.js';
import { auditAs } from '../audit/service.js';
import { appointmentConflicts } from './appointment-conflicts.js';
import { patientMatcher, referencesOf } from './appointment-references.js';
import { appointmentRowsOf, type AppointmentCandidate } from './appointment-rows.js';
import { parseCsv } from './csv.js';
import { dateOrdersOf } from './date-order.js';
import { assertMapping } from './mapping.js';
import { commitInBatches } from './batched-commit.js';
import { assertImportable } from './report.js';

async function check(db: Db, clinicId: string, body: ImportRequest) {
  const parsed = await parseCsv(body.csv);
  const mapping = assertMapping('appointments', body.mapping, parsed.headers);
  const dateOrders = dateOrdersOf('appointments', parsed, mapping, body.dateOrder);
  const { timeZone } = await clinicHoursOf(db, clinicId);
  const refs = { ...(await referencesOf(db, clinicId)), patient: patientMatcher(db, clinicId) };
  const rows = await appointmentRowsOf(parsed, mapping, refs, timeZone, dateOrders);
  const conflicts = await appointmentConflicts(db, clinicId, timeZone, rows.candidates);
  const conflicted = new Set(conflicts.map((e) => e.row));
  const toCreate = rows.candidates.filter((c) => !conflicted.has(c.line));
  const errors = [...rows.errors, ...conflicts].sort((a, b) => a.row - b.row);
  const report: ImportReport = {
    valid: errors.length === 0,
    rows: parsed.rows.length,
    toCreate: toCreate.length,
    errors,
    duplicates: [],
    fileErrors: [],
  };
  return { report, toCreate };
}

const raced = () =>
  new HttpError(
    409,
    'APPOINTMENT_CONFLICT',
    'Nothing was imported: someone booked one of these times meanwhile. Run the check again.',
  );

/**
 * Appointments from another system, past ones included: no opening-hours check and no
 * confirmation mails. A commit writes in batches, and every row or none.
 */
export async function importAppointments(
  ctx: AppContext,
  actor: ClinicActor,
  body: ImportRequest,
): Promise<{ report: ImportReport } | { result: ImportResult }> {
  if (body.dryRun) return { report: (await check(ctx.db, actor.clinicId, body)).report };
  const now = ctx.clock.now();
  await assertClinicHasAccess(ctx.db, actor.clinicId, now);
  const { report, toCreate } = await check(ctx.db, actor.clinicId, body);
  assertImportable(report, false);
  const result = { created: toCreate.length, skippedDuplicates: 0 };
  try {
    await commitInBatches(ctx.db, toCreate, {
      async insert(tx, batch) {
        const rows = await tx
          .insert(appointments)
          .values(batch.map(row(actor, now)))
          .returning({ id: appointments.id });
        return rows.map((written) => written.id);
      },
      async undo(tx, ids) {
        await tx
          .delete(appointments)
          .where(and(eq(appointments.clinicId, actor.clinicId), inArray(appointments.id, ids)));
      },
      async finish(tx) {
        await auditAs(tx, actor, {
          action: 'appointments.import',
          entityType: 'clinic',
          entityId: actor.clinicId,
          meta: { rows: report.rows, ...result },
        });
      },
    });
  } catch (error) {
    if (isOverlapViolation(error)) throw raced();
    throw error;
  }
  return { result };
}

const row = (actor: ClinicActor, now: Date) => (candidate: AppointmentCandidate) => ({
  clinicId: actor.clinicId,
  patientId: candidate.patientId,
  therapistId: candidate.therapistId,
  serviceId: candidate.serviceId,
  priceCents: candidate.priceCents,
  startsAt: candidate.interval.start,
  endsAt: candidate.interval.end,
  status: candidate.status,
  notes: candidate.notes,
  createdByUserId: actor.userId,
  importedAt: now,
  createdAt: now,
  updatedAt: now,
});
