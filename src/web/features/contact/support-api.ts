import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query';
import type {
  SupportRequestInput,
  SupportRequestList,
  SupportRequestResponse,
} from '../../../domain/feedback.js';
import { SUPPORT_REQUESTS_PAGE_SIZE } from '../../../domain/feedback.js';
import { http } from '../../lib/http';
import { queryClient } from '../../lib/query-client';

const supportRequestKeys = { all: ['support-requests'] as const };

/** GET /support-requests: the signed-in user's own requests, newest first. */
export const supportRequestsQuery = (page: number) =>
  queryOptions({
    queryKey: [...supportRequestKeys.all, page] as const,
    queryFn: ({ signal }) =>
      http.get<SupportRequestList>(
        `/support-requests?page=${page}&limit=${SUPPORT_REQUESTS_PAGE_SIZE}`,
        { signal },
      ),
    placeholderData: keepPreviousData,
  });

/** POST /support-requests; the list shows the new request at once. */
export const useSendSupportRequest = () =>
  useMutation({
    mutationFn: (input: SupportRequestInput) =>
      http.post<SupportRequestResponse>('/support-requests', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: supportRequestKeys.all }),
  });
