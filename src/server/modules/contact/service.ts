import type { ContactMessageInput } from '../../../domain/contact.js';
import type { AppContext } from '../../context.js';
import { contactMessages } from '../../db/schema.js';
import { enqueueMail } from '../../jobs/outbox.js';

export interface ContactSender {
  ip: string;
  /** The signed-in account, if any: support sees which account wrote. */
  user: { id: string; email: string } | null;
}

/**
 * Spec §2 /contact, §9: keeps the message, mails it to support (reply-to the sender) and tells
 * the sender we reply within 24 hours, all or nothing. Its contents are personal data: they go
 * to the database and the two mails, never to the log.
 */
export async function sendContactMessage(
  ctx: AppContext,
  input: ContactMessageInput,
  sender: ContactSender,
): Promise<{ id: string }> {
  const { db, clock, config, rateLimits } = ctx;
  await rateLimits.consume('contactPerIp', sender.ip);
  return db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(contactMessages)
      .values({ ...input, userId: sender.user?.id ?? null, createdAt: clock.now() })
      .returning({ id: contactMessages.id });
    await enqueueMail(tx, clock, {
      template: 'contact-support',
      to: config.SUPPORT_EMAIL,
      replyTo: { name: input.name, address: input.email },
      data: { ...input, accountEmail: sender.user?.email ?? null },
    });
    await enqueueMail(tx, clock, {
      template: 'contact-confirmation',
      to: input.email,
      data: { inquiryType: input.inquiryType },
    });
    return { id: stored!.id };
  });
}
