import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock.js';
import type { Db } from '../db/client.js';
import { outbox } from '../db/schema.js';
import { renderMail, type MailMessage } from '../integrations/mail/templates.js';
import type { MailTransport } from '../integrations/mail/transport.js';
import { markMailFailed, markMessageSent } from '../modules/messages/mail-message-status.js';
import { renderAttachmentRefs } from '../modules/invoice-documents/mail-attachments.js';

/** After this many failed attempts a mail is marked failed and left for an operator. */
export const MAX_MAIL_ATTEMPTS = 8;
/** A claimed mail that is neither sent nor failed after this long is tried again. */
const LEASE_MS = 5 * 60_000;

/** 1, 2, 4, … minutes after each failure, at most an hour. */
export const retryDelayMs = (attempts: number) => Math.min(60, 2 ** (attempts - 1)) * 60_000;

/**
 * Queues a mail in the same transaction as the change that causes it, so a mail is never lost
 * and never sent for a change that rolled back. Mail sent for a clinic names it (`clinicId`):
 * queue that through queueClinicMail(), which counts it against the clinic's allowance.
 */
export async function enqueueMail(
  db: Db,
  clock: Clock,
  message: MailMessage,
  clinicId: string | null = null,
  /** The patient message record this mail delivers: marked sent or failed with it. */
  messageId?: string,
): Promise<void> {
  const now = clock.now();
  const payload = messageId ? { ...message, messageId } : message;
  await db
    .insert(outbox)
    .values({ kind: 'mail', clinicId, payload, createdAt: now, runAfter: now });
}

/** An outbox row claimed for sending: nobody else takes it until its lease runs out. */
export interface ClaimedOutboxRow {
  id: string;
  clinicId: string | null;
  payload: Record<string, unknown>;
  attempts: number;
}

/**
 * Claims up to `batchSize` due rows of one kind with FOR UPDATE SKIP LOCKED and a lease, so
 * several instances never take the same row, and a crash mid-send only delays it.
 */
export async function claimDueOutbox(
  db: Db,
  clock: Clock,
  kind: string,
  batchSize: number,
): Promise<ClaimedOutboxRow[]> {
  const now = clock.now();
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(eq(outbox.status, 'pending'), eq(outbox.kind, kind), lte(outbox.runAfter, now)))
    .orderBy(asc(outbox.runAfter))
    .limit(batchSize)
    .for('update', { skipLocked: true });
  return db
    .update(outbox)
    .set({ runAfter: new Date(now.getTime() + LEASE_MS) })
    .where(inArray(outbox.id, due))
    .returning({
      id: outbox.id,
      clinicId: outbox.clinicId,
      payload: outbox.payload,
      attempts: outbox.attempts,
    });
}

/**
 * Records a failed attempt: tried again after a backoff, or marked failed for good after
 * MAX_MAIL_ATTEMPTS. Answers whether it failed for good.
 */
export async function recordOutboxFailure(
  db: Db,
  clock: Clock,
  row: ClaimedOutboxRow,
  error: unknown,
  { permanent = false } = {},
): Promise<{ failed: boolean; lastError: string }> {
  const attempts = row.attempts + 1;
  const lastError = (error instanceof Error ? error.message : String(error)).slice(0, 500);
  const failed = permanent || attempts >= MAX_MAIL_ATTEMPTS;
  await db
    .update(outbox)
    .set({
      attempts,
      lastError,
      ...(failed
        ? { status: 'failed' as const }
        : { runAfter: new Date(clock.now().getTime() + retryDelayMs(attempts)) }),
    })
    .where(eq(outbox.id, row.id));
  return { failed, lastError };
}

export interface MailDeliveryDeps {
  db: Db;
  clock: Clock;
  transport: MailTransport;
  log: FastifyBaseLogger;
  /** APP_ORIGIN: the links inside documents rendered for attachments ("Pay now"). */
  appOrigin: string;
}

/**
 * Sends the mails that are due. Claiming uses FOR UPDATE SKIP LOCKED with a lease, so several
 * instances never send the same mail twice, and a crash mid-send only delays it. Documents a
 * mail names (`attachments`) are rendered now, from the database.
 */
export async function deliverDueMail(deps: MailDeliveryDeps, batchSize = 10): Promise<number> {
  const { db, clock, transport, log } = deps;
  const claimed = await claimDueOutbox(db, clock, 'mail', batchSize);
  for (const row of claimed) {
    const { messageId, ...message } = row.payload as unknown as MailMessage & {
      messageId?: string;
    };
    try {
      const { to, replyTo } = message;
      const rendered = renderMail(message, deps.appOrigin);
      const documents = await renderAttachmentRefs(db, message.attachments, deps.appOrigin);
      const attachments = [...(rendered.attachments ?? []), ...documents];
      await transport.send(
        {
          to,
          ...(replyTo ? { replyTo } : {}),
          ...rendered,
          ...(attachments.length ? { attachments } : {}),
        },
        { id: row.id, template: message.template },
      );
      // Links in the payload are credentials, contact messages personal data: keep only what was
      // sent, not to whom or what it said.
      await db
        .update(outbox)
        .set({
          status: 'sent',
          attempts: row.attempts + 1,
          sentAt: clock.now(),
          lastError: null,
          payload: { template: message.template },
        })
        .where(eq(outbox.id, row.id));
      if (messageId && row.clinicId)
        await markMessageSent(db, clock, { id: messageId, clinicId: row.clinicId });
    } catch (error) {
      const { failed, lastError } = await recordOutboxFailure(db, clock, row, error);
      if (failed && messageId && row.clinicId)
        await markMailFailed(db, clock, { id: messageId, clinicId: row.clinicId }, lastError);
      log.warn(
        { outboxId: row.id, template: message.template, attempts: row.attempts + 1, failed },
        failed ? 'mail delivery failed for good' : 'mail delivery failed; will retry',
      );
    }
  }
  return claimed.length;
}
