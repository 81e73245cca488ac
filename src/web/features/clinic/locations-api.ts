import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CreateLocationInput,
  LocationResponse,
  UpdateLocationInput,
} from '../../../domain/locations.js';
import { http } from '../../lib/http';
import { queryKeys } from '../../lib/queries/query-keys';
import { clinicSettingsQuery } from '../../lib/queries/clinic-settings';
import { locationsQuery } from '../../lib/queries/locations';

export { locationsQuery, useLocations } from '../../lib/queries/locations';

/** Locations changed: the list, and the clinic's rooms (a deleted location takes its rooms). */
function useRefreshLocations() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [locationsQuery.queryKey, clinicSettingsQuery.queryKey, queryKeys.availability].map(
        (queryKey) => queryClient.invalidateQueries({ queryKey }),
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
