import type { Clock } from '../../clock.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { enqueueMail } from '../../background/outbox.js';
import type { SecurityChange } from '../../integrations/mail/templates.js';

/**
 * Tells the account's address that how it signs in has changed, in the transaction of the
 * change: the owner learns of a change they did not make. An email change tells the old address.
 */
export async function queueSecurityNotice(
  db: Db,
  deps: { clock: Clock; config: Config },
  to: { email: string; name: string },
  change: SecurityChange,
): Promise<void> {
  await enqueueMail(db, deps.clock, {
    template: 'security-change',
    to: to.email,
    data: { name: to.name, change, resetLink: `${deps.config.APP_ORIGIN}/forgot-password` },
  });
}
