import { queueDueReminders } from '../modules/appointment-mail/service.js';
import { releaseLapsedSpots } from '../modules/auth/early-access.js';
import { deleteExpiredSessions } from '../modules/auth/sessions.js';
import { deleteLapsedBookingRequests } from '../modules/booking/lapsed-requests.js';
import { sendFirstVisitForms } from '../modules/intake-forms/first-visit-sweep.js';
import { lapseWaitlist } from '../modules/waitlist/lapse.js';
import { deleteAbandonedUploads } from '../uploads/file-parts.js';
import { deliverDueSms, type SmsDeliveryDeps } from '../modules/messages/sms-delivery.js';
import { deliverDueMail, type MailDeliveryDeps } from './outbox.js';

const HOUSEKEEPING_EVERY_MS = 10 * 60_000;
const FIRST_VISIT_FORMS_EVERY_MS = 60_000;

/**
 * The background loop, in the app process (every instance runs one; they share the work through
 * the database): queues due appointment reminders, lapses waitlist offers and wishes past their
 * time and delivers the mail and text outbox every `intervalMs`, sends the intake forms of first visits
 * each minute, and now and then clears expired sessions, uploads a crash left half written, the
 * Early Access spots of sign-ups still unverified after 48 hours, and the details of online
 * bookings never confirmed. Runs never overlap.
 */
export function startWorker(
  deps: MailDeliveryDeps & SmsDeliveryDeps,
  intervalMs = 2_000,
): { stop(): Promise<void> } {
  let running: Promise<void> | null = null;
  let lastHousekeeping = 0;
  let lastFormSweep = 0;

  const tick = async () => {
    try {
      while ((await queueDueReminders(deps)) > 0) {
        // Reminders become mails in the outbox, delivered just below.
      }
      if (Date.now() - lastFormSweep > FIRST_VISIT_FORMS_EVERY_MS) {
        lastFormSweep = Date.now();
        while ((await sendFirstVisitForms(deps)) > 0) {
          // Forms of first visits become mails in the outbox too.
        }
      }
      await lapseWaitlist(deps.db, deps.clock);
      while ((await deliverDueMail(deps)) > 0) {
        // A full batch may mean more are waiting: keep going until the queue is drained.
      }
      while ((await deliverDueSms(deps)) > 0) {
        // Texts too, once their quiet hours are over.
      }
      if (Date.now() - lastHousekeeping > HOUSEKEEPING_EVERY_MS) {
        lastHousekeeping = Date.now();
        await deleteExpiredSessions(deps.db, deps.clock);
        await releaseLapsedSpots(deps.db, deps.clock);
        await deleteAbandonedUploads(deps.db, deps.clock);
        await deleteLapsedBookingRequests(deps.db, deps.clock);
      }
    } catch (error) {
      deps.log.error({ err: error }, 'background work failed; retrying on the next tick');
    }
  };

  const timer = setInterval(() => {
    running ??= tick().finally(() => {
      running = null;
    });
  }, intervalMs);
  timer.unref();

  return {
    async stop() {
      clearInterval(timer);
      await running;
      deps.transport.close();
    },
  };
}
