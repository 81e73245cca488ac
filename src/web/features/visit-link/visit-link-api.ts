import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { LinkedVisitResponse } from '../../../domain/visit-links.js';
import { http } from '../../lib/http';

const linkPath = (token: string) => `/public/visit-links/${encodeURIComponent(token)}`;

/** GET /public/visit-links/{token}: the visit a mailed Confirm/Cancel link is for. */
export const linkedVisitQuery = (token: string) =>
  queryOptions({
    queryKey: ['visit-link', token] as const,
    queryFn: async ({ signal }) =>
      (await http.get<LinkedVisitResponse>(linkPath(token), { signal })).visit,
    // A refused link answers at once; asking again would not change it.
    retry: false,
  });

/** POST /public/visit-links/{token}/confirm or /cancel: once per link. */
export const useAnswerVisit = (token: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (answer: 'confirm' | 'cancel') =>
      (await http.post<LinkedVisitResponse>(`${linkPath(token)}/${answer}`)).visit,
    onSuccess: (visit) => queryClient.setQueryData(linkedVisitQuery(token).queryKey, visit),
  });
};
