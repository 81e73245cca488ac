import { Alert, Button, Divider, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { Portal } from '../../../../domain/portal.js';
import { LoadError } from '../../../components/feedback/LoadError';
import { PendingMessage } from '../../../components/page/PendingMessage';
import { serverMessage } from '../../../lib/server-errors';
import { clinicOfferQuery } from '../api';
import { isSessionEnded, SESSION_ENDED_NOTE } from '../portal-errors';
import { useSessionEnded } from '../use-session-ended';
import { JoinWaitlistForm } from './JoinWaitlistForm';
import { PortalWishItem } from './PortalWishItem';
import { portalWishesQuery } from './waitlist-api';
import {
  forgetWaitlistRequest,
  keptWaitlistRequest,
  WAITLIST_REQUEST_PARAMS,
  waitlistRequestFromUrl,
} from './waitlist-request';

interface PortalWaitlistProps {
  portal: Portal;
  onSessionEnded: (note: string | null) => void;
}

/**
 * The portal's "Waitlist": the patient's wishes, and "Join the waitlist". Opened with the
 * booking page's choices when it sent the patient here (in the URL, or kept over sign-in).
 */
export function PortalWaitlist({ portal, onSessionEnded }: PortalWaitlistProps) {
  const { clinic } = portal;
  const [params, setParams] = useSearchParams();
  const [request] = useState(
    () => waitlistRequestFromUrl(params) ?? keptWaitlistRequest(clinic.slug),
  );
  const [joining, setJoining] = useState(request !== null);
  const [joined, setJoined] = useState(false);
  const [openedByButton, setOpenedByButton] = useState(false);
  const focusJoinButton = useRef(false);
  const wishes = useQuery(portalWishesQuery());
  const offer = useQuery({ ...clinicOfferQuery(clinic.slug), enabled: joining });
  const section = useRef<HTMLDivElement>(null);
  const day = useMemo(() => {
    const format = new Intl.DateTimeFormat(clinic.locale, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    return (date: string) => format.format(new Date(`${date}T00:00:00Z`));
  }, [clinic.locale]);

  // The request is used: forget it, and take it off the address so a reload does not reopen it.
  const hasRequestParams = params.has('waitlist');
  useEffect(() => {
    if (!request) return;
    forgetWaitlistRequest();
    section.current?.scrollIntoView?.({ block: 'start' });
  }, [request]);
  useEffect(() => {
    if (!hasRequestParams) return;
    const rest = new URLSearchParams(window.location.search);
    for (const name of WAITLIST_REQUEST_PARAMS) rest.delete(name);
    void setParams(rest, { replace: true });
  }, [hasRequestParams, setParams]);

  if (useSessionEnded(wishes.error, onSessionEnded)) return null;

  const endedWhileRemoving = (error: unknown) => {
    if (!isSessionEnded(error)) return false;
    onSessionEnded(SESSION_ENDED_NOTE);
    return true;
  };

  // The form replaces the button that opened it, and the button comes back when it closes:
  // focus follows, so it is never left on something gone.
  const closeForm = (didJoin: boolean) => {
    focusJoinButton.current = true;
    setJoining(false);
    setJoined(didJoin);
  };

  let form;
  if (!joining) {
    form = (
      <div>
        <Button
          variant="light"
          ref={(button) => {
            if (button && focusJoinButton.current) button.focus();
            focusJoinButton.current = false;
          }}
          onClick={() => {
            setJoined(false);
            setOpenedByButton(true);
            setJoining(true);
          }}
        >
          Join the waitlist
        </Button>
      </div>
    );
  } else if (offer.isPending) {
    form = <PendingMessage>Loading what the clinic offers…</PendingMessage>;
  } else if (offer.isError) {
    form = (
      <LoadError
        title="The waitlist form did not load"
        message={serverMessage(offer.error)}
        onRetry={() => void offer.refetch()}
      />
    );
  } else {
    form = (
      <JoinWaitlistForm
        offer={offer.data}
        request={request}
        onJoined={() => closeForm(true)}
        onCancel={() => closeForm(false)}
        onSessionEnded={() => onSessionEnded(SESSION_ENDED_NOTE)}
        focusFirstField={openedByButton}
      />
    );
  }

  return (
    <Stack gap="sm" component="section" aria-labelledby="portal-waitlist" mt="xl" ref={section}>
      <Divider />
      <Title order={3} size="h4" id="portal-waitlist">
        Waitlist
      </Title>
      <Text size="sm" c="dimmed">
        No time that suits? Tell the clinic when you could come. When such a time frees up, you get
        an email: the first to accept gets it.
      </Text>
      {joined && (
        <Alert variant="light" color="teal" role="status">
          You are on the waitlist. We will email you when a time that suits you frees up.
        </Alert>
      )}
      {wishes.isPending ? (
        <PendingMessage>Loading your waitlist…</PendingMessage>
      ) : wishes.isError ? (
        <LoadError
          title="Your waitlist did not load"
          message={serverMessage(wishes.error)}
          onRetry={() => void wishes.refetch()}
        />
      ) : wishes.data.length === 0 ? (
        <Text>You are not on the waitlist.</Text>
      ) : (
        <Stack
          gap="md"
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label="Your waitlist"
        >
          {wishes.data.map((wish) => (
            <PortalWishItem
              key={wish.id}
              wish={wish}
              day={day}
              onRemoveRefused={endedWhileRemoving}
            />
          ))}
        </Stack>
      )}
      {form}
    </Stack>
  );
}
