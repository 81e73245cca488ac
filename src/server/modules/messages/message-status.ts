import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { MessageStatus } from '../../../domain/messages.js';
import { queueClinicMail } from '../../clinic/clinic-mail.js';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/client.js';
import { patientMessages } from '../../db/schema.js';
import type { MailMessage } from '../../integrations/mail/templates.js';
import type { MessageRef } from './mail-message-status.js';

/**
 * The message will not arrive: it failed, bounced or was undelivered, with the reason. An SMS
 * that carried a fallback mail has that mail queued instead, linked both ways, so staff see that
 * the patient was emailed.
 */
export async function markMessageFailed(
  db: Db,
  clock: Clock,
  ref: MessageRef,
  error: string,
  status: Extract<MessageStatus, 'failed' | 'bounced' | 'undelivered'> = 'failed',
): Promise<void> {
  const now = clock.now();
  const ours = and(eq(patientMessages.id, ref.id), eq(patientMessages.clinicId, ref.clinicId));
  const [before] = await db
    .select({ fallbackMail: patientMessages.fallbackMail })
    .from(patientMessages)
    .where(ours);
  const [failed] = await db
    .update(patientMessages)
    .set({ status, error: error.slice(0, 500), failedAt: now, fallbackMail: null })
    .where(and(ours, inArray(patientMessages.status, ['queued', 'sent'])))
    .returning();
  // Already failed or delivered: a repeated report changes nothing and sends nothing again.
  if (!failed || !before?.fallbackMail || !failed.patientId) return;
  const fallbackId = randomUUID();
  await queueClinicMail(db, clock, failed.clinicId, before.fallbackMail as unknown as MailMessage, {
    toPatient: true,
    ...(failed.appointmentId ? { entity: { type: 'appointment', id: failed.appointmentId } } : {}),
    record: {
      id: fallbackId,
      clinicId: failed.clinicId,
      patientId: failed.patientId,
      appointmentId: failed.appointmentId,
      kind: failed.kind,
      isFallback: true,
    },
  });
  await db
    .update(patientMessages)
    .set({ fallbackMessageId: fallbackId })
    .where(and(eq(patientMessages.id, ref.id), eq(patientMessages.clinicId, ref.clinicId)));
}

/** How the provider's delivery report moves a message on; never backwards. */
const progress: Record<MessageStatus, number> = {
  queued: 0,
  sent: 1,
  delivered: 2,
  failed: 3,
  bounced: 3,
  undelivered: 3,
};

/**
 * A delivery report from the SMS provider, found by the provider's id. Idempotent: a report
 * repeated or arriving out of order never moves a message back, and a failure queues the
 * fallback mail once. Answers false when no message has that id.
 */
export async function applyDeliveryReport(
  db: Db,
  clock: Clock,
  report: {
    providerId: string;
    status: 'sent' | 'delivered' | 'failed' | 'undelivered';
    error?: string;
  },
): Promise<boolean> {
  const [message] = await db
    .select({
      id: patientMessages.id,
      clinicId: patientMessages.clinicId,
      status: patientMessages.status,
    })
    .from(patientMessages)
    .where(eq(patientMessages.providerId, report.providerId));
  if (!message) return false;
  if (progress[report.status] <= progress[message.status]) return true;
  if (report.status === 'failed' || report.status === 'undelivered') {
    await markMessageFailed(
      db,
      clock,
      message,
      report.error ?? 'The carrier could not deliver the text.',
      report.status,
    );
    return true;
  }
  const now = clock.now();
  await db
    .update(patientMessages)
    .set(
      report.status === 'delivered'
        ? { status: 'delivered', deliveredAt: now }
        : { status: 'sent', sentAt: now },
    )
    .where(
      and(
        eq(patientMessages.id, message.id),
        eq(patientMessages.clinicId, message.clinicId),
        inArray(
          patientMessages.status,
          report.status === 'delivered' ? ['queued', 'sent'] : ['queued'],
        ),
      ),
    );
  return true;
}
