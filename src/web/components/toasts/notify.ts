import { notifications } from '@mantine/notifications';

/** A toast saying an action worked (spec §8: 'Registration successful', 'Login successful'). */
export function notifySuccess(message: string) {
  notifications.show({ message });
}

/** A toast carrying the server's `msg` for a failed action (spec §8). */
export function notifyError(message: string) {
  notifications.show({ message, color: 'red' });
}
