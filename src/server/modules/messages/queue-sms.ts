import { eq } from 'drizzle-orm';
import { smsSegments } from '../../../domain/sms-text.js';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/client.js';
import { clinics, outbox } from '../../db/schema.js';
import type { MailMessage } from '../../integrations/mail/templates.js';
import { effectivePlan } from '../billing/plan-overrides.js';
import { markMessageFailed } from './message-status.js';
import { recordMessage, type MessageSubject } from './record-message.js';
import { smsSegmentsUsed } from './sms-usage.js';

/** SMS segments the clinic queued in the last 30 days, and its plan's allowance. */
async function smsAllowance(db: Db, clinicId: string, now: Date) {
  const [clinic] = await db
    .select({ planId: clinics.planId })
    .from(clinics)
    .where(eq(clinics.id, clinicId));
  const plan = await effectivePlan(db, clinic?.planId ?? 'team');
  return { used: await smsSegmentsUsed(db, clinicId, now), limit: plan.smsSegmentsPerMonth };
}

/**
 * Queues a text: a message record and an outbox row due at `sendAt` (after quiet hours). A text
 * past the clinic's allowance, or one that could only go out after `usefulUntil`, is recorded
 * as failed at once, and its fallback mail (if any) goes instead.
 */
export async function queueSms(
  db: Db,
  clock: Clock,
  subject: MessageSubject,
  text: {
    to: string;
    body: string;
    sendAt: Date;
    usefulUntil?: Date;
    fallbackMail: MailMessage | null;
  },
): Promise<string> {
  const segments = smsSegments(text.body).segments;
  const id = await recordMessage(db, clock, subject, {
    channel: 'sms',
    recipient: text.to,
    body: text.body,
    segments,
    fallbackMail: text.fallbackMail as unknown as Record<string, unknown> | null,
  });
  const ref = { id, clinicId: subject.clinicId };
  const allowance = await smsAllowance(db, subject.clinicId, clock.now());
  if (allowance.used > allowance.limit) {
    await markMessageFailed(
      db,
      clock,
      ref,
      `Not sent: the clinic's ${allowance.limit} SMS segments for 30 days were used up.`,
    );
  } else if (text.usefulUntil && text.sendAt >= text.usefulUntil) {
    await markMessageFailed(db, clock, ref, 'Not sent: quiet hours last until after the visit.');
  } else {
    await db.insert(outbox).values({
      kind: 'sms',
      clinicId: subject.clinicId,
      payload: { messageId: id },
      createdAt: clock.now(),
      runAfter: text.sendAt,
    });
  }
  return id;
}
