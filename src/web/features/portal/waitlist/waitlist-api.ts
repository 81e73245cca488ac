import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  portalWishInputSchema,
  wishesResponseSchema,
  wishResponseSchema,
} from '../../../../domain/waitlist.js';
import { http } from '../../../lib/http';
import { portalKey } from '../api';

type WishesResponse = z.infer<typeof wishesResponseSchema>;
type WishResponse = z.infer<typeof wishResponseSchema>;
export type NewPortalWish = z.output<typeof portalWishInputSchema>;

// Under the portal's key: signing in or out clears it with the rest.
const wishesKey = [...portalKey, 'waitlist'] as const;

/** GET /portal/waitlist: the signed-in patient's own wishes. */
export const portalWishesQuery = () =>
  queryOptions({
    queryKey: wishesKey,
    queryFn: async ({ signal }) =>
      (await http.get<WishesResponse>('/portal/waitlist', { signal })).wishes,
  });

function useRefreshWishes() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: wishesKey });
}

/** POST /portal/waitlist: 409 TOO_MANY_WISHES past the most one patient may have. */
export const useJoinWaitlist = () => {
  const refresh = useRefreshWishes();
  return useMutation({
    mutationFn: async (input: NewPortalWish) =>
      (await http.post<WishResponse>('/portal/waitlist', input)).wish,
    onSuccess: refresh,
  });
};

/** DELETE /portal/waitlist/{id}. */
export const useLeaveWaitlist = () => {
  const refresh = useRefreshWishes();
  return useMutation({
    mutationFn: (id: string) => http.delete<void>(`/portal/waitlist/${encodeURIComponent(id)}`),
    onSuccess: refresh,
  });
};
