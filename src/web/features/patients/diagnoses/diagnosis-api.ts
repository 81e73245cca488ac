import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Diagnosis, DiagnosisInput, DiagnosisResponse } from '../../../../domain/diagnoses.js';
import type { Icd10SearchResponse } from '../../../../domain/icd10-search.js';
import { http } from '../../../lib/http';
import { patientKeys } from '../patient-api';

/**
 * The diagnosis screens' API. A patient's diagnoses and plans live under
 * `patientKeys.record(patientId)`, so one invalidation after a save refreshes the record page.
 */

export const diagnosisQuery = (patientId: string, diagnosisId: string) =>
  queryOptions({
    queryKey: patientKeys.part(patientId, 'diagnoses', diagnosisId),
    queryFn: async ({ signal }) =>
      (
        await http.get<DiagnosisResponse>(`/patients/${patientId}/diagnoses/${diagnosisId}`, {
          signal,
        })
      ).diagnosis,
  });

/** The shipped ICD-10 list never changes while the app runs. */
export const icd10SearchQuery = (search: string) =>
  queryOptions({
    queryKey: ['icd10', search] as const,
    queryFn: async ({ signal }) =>
      (
        await http.get<Icd10SearchResponse>(`/icd10?${new URLSearchParams({ search })}`, {
          signal,
        })
      ).codes,
    staleTime: Infinity,
  });

function useSaved(patientId: string) {
  const queryClient = useQueryClient();
  return (diagnosis: Diagnosis) => {
    queryClient.setQueryData(diagnosisQuery(patientId, diagnosis.id).queryKey, diagnosis);
    // Not awaited: the record page refreshes in the background while the diagnosis opens.
    void queryClient.invalidateQueries({ queryKey: patientKeys.record(patientId) });
  };
}

export function useCreateDiagnosis(patientId: string) {
  const saved = useSaved(patientId);
  return useMutation({
    mutationFn: async (input: DiagnosisInput) =>
      (await http.post<DiagnosisResponse>(`/patients/${patientId}/diagnoses`, input)).diagnosis,
    onSuccess: saved,
  });
}

export function useUpdateDiagnosis(patientId: string, diagnosisId: string) {
  const saved = useSaved(patientId);
  return useMutation({
    mutationFn: async (input: DiagnosisInput) =>
      (await http.put<DiagnosisResponse>(`/patients/${patientId}/diagnoses/${diagnosisId}`, input))
        .diagnosis,
    onSuccess: saved,
  });
}
