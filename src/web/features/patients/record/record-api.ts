import { queryOptions } from '@tanstack/react-query';
import type { PatientTimeline } from '../../../../domain/patient-timeline.js';
import type { PatientAccessHistory } from '../../../../domain/patients.js';
import { http } from '../../../lib/http';
import { patientKeys } from '../patient-api';

/**
 * The record page's reads, each under `patientKeys.part(id, …)` so a change anywhere in the
 * record (which invalidates `patientKeys.record(id)`) refreshes them all.
 */

export const patientTimelineQuery = (patientId: string) =>
  queryOptions({
    queryKey: patientKeys.part(patientId, 'timeline'),
    queryFn: async ({ signal }) =>
      (await http.get<PatientTimeline>(`/patients/${patientId}/timeline`, { signal })).events,
  });

export const accessHistoryQuery = (patientId: string) =>
  queryOptions({
    queryKey: patientKeys.part(patientId, 'access-history'),
    queryFn: async ({ signal }) =>
      (
        await http.get<PatientAccessHistory>(`/patients/${patientId}/access-history`, {
          signal,
        })
      ).entries,
  });
