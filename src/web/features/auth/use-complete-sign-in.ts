import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { notifySuccess } from '../../components/toasts/notify';
import { identify } from '../../lib/analytics/analytics';
import { currentUserQuery } from '../../lib/current-user';
import { refreshCurrentUser } from './api';

/**
 * The last step of every way in (password, two-factor code, accepted invitation): say so,
 * learn who is now signed in, then open `to`.
 */
export function useCompleteSignIn(): (message: string, to: string) => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    async (message, to) => {
      notifySuccess(message);
      await refreshCurrentUser(queryClient);
      const user = queryClient.getQueryData(currentUserQuery.queryKey);
      if (user) identify(user.user.id);
      await navigate(to);
    },
    [queryClient, navigate],
  );
}
