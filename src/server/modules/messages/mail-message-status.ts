import { and, eq } from 'drizzle-orm';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/client.js';
import { patientMessages } from '../../db/schema.js';

/** A message record, named with its clinic (every write names the clinic). */
export interface MessageRef {
  id: string;
  clinicId: string;
}

/** The outbox handed the mail to the mail server. */
export async function markMessageSent(db: Db, clock: Clock, ref: MessageRef): Promise<void> {
  await db
    .update(patientMessages)
    .set({ status: 'sent', sentAt: clock.now() })
    .where(
      and(
        eq(patientMessages.id, ref.id),
        eq(patientMessages.clinicId, ref.clinicId),
        eq(patientMessages.status, 'queued'),
      ),
    );
}

/** The outbox gave up on the mail. A mail has no fallback of its own. */
export async function markMailFailed(
  db: Db,
  clock: Clock,
  ref: MessageRef,
  error: string,
): Promise<void> {
  await db
    .update(patientMessages)
    .set({ status: 'failed', error: error.slice(0, 500), failedAt: clock.now() })
    .where(
      and(
        eq(patientMessages.id, ref.id),
        eq(patientMessages.clinicId, ref.clinicId),
        eq(patientMessages.status, 'queued'),
      ),
    );
}
