import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { claimDueOutbox, recordOutboxFailure } from '../../background/outbox.js';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/client.js';
import { outbox, patientMessages, patients } from '../../db/schema.js';
import { SmsRefused, type SmsProvider } from '../../integrations/sms/provider.js';
import { markMessageFailed } from './message-status.js';

export interface SmsDeliveryDeps {
  db: Db;
  clock: Clock;
  sms: SmsProvider;
  log: FastifyBaseLogger;
  /** Where the provider reports delivery: APP_ORIGIN + the status callback route. */
  appOrigin: string;
}

export const SMS_STATUS_CALLBACK_PATH = '/api/v1/webhooks/sms/status';

/**
 * Sends the texts that are due, claimed like mail (FOR UPDATE SKIP LOCKED with a lease), so two
 * instances never send one twice. A patient who replied STOP since the text was queued gets
 * nothing. A refusal that cannot change (an invalid number) fails the text at once and sends its
 * fallback mail; other errors are retried with backoff.
 */
export async function deliverDueSms(deps: SmsDeliveryDeps, batchSize = 10): Promise<number> {
  const { db, clock, sms, log } = deps;
  const claimed = await claimDueOutbox(db, clock, 'sms', batchSize);
  for (const row of claimed) {
    const messageId = String(row.payload.messageId);
    const clinicId = row.clinicId!;
    const ref = { id: messageId, clinicId };
    const [message] = await db
      .select({
        recipient: patientMessages.recipient,
        body: patientMessages.body,
        status: patientMessages.status,
        optedOutAt: patients.smsOptedOutAt,
      })
      .from(patientMessages)
      .leftJoin(
        patients,
        and(
          eq(patients.id, patientMessages.patientId),
          eq(patients.clinicId, patientMessages.clinicId),
        ),
      )
      .where(and(eq(patientMessages.id, messageId), eq(patientMessages.clinicId, clinicId)));
    const done = () =>
      db
        .update(outbox)
        .set({ status: 'sent', attempts: row.attempts + 1, sentAt: clock.now(), lastError: null })
        .where(eq(outbox.id, row.id));
    if (!message || message.status !== 'queued') {
      await done();
      continue;
    }
    if (message.optedOutAt) {
      await done();
      await markMessageFailed(db, clock, ref, 'Not sent: the patient replied STOP to texts.');
      continue;
    }
    try {
      const accepted = await sms.send({
        to: message.recipient,
        body: message.body ?? '',
        statusCallbackUrl: `${deps.appOrigin}${SMS_STATUS_CALLBACK_PATH}`,
      });
      const now = clock.now();
      await db
        .update(patientMessages)
        .set({
          providerId: accepted.providerId,
          status: accepted.status,
          sentAt: now,
          ...(accepted.status === 'delivered' ? { deliveredAt: now } : {}),
        })
        .where(
          and(
            eq(patientMessages.id, messageId),
            eq(patientMessages.clinicId, clinicId),
            eq(patientMessages.status, 'queued'),
          ),
        );
      await done();
    } catch (error) {
      const permanent = error instanceof SmsRefused && error.permanent;
      const { failed, lastError } = await recordOutboxFailure(db, clock, row, error, {
        permanent,
      });
      if (failed) await markMessageFailed(db, clock, ref, lastError);
      log.warn(
        { outboxId: row.id, attempts: row.attempts + 1, failed },
        failed ? 'text delivery failed for good' : 'text delivery failed; will retry',
      );
    }
  }
  return claimed.length;
}
