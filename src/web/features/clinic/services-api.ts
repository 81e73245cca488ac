import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CreateServiceInput,
  ServiceResponse,
  UpdateServiceInput,
} from '../../../domain/services.js';
import { http } from '../../lib/http';
import { queryKeys } from '../../lib/queries/query-keys';

function useRefreshServices() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [queryKeys.services, queryKeys.availability].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
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
