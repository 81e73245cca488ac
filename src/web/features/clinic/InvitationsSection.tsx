import { Button, Divider, Group, Skeleton, Stack, Text } from '@mantine/core';
import { notifySuccess, notifyError } from '../../components/toasts/notify';
import { useQuery } from '@tanstack/react-query';
import { Fragment } from 'react';
import { canAssignRole } from '../../../domain/permissions.js';
import type { ClinicRole } from '../../../domain/roles.js';
import type { TeamInvitation } from '../../../domain/team.js';
import { LoadError } from '../../components/feedback/LoadError';
import { SectionCard } from '../../components/page/SectionCard';
import { formatDateTime, formatRelativeTime } from '../../lib/relative-time';
import { errorMessage } from '../../lib/server-errors';
import { InvitationExpiryBadge, RoleBadge } from './MemberBadges';
import { teamInvitationsQuery, useCancelInvitation, useResendInvitation } from './team-api';

/** Open invitations with resend and cancel (team.manage only). */
export function InvitationsSection({ actorRole }: { actorRole: ClinicRole }) {
  const invitations = useQuery(teamInvitationsQuery);

  return (
    <SectionCard
      title="Pending invitations"
      description="People who have been invited but have not joined yet."
    >
      {invitations.isPending ? (
        <Stack gap="md" aria-label="Loading invitations" aria-busy>
          {[0, 1].map((row) => (
            <Stack key={row} gap="xs">
              <Skeleton height={16} width="45%" />
              <Skeleton height={12} width="30%" />
            </Stack>
          ))}
        </Stack>
      ) : invitations.isError ? (
        <LoadError
          title="We couldn't load the invitations."
          message={errorMessage(invitations.error)}
          onRetry={() => void invitations.refetch()}
        />
      ) : invitations.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          No pending invitations. Invite a colleague and they will show here until they join.
        </Text>
      ) : (
        <Stack gap="sm">
          {invitations.data.map((invitation, index) => (
            <Fragment key={invitation.id}>
              {index > 0 && <Divider />}
              <InvitationRow invitation={invitation} actorRole={actorRole} />
            </Fragment>
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}

function InvitationRow({
  invitation,
  actorRole,
}: {
  invitation: TeamInvitation;
  actorRole: ClinicRole;
}) {
  const resend = useResendInvitation();
  const cancel = useCancelInvitation();
  const allowed = canAssignRole(actorRole, null, invitation.role);
  const { email } = invitation;

  const onResend = () =>
    resend.mutate(invitation.id, {
      onSuccess: () => notifySuccess(`New invitation sent to ${email}`),
      onError: (error) => notifyError(errorMessage(error)),
    });
  const onCancel = () =>
    cancel.mutate(invitation.id, {
      onSuccess: () => notifySuccess(`Invitation to ${email} cancelled`),
      onError: (error) => notifyError(errorMessage(error)),
    });

  return (
    <Group justify="space-between" gap="sm" wrap="wrap" align="center">
      <Stack gap="xs" miw={0}>
        <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
          {email}
        </Text>
        <Group gap="xs">
          <RoleBadge role={invitation.role} />
          <InvitationExpiryBadge invitation={invitation} />
        </Group>
        <Text size="xs" c="dimmed">
          Sent{' '}
          <time dateTime={invitation.createdAt} title={formatDateTime(invitation.createdAt)}>
            {formatRelativeTime(invitation.createdAt)}
          </time>
          {invitation.invitedByName && ` by ${invitation.invitedByName}`}
          {invitation.title && ` · ${invitation.title}`}
        </Text>
        {!allowed && (
          <Text size="xs" c="dimmed">
            Only an owner can change an invitation for an owner.
          </Text>
        )}
      </Stack>
      <Group gap="xs">
        <Button
          variant="default"
          size="xs"
          disabled={!allowed || cancel.isPending}
          loading={resend.isPending}
          onClick={onResend}
          aria-label={`Resend invitation to ${email}`}
        >
          Resend
        </Button>
        <Button
          variant="subtle"
          color="red"
          size="xs"
          disabled={!allowed || resend.isPending}
          loading={cancel.isPending}
          onClick={onCancel}
          aria-label={`Cancel invitation to ${email}`}
        >
          Cancel
        </Button>
      </Group>
    </Group>
  );
}
