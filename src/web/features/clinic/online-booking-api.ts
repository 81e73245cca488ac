import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  OnlineBookingSettings,
  OnlineBookingSettingsResponse,
} from '../../../domain/online-booking.js';
import { http } from '../../lib/http';

/** The clinic's online booking settings (GET /online-booking/settings). */
export const onlineBookingSettingsQuery = queryOptions({
  queryKey: ['online-booking', 'settings'] as const,
  queryFn: async ({ signal }) =>
    (await http.get<OnlineBookingSettingsResponse>('/online-booking/settings', { signal }))
      .settings,
});

/** Saves the whole settings (PUT /online-booking/settings); 409 SLUG_TAKEN names a used address. */
export function useUpdateOnlineBookingSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: OnlineBookingSettings) =>
      http.put<OnlineBookingSettingsResponse>('/online-booking/settings', input),
    onSuccess: ({ settings }) =>
      queryClient.setQueryData(onlineBookingSettingsQuery.queryKey, settings),
  });
}
