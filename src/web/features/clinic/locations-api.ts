import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateLocationInput,
  LocationListResponse,
  LocationResponse,
  UpdateLocationInput,
} from '../../../domain/locations.js';
import { http } from '../../lib/http';
import { clinicSettingsQuery } from '../../lib/queries/clinic-settings';

/** The clinic's locations, active ones first (GET /locations). */
export const locationsQuery = queryOptions({
  queryKey: ['locations'] as const,
  queryFn: async ({ signal }) =>
    (await http.get<LocationListResponse>('/locations', { signal })).locations,
});

export function useLocations() {
  return useQuery(locationsQuery);
}

/** Locations changed: the list, and the clinic's rooms (a deleted location takes its rooms). */
function useRefreshLocations() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [locationsQuery.queryKey, clinicSettingsQuery.queryKey].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}

export function useCreateLocation() {
  const refresh = useRefreshLocations();
  return useMutation({
    mutationFn: (input: CreateLocationInput) => http.post<LocationResponse>('/locations', input),
    onSuccess: () => refresh(),
  });
}

export function useUpdateLocation() {
  const refresh = useRefreshLocations();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: UpdateLocationInput }) =>
      http.patch<LocationResponse>(`/locations/${id}`, changes),
    onSuccess: () => refresh(),
  });
}

export function useDeleteLocation() {
  const refresh = useRefreshLocations();
  return useMutation({
    mutationFn: (id: string) => http.delete<void>(`/locations/${id}`),
    onSuccess: () => refresh(),
  });
}
