import { and, eq, gt, isNull } from 'drizzle-orm';
import type { LinkedVisit } from '../../../domain/visit-links.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { visitLinks } from '../../db/schema.js';
import { HttpError } from '../../http-errors.js';
import { confirmVisitByPatient } from '../messages/confirm-visit.js';
import { cancelVisit } from '../portal/change-visit.js';
import { linkOfToken, linkStateOf, toLinkedVisit, type LinkOfToken } from './linked-visit.js';

const linkUsed = () =>
  new HttpError(
    409,
    'LINK_USED',
    'This link was already used: it confirms or cancels a visit once. To change your visit, call the clinic.',
  );

/** The link's visit as its page shows it. */
export async function readVisitLink(ctx: AppContext, token: string): Promise<LinkedVisit> {
  return toLinkedVisit(await linkOfToken(ctx.db, token), ctx.clock.now());
}

/** The link, if it can still act: 410 LINK_EXPIRED once the visit started, 409 LINK_USED. */
async function openLink(ctx: AppContext, token: string) {
  const row = await linkOfToken(ctx.db, token);
  const state = linkStateOf(row, ctx.clock.now());
  if (state === 'expired')
    throw new HttpError(
      410,
      'LINK_EXPIRED',
      'This link has expired: the visit has started or passed. Please contact the clinic.',
    );
  if (state === 'used') throw linkUsed();
  return row;
}

/** Marks the link used, once: of two requests racing, the second gets 409 LINK_USED. */
async function claimLink(db: Db, row: LinkOfToken, now: Date) {
  const [claimed] = await db
    .update(visitLinks)
    .set({ usedAt: now })
    .where(
      and(
        eq(visitLinks.clinicId, row.clinicId),
        eq(visitLinks.id, row.linkId),
        isNull(visitLinks.usedAt),
        gt(visitLinks.expiresAt, now),
      ),
    )
    .returning({ id: visitLinks.id });
  if (!claimed) throw linkUsed();
}

const visitClosed = () =>
  new HttpError(
    409,
    'VISIT_NOT_OPEN',
    'This visit can no longer be confirmed: it was cancelled or has passed. Please contact the clinic.',
  );

/** The patient confirms the visit through the link; the link is then used. */
export async function confirmByLink(ctx: AppContext, token: string): Promise<LinkedVisit> {
  const row = await openLink(ctx, token);
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    await claimLink(tx, row, now);
    const confirmed = await confirmVisitByPatient(
      tx,
      ctx.clock,
      { clinicId: row.clinicId, appointmentId: row.appointmentId, patientId: row.patientId },
      'visit_link',
    );
    // The claim rolls back with the refusal: the link stays as it was.
    if (!confirmed) throw visitClosed();
  });
  return readVisitLink(ctx, token);
}

/**
 * The patient cancels the visit through the link, as the portal does: inside the clinic's change
 * window (409 CHANGE_WINDOW_PASSED otherwise), freeing the time for the waitlist and telling the
 * patient. The link is then used.
 */
export async function cancelByLink(ctx: AppContext, token: string): Promise<LinkedVisit> {
  const row = await openLink(ctx, token);
  await cancelVisit(ctx, { clinicId: row.clinicId, patientId: row.patientId }, row.appointmentId, {
    source: 'visit_link',
    claim: (tx) => claimLink(tx, row, ctx.clock.now()),
  });
  return readVisitLink(ctx, token);
}
