import { queryOptions, useMutation, type QueryClient } from '@tanstack/react-query';
import type {
  AcceptInvitationInput,
  InvitationPreviewResponse,
  LoginInput,
  LoginResponse,
  MessageResponse,
  RegisterInput,
  RegisterResponse,
  ResetPasswordInput,
  TwoFactorLoginInput,
} from '../../../domain/auth.js';
import { currentUserQuery } from '../../lib/current-user';
import { http } from '../../lib/http';

const withToken = (path: string, token: string) => `${path}?token=${encodeURIComponent(token)}`;

export const useRegister = () =>
  useMutation({
    mutationFn: (input: RegisterInput) => http.post<RegisterResponse>('/auth/register', input),
  });

export const useLogin = () =>
  useMutation({
    mutationFn: (input: LoginInput) => http.post<LoginResponse>('/auth/login', input),
  });

export const useTwoFactorLogin = () =>
  useMutation({
    mutationFn: (input: TwoFactorLoginInput) =>
      http.post<LoginResponse>('/auth/login/two-factor', input),
  });

export const useResendVerification = () =>
  useMutation({
    mutationFn: (email: string) =>
      http.post<MessageResponse>('/auth/resend-verification', { email }),
  });

export const useForgotPassword = () =>
  useMutation({
    mutationFn: (email: string) => http.post<MessageResponse>('/auth/forgot-password', { email }),
  });

export const useResetPassword = () =>
  useMutation({
    mutationFn: (input: ResetPasswordInput) =>
      http.post<MessageResponse>('/auth/reset-password', input),
  });

export const useAcceptInvitation = () =>
  useMutation({
    mutationFn: (input: AcceptInvitationInput) =>
      http.post<MessageResponse>('/auth/accept-invitation', input),
  });

/**
 * The verification link's token works once. A query keyed by the token (never stale, never
 * retried) runs the call a single time however often the page mounts, StrictMode included.
 * It takes no abort signal on purpose: a cancelled first call (StrictMode's unmount) would be
 * sent again on the remount and find its token already used.
 */
export const verifyEmailQuery = (token: string) =>
  queryOptions({
    queryKey: ['auth', 'verify-email', token] as const,
    queryFn: () => http.get<MessageResponse>(withToken('/api/v1/auth/verify-email', token)),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

export const invitationQuery = (token: string) =>
  queryOptions({
    queryKey: ['auth', 'invitation', token] as const,
    queryFn: async ({ signal }) =>
      (
        await http.get<InvitationPreviewResponse>(withToken('/auth/invitation', token), {
          signal,
        })
      ).invitation,
  });

/**
 * After a sign-in the cached "signed out" answer must go before the dashboard's loader reads
 * it. A failed check is left to that loader, which treats it as signed out.
 */
export async function refreshCurrentUser(queryClient: QueryClient): Promise<void> {
  try {
    await queryClient.fetchQuery({ ...currentUserQuery, staleTime: 0 });
  } catch (error) {
    console.warn('Could not refresh the signed-in user after signing in.', error);
  }
}
