import { and, count, desc, eq, isNotNull } from 'drizzle-orm';
import {
  supportRequestStatusOf,
  type SupportRequest,
  type SupportRequestInput,
  type SupportRequestList,
  type SupportRequestListQuery,
} from '../../../domain/feedback.js';
import type { AppContext, RequestOrigin } from '../../context.js';
import type { Db } from '../../db/client.js';
import { contactMessages } from '../../db/schema.js';
import { enqueueMail } from '../../background/outbox.js';
import type { AuthContext } from '../auth/auth-context.js';
import { auditSent, senderOf } from '../feedback/sender.js';
import { pageInfo, pageOffset } from '../../db/pagination.js';

type ContactMessageRow = typeof contactMessages.$inferSelect;

const toSupportRequest = (row: ContactMessageRow): SupportRequest => ({
  id: row.id,
  category: row.supportCategory!,
  subject: row.subject,
  message: row.message,
  status: supportRequestStatusOf(row.status),
  createdAt: row.createdAt.toISOString(),
});

/**
 * A support request from the dashboard: a contact message of inquiry type 'support' with the
 * sender's account, clinic and category. Stored, mailed to support (reply-to the sender) and
 * confirmed to the sender, all or nothing.
 */
export async function sendSupportRequest(
  ctx: AppContext,
  auth: AuthContext,
  input: SupportRequestInput,
  origin: RequestOrigin,
): Promise<SupportRequest> {
  const { db, clock, config, rateLimits } = ctx;
  const sender = senderOf(auth);
  await rateLimits.consume('feedbackPerUser', sender.userId);
  return db.transaction(async (tx) => {
    const now = clock.now();
    const [stored] = await tx
      .insert(contactMessages)
      .values({
        name: sender.name,
        email: sender.email,
        subject: input.subject,
        message: input.message,
        inquiryType: 'support',
        userId: sender.userId,
        clinicId: sender.clinicId,
        supportCategory: input.category,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await enqueueMail(tx, clock, {
      template: 'support-request',
      to: config.SUPPORT_EMAIL,
      replyTo: { name: sender.name, address: sender.email },
      data: { ...input, name: sender.name, email: sender.email, clinicName: sender.clinicName },
    });
    await enqueueMail(tx, clock, {
      template: 'support-request-confirmation',
      to: sender.email,
      data: { name: auth.user.name, subject: input.subject },
    });
    await auditSent(tx, sender, origin, {
      action: 'support.request_sent',
      entityType: 'contact_message',
      entityId: stored!.id,
    });
    return toSupportRequest(stored!);
  });
}

/** The signed-in user's own support requests, newest first (never anyone else's). */
export async function listOwnSupportRequests(
  db: Db,
  userId: string,
  { page, limit }: SupportRequestListQuery,
): Promise<SupportRequestList> {
  const own = and(eq(contactMessages.userId, userId), isNotNull(contactMessages.supportCategory));
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(contactMessages)
      .where(own)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(limit)
      .offset(pageOffset(page, limit)),
    db.select({ total: count() }).from(contactMessages).where(own),
  ]);
  const total = counted?.total ?? 0;
  return {
    supportRequests: rows.map(toSupportRequest),
    ...pageInfo(total, page, limit),
  };
}
