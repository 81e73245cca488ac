import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ClinicSettingsResponse,
  CreateRoomInput,
  LogoResponse,
  RoomResponse,
  UpdateClinicSettingsInput,
  UpdateRoomInput,
} from '../../../domain/clinic-settings.js';
import { currentUserQuery } from '../../lib/current-user';
import { http } from '../../lib/http';
import { clinicSettingsQuery } from '../../lib/queries/clinic-settings';
import { queryKeys } from '../../lib/queries/query-keys';

function useRefreshSettings() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: clinicSettingsQuery.queryKey });
}

export function useUpdateClinicSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateClinicSettingsInput) =>
      http.put<ClinicSettingsResponse>('/clinic/settings', input),
    onSuccess: async ({ settings }) => {
      queryClient.setQueryData(clinicSettingsQuery.queryKey, settings);
      // The clinic's name shows in the top bar and the clinic switcher; services and revenue
      // carry the clinic's currency.
      await Promise.all(
        [currentUserQuery.queryKey, queryKeys.services, ['stats']].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
  });
}

export function useCreateRoom() {
  const refresh = useRefreshSettings();
  return useMutation({
    mutationFn: (input: CreateRoomInput) => http.post<RoomResponse>('/clinic/rooms', input),
    onSuccess: () => refresh(),
  });
}

export function useUpdateRoom() {
  const refresh = useRefreshSettings();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: UpdateRoomInput }) =>
      http.patch<RoomResponse>(`/clinic/rooms/${id}`, changes),
    onSuccess: () => refresh(),
  });
}

export function useUploadLogo() {
  const refresh = useRefreshSettings();
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('file', file);
      return http.put<LogoResponse>('/clinic/logo', body);
    },
    onSuccess: () => refresh(),
  });
}

export function useRemoveLogo() {
  const refresh = useRefreshSettings();
  return useMutation({
    mutationFn: () => http.delete<void>('/clinic/logo'),
    onSuccess: () => refresh(),
  });
}
