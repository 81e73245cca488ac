import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { resetAnalytics } from './analytics/analytics';
import { currentUserQuery } from './current-user';
import { http } from './http';

/**
 * Ends the session, forgets every cached record and goes to /login (or `redirectTo`, e.g. a
 * login link that brings the user back). The local clean-up happens even when the server call
 * fails: the user asked to leave, and a stale session is harmless.
 */
export function useLogout(redirectTo = '/login'): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await http.post('/auth/logout');
    } catch (error) {
      console.warn('Sign-out request failed; clearing the local session anyway.', error);
    } finally {
      resetAnalytics();
      queryClient.clear();
      queryClient.setQueryData(currentUserQuery.queryKey, null);
      await navigate(redirectTo);
    }
  }, [queryClient, navigate, redirectTo]);
}
