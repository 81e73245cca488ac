import type { FeedbackInput } from '../../../domain/feedback.js';
import type { AppContext, RequestOrigin } from '../../context.js';
import { feedback } from '../../db/schema.js';
import { enqueueMail } from '../../background/outbox.js';
import type { AuthContext } from '../auth/auth-context.js';
import { auditSent, senderOf } from './sender.js';

/**
 * In-app feedback: keeps it with the page it came from and mails it to support,
 * all or nothing. The text is the member's own words about the app; it goes to the database and
 * the mail, never to the log.
 */
export async function sendFeedback(
  ctx: AppContext,
  auth: AuthContext,
  input: FeedbackInput,
  origin: RequestOrigin,
): Promise<{ id: string; createdAt: string }> {
  const { db, clock, config, rateLimits } = ctx;
  const sender = senderOf(auth);
  await rateLimits.consume('feedbackPerUser', sender.userId);
  return db.transaction(async (tx) => {
    const now = clock.now();
    const [stored] = await tx
      .insert(feedback)
      .values({
        userId: sender.userId,
        clinicId: sender.clinicId,
        category: input.category,
        message: input.message,
        rating: input.rating,
        page: input.page,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: feedback.id });
    await enqueueMail(tx, clock, {
      template: 'feedback-received',
      to: config.SUPPORT_EMAIL,
      replyTo: { name: sender.name, address: sender.email },
      data: {
        name: sender.name,
        email: sender.email,
        clinicName: sender.clinicName,
        category: input.category,
        message: input.message,
        rating: input.rating,
        page: input.page,
      },
    });
    await auditSent(tx, sender, origin, {
      action: 'feedback.sent',
      entityType: 'feedback',
      entityId: stored!.id,
    });
    return { id: stored!.id, createdAt: now.toISOString() };
  });
}
