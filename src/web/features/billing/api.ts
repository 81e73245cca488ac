import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  BillingDebug,
  BillingOverview,
  ClientTokenResponse,
  LocalCheckoutInput,
  LocalCheckoutResponse,
  PaidRegisterInput,
  ProductsResponse,
  TransactionsResponse,
} from '../../../domain/billing.js';
import type { CheckEmailResponse, RegisterResponse } from '../../../domain/auth.js';
import { http } from '../../lib/http';

/** Logged, and the chooser shows its empty state. */
export const productsQuery = queryOptions({
  queryKey: ['billing', 'products'] as const,
  queryFn: async ({ signal }) => {
    try {
      return (await http.get<ProductsResponse>('/billing/products', { signal })).items;
    } catch (error) {
      if (!signal.aborted) console.error('Failed to load products', error);
      throw error;
    }
  },
  // The empty state offers its own "Try again"; a visitor should not wait through retries.
  retry: false,
  staleTime: 5 * 60_000,
});

/** Which payment provider and environment the browser must use; fixed for the server's life. */
export const billingDebugQuery = queryOptions({
  queryKey: ['billing', 'debug'] as const,
  queryFn: ({ signal }) => http.get<BillingDebug>('/billing/debug', { signal }),
  staleTime: Infinity,
});

/**
 * A POST with a JSON content type and nothing to say. The body is an empty object, not
 * empty: Fastify refuses a JSON content type without a body (FST_ERR_CTP_EMPTY_JSON_BODY, 400).
 */
export async function fetchClientToken(): Promise<string> {
  try {
    // A JSON content type and no body.
    const answer = await http.post<ClientTokenResponse>('/billing/client-token', undefined, {
      headers: { 'Content-Type': 'application/json' },
    });
    return answer.token;
  } catch (error) {
    console.error('Failed to get client token', error);
    throw error;
  }
}

export const checkEmailExists = async (email: string) =>
  (await http.post<CheckEmailResponse>('/auth/check-email', { email })).exists;

export const payWithLocalProvider = (input: LocalCheckoutInput) =>
  http.post<LocalCheckoutResponse>('/billing/local/checkout', input);

/** Account creation payload: registration data, the transaction id and the plan info. */
export const registerPaidAccount = (input: PaidRegisterInput) =>
  http.post<RegisterResponse>('/auth/register', input);

export const billingOverviewQuery = queryOptions({
  queryKey: ['billing', 'subscription'] as const,
  queryFn: ({ signal }) => http.get<BillingOverview>('/billing/subscription', { signal }),
});

export const transactionsQuery = queryOptions({
  queryKey: ['billing', 'transactions'] as const,
  queryFn: async ({ signal }) =>
    (await http.get<TransactionsResponse>('/billing/transactions', { signal })).items,
});

/**
 * A change to the subscription answers the new overview; the transactions list may have gained
 * a line (a plan change), so it is read again.
 */
function useSubscriptionChange<TInput>(send: (input: TInput) => Promise<BillingOverview>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async (overview) => {
      queryClient.setQueryData(billingOverviewQuery.queryKey, overview);
      await queryClient.invalidateQueries({ queryKey: transactionsQuery.queryKey });
    },
  });
}

export const useChangePlan = () =>
  useSubscriptionChange((priceId: string) =>
    http.post<BillingOverview>('/billing/subscription/change-plan', { priceId }),
  );

export const useCancelSubscription = () =>
  useSubscriptionChange(() => http.post<BillingOverview>('/billing/subscription/cancel'));

export const useResumeSubscription = () =>
  useSubscriptionChange(() => http.post<BillingOverview>('/billing/subscription/resume'));
