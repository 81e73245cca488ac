import { Alert, Container, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { PublicBooking } from '../../../domain/online-booking.js';
import { DocumentTitle } from '../../components/page/DocumentTitle';
import classes from './booking.module.css';

type BookingClinic = Pick<PublicBooking['clinic'], 'name' | 'logoUrl' | 'message'>;

interface BookingLayoutProps {
  /** Unknown while the page loads or when the clinic does not take bookings. */
  clinic?: BookingClinic;
  children: ReactNode;
}

/** The calm frame of the booking pages: the clinic's name and logo, its message, one card. */
export function BookingLayout({ clinic, children }: BookingLayoutProps) {
  const title = clinic ? `Book a visit at ${clinic.name}` : 'Book a visit';
  return (
    <Container size="sm" px="md" py={{ base: 'md', sm: 'xl' }}>
      <DocumentTitle title={title} />
      <Stack gap="md">
        <Group gap="md" wrap="nowrap">
          {clinic?.logoUrl && (
            <Image src={clinic.logoUrl} alt="" className={classes.logo} w="auto" />
          )}
          <Stack gap={0}>
            <Title order={1} size="h2">
              {clinic?.name ?? 'Book a visit'}
            </Title>
            {clinic && <Text c="dimmed">Book a visit online</Text>}
          </Stack>
        </Group>
        {clinic?.message && (
          <Alert variant="light" color="blue" role="note" style={{ whiteSpace: 'pre-line' }}>
            {clinic.message}
          </Alert>
        )}
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
          {children}
        </Paper>
      </Stack>
    </Container>
  );
}
