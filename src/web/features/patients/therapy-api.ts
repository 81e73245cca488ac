import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ProgressEntryResponse,
  ProgressInput,
  TreatmentPlan,
  TreatmentPlanInput,
  TreatmentPlanResponse,
} from '../../../domain/treatment-plans.js';
import { http } from '../../lib/http';
import { patientKeys } from './patient-api';

/**
 * The treatment plan screens' API. Every key lives under `patientKeys.record(patientId)`, so a
 * change refreshes the patient's record page (plans list, timeline) as well.
 */

const plansPath = (patientId: string) => `/patients/${patientId}/treatment-plans`;

export const treatmentPlanQuery = (patientId: string, planId: string) =>
  queryOptions({
    queryKey: patientKeys.part(patientId, 'treatment-plans', planId),
    queryFn: async ({ signal }) =>
      (
        await http.get<TreatmentPlanResponse>(`${plansPath(patientId)}/${planId}`, {
          signal,
        })
      ).treatmentPlan,
  });

/** After any write: the plan as the server answered it, and the whole record refreshed. */
function useWrittenPlan(patientId: string) {
  const queryClient = useQueryClient();
  return (plan: TreatmentPlan) => {
    queryClient.setQueryData(treatmentPlanQuery(patientId, plan.id).queryKey, plan);
    return queryClient.invalidateQueries({
      queryKey: patientKeys.record(patientId),
      // The plan just written is fresh; everything else of the patient may have moved.
      predicate: (query) => query.queryKey[4] !== plan.id,
    });
  };
}

export function useCreateTreatmentPlan(patientId: string) {
  const written = useWrittenPlan(patientId);
  return useMutation({
    mutationFn: async (input: TreatmentPlanInput) =>
      (await http.post<TreatmentPlanResponse>(plansPath(patientId), input)).treatmentPlan,
    onSuccess: (plan) => written(plan),
  });
}

export function useUpdateTreatmentPlan(patientId: string, planId: string) {
  const written = useWrittenPlan(patientId);
  return useMutation({
    mutationFn: async (input: TreatmentPlanInput) =>
      (await http.put<TreatmentPlanResponse>(`${plansPath(patientId)}/${planId}`, input))
        .treatmentPlan,
    onSuccess: (plan) => written(plan),
  });
}

function useRefreshRecord(patientId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: patientKeys.record(patientId) });
}

export function useAddProgress(patientId: string, planId: string) {
  const refresh = useRefreshRecord(patientId);
  return useMutation({
    mutationFn: async (input: ProgressInput) =>
      (await http.post<ProgressEntryResponse>(`${plansPath(patientId)}/${planId}/progress`, input))
        .progressEntry,
    onSuccess: () => refresh(),
  });
}

export function useDeleteProgress(patientId: string, planId: string) {
  const refresh = useRefreshRecord(patientId);
  return useMutation({
    mutationFn: (entryId: string) =>
      http.delete<void>(`${plansPath(patientId)}/${planId}/progress/${entryId}`),
    onSuccess: () => refresh(),
  });
}
