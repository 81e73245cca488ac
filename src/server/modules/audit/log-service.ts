import { asc, count, desc, eq, and, sql } from 'drizzle-orm';
import {
  AUDIT_EXPORT_MAX_ROWS,
  type AuditEventView,
  type AuditFilters,
  type AuditLog,
  type AuditLogQuery,
} from '../../../domain/audit-log.js';
import type { Db } from '../../db/client.js';
import { auditEvents, patients, users } from '../../db/schema.js';
import { eventPatientId, patientNameOf, resolveFilters } from './log-query.js';
import { pageInfo, pageOffset } from '../../db/pagination.js';
import type { ClinicActor } from '../../http/clinic-actor.js';
import { auditAs } from './service.js';
import { auditCsv } from './csv.js';
import { memberNameSql } from '../../db/member-name.js';

const actorName = memberNameSql;

/** Newest first; the id breaks ties of events in the same instant. */
function selectEvents(db: Db, clinicId: string) {
  return db
    .select({
      id: auditEvents.id,
      at: auditEvents.createdAt,
      actorId: auditEvents.actorUserId,
      actorName,
      action: auditEvents.action,
      entityType: auditEvents.entityType,
      entityId: auditEvents.entityId,
      patientId: eventPatientId,
      patientName: patientNameOf,
      ip: auditEvents.ip,
    })
    .from(auditEvents)
    .leftJoin(users, eq(users.id, auditEvents.actorUserId))
    .leftJoin(
      patients,
      and(eq(sql`${patients.id}::text`, eventPatientId), eq(patients.clinicId, clinicId)),
    );
}

type EventRow = Awaited<ReturnType<ReturnType<typeof selectEvents>['execute']>>[number];

const toView = (row: EventRow): AuditEventView => ({
  ...row,
  at: row.at.toISOString(),
  // A meta value is any JSON: only a well-formed id is passed on.
  patientId: row.patientId && /^[0-9a-f-]{36}$/i.test(row.patientId) ? row.patientId : null,
});

/** One page of the clinic's audit trail (owners and admins: `audit.read`). */
export async function auditLogPage(
  db: Db,
  clinicId: string,
  query: AuditLogQuery,
): Promise<AuditLog> {
  const { where, patient, timeZone } = await resolveFilters(db, clinicId, query);
  const { page, limit } = query;
  const [rows, [counted]] = await Promise.all([
    selectEvents(db, clinicId)
      .where(where)
      .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
      .limit(limit)
      .offset(pageOffset(page, limit)),
    db.select({ total: count() }).from(auditEvents).where(where),
  ]);
  const total = counted?.total ?? 0;
  return {
    events: rows.map(toView),
    ...pageInfo(total, page, limit),
    patient,
    timeZone,
  };
}

/** At most `max` matching events, newest first, and whether more matched. */
async function auditEventsForExport(
  db: Db,
  clinicId: string,
  filters: AuditFilters,
  max: number,
): Promise<{ events: AuditEventView[]; truncated: boolean }> {
  const { where } = await resolveFilters(db, clinicId, filters);
  const rows = await selectEvents(db, clinicId)
    .where(where)
    .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
    .limit(max + 1);
  return { events: rows.slice(0, max).map(toView), truncated: rows.length > max };
}

/**
 * The filtered trail as CSV, at most AUDIT_EXPORT_MAX_ROWS events. Who took a copy of the trail
 * is itself part of it.
 */
export async function exportAuditLog(
  db: Db,
  actor: ClinicActor,
  filters: AuditFilters,
): Promise<{ csv: string; truncated: boolean }> {
  const { events, truncated } = await auditEventsForExport(
    db,
    actor.clinicId,
    filters,
    AUDIT_EXPORT_MAX_ROWS,
  );
  await auditAs(db, actor, {
    action: 'audit_log.exported',
    meta: { rows: events.length, truncated },
  });
  return { csv: auditCsv(events), truncated };
}

/** The actions that occur in the clinic's trail, for the action filter. */
export async function auditActionsOf(db: Db, clinicId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ action: auditEvents.action })
    .from(auditEvents)
    .where(eq(auditEvents.clinicId, clinicId))
    .orderBy(asc(auditEvents.action));
  return rows.map((row) => row.action);
}
