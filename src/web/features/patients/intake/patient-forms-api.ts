import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  IntakeRecordField,
  patientFormResponseSchema,
  patientFormsResponseSchema,
} from '../../../../domain/intake-forms.js';
import type { PatientRecord } from '../../../../domain/patients.js';
import { http } from '../../../lib/http';
import { patientKeys } from '../patient-api';

type PatientFormsResponse = z.infer<typeof patientFormsResponseSchema>;
type PatientFormResponse = z.infer<typeof patientFormResponseSchema>;
type AcceptResponse = PatientFormResponse & { patient: PatientRecord };

const formsPath = (patientId: string) => `/patients/${patientId}/intake-forms`;

/** GET /patients/{id}/intake-forms: the forms sent to the patient, with their answers. */
export const patientFormsQuery = (patientId: string) =>
  queryOptions({
    queryKey: patientKeys.part(patientId, 'intake-forms'),
    queryFn: async ({ signal }) =>
      (await http.get<PatientFormsResponse>(formsPath(patientId), { signal })).patientForms,
  });

/** POST /patients/{id}/intake-forms: sends one of the clinic's forms now. */
export function useSendForm(patientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (intakeFormId: string) =>
      (await http.post<PatientFormResponse>(formsPath(patientId), { intakeFormId })).patientForm,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: patientFormsQuery(patientId).queryKey }),
  });
}

/** POST …/{formId}/accept: writes the chosen answers to the record, which then reloads. */
export function useAcceptForm(patientId: string, formId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: IntakeRecordField[]) =>
      http.post<AcceptResponse>(`${formsPath(patientId)}/${formId}/accept`, { fields }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: patientKeys.record(patientId) }),
  });
}
