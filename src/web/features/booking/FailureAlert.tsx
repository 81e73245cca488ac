import { Alert, Stack, Text } from '@mantine/core';
import type { PublicBooking } from '../../../domain/online-booking.js';
import { ClinicContact } from './ClinicContact';

interface FailureAlertProps {
  title: string;
  text: string;
  /** Adds the clinic's phone and email. */
  clinic?: Pick<PublicBooking['clinic'], 'phone' | 'email'>;
}

export function FailureAlert({ title, text, clinic }: FailureAlertProps) {
  return (
    <Alert color="red" variant="light" title={title} role="alert">
      <Stack gap="xs">
        <Text size="sm">{text}</Text>
        {clinic && (
          <ClinicContact phone={clinic.phone} email={clinic.email} lead="To reach the clinic," />
        )}
      </Stack>
    </Alert>
  );
}
