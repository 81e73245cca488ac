import { Alert, Button, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router';
import type { InvitationPreview } from '../../../domain/auth.js';
import { PendingMessage } from '../../components/page/PendingMessage';
import { notifyError } from '../../components/toasts/notify';
import { currentUserQuery } from '../../lib/current-user';
import { useLogout } from '../../lib/logout';
import { errorMessage } from '../../lib/server-errors';
import { useAcceptInvitation } from './api';
import { useCompleteSignIn } from './use-complete-sign-in';

interface InvitationExistingAccountProps {
  token: string;
  invitation: InvitationPreview;
}

/** These buttons carry an email address or clinic name: let a long one wrap on a phone. */
const wrappingLabel = {
  py: 'xs',
  styles: {
    root: { height: 'auto', minHeight: 'var(--button-height)' },
    label: { whiteSpace: 'normal', lineHeight: 1.4 },
  },
} as const;

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The invited address already has an account: its owner joins while signed in as that address,
 * so a visitor (or someone signed in as another user) is sent to log in first and comes back.
 */
export function InvitationExistingAccount({ token, invitation }: InvitationExistingAccountProps) {
  const { pathname, search } = useLocation();
  const loginPath = `/login?next=${encodeURIComponent(pathname + search)}`;
  const logout = useLogout(loginPath);
  const currentUser = useQuery(currentUserQuery);
  const accept = useAcceptInvitation();
  const completeSignIn = useCompleteSignIn();

  if (currentUser.isPending) return <PendingMessage>Checking who is signed in...</PendingMessage>;

  const signedInEmail = currentUser.data?.user.email ?? null;
  const loginButton = (
    <Button component={Link} to={loginPath} fullWidth {...wrappingLabel}>
      Log in as {invitation.email}
    </Button>
  );

  if (signedInEmail === null) {
    return (
      <Stack gap="md">
        <Text>
          {invitation.email} already has a Motio account. Log in with it, and you will come back
          here to accept the invitation.
        </Text>
        {loginButton}
      </Stack>
    );
  }

  if (!sameEmail(signedInEmail, invitation.email)) {
    return (
      <Stack gap="md">
        <Alert title="You are signed in with another account">
          You are signed in as {signedInEmail}, but this invitation is for {invitation.email}. Log
          out, then log in as {invitation.email} to accept it.
        </Alert>
        <Button variant="default" fullWidth onClick={() => void logout()}>
          Log out
        </Button>
        {loginButton}
      </Stack>
    );
  }

  const join = async () => {
    try {
      const answer = await accept.mutateAsync({ token });
      await completeSignIn(answer.msg, '/dashboard');
    } catch (error) {
      notifyError(errorMessage(error));
    }
  };

  return (
    <Stack gap="md">
      <Text>You are signed in as {signedInEmail}.</Text>
      <Button
        fullWidth
        disabled={accept.isPending || accept.isSuccess}
        onClick={() => void join()}
        {...wrappingLabel}
      >
        {accept.isPending || accept.isSuccess ? 'Submitting' : `Join ${invitation.clinicName}`}
      </Button>
    </Stack>
  );
}
