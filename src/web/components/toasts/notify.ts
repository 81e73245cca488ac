import { notifications } from '@mantine/notifications';

/** Mantine's close button is an icon without a name: screen readers would say only "button". */
const closeButtonProps = { 'aria-label': 'Close notification' };

/** A toast saying an action worked ('Registration successful', 'Login successful'). */
export function notifySuccess(message: string) {
  notifications.show({ message, closeButtonProps });
}

/** A toast carrying the server's `msg` for a failed action. */
export function notifyError(message: string) {
  notifications.show({ message, color: 'red', closeButtonProps });
}
