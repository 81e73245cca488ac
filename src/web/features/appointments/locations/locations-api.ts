import { queryOptions } from '@tanstack/react-query';
import type { LocationListResponse } from '../../../../domain/locations.js';
import { http } from '../../../lib/http';

/**
 * The clinic's locations (GET /locations), under the key Settings → Locations refreshes. The
 * calendar and the booking form offer a choice only when more than one is active.
 */
export const locationsQuery = queryOptions({
  queryKey: ['locations'] as const,
  queryFn: async ({ signal }) =>
    (await http.get<LocationListResponse>('/locations', { signal })).locations,
});
