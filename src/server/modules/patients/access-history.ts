import { and, desc, eq, or, sql } from 'drizzle-orm';
import { PATIENT_ACCESS_HISTORY_MAX, type PatientAccessEntry } from '../../../domain/patients.js';
import type { Db } from '../../db/client.js';
import { auditEvents, users } from '../../db/schema.js';

/**
 * The audit events about one patient: the record itself, and its diagnoses, plans, progress,
 * notes and attachments, which name the patient in `meta.patientId`.
 */
export const aboutPatient = (patientId: string) =>
  or(
    and(eq(auditEvents.entityType, 'patient'), eq(auditEvents.entityId, patientId)),
    sql`${auditEvents.meta} ->> 'patientId' = ${patientId}`,
  )!;

/**
 * Who opened or changed one patient's record, newest first: the audit events about this patient
 * (reads, creation, changes) and about its diagnoses, plans, progress, notes and attachments,
 * which name the patient in `meta.patientId`. Searches are left out: a search result is not an
 * opened record.
 */
export async function patientAccessHistory(
  db: Db,
  clinicId: string,
  patientId: string,
): Promise<PatientAccessEntry[]> {
  const rows = await db
    .select({
      at: auditEvents.createdAt,
      action: auditEvents.action,
      name: users.name,
      lastName: users.lastName,
    })
    .from(auditEvents)
    .leftJoin(users, eq(users.id, auditEvents.actorUserId))
    .where(and(eq(auditEvents.clinicId, clinicId), aboutPatient(patientId)))
    .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
    .limit(PATIENT_ACCESS_HISTORY_MAX);
  return rows.map((row) => ({
    at: row.at.toISOString(),
    actorName: row.name === null ? null : `${row.name} ${row.lastName ?? ''}`.trim(),
    action: row.action,
  }));
}
