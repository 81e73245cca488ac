import { Button, Divider, Group, Stack, Text } from '@mantine/core';
import { notifySuccess, notifyError } from '../../components/toasts/notify';
import { useQuery } from '@tanstack/react-query';
import { Fragment } from 'react';
import { canAssignRole } from '../../../domain/permissions.js';
import type { ClinicRole } from '../../../domain/roles.js';
import type { TeamInvitation } from '../../../domain/team.js';
import { QueryContent } from '../../components/page/QueryContent';
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
      <QueryContent
        query={invitations}
        loadingLabel="Loading invitations"
        errorTitle="We couldn't load the invitations."
        empty={
          <Text size="sm" c="dimmed">
            No pending invitations. Invite a colleague and they will show here until they join.
          </Text>
        }
      >
        {(data) => (
          <Stack gap="sm">
            {data.map((invitation, index) => (
              <Fragment key={invitation.id}>
                {index > 0 && <Divider />}
                <InvitationRow invitation={invitation} actorRole={actorRole} />
              </Fragment>
            ))}
          </Stack>
        )}
      </QueryContent>
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
