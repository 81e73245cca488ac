import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';

/** Long enough to read the message and reach the button; hovering pauses it. */
const ACTION_TOAST_MS = 10_000;

/**
 * A success toast offering the obvious next step ("Appointment completed." · Write note). The
 * button closes the toast; `onAction` usually navigates (toasts live outside the router, so it is
 * a callback, not a link).
 */
export function notifySuccessWithAction(
  message: string,
  action: { label: string; onAction: () => void },
) {
  const id = notifications.show({
    autoClose: ACTION_TOAST_MS,
    closeButtonProps: { 'aria-label': 'Close notification' },
    message: (
      <Group gap="sm" justify="space-between" wrap="wrap">
        <Text size="sm">{message}</Text>
        <Button
          size="xs"
          onClick={() => {
            notifications.hide(id);
            action.onAction();
          }}
        >
          {action.label}
        </Button>
      </Group>
    ),
  });
}
