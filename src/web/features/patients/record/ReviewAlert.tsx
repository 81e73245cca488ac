import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconUserQuestion } from '@tabler/icons-react';
import { notifyError, notifySuccess } from '../../../components/toasts/notify';
import { errorMessage } from '../../../lib/server-errors';
import { useMarkReviewed } from './review-api';

/** A patient booked online who may already be in the records, until staff mark them reviewed. */
export function ReviewAlert({ patientId }: { patientId: string }) {
  const review = useMarkReviewed(patientId);
  const markReviewed = () =>
    review.mutate(undefined, {
      onSuccess: () => notifySuccess('Marked as reviewed'),
      onError: (error) => notifyError(errorMessage(error)),
    });

  return (
    <Alert color="orange" variant="light" icon={<IconUserQuestion aria-hidden />}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">
          Booked online — this may be someone already in your records. Check for a duplicate, then
          mark as reviewed.
        </Text>
        <Button
          size="xs"
          variant="light"
          color="orange"
          loading={review.isPending}
          onClick={markReviewed}
        >
          Mark as reviewed
        </Button>
      </Stack>
    </Alert>
  );
}
