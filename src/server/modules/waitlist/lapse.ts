import { and, eq, inArray, lt, lte } from 'drizzle-orm';
import { DAY_MS, localDayOf } from '../../../domain/clinic-time.js';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/client.js';
import {
  clinics,
  waitlistOfferRecipients,
  waitlistOffers,
  waitlistWishes,
} from '../../db/schema.js';

/**
 * Open offers past their expiry lapse, with the recipients who had not answered; waiting wishes
 * whose last day has passed (the clinic's today) lapse. Answers how many offers and wishes.
 */
export async function lapseWaitlist(db: Db, clock: Clock) {
  const now = clock.now();
  const expired = and(eq(waitlistOffers.status, 'open'), lte(waitlistOffers.expiresAt, now));
  const offerClinics = await db
    .selectDistinct({ clinicId: waitlistOffers.clinicId })
    .from(waitlistOffers)
    .where(expired);
  let offers = 0;
  for (const { clinicId } of offerClinics)
    offers += await db.transaction(async (tx) => {
      const lapsed = await tx
        .update(waitlistOffers)
        .set({ status: 'lapsed' })
        .where(and(eq(waitlistOffers.clinicId, clinicId), expired))
        .returning({ id: waitlistOffers.id });
      if (lapsed.length === 0) return 0;
      await tx
        .update(waitlistOfferRecipients)
        .set({ outcome: 'lapsed' })
        .where(
          and(
            eq(waitlistOfferRecipients.clinicId, clinicId),
            inArray(
              waitlistOfferRecipients.offerId,
              lapsed.map((offer) => offer.id),
            ),
            eq(waitlistOfferRecipients.outcome, 'offered'),
          ),
        );
      return lapsed.length;
    });

  // Any clinic's today is within a day of UTC's: the few candidates are checked in their zone.
  const wishClinics = await db
    .selectDistinct({ clinicId: waitlistWishes.clinicId, timeZone: clinics.timeZone })
    .from(waitlistWishes)
    .innerJoin(clinics, eq(clinics.id, waitlistWishes.clinicId))
    .where(
      and(
        eq(waitlistWishes.status, 'waiting'),
        lt(waitlistWishes.until, new Date(now.getTime() + DAY_MS).toISOString().slice(0, 10)),
      ),
    );
  let wishes = 0;
  for (const { clinicId, timeZone } of wishClinics) {
    const lapsed = await db
      .update(waitlistWishes)
      .set({ status: 'lapsed' })
      .where(
        and(
          eq(waitlistWishes.clinicId, clinicId),
          eq(waitlistWishes.status, 'waiting'),
          lt(waitlistWishes.until, localDayOf(now, timeZone).date),
        ),
      )
      .returning({ id: waitlistWishes.id });
    wishes += lapsed.length;
  }
  return { offers, wishes };
}
