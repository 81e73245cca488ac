import { Alert, Anchor, Button, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router';
import { offerTokenParamsSchema, type PublicOffer } from '../../../domain/waitlist.js';
import { MailedLinkPage } from '../../components/public/MailedLinkPage';
import { ApiError } from '../../lib/http';
import { errorMessage } from '../../lib/server-errors';
import { publicOfferQuery, useAcceptOffer } from './offer-api';
import { OfferFacts } from './OfferFacts';
import { offerExpiry } from './offer-time';

/** What the page shows of an offer: its own status, or what pressing "Book this time" found. */
type OfferState = PublicOffer['status'];

/** The answers to "Book this time" that settle the offer for this patient. */
function refusedAs(error: unknown): OfferState | null {
  if (!(error instanceof ApiError)) return null;
  if (error.code === 'OFFER_TAKEN') return 'taken';
  if (error.code === 'OFFER_EXPIRED' || error.status === 410) return 'lapsed';
  return null;
}

/** /waitlist/offers/:token: a freed time mailed to a patient on the waitlist, to book. Public. */
export function WaitlistOfferPage() {
  const { token = '' } = useParams();
  const valid = offerTokenParamsSchema.safeParse({ token }).success;
  const offer = useQuery({ ...publicOfferQuery(token), enabled: valid });
  return (
    <MailedLinkPage
      title="A time from the waitlist"
      valid={valid}
      query={offer}
      texts={{
        invalid: 'This offer link is not valid',
        loading: 'Loading the offer…',
        failed: 'The offer did not load',
      }}
    >
      {(data) => <OfferAnswer token={token} offer={data} />}
    </MailedLinkPage>
  );
}

function OfferAnswer({ token, offer: read }: { token: string; offer: PublicOffer }) {
  const accept = useAcceptOffer(token);
  const offer = accept.data ?? read;
  const state = refusedAs(accept.error) ?? offer.status;
  // Once "Book this time" is answered, the new heading takes the focus.
  const heading = useRef<HTMLHeadingElement>(null);
  const answered = accept.isSuccess || refusedAs(accept.error) !== null;
  useEffect(() => {
    if (answered) heading.current?.focus();
  }, [answered, state]);
  const title = (text: string) => (
    <Title order={2} size="h3" ref={heading} tabIndex={-1} style={{ outline: 'none' }}>
      {text}
    </Title>
  );
  const portal = offer.clinicSlug && (
    <Text>
      See your visits and your place on the waitlist in{' '}
      <Anchor component={Link} to={`/portal/${encodeURIComponent(offer.clinicSlug)}`}>
        your visits
      </Anchor>
      .
    </Text>
  );

  switch (state) {
    case 'accepted':
      return (
        <Stack gap="md">
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon color="teal" size={40} radius="xl" variant="light" aria-hidden>
              <IconCircleCheck size={26} />
            </ThemeIcon>
            {title('You’re booked')}
          </Group>
          <OfferFacts offer={offer} />
          {portal}
        </Stack>
      );
    case 'taken':
      return (
        <Stack gap="md">
          {title('Someone else took this time')}
          <Text>
            You stay on the waitlist: we will email you when another time that suits you frees up.
          </Text>
          {portal}
        </Stack>
      );
    case 'lapsed':
      return (
        <Stack gap="md">
          {title('This offer has lapsed')}
          <Text>
            The time is no longer on offer. You stay on the waitlist until the last day you chose:
            we will email you when another time frees up.
          </Text>
          {portal}
        </Stack>
      );
    case 'open':
      return (
        <Stack gap="md">
          {title('A time freed up for you')}
          <OfferFacts offer={offer} />
          <Text>
            Offered to several people: the first to accept gets it. Open until {offerExpiry(offer)}.
          </Text>
          {accept.isError && (
            <Alert color="red" variant="light" role="alert">
              {errorMessage(accept.error)}
            </Alert>
          )}
          <div>
            <Button size="md" loading={accept.isPending} onClick={() => accept.mutate()}>
              Book this time
            </Button>
          </div>
        </Stack>
      );
  }
}
