import type { RequestOrigin } from '../../context.js';
import { recordAudit } from '../audit/service.js';
import type { AuthContext } from '../auth/auth-context.js';
import type { Db } from '../../db/client.js';

/** The signed-in person who sends feedback or a support request, with their active clinic. */
export function senderOf(auth: AuthContext) {
  return {
    userId: auth.user.id,
    clinicId: auth.membership?.clinicId ?? null,
    name: `${auth.user.name} ${auth.user.lastName}`.trim(),
    email: auth.user.email,
    clinicName: auth.membership?.clinicName ?? null,
  };
}
export type Sender = ReturnType<typeof senderOf>;

/** Ids only: what was sent stays in its own table, never in the trail. */
export const auditSent = (
  db: Db,
  sender: Sender,
  origin: RequestOrigin,
  event: { action: string; entityType: string; entityId: string },
) =>
  recordAudit(db, {
    ...event,
    clinicId: sender.clinicId,
    actorUserId: sender.userId,
    ...origin,
  });
