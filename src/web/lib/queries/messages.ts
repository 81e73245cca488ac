import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  DeliveryResponse,
  Message,
  MessageLogQuery,
  MessageLogResponse,
  MessagesResponse,
  Reply,
  TestInboxReplyInput,
  TestInboxResponse,
} from '../../../domain/messages.js';
import { http } from '../http';
import { queryKeys } from './query-keys';

/** While a message is on its way, its status is asked again every few seconds. */
const whileOnTheirWay = (query: { state: { data?: Message[] } }) =>
  query.state.data?.some(
    (message) =>
      message.status === 'queued' || (message.channel === 'sms' && message.status === 'sent'),
  )
    ? 5_000
    : false;

/** A visit's messages, oldest first (GET /appointments/{id}/messages). */
export const appointmentMessagesQuery = (appointmentId: string) =>
  queryOptions({
    refetchInterval: whileOnTheirWay,
    queryKey: queryKeys.appointmentMessages(appointmentId),
    queryFn: async ({ signal }) =>
      (
        await http.get<MessagesResponse>(`/appointments/${appointmentId}/messages`, {
          signal,
        })
      ).messages,
  });

/** Everything sent to a patient, newest first (GET /patients/{id}/messages). */
export const patientMessagesQuery = (patientId: string) =>
  queryOptions({
    refetchInterval: whileOnTheirWay,
    queryKey: queryKeys.patientMessages(patientId),
    queryFn: async ({ signal }) =>
      (await http.get<MessagesResponse>(`/patients/${patientId}/messages`, { signal })).messages,
  });

/** One page of the clinic's message log; only the filters set go into the query. */
export const messageLogQuery = (filter: MessageLogQuery) =>
  queryOptions({
    queryKey: [...queryKeys.messageLog, filter] as const,
    queryFn: ({ signal }) => {
      const query = new URLSearchParams();
      for (const name of ['channel', 'status', 'kind', 'from', 'to'] as const) {
        const value = filter[name];
        if (value) query.set(name, value);
      }
      query.set('page', String(filter.page ?? 1));
      return http.get<MessageLogResponse>(`/messages?${query}`, { signal });
    },
    placeholderData: keepPreviousData,
  });

/** Delivery per channel over the last 30 days. */
export const messageDeliveryQuery = queryOptions({
  queryKey: queryKeys.messageDelivery,
  queryFn: async ({ signal }) =>
    (await http.get<DeliveryResponse>('/messages/delivery', { signal })).delivery,
});

export type ReplyState = 'waiting' | 'handled' | 'all';

/** Texts patients sent back: waiting for staff, handled or all. */
export const messageRepliesQuery = (state: ReplyState) =>
  queryOptions({
    queryKey: queryKeys.messageReplies(state),
    queryFn: async ({ signal }) =>
      (await http.get<{ replies: Reply[] }>(`/messages/replies?state=${state}`, { signal }))
        .replies,
  });

/** Marks a reply handled: it leaves the waiting inbox at once, then the lists refresh. */
export function useMarkReplyDone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (replyId: string) =>
      (await http.post<{ reply: Reply }>(`/messages/replies/${replyId}/done`)).reply,
    onSuccess: (reply) => {
      queryClient.setQueryData<Reply[]>(queryKeys.messageReplies('waiting'), (replies) =>
        replies?.filter((candidate) => candidate.id !== reply.id),
      );
      void queryClient.invalidateQueries({ queryKey: [...queryKeys.messages, 'replies'] });
    },
  });
}

/**
 * The texts of the local SMS provider (SMS_PROVIDER=local); the server answers 404 with a real
 * provider, and the screen then shows no test inbox.
 */
export const testInboxQuery = queryOptions({
  queryKey: queryKeys.messageTestInbox,
  queryFn: async ({ signal }) =>
    (await http.get<TestInboxResponse>('/messages/test-inbox', { signal })).texts,
  retry: false,
});

/** Answers a test text as its patient would; what the reply did shows everywhere at once. */
export function useTestInboxReply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: TestInboxReplyInput) =>
      (await http.post<{ reply: Reply }>('/messages/test-inbox/reply', input)).reply,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.messages });
      void queryClient.invalidateQueries({ queryKey: ['appointments'] });
    },
  });
}
