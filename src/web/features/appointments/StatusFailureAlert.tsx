import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

/** A refused status change, in view until dismissed (the list or page behind it has reloaded). */
export function StatusFailureAlert({
  failure,
  onDismiss,
}: {
  failure: string | null;
  onDismiss: () => void;
}) {
  if (!failure) return null;
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertCircle aria-hidden />}
      title="The status was not changed"
      withCloseButton
      closeButtonLabel="Dismiss"
      onClose={onDismiss}
    >
      {failure}
    </Alert>
  );
}
