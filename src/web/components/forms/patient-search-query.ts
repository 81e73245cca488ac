import { queryOptions } from '@tanstack/react-query';
import type { PatientList } from '../../../domain/patients.js';
import { http } from '../../lib/http';

/** The first 20 patients matching `search` (GET /patients?search=&limit=20). */
export const patientSearchQuery = (search: string) =>
  queryOptions({
    queryKey: ['patients', 'search', search] as const,
    queryFn: async ({ signal }) => {
      const query = new URLSearchParams({ search, limit: '20' });
      return (await http.get<PatientList>(`/patients?${query}`, { signal })).patients;
    },
  });
