import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LocationListResponse } from '../../../domain/locations.js';
import { http } from '../http';
import { queryKeys } from './query-keys';

/** Every location of the clinic, active ones first, then by name (GET /locations). */
export const locationsQuery = queryOptions({
  queryKey: queryKeys.locations,
  queryFn: async ({ signal }) =>
    (await http.get<LocationListResponse>('/locations', { signal })).locations,
});

export function useLocations() {
  return useQuery(locationsQuery);
}
