import { and, eq, sql } from 'drizzle-orm';
import { MINUTE_MS } from '../../../domain/clinic-time.js';
import type { PublicOffer } from '../../../domain/waitlist.js';
import type { Db } from '../../db/client.js';
import {
  clinics,
  locations,
  onlineBookingSettings,
  services,
  users,
  waitlistOfferRecipients,
  waitlistOffers,
  waitlistWishes,
} from '../../db/schema.js';
import { notFound } from '../../http-errors.js';
import { hashToken } from '../../secure-tokens.js';

/** The offer a mailed link's token opens, with what its recipient may see: 404 for none. */
export async function offerOfToken(db: Db, token: string) {
  const [row] = await db
    .select({
      recipient: waitlistOfferRecipients,
      offer: waitlistOffers,
      wish: waitlistWishes,
      service: {
        name: services.name,
        durationMinutes: services.durationMinutes,
        priceMinor: services.priceMinor,
      },
      practitionerName: sql<string>`${users.name} || ' ' || ${users.lastName}`,
      location: { name: locations.name, address: locations.address },
      clinic: {
        name: clinics.name,
        timeZone: clinics.timeZone,
        locale: clinics.locale,
        slug: onlineBookingSettings.slug,
        bookingEnabled: onlineBookingSettings.enabled,
      },
    })
    .from(waitlistOfferRecipients)
    .innerJoin(
      waitlistOffers,
      and(
        eq(waitlistOffers.clinicId, waitlistOfferRecipients.clinicId),
        eq(waitlistOffers.id, waitlistOfferRecipients.offerId),
      ),
    )
    .innerJoin(
      waitlistWishes,
      and(
        eq(waitlistWishes.clinicId, waitlistOfferRecipients.clinicId),
        eq(waitlistWishes.id, waitlistOfferRecipients.wishId),
      ),
    )
    .innerJoin(
      services,
      and(
        eq(services.clinicId, waitlistWishes.clinicId),
        eq(services.id, waitlistWishes.serviceId),
      ),
    )
    .innerJoin(users, eq(users.id, waitlistOffers.practitionerId))
    .innerJoin(clinics, eq(clinics.id, waitlistOfferRecipients.clinicId))
    .leftJoin(
      locations,
      and(
        eq(locations.clinicId, waitlistOffers.clinicId),
        eq(locations.id, waitlistOffers.locationId),
      ),
    )
    .leftJoin(onlineBookingSettings, eq(onlineBookingSettings.clinicId, clinics.id))
    .where(eq(waitlistOfferRecipients.tokenHash, hashToken(token)));
  if (!row) throw notFound('The offer');
  return row;
}

export type OfferOfToken = Awaited<ReturnType<typeof offerOfToken>>;

/** The visit the recipient would get: from the freed time's start, their service's length. */
export const visitSpanOf = (row: OfferOfToken) => ({
  start: row.offer.startsAt,
  end: new Date(row.offer.startsAt.getTime() + row.service.durationMinutes * MINUTE_MS),
});

/** What the recipient's link shows now: open, accepted by them, taken by another, or lapsed. */
export function publicStatusOf(row: OfferOfToken, now: Date): PublicOffer['status'] {
  if (row.recipient.outcome === 'accepted') return 'accepted';
  if (row.recipient.outcome === 'taken_by_other' || row.offer.status === 'taken') return 'taken';
  if (
    row.recipient.outcome === 'lapsed' ||
    row.offer.status === 'lapsed' ||
    row.offer.expiresAt <= now ||
    row.wish.status !== 'waiting'
  )
    return 'lapsed';
  return 'open';
}

export function toPublicOffer(row: OfferOfToken, now: Date): PublicOffer {
  const span = visitSpanOf(row);
  const status = publicStatusOf(row, now);
  return {
    clinicName: row.clinic.name,
    clinicSlug: row.clinic.bookingEnabled ? row.clinic.slug : null,
    timeZone: row.clinic.timeZone,
    locale: row.clinic.locale,
    start: span.start.toISOString(),
    end: span.end.toISOString(),
    serviceName: row.service.name,
    practitionerName: row.practitionerName,
    locationName: row.location?.name ?? '',
    locationAddress: row.location?.address ?? '',
    status,
    expiresAt: row.offer.expiresAt.toISOString(),
    appointmentId: status === 'accepted' ? row.wish.appointmentId : null,
  };
}
