import { and, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { AuditFilters } from '../../../domain/audit-log.js';
import { DAY_MS, instantOfWallClock } from '../../../domain/clinic-time.js';
import type { Db } from '../../db/client.js';
import { auditEvents, clinics, memberships, patients } from '../../db/schema.js';
import { notFound } from '../../http-errors.js';
import { aboutPatient } from '../patients/access-history.js';
import { patientInClinic } from '../patients/service.js';

/** The start of a clinic day ('YYYY-MM-DD' in its time zone) as an instant. */
const startOfDay = (day: string, timeZone: string, plusDays = 0) =>
  instantOfWallClock(Date.parse(`${day}T00:00:00Z`) + plusDays * DAY_MS, timeZone);

/** The patient an event concerns: named in its meta, or the record itself. */
export const eventPatientId = sql<string | null>`coalesce(
  ${auditEvents.meta} ->> 'patientId',
  case when ${auditEvents.entityType} = 'patient' then ${auditEvents.entityId}::text end
)`;

export interface ResolvedFilters {
  where: SQL;
  /** The filtered patient, for the filter's label. */
  patient: { id: string; name: string } | null;
  timeZone: string;
}

async function actorKnownInClinic(db: Db, clinicId: string, actorId: string) {
  const [member] = await db
    .select({ id: memberships.userId })
    .from(memberships)
    .where(and(eq(memberships.clinicId, clinicId), eq(memberships.userId, actorId)))
    .limit(1);
  if (member) return true;
  // A removed member's events stay in the trail and can still be filtered on.
  const [acted] = await db
    .select({ id: auditEvents.id })
    .from(auditEvents)
    .where(and(eq(auditEvents.clinicId, clinicId), eq(auditEvents.actorUserId, actorId)))
    .limit(1);
  return Boolean(acted);
}

/**
 * The clinic's events that match the filters. A member or patient of another clinic (or none)
 * answers 404, as everywhere else: their ids do not exist for this clinic.
 */
export async function resolveFilters(
  db: Db,
  clinicId: string,
  filters: AuditFilters,
): Promise<ResolvedFilters> {
  const conditions: SQL[] = [eq(auditEvents.clinicId, clinicId)];
  let patient: ResolvedFilters['patient'] = null;
  if (filters.actorId) {
    if (!(await actorKnownInClinic(db, clinicId, filters.actorId))) throw notFound('The member');
    conditions.push(eq(auditEvents.actorUserId, filters.actorId));
  }
  if (filters.action) conditions.push(eq(auditEvents.action, filters.action));
  if (filters.patientId) {
    const row = await patientInClinic(db, clinicId, filters.patientId);
    if (!row) throw notFound('The patient');
    patient = { id: row.id, name: `${row.firstName} ${row.lastName}`.trim() };
    conditions.push(aboutPatient(filters.patientId));
  }
  const [clinic] = await db
    .select({ timeZone: clinics.timeZone })
    .from(clinics)
    .where(eq(clinics.id, clinicId));
  const timeZone = clinic?.timeZone ?? 'UTC';
  if (filters.from) conditions.push(gte(auditEvents.createdAt, startOfDay(filters.from, timeZone)));
  if (filters.to) conditions.push(lt(auditEvents.createdAt, startOfDay(filters.to, timeZone, 1)));
  return { where: and(...conditions)!, patient, timeZone };
}

/** The patient's name for the reader, looked up in this clinic only. */
export const patientNameOf = sql<
  string | null
>`nullif(trim(${patients.firstName} || ' ' || ${patients.lastName}), '')`;
