import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { publicOfferResponseSchema } from '../../../domain/waitlist.js';
import { http } from '../../lib/http';

type PublicOfferResponse = z.infer<typeof publicOfferResponseSchema>;

const offerPath = (token: string) => `/public/waitlist-offers/${encodeURIComponent(token)}`;

/** GET /public/waitlist-offers/{token}: the mailed offer, as its recipient sees it. */
export const publicOfferQuery = (token: string) =>
  queryOptions({
    queryKey: ['waitlist-offer', token] as const,
    queryFn: async ({ signal }) =>
      (await http.get<PublicOfferResponse>(offerPath(token), { signal })).offer,
    // A refused link answers at once; asking again would not change it.
    retry: false,
  });

/** POST /public/waitlist-offers/{token}/accept: the visit is the patient's if nobody was faster. */
export const useAcceptOffer = (token: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (await http.post<PublicOfferResponse>(`${offerPath(token)}/accept`)).offer,
    onSuccess: (offer) => queryClient.setQueryData(publicOfferQuery(token).queryKey, offer),
  });
};
