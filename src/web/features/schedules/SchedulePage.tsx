import { Alert, Anchor, Group, Skeleton, Stack } from '@mantine/core';
import { IconArrowLeft, IconLock } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link, useLoaderData } from 'react-router';
import { can } from '../../../domain/permissions.js';
import { useSignedInUser } from '../../components/dashboard/use-signed-in-user';
import { LoadError } from '../../components/feedback/LoadError';
import { PageHeader } from '../../components/page/PageHeader';
import { useClinicFormat } from '../../lib/clinic-format';
import { useClinicSettings } from '../../lib/queries/clinic-settings';
import { useTeamMembers } from '../../lib/queries/team-members';
import { errorMessage } from '../../lib/server-errors';
import { ExtraShiftsCard } from './ExtraShiftsCard';
import { LeaveCard } from './LeaveCard';
import type { scheduleLoader } from './loaders';
import { locationsQuery } from '../../lib/queries/locations';
import { scheduleQuery } from './schedule-api';
import { WeeklyScheduleCard } from './WeeklyScheduleCard';

const TEAM = '/dashboard/settings/team-management';

/** Today in the clinic's time zone, 'YYYY-MM-DD': where new weekly spans start. */
function localToday(timeZone: string | undefined): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
}

function ScheduleSkeleton() {
  return (
    <Stack gap="md" aria-label="Loading the schedule" aria-busy>
      <Skeleton height={220} radius="md" />
      <Skeleton height={120} radius="md" />
    </Stack>
  );
}

/**
 * /dashboard/settings/team-management/{userId}/schedule: a member's weekly hours per location,
 * breaks, leave and extra shifts. Read-only unless the API says the viewer may change it.
 */
export function SchedulePage() {
  const { userId } = useLoaderData<typeof scheduleLoader>();
  const currentUser = useSignedInUser();
  const own = currentUser?.user.id === userId;
  const schedule = useQuery(scheduleQuery(userId));
  const locations = useQuery(locationsQuery);
  const team = useTeamMembers();
  const settings = useClinicSettings();
  const format = useClinicFormat();

  const member = team.data?.find((candidate) => candidate.userId === userId);
  const name = member ? `${member.name} ${member.lastName}`.trim() : null;
  const locationOptions = useMemo(
    () =>
      (locations.data ?? [])
        .filter((location) => location.active)
        .map((location) => ({ value: location.id, label: location.name })),
    [locations.data],
  );
  const locationName = (id: string) =>
    locations.data?.find((location) => location.id === id)?.name ?? 'Unknown location';
  const formatDate = (day: string) => format.date(day);

  const back = can(currentUser?.membership?.role, 'team.read') && (
    <Anchor component={Link} to={TEAM} size="sm">
      <Group gap="xs" component="span">
        <IconArrowLeft size={16} aria-hidden />
        Back to the team
      </Group>
    </Anchor>
  );
  const header = (
    <PageHeader
      title={own ? 'My schedule' : 'Schedule'}
      description={
        own
          ? 'Your weekly hours, breaks, leave and extra shifts.'
          : (name ?? 'Weekly hours, breaks, leave and extra shifts.')
      }
    />
  );

  let content;
  if (schedule.isPending || locations.isPending) content = <ScheduleSkeleton />;
  else if (schedule.isError || locations.isError) {
    const failed = schedule.isError ? schedule : locations;
    content = (
      <LoadError
        title="We couldn't load this schedule."
        message={errorMessage(failed.error)}
        onRetry={() => {
          void schedule.refetch();
          void locations.refetch();
        }}
      />
    );
  } else {
    const data = schedule.data;
    content = (
      <Stack gap="lg">
        {!data.canEdit && (
          <Alert color="gray" variant="light" icon={<IconLock aria-hidden />} title="Read-only">
            {own
              ? 'Your clinic lets owners and administrators change schedules. Ask one of them if your hours change.'
              : 'Only owners and administrators change schedules.'}
          </Alert>
        )}
        <WeeklyScheduleCard
          key={`${data.practitionerId}-${String(data.canEdit)}`}
          userId={userId}
          schedule={data}
          locations={locationOptions}
          locationName={locationName}
          today={localToday(settings.data?.timeZone)}
        />
        <LeaveCard
          userId={userId}
          leave={data.leave}
          canEdit={data.canEdit}
          formatDate={formatDate}
        />
        <ExtraShiftsCard
          userId={userId}
          extraShifts={data.extraShifts}
          canEdit={data.canEdit}
          locations={locationOptions}
          locationName={locationName}
          formatDate={formatDate}
        />
      </Stack>
    );
  }

  return (
    <Stack gap="lg" maw={960}>
      {back}
      {header}
      {content}
    </Stack>
  );
}
