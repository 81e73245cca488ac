import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  IntakeAnswers,
  patientFormResponseSchema,
  patientFormsResponseSchema,
} from '../../../../domain/intake-forms.js';
import { http } from '../../../lib/http';
import { portalKey } from '../api';

type PatientFormResponse = z.infer<typeof patientFormResponseSchema>;
type PatientFormsResponse = z.infer<typeof patientFormsResponseSchema>;

const formsKey = [...portalKey, 'forms'] as const;
const formPath = (id: string) => `/portal/forms/${encodeURIComponent(id)}`;

/** GET /portal/forms: the forms the clinic sent the signed-in patient. */
export const portalFormsQuery = () =>
  queryOptions({
    queryKey: formsKey,
    queryFn: async ({ signal }) =>
      (await http.get<PatientFormsResponse>('/portal/forms', { signal })).patientForms,
  });

/** GET /portal/forms/{id}: one of them, to fill in. */
export const portalFormQuery = (id: string) =>
  queryOptions({
    queryKey: [...formsKey, id] as const,
    queryFn: async ({ signal }) =>
      (await http.get<PatientFormResponse>(formPath(id), { signal })).patientForm,
  });

/** POST /portal/forms/{id}: the answers; 409 ALREADY_SUBMITTED when they were sent before. */
export const useSubmitForm = (id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (answers: IntakeAnswers) =>
      (await http.post<PatientFormResponse>(formPath(id), { answers })).patientForm,
    onSuccess: (form) => {
      queryClient.setQueryData(portalFormQuery(id).queryKey, form);
      void queryClient.invalidateQueries({ queryKey: formsKey, exact: true });
    },
  });
};
