import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PatientResponse } from '../../../../domain/patients.js';
import { http } from '../../../lib/http';
import { patientKeys } from '../patient-api';

/** Marks a patient booked online as checked for a duplicate (POST /patients/{id}/review). */
export function useMarkReviewed(patientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (await http.post<PatientResponse>(`/patients/${patientId}/review`)).patient,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: patientKeys.record(patientId) }),
        queryClient.invalidateQueries({ queryKey: patientKeys.lists }),
      ]),
  });
}
