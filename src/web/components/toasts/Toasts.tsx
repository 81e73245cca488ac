import '@mantine/core/styles/Notification.layer.css';
import '@mantine/notifications/styles.layer.css';
import { Notifications } from '@mantine/notifications';

/**
 * Toasts at top-centre, closing after 5 s. Mantine pauses that timer while the
 * pointer is over a toast (NotificationContainer cancels it on mouseenter, restarts on leave).
 */
export function Toasts() {
  return <Notifications position="top-center" autoClose={5000} />;
}
