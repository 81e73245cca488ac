const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * A route's operationId from its method and path, stable as long as the route is:
 * `GET /api/v1/patients/:patientId/notes` → `getPatientsByPatientIdNotes`,
 * `GET /api/v1/audit-events/export.csv` → `getAuditEventsExportCsv`.
 */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api\/v\d+/, '')
    .split('/')
    .filter(Boolean)
    .map((segment) =>
      segment.startsWith(':')
        ? `By${capitalised(segment.slice(1))}`
        : segment
            .split(/[^A-Za-z0-9]+/)
            .filter(Boolean)
            .map(capitalised)
            .join(''),
    );
  return `${method.toLowerCase()}${words.join('')}`;
}
