import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Offer } from '../../../domain/waitlist.js';
import type { Db } from '../../db/client.js';
import {
  locations,
  patients,
  services,
  users,
  waitlistOfferRecipients,
  waitlistOffers,
  waitlistWishes,
} from '../../db/schema.js';

/** How many offers the staff list shows, newest first. */
export const OFFERS_LISTED = 100;

/** The clinic's latest freed times, whom each was offered to and what came of it. */
export async function listOffers(db: Db, clinicId: string): Promise<Offer[]> {
  const offers = await db
    .select({
      offer: waitlistOffers,
      practitionerName: sql<string>`${users.name} || ' ' || ${users.lastName}`,
      locationName: locations.name,
    })
    .from(waitlistOffers)
    .innerJoin(users, eq(users.id, waitlistOffers.practitionerId))
    .leftJoin(
      locations,
      and(
        eq(locations.clinicId, waitlistOffers.clinicId),
        eq(locations.id, waitlistOffers.locationId),
      ),
    )
    .where(eq(waitlistOffers.clinicId, clinicId))
    .orderBy(desc(waitlistOffers.createdAt), desc(waitlistOffers.id))
    .limit(OFFERS_LISTED);
  if (offers.length === 0) return [];
  const recipients = await db
    .select({
      offerId: waitlistOfferRecipients.offerId,
      wishId: waitlistOfferRecipients.wishId,
      patientId: waitlistWishes.patientId,
      patientName: sql<string>`${patients.firstName} || ' ' || ${patients.lastName}`,
      serviceName: services.name,
      outcome: waitlistOfferRecipients.outcome,
      respondedAt: waitlistOfferRecipients.respondedAt,
    })
    .from(waitlistOfferRecipients)
    .innerJoin(
      waitlistWishes,
      and(
        eq(waitlistWishes.clinicId, waitlistOfferRecipients.clinicId),
        eq(waitlistWishes.id, waitlistOfferRecipients.wishId),
      ),
    )
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
      and(
        eq(waitlistOfferRecipients.clinicId, clinicId),
        inArray(
          waitlistOfferRecipients.offerId,
          offers.map((row) => row.offer.id),
        ),
      ),
    )
    .orderBy(asc(waitlistOfferRecipients.createdAt), asc(waitlistOfferRecipients.id));
  return offers.map(({ offer, practitionerName, locationName }) => ({
    id: offer.id,
    start: offer.startsAt.toISOString(),
    end: offer.endsAt.toISOString(),
    practitionerId: offer.practitionerId,
    practitionerName,
    locationId: offer.locationId,
    locationName: locationName ?? '',
    status: offer.status,
    expiresAt: offer.expiresAt.toISOString(),
    createdAt: offer.createdAt.toISOString(),
    appointmentId: offer.appointmentId,
    recipients: recipients
      .filter((recipient) => recipient.offerId === offer.id)
      .map(({ offerId: _offerId, respondedAt, ...recipient }) => ({
        ...recipient,
        respondedAt: respondedAt?.toISOString() ?? null,
      })),
  }));
}
