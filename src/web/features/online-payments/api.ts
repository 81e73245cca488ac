import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  PayCardInput,
  PayCardResponse,
  PayCheckoutResponse,
  PayLinkResponse,
} from '../../../domain/online-payments.js';
import { http } from '../../lib/http';

const payPath = (token: string) => `/pay/${encodeURIComponent(token)}`;

/** GET /pay/{token}: what the pay link shows. */
export const payLinkQuery = (token: string) =>
  queryOptions({
    queryKey: ['pay-link', token] as const,
    queryFn: async ({ signal }) =>
      (await http.get<PayLinkResponse>(payPath(token), { signal })).payment,
  });

/** POST /pay/{token}/checkout: the provider's payment page for the whole balance. */
export const useOpenCheckout = (token: string) =>
  useMutation({
    mutationFn: () => http.post<PayCheckoutResponse>(`${payPath(token)}/checkout`),
  });

/** POST /pay/{token}/card: the local provider's test card. */
export function usePayWithCard(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (card: PayCardInput) => http.post<PayCardResponse>(`${payPath(token)}/card`, card),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['pay-link', token] }),
  });
}
