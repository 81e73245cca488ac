import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  AUDIT_LOG_PAGE_SIZE,
  type AuditActions,
  type AuditLog,
} from '../../../domain/audit-log.js';
import type { PatientList } from '../../../domain/patients.js';
import { apiUrl, http } from '../../lib/http';
import { apiFilters, type AuditLogParams } from './audit-params';

/** GET /audit-events: one page of the clinic's trail with the URL's filters. */
export const auditLogQuery = (params: AuditLogParams) =>
  queryOptions({
    queryKey: ['audit-events', params] as const,
    queryFn: ({ signal }) => {
      const query = apiFilters(params);
      query.set('page', String(params.page));
      query.set('limit', String(AUDIT_LOG_PAGE_SIZE));
      return http.get<AuditLog>(`/audit-events?${query}`, { signal });
    },
    // The last page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

/** The actions that occur in the clinic's trail, for the action filter. */
export const auditActionsQuery = queryOptions({
  queryKey: ['audit-events', 'actions'] as const,
  queryFn: async ({ signal }) =>
    (await http.get<AuditActions>('/audit-events/actions', { signal })).actions,
});

/** Patients whose name, phone or email match `search`, for the patient filter. */
export const patientSearchQuery = (search: string) =>
  queryOptions({
    queryKey: ['audit-events', 'patient-search', search] as const,
    queryFn: async ({ signal }) =>
      (
        await http.get<PatientList>(`/patients?search=${encodeURIComponent(search)}&limit=10`, {
          signal,
        })
      ).patients,
    enabled: search.trim().length >= 2,
    staleTime: 30_000,
  });

/** The CSV download of the filtered trail (the browser saves it: Content-Disposition). */
export const auditExportUrl = (params: AuditLogParams) =>
  apiUrl(`/audit-events/export.csv?${apiFilters(params)}`);
