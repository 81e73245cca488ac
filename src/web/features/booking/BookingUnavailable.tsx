import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { ApiError } from '../../lib/http';
import { errorMessage } from '../../lib/server-errors';
import { ClinicContact } from './ClinicContact';

const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

/** The booking page could not load: the clinic takes no online bookings, or the call failed. */
export function BookingUnavailable({ error, retry }: { error: unknown; retry: () => void }) {
  if (error instanceof ApiError && error.status === 404) {
    // The answer is the same for an unknown address, so it names a way to reach the clinic only
    // when the server chose to send one.
    const phone = text(error.details?.phone);
    const email = text(error.details?.email);
    return (
      <Stack gap="sm">
        <Title order={2} size="h3">
          This clinic does not take online bookings
        </Title>
        {phone || email ? (
          <ClinicContact phone={phone} email={email} lead="To book a visit," />
        ) : (
          <Text>Check the address of this page, or contact the clinic to book a visit.</Text>
        )}
      </Stack>
    );
  }
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        The booking page did not load
      </Title>
      <Alert color="red" variant="light">
        {errorMessage(error)}
      </Alert>
      <div>
        <Button variant="default" onClick={retry}>
          Try again
        </Button>
      </div>
    </Stack>
  );
}
