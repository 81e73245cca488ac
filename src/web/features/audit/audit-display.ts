import type { AuditEventView } from '../../../domain/audit-log.js';

const formatters = new Map<string, Intl.DateTimeFormat>();

/** '23 Nov 2026, 09:30' on the clinic's clock (the log's day filters are clinic days too). */
export function formatAuditTime(iso: string, timeZone: string): string {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, format);
  }
  return format.format(new Date(iso));
}

/** Who did it: the member's name, or why there is none. */
export const actorLabel = (event: AuditEventView) =>
  event.actorName ?? (event.actorId ? 'A deleted account' : 'No one signed in');

/** What it was done to, in words: the patient's name when the reader may see it, else the kind of record. */
export function subjectLabel(event: AuditEventView): string | null {
  if (event.patientName) return event.patientName;
  if (event.patientId) return 'A patient';
  if (!event.entityType) return null;
  const words = event.entityType.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
