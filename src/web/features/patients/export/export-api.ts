import { queryOptions } from '@tanstack/react-query';
import type { PatientExportResponse } from '../../../../domain/patient-export.js';
import { apiUrl, http } from '../../../lib/http';
import { patientKeys } from '../patient-api';

/** The whole record of one patient, as the printable page shows it. */
export const patientExportQuery = (patientId: string) =>
  queryOptions({
    queryKey: patientKeys.part(patientId, 'export'),
    queryFn: async ({ signal }) =>
      (await http.get<PatientExportResponse>(`/patients/${patientId}/export`, { signal })).export,
  });

/** The FHIR R4 bundle: the server answers it as a download with its own file name. */
export const fhirDownloadUrl = (patientId: string) => apiUrl(`/patients/${patientId}/fhir`);

export const printPagePath = (patientId: string) => `/dashboard/patients/${patientId}/print`;
