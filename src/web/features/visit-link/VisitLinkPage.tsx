import { Alert, Button, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { visitLinkParamsSchema, type LinkedVisit } from '../../../domain/visit-links.js';
import { MailedLinkPage } from '../../components/public/MailedLinkPage';
import { ApiError } from '../../lib/http';
import { errorMessage } from '../../lib/server-errors';
import { linkedVisitQuery, useAnswerVisit } from './visit-link-api';
import { clinicMomentText } from './visit-time';
import { VisitFacts } from './VisitFacts';

/** What the page shows: the open link, what the patient just did, or why the link cannot act. */
type LinkView = 'open' | 'confirmed' | 'cancelled' | 'used' | 'expired';

function viewOf(visit: LinkedVisit, error: unknown): LinkView {
  if (error instanceof ApiError && error.code === 'LINK_USED') return 'used';
  if (error instanceof ApiError && error.status === 410) return 'expired';
  if (visit.link === 'used' && visit.status === 'confirmed') return 'confirmed';
  if (visit.link === 'used' && visit.status === 'cancelled') return 'cancelled';
  if (visit.link === 'used') return 'used';
  if (visit.link === 'expired' || visit.status === 'past') return 'expired';
  return 'open';
}

/** /visits/:token: a reminder's Confirm/Cancel link. Public; the token is the credential. */
export function VisitLinkPage() {
  const { token = '' } = useParams();
  const valid = visitLinkParamsSchema.safeParse({ token }).success;
  const visit = useQuery({ ...linkedVisitQuery(token), enabled: valid });
  return (
    <MailedLinkPage
      title="Your visit"
      valid={valid}
      query={visit}
      texts={{
        invalid: 'This link is not valid',
        loading: 'Loading your visit…',
        failed: 'Your visit did not load',
      }}
    >
      {(data) => <VisitAnswer token={token} visit={data} />}
    </MailedLinkPage>
  );
}

function VisitAnswer({ token, visit: read }: { token: string; visit: LinkedVisit }) {
  const [searchParams] = useSearchParams();
  const answer = useAnswerVisit(token);
  const visit = answer.data ?? read;
  const view = viewOf(visit, answer.error);
  // The mail's Cancel button opens the page asking to be sure; nothing changes before a click.
  const [cancelling, setCancelling] = useState(searchParams.get('answer') === 'cancel');
  const heading = useRef<HTMLHeadingElement>(null);
  const settled = view !== 'open';
  useEffect(() => {
    if (settled && (answer.isSuccess || answer.isError)) heading.current?.focus();
  }, [settled, answer.isSuccess, answer.isError]);

  const title = (text: string) => (
    <Title order={2} size="h3" ref={heading} tabIndex={-1} style={{ outline: 'none' }}>
      {text}
    </Title>
  );
  const call = visit.clinicPhone
    ? `call ${visit.clinicName} at ${visit.clinicPhone}`
    : `contact ${visit.clinicName}`;

  switch (view) {
    case 'confirmed':
      return (
        <Stack gap="md">
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon color="teal" size={40} radius="xl" variant="light" aria-hidden>
              <IconCircleCheck size={26} />
            </ThemeIcon>
            {title('Your visit is confirmed')}
          </Group>
          <VisitFacts visit={visit} />
          <Text>
            Thank you: {visit.clinicName} expects you. To change it, {call}.
          </Text>
        </Stack>
      );
    case 'cancelled':
      return (
        <Stack gap="md">
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon color="gray" size={40} radius="xl" variant="light" aria-hidden>
              <IconCircleX size={26} />
            </ThemeIcon>
            {title('Your visit is cancelled')}
          </Group>
          <VisitFacts visit={visit} />
          <Text>We emailed you the cancellation. To book another time, {call}.</Text>
        </Stack>
      );
    case 'used':
      return (
        <Stack gap="md">
          {title('This link was already used')}
          <Text>
            Each link confirms or cancels a visit once.
            {visit.status === 'confirmed' && ' Your visit is confirmed.'}
            {visit.status === 'cancelled' && ' Your visit is cancelled.'} To change anything, {call}
            .
          </Text>
        </Stack>
      );
    case 'expired':
      return (
        <Stack gap="md">
          {title('This link has expired')}
          <Text>The visit has started or passed, so the link no longer works. Please {call}.</Text>
        </Stack>
      );
    case 'open':
      return (
        <Stack gap="md">
          {title(visit.status === 'cancelled' ? 'This visit is cancelled' : 'Your visit')}
          <VisitFacts visit={visit} />
          {visit.status === 'cancelled' && (
            <Text>The clinic cancelled it. To book again, {call}.</Text>
          )}
          {visit.status === 'confirmed' && <Text>Your visit is confirmed.</Text>}
          {answer.isError && (
            <Alert color="red" variant="light" role="alert">
              {errorMessage(answer.error)}
            </Alert>
          )}
          {visit.canCancel && visit.cancellableUntil && (
            <Text size="sm" c="dimmed">
              You can cancel online until {clinicMomentText(visit.cancellableUntil, visit)}.
            </Text>
          )}
          {!visit.canCancel && visit.status !== 'cancelled' && (
            <Text size="sm" c="dimmed">
              It can no longer be cancelled online ({visit.clinicName} allows it up to{' '}
              {visit.changeWindowHours} hours before). To cancel, {call}.
            </Text>
          )}
          {cancelling && visit.canCancel ? (
            <Alert color="red" variant="light" title="Cancel this visit?">
              <Stack gap="sm">
                <Text size="sm">The time goes to someone else. This cannot be undone online.</Text>
                <Group gap="sm">
                  <Button
                    color="red"
                    loading={answer.isPending && answer.variables === 'cancel'}
                    onClick={() => answer.mutate('cancel')}
                  >
                    Yes, cancel the visit
                  </Button>
                  <Button variant="default" onClick={() => setCancelling(false)}>
                    Keep it
                  </Button>
                </Group>
              </Stack>
            </Alert>
          ) : (
            <Group gap="sm">
              {visit.canConfirm && (
                <Button
                  size="md"
                  loading={answer.isPending && answer.variables === 'confirm'}
                  onClick={() => answer.mutate('confirm')}
                >
                  Confirm visit
                </Button>
              )}
              {visit.canCancel && (
                <Button size="md" variant="outline" color="red" onClick={() => setCancelling(true)}>
                  Cancel visit
                </Button>
              )}
            </Group>
          )}
        </Stack>
      );
  }
}
