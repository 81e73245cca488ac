import type { Db } from '../../db/client.js';
import { visitLinks } from '../../db/schema.js';
import { newSecureToken } from '../../secure-tokens.js';

/**
 * A new Confirm/Cancel link for a visit, valid until the visit starts; answers the token for the
 * mail (only its hash is stored). Call in the transaction that queues the mail.
 */
export async function createVisitLink(
  db: Db,
  visit: { clinicId: string; appointmentId: string; startsAt: Date },
  now: Date,
): Promise<string> {
  const { token, hash } = newSecureToken();
  await db.insert(visitLinks).values({
    clinicId: visit.clinicId,
    appointmentId: visit.appointmentId,
    tokenHash: hash,
    expiresAt: visit.startsAt,
    createdAt: now,
  });
  return token;
}

/** The page a visit link opens. */
export const visitLinkUrl = (appOrigin: string, token: string) =>
  new URL(`/visits/${token}`, appOrigin).href;
