import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AccountSessionsResponse,
  AvatarResponse,
  ChangeEmailInput,
  ChangePasswordInput,
  EnableTwoFactorInput,
  ProfileResponse,
  RecoveryCodes,
  TwoFactorSetup,
  UpdateProfileInput,
} from '../../../domain/account.js';
import type { MessageResponse } from '../../../domain/auth.js';
import { currentUserQuery } from '../../lib/current-user';
import { http } from '../../lib/http';

export const accountSessionsQuery = queryOptions({
  queryKey: ['account', 'sessions'] as const,
  queryFn: async ({ signal }) =>
    (await http.get<AccountSessionsResponse>('/account/sessions', { signal })).sessions,
});

/** The app unlocks or relocks (two-factor, clinic, avatar) from this one answer. */
function useRefreshCurrentUser() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: currentUserQuery.queryKey });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateProfileInput) =>
      http.patch<ProfileResponse>('/account/profile', input),
    onSuccess: ({ user }) => {
      queryClient.setQueryData(currentUserQuery.queryKey, (previous) =>
        previous ? { ...previous, user } : previous,
      );
    },
  });
}

export function useChangeEmail() {
  return useMutation({
    mutationFn: (input: ChangeEmailInput) =>
      http.post<MessageResponse>('/account/change-email', input),
  });
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ChangePasswordInput) =>
      http.post<MessageResponse>('/account/change-password', input),
    // The other sessions ended on the server.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountSessionsQuery.queryKey }),
  });
}

export function useStartTwoFactorSetup() {
  return useMutation({
    mutationFn: () => http.post<TwoFactorSetup>('/account/two-factor/setup'),
  });
}

export function useEnableTwoFactor() {
  const refreshCurrentUser = useRefreshCurrentUser();
  return useMutation({
    mutationFn: (input: EnableTwoFactorInput) =>
      http.post<RecoveryCodes>('/account/two-factor/enable', input),
    onSuccess: () => refreshCurrentUser(),
  });
}

export function useNewRecoveryCodes() {
  return useMutation({
    mutationFn: (currentPassword: string) =>
      http.post<RecoveryCodes>('/account/two-factor/recovery-codes', { currentPassword }),
  });
}

export function useDisableTwoFactor() {
  const refreshCurrentUser = useRefreshCurrentUser();
  return useMutation({
    mutationFn: (currentPassword: string) =>
      http.post<MessageResponse>('/account/two-factor/disable', { currentPassword }),
    onSuccess: () => refreshCurrentUser(),
  });
}

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string) => http.delete<void>(`/account/sessions/${sessionId}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountSessionsQuery.queryKey }),
  });
}

export function useUploadAvatar() {
  const refreshCurrentUser = useRefreshCurrentUser();
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('file', file);
      return http.post<AvatarResponse>('/account/avatar', body);
    },
    onSuccess: () => refreshCurrentUser(),
  });
}

export function useRemoveAvatar() {
  const refreshCurrentUser = useRefreshCurrentUser();
  return useMutation({
    mutationFn: () => http.delete<void>('/account/avatar'),
    onSuccess: () => refreshCurrentUser(),
  });
}
