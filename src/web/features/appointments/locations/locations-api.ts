import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Location, LocationListResponse } from '../../../../domain/locations.js';
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

const NONE: Location[] = [];

/** The active locations; none while loading or when they cannot be read (no choice is shown). */
export function useActiveLocations(): Location[] {
  const query = useQuery({ ...locationsQuery, retry: false });
  const locations = query.data;
  return useMemo(
    () => (locations ? locations.filter((location) => location.active) : NONE),
    [locations],
  );
}

/** Whether a clinic's locations are worth a choice: more than one is active. */
export const offersLocationChoice = (active: readonly Location[]) => active.length > 1;
