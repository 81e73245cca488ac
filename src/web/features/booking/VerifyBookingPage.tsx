import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { verifyBookingSchema } from '../../../domain/online-booking.js';
import { PendingMessage } from '../../components/page/PendingMessage';
import { errorMessage } from '../../lib/server-errors';
import { bookingOfferQuery, useVerifyBooking } from './api';
import { bookingFailure } from './booking-errors';
import { BookedConfirmation } from './BookedConfirmation';
import { BookingLayout } from './BookingLayout';
import { ClinicContact } from './ClinicContact';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** /book/:slug/verify?booking=&code=: the link in the code email confirms the booking. Public. */
export function VerifyBookingPage() {
  const { slug = '' } = useParams();
  const [params] = useSearchParams();
  const bookingId = params.get('booking') ?? '';
  const code = verifyBookingSchema.safeParse({ code: params.get('code') ?? '' });
  const complete = UUID.test(bookingId) && code.success;
  // The clinic's name, time zone and phone; the link works without them.
  const offer = useQuery(bookingOfferQuery(slug));
  const clinic = offer.data?.clinic;
  const verify = useVerifyBooking(slug);
  const sent = useRef(false);
  const { mutate } = verify;

  useEffect(() => {
    if (!complete || sent.current) return;
    sent.current = true;
    mutate({ bookingId, code: code.data.code });
  }, [complete, bookingId, code.data?.code, mutate]);

  const bookAgain = (
    <div>
      <Button component={Link} to={`/book/${encodeURIComponent(slug)}`}>
        Choose a time
      </Button>
    </div>
  );
  const contact = clinic && (
    <ClinicContact phone={clinic.phone} email={clinic.email} lead="To reach the clinic," />
  );

  let content;
  if (!complete) {
    content = (
      <Problem title="This link is incomplete">
        <Text>Open the link from your email again, or type the code on the booking page.</Text>
      </Problem>
    );
  } else if (verify.isSuccess && !offer.isPending) {
    content = (
      <BookedConfirmation booking={verify.data} clinic={clinic ?? visitorsClock()} slug={slug} />
    );
  } else if (verify.isError) {
    const failure = bookingFailure(verify.error);
    content =
      failure.kind === 'expired' ? (
        <Problem title="The time we held has run out">
          <Text>Please choose a time again. It only takes a minute.</Text>
          {bookAgain}
        </Problem>
      ) : failure.kind === 'slot-taken' ? (
        <Problem title="That time was just taken">
          <Text>Someone booked it a moment ago. Please choose another time.</Text>
          {bookAgain}
        </Problem>
      ) : failure.kind === 'wrong-code' ? (
        <Problem title="This link did not work">
          <Text>
            Its code does not match. Open the link in the latest email about this booking, or choose
            a time again.
          </Text>
          {bookAgain}
          {contact}
        </Problem>
      ) : (
        <Problem title="Your booking is not confirmed yet">
          <Alert color="red" variant="light">
            {errorMessage(verify.error)}
          </Alert>
          {contact}
        </Problem>
      );
  } else {
    content = <PendingMessage>Confirming your booking…</PendingMessage>;
  }

  return <BookingLayout clinic={clinic}>{content}</BookingLayout>;
}

/** Without the clinic's settings, the visit's time is shown on the visitor's own clock. */
const visitorsClock = () => ({
  locale: navigator.language,
  timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
  phone: '',
  email: '',
  changeWindowHours: 0,
});

function Problem({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {title}
      </Title>
      {children}
    </Stack>
  );
}
