import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';

interface LoadErrorProps {
  /** What could not be loaded, e.g. "We couldn't load your sessions." */
  title: string;
  /** The server's sentence, when there is one. */
  message?: string;
  onRetry: () => void;
}

/** A failed read with a way to try again. */
export function LoadError({ title, message, onRetry }: LoadErrorProps) {
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} title={title}>
      <Stack gap="xs" align="flex-start">
        {message && <Text size="sm">{message}</Text>}
        <Button
          size="xs"
          variant="default"
          leftSection={<IconRefresh size={14} aria-hidden />}
          onClick={onRetry}
        >
          Try again
        </Button>
      </Stack>
    </Alert>
  );
}
