import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import type { Portal } from '../../../domain/portal.js';
import { LoadError } from '../../components/feedback/LoadError';
import { PendingMessage } from '../../components/page/PendingMessage';
import { serverMessage } from '../../lib/server-errors';
import { visitorZoneNote } from '../../lib/visitor-zone';
import { portalAppointmentsQuery, useSignOut } from './api';
import { isSessionEnded, SESSION_ENDED_NOTE } from './portal-errors';
import { useSessionEnded } from './use-session-ended';
import { visitFormat } from './portal-time';
import { PastVisits } from './PastVisits';
import { UpcomingVisit } from './UpcomingVisit';

interface VisitsViewProps {
  portal: Portal;
  /** The session is over: the page shows the sign-in form, with `note` when it was not asked for. */
  onSessionEnded: (note: string | null) => void;
}

/** The signed-in patient's visits: upcoming ones to cancel or move, and past ones. */
export function VisitsView({ portal, onSessionEnded }: VisitsViewProps) {
  const { patient, clinic } = portal;
  const visits = useQuery(portalAppointmentsQuery());
  const signOut = useSignOut();
  const format = useMemo(() => visitFormat(clinic), [clinic]);
  const [signOutFailed, setSignOutFailed] = useState(false);
  const bookPath = `/book/${encodeURIComponent(clinic.slug)}`;
  const [openedAt] = useState(() => new Date());
  // Said once, for the clocks of the next visit (or of today).
  const nextStart = visits.data?.upcoming[0]?.start;
  const zoneNote = visitorZoneNote(clinic.timeZone, nextStart ? new Date(nextStart) : openedAt);

  const leave = () => {
    setSignOutFailed(false);
    signOut.mutate(undefined, {
      onSuccess: () => onSessionEnded(null),
      onError: (error) => (isSessionEnded(error) ? onSessionEnded(null) : setSignOutFailed(true)),
    });
  };

  if (useSessionEnded(visits.error, onSessionEnded)) return null;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Title order={2} size="h3">
          Hello, {patient.firstName}
        </Title>
        <Button
          variant="subtle"
          leftSection={<IconLogout size={16} aria-hidden />}
          loading={signOut.isPending}
          onClick={leave}
        >
          Sign out
        </Button>
      </Group>
      {signOutFailed && (
        <Text c="red" role="alert">
          Signing out did not work. Please try again.
        </Text>
      )}
      {zoneNote && (
        <Text size="sm" c="dimmed">
          {zoneNote}
        </Text>
      )}
      <Stack gap="sm" component="section" aria-labelledby="upcoming-visits">
        <Title order={3} size="h4" id="upcoming-visits">
          Upcoming visits
        </Title>
        {visits.isPending ? (
          <PendingMessage>Loading your visits…</PendingMessage>
        ) : visits.isError ? (
          <LoadError
            title="Your visits did not load"
            message={serverMessage(visits.error)}
            onRetry={() => void visits.refetch()}
          />
        ) : visits.data.upcoming.length === 0 ? (
          <Text>You have no upcoming visits.</Text>
        ) : (
          <Stack gap="sm">
            {visits.data.upcoming.map((visit) => (
              <UpcomingVisit
                key={visit.id}
                visit={visit}
                clinic={clinic}
                format={format}
                onSessionEnded={() => onSessionEnded(SESSION_ENDED_NOTE)}
              />
            ))}
          </Stack>
        )}
        <div>
          <Button component={Link} to={bookPath} variant="light">
            Book another visit
          </Button>
        </div>
      </Stack>
      {visits.isSuccess && <PastVisits visits={visits.data.past} format={format} />}
      <Text size="sm" c="dimmed">
        Questions about a visit? Call the clinic at{' '}
        <Anchor href={`tel:${clinic.phone.replace(/[^+0-9]/g, '')}`}>{clinic.phone}</Anchor>.
      </Text>
    </Stack>
  );
}
