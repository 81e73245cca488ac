import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  intakeFormResponseSchema,
  intakeFormsResponseSchema,
} from '../../../domain/intake-forms.js';
import { http } from '../http';
import { queryKeys } from './query-keys';

type IntakeFormsResponse = z.infer<typeof intakeFormsResponseSchema>;
type IntakeFormResponse = z.infer<typeof intakeFormResponseSchema>;

/** The clinic's intake forms (GET /intake-forms): Settings lists them, a patient's record sends one. */
export const intakeFormsQuery = queryOptions({
  queryKey: queryKeys.intakeForms,
  queryFn: async ({ signal }) =>
    (await http.get<IntakeFormsResponse>('/intake-forms', { signal })).intakeForms,
});

/** One intake form, for the builder (GET /intake-forms/{id}). */
export const intakeFormQuery = (id: string) =>
  queryOptions({
    queryKey: [...queryKeys.intakeForms, id] as const,
    queryFn: async ({ signal }) =>
      (await http.get<IntakeFormResponse>(`/intake-forms/${encodeURIComponent(id)}`, { signal }))
        .intakeForm,
  });
