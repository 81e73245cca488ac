import { Anchor, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { PublicBooking, PublicBookingResult } from '../../../domain/online-booking.js';
import { BookingSummary } from './BookingSummary';
import { ClinicContact } from './ClinicContact';

interface BookedConfirmationProps {
  booking: PublicBookingResult;
  clinic: Pick<
    PublicBooking['clinic'],
    'locale' | 'timeZone' | 'phone' | 'email' | 'changeWindowHours'
  >;
  /** Where the confirmation goes, when the page knows it. */
  email?: string;
  /** The clinic's booking address: its patient portal is /portal/{slug}. */
  slug: string;
}

/** "You're booked": the visit, the confirmation mail on its way, and how to cancel. */
export function BookedConfirmation({ booking, clinic, email, slug }: BookedConfirmationProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const hours = clinic.changeWindowHours;
  return (
    <Stack gap="md">
      <Group gap="sm" wrap="nowrap">
        <ThemeIcon color="teal" size={40} radius="xl" variant="light" aria-hidden>
          <IconCircleCheck size={26} />
        </ThemeIcon>
        <Title order={2} size="h3" ref={heading} tabIndex={-1} style={{ outline: 'none' }}>
          You’re booked
        </Title>
      </Group>
      <BookingSummary
        clinic={clinic}
        lines={{
          service: booking.serviceName,
          practitioner: booking.practitionerName,
          start: booking.start,
          location: booking.locationName,
          address: booking.locationAddress,
        }}
      />
      <Text>
        A confirmation email with a calendar file is on its way
        {email ? (
          <>
            {' '}
            to <strong>{email}</strong>
          </>
        ) : null}
        .
      </Text>
      <Text>
        To change or cancel it yourself later, open{' '}
        <Anchor component={Link} to={`/portal/${encodeURIComponent(slug)}`}>
          your visits
        </Anchor>{' '}
        and sign in with a link we email you.
      </Text>
      <ClinicContact
        phone={clinic.phone}
        email={clinic.email}
        lead={
          hours > 0
            ? `Can’t make it? Please tell the clinic at least ${hours} ${hours === 1 ? 'hour' : 'hours'} before:`
            : 'Can’t make it? Please tell the clinic:'
        }
      />
    </Stack>
  );
}
