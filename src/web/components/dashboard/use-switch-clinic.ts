import { notifySuccess, notifyError } from '../toasts/notify';
import type { MessageResponse } from '../../../domain/auth.js';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { currentUserQuery } from '../../lib/current-user';
import { http } from '../../lib/http';
import { errorMessage } from '../../lib/server-errors';

interface ClinicChoice {
  clinicId: string;
  clinicName: string;
}

/**
 * Makes another clinic the session's active one (POST /account/active-clinic). Everything cached
 * belonged to the old clinic, so it all goes except who is signed in, which is then re-read.
 */
export function useSwitchClinic() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: ({ clinicId }: ClinicChoice) =>
      http.post<MessageResponse>('/account/active-clinic', { clinicId }),
    onSuccess: async (_answer, { clinicName }) => {
      await queryClient.cancelQueries();
      queryClient.removeQueries({
        predicate: (query) => query.queryKey[0] !== currentUserQuery.queryKey[0],
      });
      await queryClient.refetchQueries({ queryKey: currentUserQuery.queryKey });
      await navigate('/dashboard');
      notifySuccess(`Switched to ${clinicName}`);
    },
    onError: (error) => notifyError(errorMessage(error)),
  });
}
