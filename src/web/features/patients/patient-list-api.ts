import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { PatientList } from '../../../domain/patients.js';
import { http } from '../../lib/http';
import { patientKeys } from './patient-api';
import { PATIENT_LIST_PAGE_SIZE, type PatientListParams } from './list/list-params';

/** One page of the patient list (GET /patients), searched, filtered and sorted on the server. */
export const patientListQuery = (params: PatientListParams) =>
  queryOptions({
    queryKey: [...patientKeys.lists, params] as const,
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({
        sort: params.sort,
        page: String(params.page),
        limit: String(PATIENT_LIST_PAGE_SIZE),
      });
      if (params.search) query.set('search', params.search);
      if (params.status !== 'all') query.set('status', params.status);
      if (params.therapistId) query.set('therapistId', params.therapistId);
      if (params.needsReview) query.set('needsReview', 'true');
      return http.get<PatientList>(`/patients?${query}`, { signal });
    },
    // The last page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
