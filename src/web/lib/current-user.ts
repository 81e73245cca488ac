import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CurrentUser } from '../../domain/auth.js';
import { ApiError, http } from './http';

export type { CurrentUser };

/**
 * Who is signed in. A 401 means "signed out" and resolves to `null` rather than an error
 * (the sign-in status is unknown, then signed in or signed out).
 */
export const currentUserQuery = queryOptions({
  queryKey: ['current-user'] as const,
  queryFn: async ({ signal }): Promise<CurrentUser | null> => {
    try {
      return await http.get<CurrentUser>('/users/current-user', { signal });
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return null;
      throw error;
    }
  },
  staleTime: 60_000,
  // A failed check counts as signed out, so there is nothing to gain by waiting.
  retry: false,
});

export type SignInStatus = 'unknown' | 'signed-in' | 'signed-out';

/** The navigation's view of the sign-in check: any failure counts as signed out. */
export function useSignInStatus(): SignInStatus {
  const { data, isPending, isError } = useQuery(currentUserQuery);
  if (isError) return 'signed-out';
  if (isPending) return 'unknown';
  return data ? 'signed-in' : 'signed-out';
}
