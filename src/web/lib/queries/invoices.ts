import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type {
  ApplyCreditInput,
  CreateCreditNoteInput,
  CreateInvoiceInput,
  CreatePaymentInput,
  InvoiceList,
  InvoicePaymentResponse,
  InvoiceResponse,
  IssuedInvoiceResponse,
  InvoiceStatus,
  PaymentList,
  PatientBalance,
  PaymentResponse,
  CreatedPaymentResponse,
  RecordInvoicePaymentInput,
  RefundInput,
  UpdateInvoiceInput,
  VoidInvoiceInput,
} from '../../../domain/invoices.js';
import { http } from '../http';
import { queryKeys } from './query-keys';

/** What an invoice list asks for: a patient's, or the clinic's filtered and searched. */
export interface InvoiceListFilter {
  patientId?: string;
  status?: InvoiceStatus | 'open';
  search?: string;
  page?: number;
  limit?: number;
}

export const invoiceListQuery = (filter: InvoiceListFilter) =>
  queryOptions({
    queryKey: [...queryKeys.invoiceLists, filter] as const,
    queryFn: ({ signal }) => {
      const query = new URLSearchParams();
      if (filter.patientId) query.set('patientId', filter.patientId);
      if (filter.status) query.set('status', filter.status);
      if (filter.search) query.set('search', filter.search);
      query.set('page', String(filter.page ?? 1));
      query.set('limit', String(filter.limit ?? 25));
      return http.get<InvoiceList>(`/invoices?${query}`, { signal });
    },
    placeholderData: keepPreviousData,
  });

export const invoiceQuery = (invoiceId: string) =>
  queryOptions({
    queryKey: queryKeys.invoice(invoiceId),
    queryFn: async ({ signal }) =>
      (await http.get<InvoiceResponse>(`/invoices/${invoiceId}`, { signal })).invoice,
  });

export const patientPaymentsQuery = (patientId: string) =>
  queryOptions({
    queryKey: [...queryKeys.payments, { patientId }] as const,
    queryFn: async ({ signal }) =>
      (await http.get<PaymentList>(`/payments?patientId=${patientId}`, { signal })).payments,
  });

export const patientBalanceQuery = (patientId: string) =>
  queryOptions({
    queryKey: queryKeys.patientBalance(patientId),
    queryFn: async ({ signal }) =>
      (
        await http.get<{ balance: PatientBalance }>(`/patients/${patientId}/balance`, {
          signal,
        })
      ).balance,
  });

export function usePatientBalance(patientId: string | null, enabled = true) {
  return useQuery({
    ...patientBalanceQuery(patientId ?? ''),
    enabled: enabled && patientId !== null,
  });
}

export const invoicePdfUrl = (invoiceId: string) => `/api/v1/invoices/${invoiceId}/pdf`;
export const paymentReceiptUrl = (paymentId: string) => `/api/v1/payments/${paymentId}/receipt`;

/** Money moved or an invoice changed: every list, invoice, payment and balance may show it. */
export function useRefreshBilling() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.invoices }),
      queryClient.invalidateQueries({ queryKey: queryKeys.payments }),
      queryClient.invalidateQueries({ queryKey: queryKeys.patientBalances }),
      queryClient.invalidateQueries({ queryKey: queryKeys.billingReports }),
    ]);
}

/** A change answering the invoice: it goes into the cache at once, the rest is refreshed. */
function useInvoiceMutation<Input, Response extends InvoiceResponse = InvoiceResponse>(
  request: (input: Input) => Promise<Response>,
) {
  const queryClient = useQueryClient();
  const refresh = useRefreshBilling();
  return useMutation({
    mutationFn: request,
    onSuccess: ({ invoice }) => {
      queryClient.setQueryData(queryKeys.invoice(invoice.id), invoice);
      return refresh();
    },
  });
}

export const useCreateInvoice = () =>
  useInvoiceMutation((input: CreateInvoiceInput) => http.post<InvoiceResponse>('/invoices', input));

export const useUpdateInvoice = () =>
  useInvoiceMutation(({ id, changes }: { id: string; changes: UpdateInvoiceInput }) =>
    http.patch<InvoiceResponse>(`/invoices/${id}`, changes),
  );

export const useIssueInvoice = () =>
  useInvoiceMutation(({ id, send }: { id: string; send: boolean }) =>
    http.post<IssuedInvoiceResponse>(`/invoices/${id}/issue`, { send }),
  );

export const useSendInvoice = () =>
  useInvoiceMutation((id: string) => http.post<InvoiceResponse>(`/invoices/${id}/send`, {}));

export const useVoidInvoice = () =>
  useInvoiceMutation(({ id, input }: { id: string; input: VoidInvoiceInput }) =>
    http.post<InvoiceResponse>(`/invoices/${id}/void`, input),
  );

/** Answers the credit note (the credited invoice is refreshed). */
export const useCreateCreditNote = () =>
  useInvoiceMutation(({ id, input }: { id: string; input: CreateCreditNoteInput }) =>
    http.post<InvoiceResponse>(`/invoices/${id}/credit-notes`, input),
  );

export const useRecordInvoicePayment = () =>
  useInvoiceMutation(({ id, input }: { id: string; input: RecordInvoicePaymentInput }) =>
    http.post<InvoicePaymentResponse>(`/invoices/${id}/payments`, input),
  );

export const useApplyCredit = () =>
  useInvoiceMutation(({ id, input }: { id: string; input: ApplyCreditInput }) =>
    http.post<InvoiceResponse>(`/invoices/${id}/apply-credit`, input),
  );

export function useDeleteInvoice() {
  const queryClient = useQueryClient();
  const refresh = useRefreshBilling();
  return useMutation({
    mutationFn: (id: string) => http.delete<null>(`/invoices/${id}`),
    onSuccess: (_answer, id) => {
      // The deleted draft must not be refetched (it would answer 404).
      queryClient.removeQueries({ queryKey: queryKeys.invoice(id) });
      return refresh();
    },
  });
}

export function useRefund() {
  const refresh = useRefreshBilling();
  return useMutation({
    mutationFn: async ({ paymentId, input }: { paymentId: string; input: RefundInput }) =>
      (await http.post<PaymentResponse>(`/payments/${paymentId}/refunds`, input)).payment,
    onSuccess: refresh,
  });
}

/** A payment over several invoices, or none: what no invoice takes is the patient's credit. */
export function useCreatePayment() {
  const refresh = useRefreshBilling();
  return useMutation({
    mutationFn: (input: CreatePaymentInput) =>
      http.post<CreatedPaymentResponse>('/payments', input),
    onSuccess: refresh,
  });
}
