import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { intakeFormResponseSchema } from '../../../domain/intake-forms.js';
import { http } from '../../lib/http';
import { queryKeys } from '../../lib/queries/query-keys';
import type { BuilderOutput } from './builder/builder-values';

type IntakeFormResponse = z.infer<typeof intakeFormResponseSchema>;

/** POST /intake-forms (no id yet) or PUT /intake-forms/{id}: the whole form. */
export function useSaveIntakeForm(id: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: BuilderOutput) =>
      (id
        ? await http.put<IntakeFormResponse>(`/intake-forms/${encodeURIComponent(id)}`, input)
        : await http.post<IntakeFormResponse>('/intake-forms', input)
      ).intakeForm,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.intakeForms }),
  });
}

/** DELETE /intake-forms/{id}: forms already sent to patients keep their copy. */
export function useDeleteIntakeForm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => http.delete<void>(`/intake-forms/${encodeURIComponent(id)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.intakeForms }),
  });
}
