import { describeAuditAction, type AuditEventView } from '../../../domain/audit-log.js';
import { toCsv } from '../../../domain/csv.js';

const HEADER = [
  'time_utc',
  'member',
  'member_id',
  'action',
  'action_code',
  'entity_type',
  'entity_id',
  'patient_id',
  'ip',
];

/**
 * The audit trail as CSV (RFC 4180, CRLF). Patients appear by id only: a file leaves the app,
 * and the trail holds no patient data.
 */
export function auditCsv(events: AuditEventView[]): string {
  const rows = events.map((event) => [
    event.at,
    event.actorName,
    event.actorId,
    describeAuditAction(event.action),
    event.action,
    event.entityType,
    event.entityId,
    event.patientId,
    event.ip,
  ]);
  // The BOM makes spreadsheet programs read the names as UTF-8.
  return `\uFEFF${toCsv(HEADER, rows)}`;
}
