import type { AppContext } from '../../context.js';
import { enqueueMail } from '../../background/outbox.js';
import { recordAudit } from '../audit/service.js';
import { issueUserToken } from './user-tokens.js';

/**
 * Mails the account's owner a link that signs them in past the per-account pause, once wrong
 * passwords from everywhere together have reached its cap. The link opens /login, which sends it
 * with the password; the pause goes on for everyone else.
 */
export async function queueUnlockMail(
  ctx: AppContext,
  user: { id: string; email: string; name: string },
): Promise<void> {
  const { db, clock, config } = ctx;
  await db.transaction(async (tx) => {
    const token = await issueUserToken(tx, clock, { userId: user.id, purpose: 'unlock_sign_in' });
    await enqueueMail(tx, clock, {
      template: 'unlock-sign-in',
      to: user.email,
      data: {
        name: user.name,
        link: `${config.APP_ORIGIN}/login?unlock=${token}`,
        resetLink: `${config.APP_ORIGIN}/forgot-password`,
      },
    });
    await recordAudit(tx, {
      action: 'auth.sign_in_paused',
      actorUserId: null,
      entityType: 'user',
      entityId: user.id,
    });
  });
}
