import { and, count, eq, gt, isNull } from 'drizzle-orm';
import { DAY_MS } from '../../domain/clinic-time.js';
import { enqueueMail } from '../background/outbox.js';
import type { Clock } from '../clock.js';
import type { Db } from '../db/client.js';
import { clinics, memberships, outbox, users } from '../db/schema.js';
import { HttpError } from '../http-errors.js';
import type { MailMessage } from '../integrations/mail/templates.js';
import {
  recordMessage,
  recordUnsentMessage,
  type MessageSubject,
} from '../modules/messages/record-message.js';
import { recordAudit } from '../modules/audit/service.js';
import { effectivePlan } from '../modules/billing/plan-overrides.js';

/**
 * Mail Motio sends for a clinic carries text the clinic wrote (its name, address, policy,
 * services) to addresses the clinic typed in. So that Motio is no mail relay, every such mail
 * goes through here: it counts against the clinic's daily allowance (the plan's `mailsPerDay`,
 * over the last 24 hours), and mail to patients goes out only for a clinic whose owner has
 * verified their email and is not on the Early Access waitlist.
 */
export type MailHold = 'owner_unverified' | 'waitlisted' | 'daily_limit';

/** What staff read on a message that was held. */
const heldReasons: Record<MailHold, string> = {
  owner_unverified: 'Not sent: the clinic owner has not verified their email yet.',
  waitlisted: 'Not sent: the clinic is on the Early Access waitlist.',
  daily_limit: "Not sent: the clinic's daily email allowance was used up.",
};

/** Why the clinic's owners may not have Motio mail patients; null when one of them may. */
async function ownerHold(db: Db, clinicId: string): Promise<MailHold | null> {
  const owners = await db
    .select({ verifiedAt: users.emailVerifiedAt, earlyAccess: users.earlyAccess })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      and(
        eq(memberships.clinicId, clinicId),
        eq(memberships.role, 'owner'),
        isNull(memberships.deactivatedAt),
        isNull(users.disabledAt),
      ),
    );
  const verified = owners.filter((owner) => owner.verifiedAt !== null);
  if (verified.length === 0) return 'owner_unverified';
  if (verified.every((owner) => owner.earlyAccess === 'waitlisted')) return 'waitlisted';
  return null;
}

/** Mails queued for the clinic in the 24 hours before `now`, and how many it may queue. */
async function dailyMailAllowance(db: Db, clinicId: string, now: Date) {
  const [clinic] = await db
    .select({ planId: clinics.planId })
    .from(clinics)
    .where(eq(clinics.id, clinicId));
  const plan = await effectivePlan(db, clinic?.planId ?? 'team');
  const [sent] = await db
    .select({ n: count() })
    .from(outbox)
    .where(
      and(eq(outbox.clinicId, clinicId), gt(outbox.createdAt, new Date(now.getTime() - DAY_MS))),
    );
  return { used: sent?.n ?? 0, limit: plan.mailsPerDay };
}

/**
 * Queues `message` for the clinic, or holds it back with a record in the clinic's audit log
 * saying why (never the address). Answers why it was held, with the clinic's daily limit.
 */
export async function queueClinicMail(
  db: Db,
  clock: Clock,
  clinicId: string,
  message: MailMessage,
  options: {
    toPatient: boolean;
    entity?: { type: string; id: string };
    /** Keep a patient message record of it (what staff see on the visit and the record). */
    record?: MessageSubject & { isFallback?: boolean; id?: string };
  },
): Promise<{ held: MailHold; limit: number } | null> {
  const now = clock.now();
  const allowance = await dailyMailAllowance(db, clinicId, now);
  const hold =
    (options.toPatient ? await ownerHold(db, clinicId) : null) ??
    (allowance.used >= allowance.limit ? 'daily_limit' : null);
  if (hold) {
    await recordAudit(db, {
      action: 'mail.held',
      clinicId,
      ...(options.entity ? { entityType: options.entity.type, entityId: options.entity.id } : {}),
      meta: { template: message.template, reason: hold, limit: allowance.limit },
    });
    if (options.record)
      await recordUnsentMessage(db, clock, options.record, {
        channel: 'email',
        recipient: message.to,
        error: heldReasons[hold],
      });
    return { held: hold, limit: allowance.limit };
  }
  const messageId = options.record
    ? await recordMessage(db, clock, options.record, {
        channel: 'email',
        recipient: message.to,
        isFallback: options.record.isFallback ?? false,
        ...(options.record.id ? { id: options.record.id } : {}),
      })
    : undefined;
  await enqueueMail(db, clock, message, clinicId, messageId);
  return null;
}

/** The refusal when a member asks for a mail (an invitation) past the day's allowance. */
export const DAILY_MAIL_LIMIT = (limit: number) =>
  new HttpError(
    429,
    'MAIL_LIMIT',
    `Your clinic has sent its ${limit} emails for today. Try again tomorrow, or upgrade in Settings → Plan & Billing.`,
    undefined,
    { limit },
  );
