import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClinicSettingsResponse } from '../../../domain/clinic-settings.js';
import { http } from '../http';
import { queryKeys } from './query-keys';

/** The signed-in member's clinic settings (GET /clinic/settings). */
export const clinicSettingsQuery = queryOptions({
  queryKey: queryKeys.clinicSettings,
  queryFn: async ({ signal }) =>
    (await http.get<ClinicSettingsResponse>('/clinic/settings', { signal })).settings,
});

export function useClinicSettings() {
  return useQuery(clinicSettingsQuery);
}
