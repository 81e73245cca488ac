import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  offersResponseSchema,
  WishStatus,
  wishesResponseSchema,
  wishInputSchema,
  wishResponseSchema,
} from '../../../domain/waitlist.js';
import { http } from '../../lib/http';

type WishesResponse = z.infer<typeof wishesResponseSchema>;
type WishResponse = z.infer<typeof wishResponseSchema>;
type OffersResponse = z.infer<typeof offersResponseSchema>;
export type NewWish = z.output<typeof wishInputSchema>;

/** Every waitlist query starts with this key: a change refreshes wishes and offers together. */
const waitlistKey = ['waitlist'] as const;

/** GET /waitlist?status=: the clinic's wishes of one status. */
export const wishesQuery = (status: WishStatus) =>
  queryOptions({
    queryKey: [...waitlistKey, 'wishes', status] as const,
    queryFn: async ({ signal }) =>
      (await http.get<WishesResponse>(`/waitlist?status=${status}`, { signal })).wishes,
  });

/** GET /waitlist/offers: each freed time, whom it was offered to and what came of it. */
export const offersQuery = () =>
  queryOptions({
    queryKey: [...waitlistKey, 'offers'] as const,
    queryFn: async ({ signal }) =>
      (await http.get<OffersResponse>('/waitlist/offers', { signal })).offers,
  });

function useRefreshWaitlist() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: waitlistKey });
}

/** POST /waitlist: a wish for a patient. */
export const useAddWish = () => {
  const refresh = useRefreshWaitlist();
  return useMutation({
    mutationFn: async (input: NewWish) => (await http.post<WishResponse>('/waitlist', input)).wish,
    onSuccess: refresh,
  });
};

/** DELETE /waitlist/{id}: the wish is removed (its offers' history stays). */
export const useRemoveWish = () => {
  const refresh = useRefreshWaitlist();
  return useMutation({
    mutationFn: (id: string) => http.delete<void>(`/waitlist/${encodeURIComponent(id)}`),
    onSuccess: refresh,
  });
};
