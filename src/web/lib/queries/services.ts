import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ServiceListResponse } from '../../../domain/services.js';
import { http } from '../http';
import { queryKeys } from './query-keys';

/** Every service of the clinic, deactivated ones included (GET /services). */
export const servicesQuery = queryOptions({
  queryKey: queryKeys.services,
  queryFn: async ({ signal }) =>
    (await http.get<ServiceListResponse>('/services', { signal })).services,
});

export function useServices() {
  return useQuery(servicesQuery);
}
