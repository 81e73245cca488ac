import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CreatePackageInput,
  PackageListResponse,
  PatientPackageListResponse,
  SellPackageResponse,
  UpdatePackageInput,
} from '../../../domain/packages.js';
import { http } from '../http';
import { useRefreshBilling } from './invoices';
import { queryKeys } from './query-keys';

/** The clinic's prepaid packages, active ones first (GET /packages). */
export const packagesQuery = queryOptions({
  queryKey: queryKeys.packages,
  queryFn: async ({ signal }) =>
    (await http.get<PackageListResponse>('/packages', { signal })).packages,
});

/** What a patient bought, with the sessions left (GET /patients/{id}/packages). */
export const patientPackagesQuery = (patientId: string) =>
  queryOptions({
    queryKey: queryKeys.patientPackages(patientId),
    queryFn: async ({ signal }) =>
      (
        await http.get<PatientPackageListResponse>(`/patients/${patientId}/packages`, {
          signal,
        })
      ).packages,
  });

function useRefreshPackages() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.packages });
}

export function useCreatePackage() {
  const refresh = useRefreshPackages();
  return useMutation({
    mutationFn: (input: CreatePackageInput) => http.post('/packages', input),
    onSuccess: () => refresh(),
  });
}

export function useUpdatePackage() {
  const refresh = useRefreshPackages();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: UpdatePackageInput }) =>
      http.patch(`/packages/${id}`, changes),
    onSuccess: () => refresh(),
  });
}

/** Sells a package to a patient: a new package and a new draft invoice. */
export function useSellPackage(patientId: string) {
  const refreshPackages = useRefreshPackages();
  const refreshBilling = useRefreshBilling();
  return useMutation({
    mutationFn: (packageId: string) =>
      http.post<SellPackageResponse>(`/patients/${patientId}/packages`, { packageId }),
    onSuccess: () => Promise.all([refreshPackages(), refreshBilling()]),
  });
}
