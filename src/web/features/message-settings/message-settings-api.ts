import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  MessageSettingsResponse,
  MessageSettingsView,
} from '../../../domain/message-settings.js';
import { http } from '../../lib/http';

/** Which kinds go by SMS, the quiet hours and the clinic's texts (GET /messages/settings). */
export const messageSettingsQuery = queryOptions({
  queryKey: ['messages', 'settings'] as const,
  queryFn: async ({ signal }) =>
    (await http.get<MessageSettingsResponse>('/messages/settings', { signal })).settings,
});

/** Saves the whole settings (PUT /messages/settings); a 400 names the field at fault. */
export function useUpdateMessageSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MessageSettingsView) =>
      http.put<MessageSettingsResponse>('/messages/settings', input),
    onSuccess: ({ settings }) => queryClient.setQueryData(messageSettingsQuery.queryKey, settings),
  });
}
