import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { SetupChecklistResponse } from '../../../domain/setup-checklist.js';
import { http } from '../../lib/http';

/**
 * The owner's setup checklist. Its steps tick themselves from work done on other screens
 * (settings, services, team, patients, the booking form), so it is read afresh each time the
 * dashboard opens rather than after each of those changes.
 */
export const setupChecklistQuery = queryOptions({
  queryKey: ['onboarding', 'setup-checklist'] as const,
  queryFn: async ({ signal }) =>
    (await http.get<SetupChecklistResponse>('/clinic/setup-checklist', { signal })).checklist,
  staleTime: 0,
});

/** Hides the checklist for every owner of the clinic, for good. */
export function useDismissSetupChecklist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => http.post<SetupChecklistResponse>('/clinic/setup-checklist/dismiss'),
    onSuccess: ({ checklist }) => queryClient.setQueryData(setupChecklistQuery.queryKey, checklist),
  });
}
