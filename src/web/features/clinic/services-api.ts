import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CreateServiceInput,
  ServiceListResponse,
  ServiceResponse,
  UpdateServiceInput,
} from '../../../domain/services.js';
import { http } from '../../lib/http';

/** Every service of the clinic, deactivated ones included (the settings list). */
export const servicesQuery = queryOptions({
  queryKey: ['services'] as const,
  queryFn: async ({ signal }) =>
    (await http.get<ServiceListResponse>('/services', { signal })).services,
});

function useRefreshServices() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['services'] });
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
