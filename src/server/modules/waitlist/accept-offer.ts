import { and, eq, ne } from 'drizzle-orm';
import type { PublicOffer } from '../../../domain/waitlist.js';
import type { AppContext, RequestOrigin } from '../../context.js';
import type { Db } from '../../db/client.js';
import {
  patients,
  services,
  waitlistOfferRecipients,
  waitlistOffers,
  waitlistWishes,
} from '../../db/schema.js';
import { HttpError } from '../../http-errors.js';
import { queueClinicMail } from '../../clinic/clinic-mail.js';
import { appointmentTimeText } from '../appointment-mail/service.js';
import { findConflicts, isOverlapViolation } from '../appointments/conflicts.js';
import { bookPatientVisit } from '../booking/book-visit.js';
import { lockPractitionerTime } from '../booking/request-booking.js';
import {
  offerOfToken,
  publicStatusOf,
  toPublicOffer,
  visitSpanOf,
  type OfferOfToken,
} from './offer-link.js';

export const offerTaken = () =>
  new HttpError(
    409,
    'OFFER_TAKEN',
    'Sorry, this time was just taken. You stay on the waitlist for the next one.',
  );
export const offerExpired = () =>
  new HttpError(
    410,
    'OFFER_EXPIRED',
    'This offer has lapsed. You stay on the waitlist if you are still waiting.',
  );

/** GET: the offer a mailed link opens, as its recipient may see it. */
export async function readOffer(
  ctx: AppContext,
  token: string,
  origin: RequestOrigin,
): Promise<PublicOffer> {
  await ctx.rateLimits.consume('waitlistOffersPerIp', origin.ip);
  return toPublicOffer(await offerOfToken(ctx.db, token), ctx.clock.now());
}

/** The time is free for this visit, with the freed room when that is still free too. */
async function freeRoom(tx: Db, row: OfferOfToken, span: { start: Date; end: Date }) {
  const booking = {
    therapistId: row.offer.practitionerId,
    patientId: row.wish.patientId,
    roomId: row.offer.roomId,
    intervals: [span],
  };
  const conflicts = await findConflicts(tx, row.offer.clinicId, booking);
  if (conflicts.some((conflict) => conflict.reason !== 'room')) throw offerTaken();
  return conflicts.length === 0 ? row.offer.roomId : null;
}

/** Tells the other recipients the time went to someone else. */
async function tellOthers(ctx: AppContext, tx: Db, row: OfferOfToken, now: Date) {
  const others = await tx
    .update(waitlistOfferRecipients)
    .set({ outcome: 'taken_by_other', respondedAt: now })
    .where(
      and(
        eq(waitlistOfferRecipients.clinicId, row.offer.clinicId),
        eq(waitlistOfferRecipients.offerId, row.offer.id),
        eq(waitlistOfferRecipients.outcome, 'offered'),
        ne(waitlistOfferRecipients.id, row.recipient.id),
      ),
    )
    .returning({ id: waitlistOfferRecipients.id, wishId: waitlistOfferRecipients.wishId });
  for (const other of others) {
    const [patient] = await tx
      .select({
        patientId: patients.id,
        firstName: patients.firstName,
        email: patients.email,
        serviceName: services.name,
      })
      .from(waitlistWishes)
      .innerJoin(
        patients,
        and(
          eq(patients.clinicId, waitlistWishes.clinicId),
          eq(patients.id, waitlistWishes.patientId),
        ),
      )
      .innerJoin(
        services,
        and(
          eq(services.clinicId, waitlistWishes.clinicId),
          eq(services.id, waitlistWishes.serviceId),
        ),
      )
      .where(
        and(eq(waitlistWishes.clinicId, row.offer.clinicId), eq(waitlistWishes.id, other.wishId)),
      );
    if (!patient?.email) continue;
    await queueClinicMail(
      tx,
      ctx.clock,
      row.offer.clinicId,
      {
        template: 'waitlist-offer-taken',
        to: patient.email,
        data: {
          clinicName: row.clinic.name,
          firstName: patient.firstName,
          when: appointmentTimeText(row.offer.startsAt, row.clinic.timeZone),
          serviceName: patient.serviceName,
        },
      },
      {
        toPatient: true,
        entity: { type: 'waitlist_offer_recipient', id: other.id },
        record: {
          clinicId: row.offer.clinicId,
          patientId: patient.patientId,
          kind: 'waitlist_offer',
        },
      },
    );
  }
}

/**
 * The recipient takes the offered time, first come first served: under the practitioner's time
 * lock, the offer still open and the time still free, their visit is booked (with its
 * confirmation and .ics), the offer closes, their wish is booked and everyone else offered it is
 * told it was taken. 409 OFFER_TAKEN when someone accepted first or the time was booked
 * meanwhile; 410 OFFER_EXPIRED when the offer lapsed.
 */
export async function acceptOffer(
  ctx: AppContext,
  token: string,
  origin: RequestOrigin,
): Promise<PublicOffer> {
  await ctx.rateLimits.consume('waitlistOffersPerIp', origin.ip);
  const found = await offerOfToken(ctx.db, token);
  const now = ctx.clock.now();
  try {
    await ctx.db.transaction(async (tx) => {
      await lockPractitionerTime(tx, found.offer.practitionerId);
      // Read again under the lock: an accept decided meanwhile is seen here.
      const row = await offerOfToken(tx, token);
      const status = publicStatusOf(row, now);
      if (status === 'accepted') return;
      if (status === 'taken') throw offerTaken();
      if (status === 'lapsed') throw offerExpired();
      const span = visitSpanOf(row);
      const roomId = await freeRoom(tx, row, span);
      const appointmentId = await bookPatientVisit(tx, ctx.clock, {
        clinicId: row.offer.clinicId,
        patientId: row.wish.patientId,
        therapistId: row.offer.practitionerId,
        serviceId: row.wish.serviceId,
        priceCents: row.service.priceMinor,
        roomId,
        locationId: row.offer.locationId,
        startsAt: span.start,
        endsAt: span.end,
        notes: 'Booked from the waitlist.',
        source: 'waitlist',
      });
      const taken = await tx
        .update(waitlistOffers)
        .set({ status: 'taken', appointmentId })
        .where(
          and(
            eq(waitlistOffers.clinicId, row.offer.clinicId),
            eq(waitlistOffers.id, row.offer.id),
            eq(waitlistOffers.status, 'open'),
          ),
        )
        .returning({ id: waitlistOffers.id });
      if (taken.length === 0) throw offerTaken();
      await tx
        .update(waitlistOfferRecipients)
        .set({ outcome: 'accepted', respondedAt: now })
        .where(
          and(
            eq(waitlistOfferRecipients.clinicId, row.offer.clinicId),
            eq(waitlistOfferRecipients.id, row.recipient.id),
          ),
        );
      await tx
        .update(waitlistWishes)
        .set({ status: 'booked', appointmentId })
        .where(
          and(eq(waitlistWishes.clinicId, row.offer.clinicId), eq(waitlistWishes.id, row.wish.id)),
        );
      await tellOthers(ctx, tx, row, now);
    });
  } catch (error) {
    if (isOverlapViolation(error)) throw offerTaken();
    throw error;
  }
  const accepted = toPublicOffer(await offerOfToken(ctx.db, token), now);
  if (accepted.clinicSlug) ctx.freeTimes.forget(accepted.clinicSlug);
  return accepted;
}
