import type { ContactMessageInput } from '../../../domain/contact.js';
import type { AppContext, RequestOrigin } from '../../context.js';
import { contactMessages } from '../../db/schema.js';
import { enqueueMail } from '../../background/outbox.js';
import type { AuthContext } from '../auth/auth-context.js';

/**
 * POST /contact: keeps the message, mails it to support (reply-to the sender) and tells
 * the sender we reply within 24 hours, all or nothing. Its contents are personal data: they go
 * to the database and the two mails, never to the log.
 */
export async function sendContactMessage(
  ctx: AppContext,
  input: ContactMessageInput,
  /** The sender's session, if signed in: support sees which account wrote. */
  auth: AuthContext | null,
  origin: RequestOrigin,
): Promise<{ id: string }> {
  const { db, clock, config, rateLimits } = ctx;
  const user = auth?.user;
  await rateLimits.consume('contactPerIp', origin.ip);
  return db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(contactMessages)
      .values({ ...input, userId: user?.id ?? null, createdAt: clock.now() })
      .returning({ id: contactMessages.id });
    await enqueueMail(tx, clock, {
      template: 'contact-support',
      to: config.SUPPORT_EMAIL,
      replyTo: { name: input.name, address: input.email },
      data: { ...input, accountEmail: user?.email ?? null },
    });
    await enqueueMail(tx, clock, {
      template: 'contact-confirmation',
      to: input.email,
      data: { inquiryType: input.inquiryType },
    });
    return { id: stored!.id };
  });
}
