import { describeAuditAction, type AuditEventView } from '../../../domain/audit-log.js';

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
 * One CSV cell. A cell that a spreadsheet would read as a formula (=, +, -, @, tab, CR) is
 * prefixed with a quote mark: a member's name is typed by a person (OWASP CSV injection).
 */
export function csvCell(value: string | null): string {
  let text = value ?? '';
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r;]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * The audit trail as CSV (RFC 4180, CRLF). Patients appear by id only: a file leaves the app,
 * and the trail holds no patient data.
 */
export function auditCsv(events: AuditEventView[]): string {
  const lines = events.map((event) =>
    [
      event.at,
      event.actorName,
      event.actorId,
      describeAuditAction(event.action),
      event.action,
      event.entityType,
      event.entityId,
      event.patientId,
      event.ip,
    ]
      .map(csvCell)
      .join(','),
  );
  // The BOM makes spreadsheet programs read the names as UTF-8.
  return `\uFEFF${[HEADER.join(','), ...lines].join('\r\n')}\r\n`;
}
