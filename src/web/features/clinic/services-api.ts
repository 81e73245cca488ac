import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LocationListResponse } from '../../../domain/locations.js';
import type {
  CreateServiceInput,
  ServiceResponse,
  UpdateServiceInput,
} from '../../../domain/services.js';
import { http } from '../../lib/http';
import { queryKeys } from '../../lib/queries/query-keys';

/**
 * The clinic's locations, inactive ones included, for naming where a service is offered. Its key
 * sits under ['locations'], so a change to the locations refreshes it too.
 */
export const serviceLocationsQuery = queryOptions({
  queryKey: ['locations', 'service-offerings'] as const,
  queryFn: async ({ signal }) =>
    (await http.get<LocationListResponse>('/locations', { signal })).locations,
});

export function useServiceLocations() {
  return useQuery(serviceLocationsQuery);
}

function useRefreshServices() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.services });
}

export function useCreateService() {
  const refresh = useRefreshServices();
  return useMutation({
    mutationFn: (input: CreateServiceInput) => http.post<ServiceResponse>('/services', input),
    onSuccess: () => refresh(),
  });
}

export function useUpdateService() {
  const refresh = useRefreshServices();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: UpdateServiceInput }) =>
      http.patch<ServiceResponse>(`/services/${id}`, changes),
    onSuccess: () => refresh(),
  });
}
