import { Alert, Anchor, Button, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import type { InvitationPreview } from '../../../domain/auth.js';
import { roleLabels } from '../../../domain/roles.js';
import { AuthCard } from '../../components/page/AuthCard';
import { PendingMessage } from '../../components/page/PendingMessage';
import { ApiError } from '../../lib/http';
import { errorMessage } from '../../lib/server-errors';
import { invitationQuery } from './api';
import { InvitationExistingAccount } from './InvitationExistingAccount';
import { InvitationNewAccountForm } from './InvitationNewAccountForm';

const TITLE = 'Accept your invitation';

const homeLink = (
  <Text size="sm">
    <Anchor component={Link} to="/">
      Go to the home page
    </Anchor>
  </Text>
);

/** Team invitations: the accept link of the invitation email. */
export function AcceptInvitationPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  if (!token) {
    return (
      <AuthCard title={TITLE}>
        <Alert color="red" title="This invitation link is incomplete">
          Open the link from your invitation email again. If it still does not work, ask the person
          who invited you to send a new invitation.
        </Alert>
        {homeLink}
      </AuthCard>
    );
  }
  return <Invitation token={token} />;
}

function Invitation({ token }: { token: string }) {
  const invitation = useQuery(invitationQuery(token));

  if (invitation.isPending) {
    return (
      <AuthCard title={TITLE}>
        <PendingMessage>Loading your invitation...</PendingMessage>
      </AuthCard>
    );
  }
  if (invitation.isError) {
    const notFound = invitation.error instanceof ApiError && invitation.error.status === 404;
    return (
      <AuthCard title={TITLE}>
        <Alert color="red" title={notFound ? 'This invitation is no longer valid' : undefined}>
          {errorMessage(invitation.error)}
        </Alert>
        {notFound ? (
          homeLink
        ) : (
          <Button variant="default" onClick={() => void invitation.refetch()}>
            Try again
          </Button>
        )}
      </AuthCard>
    );
  }

  const preview = invitation.data;
  return (
    <AuthCard title={`Join ${preview.clinicName}`} description={<InvitationSummary {...preview} />}>
      {preview.accountExists ? (
        <InvitationExistingAccount token={token} invitation={preview} />
      ) : (
        <InvitationNewAccountForm token={token} invitation={preview} />
      )}
    </AuthCard>
  );
}

function InvitationSummary({ clinicName, role, invitedByName }: InvitationPreview) {
  const who = invitedByName ? `${invitedByName} invited you` : 'You have been invited';
  return (
    <>
      {who} to join <strong>{clinicName}</strong> on Motio as <strong>{roleLabels[role]}</strong>.
    </>
  );
}
