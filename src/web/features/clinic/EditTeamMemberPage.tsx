import { Alert, Anchor, Group, Stack } from '@mantine/core';
import { IconArrowLeft, IconCalendarTime, IconLock } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useLoaderData } from 'react-router';
import { can } from '../../../domain/permissions.js';
import { useSignedInUser } from '../../components/dashboard/use-signed-in-user';
import { LoadError } from '../../components/feedback/LoadError';
import { PageHeader } from '../../components/page/PageHeader';
import { errorMessage } from '../../lib/server-errors';
import { EditMemberForm } from './EditMemberForm';
import type { editTeamMemberLoader } from './loaders';
import { memberName } from './member-display';
import { teamMemberQuery } from './team-api';
import { useTeamMembers } from '../../lib/queries/team-members';

const BACK = '/dashboard/settings/team-management';

/**
 * /dashboard/settings/team-management/{id}/edit: title, calendar colour, role and whether they
 * take appointments.
 */
export function EditTeamMemberPage() {
  const { memberId } = useLoaderData<typeof editTeamMemberLoader>();
  const currentUser = useSignedInUser();
  const member = useQuery(teamMemberQuery(memberId));
  const team = useTeamMembers();
  const role = currentUser?.membership?.role;

  const backLink = (
    <Anchor component={Link} to={BACK} size="sm">
      <Group gap="xs" component="span">
        <IconArrowLeft size={16} aria-hidden />
        Back to the team
      </Group>
    </Anchor>
  );

  if (!can(role, 'team.manage')) {
    return (
      <Stack gap="lg" maw={640}>
        {backLink}
        <PageHeader title="Edit team member" />
        <Alert
          color="gray"
          variant="light"
          icon={<IconLock aria-hidden />}
          title="You can't edit team members"
        >
          Only the clinic's owners and administrators change roles, titles, calendar colours and who
          takes appointments. Ask one of them if something about a colleague needs changing.
        </Alert>
      </Stack>
    );
  }

  // The loader has the member in the cache; a later refetch may still fail.
  if (!member.data) {
    return (
      <Stack gap="lg" maw={640}>
        {backLink}
        <PageHeader title="Edit team member" />
        <LoadError
          title="We couldn't load this member."
          message={member.error ? errorMessage(member.error) : undefined}
          onRetry={() => void member.refetch()}
        />
      </Stack>
    );
  }

  return (
    <Stack gap="lg" maw={640}>
      {backLink}
      <PageHeader
        title="Edit team member"
        description={`${memberName(member.data)} · ${member.data.email}`}
        actions={
          member.data.takesAppointments && (
            <Anchor
              component={Link}
              to={`/dashboard/settings/team-management/${member.data.userId}/schedule`}
              size="sm"
            >
              <Group gap="xs" component="span">
                <IconCalendarTime size={16} aria-hidden />
                Working hours and leave
              </Group>
            </Anchor>
          )
        }
      />
      <EditMemberForm
        key={member.data.id}
        member={member.data}
        team={team.data ?? null}
        actor={{ userId: currentUser?.user.id ?? '', role }}
        backTo={BACK}
      />
    </Stack>
  );
}
