import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CalendarFeedCreated, CalendarFeedStatus } from '../../../domain/scheduling.js';
import { http } from '../../lib/http';

export const calendarFeedQuery = queryOptions({
  queryKey: ['calendar-feed'] as const,
  queryFn: ({ signal }) => http.get<CalendarFeedStatus>('/calendar-feed', { signal }),
});

/** A new secret address (shown once: the server keeps only its hash). */
export function useCreateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => http.post<CalendarFeedCreated>('/calendar-feed'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarFeedQuery.queryKey }),
  });
}

export function useRevokeCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => http.delete<null>('/calendar-feed'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarFeedQuery.queryKey }),
  });
}
