import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CreatePatientInput,
  DuplicatePatient,
  PatientResponse,
  UpdatePatientInput,
} from '../../../domain/patients.js';
import { ApiError, http } from '../../lib/http';
import { patientKeys } from './patient-api';

export function useCreatePatient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreatePatientInput) => http.post<PatientResponse>('/patients', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: patientKeys.lists }),
  });
}

export function useUpdatePatient(patientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdatePatientInput) =>
      http.put<PatientResponse>(`/patients/${patientId}`, input),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: patientKeys.record(patientId) }),
        queryClient.invalidateQueries({ queryKey: patientKeys.lists }),
      ]),
  });
}

/** The look-alikes of a refused save (409 DUPLICATE_PATIENT), else null. */
export function duplicatesOf(error: unknown): DuplicatePatient[] | null {
  if (!(error instanceof ApiError) || error.code !== 'DUPLICATE_PATIENT') return null;
  const duplicates = error.details?.duplicates;
  return Array.isArray(duplicates) ? (duplicates as DuplicatePatient[]) : [];
}
