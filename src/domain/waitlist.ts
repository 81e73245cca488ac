import { z } from 'zod';
import { publicClinicFields, publicVisitFields } from './public-visit.js';
import { calendarDateSchema } from './dates.js';

/**
 * The waitlist. A wish says what a patient waits for: a service, a practitioner or anyone, a
 * location or any, weekdays and a time of day, until a date. Staff add wishes on the Waitlist
 * screen; patients add their own in the portal (the booking page sends them there when no time
 * suits). When a visit is cancelled or moved, its freed time becomes an offer: every waiting wish
 * it matches is mailed a link at once. The first to accept gets the visit (atomically, in one
 * transaction with the practitioner's time locked); the others are told it was taken. An offer
 * lapses after OFFER_HOURS, or when its time is too near to book.
 *
 * Staff:
 *   GET  /waitlist?status= → {wishes}                    POST /waitlist → 201 {wish}
 *   DELETE /waitlist/{id} → 204 (the wish is removed; its history stays in offers)
 *   GET  /waitlist/offers → {offers}: each freed time, whom it was offered to and the outcome
 * Patient (portal session):
 *   GET  /portal/waitlist → {wishes}                     POST /portal/waitlist → 201 {wish}
 *   DELETE /portal/waitlist/{id} → 204
 * Anyone with an offer's link (the token is the credential, as a mailed link is):
 *   GET  /public/waitlist-offers/{token} → {offer}
 *   POST /public/waitlist-offers/{token}/accept → 201 {offer} with the appointment;
 *        409 OFFER_TAKEN when another patient accepted first or the time is no longer free;
 *        410 OFFER_EXPIRED
 */

/** How long a mailed offer stays open. */
export const OFFER_HOURS = 12;
/** Waiting wishes one patient may have at a clinic. */
export const WISHES_PER_PATIENT_MAX = 5;

const timeOfDay = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a time such as 08:30.');
const dayEnd = z
  .string()
  .regex(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/, 'Use a time such as 17:00 (24:00 is midnight).');

/** What a wish waits for. Weekdays 0–6 (0 = Sunday); times in the clinic's time zone. */
export const wishInputFields = {
  serviceId: z.uuid('Choose a service.'),
  /** Null: anyone who offers the service. */
  practitionerId: z.uuid('Not a valid practitioner.').nullable().default(null),
  /** Null: any location. */
  locationId: z.uuid('Not a valid location.').nullable().default(null),
  weekdays: z
    .array(z.number().int().min(0, 'Choose a day.').max(6, 'Choose a day.'))
    .min(1, 'Choose at least one day.')
    .max(7),
  from: timeOfDay,
  to: dayEnd,
  /** The last day the patient waits (inclusive). */
  until: calendarDateSchema('Choose until when.'),
  note: z.string().trim().max(500, 'Use at most 500 characters.').default(''),
};
const timesInOrder = (wish: { from: string; to: string }) => wish.to > wish.from;
const toAfterFrom = { message: 'The end must be after the start.', path: ['to'] };

/** POST /portal/waitlist: the signed-in patient's own wish. */
export const portalWishInputSchema = z.object(wishInputFields).refine(timesInOrder, toAfterFrom);
export type PortalWishInput = z.input<typeof portalWishInputSchema>;

/** POST /waitlist: staff add a wish for a patient. */
export const wishInputSchema = z
  .object({ ...wishInputFields, patientId: z.uuid('Choose a patient.') })
  .refine(timesInOrder, toAfterFrom);
export type WishInput = z.input<typeof wishInputSchema>;

export const wishStatuses = ['waiting', 'booked', 'removed', 'lapsed'] as const;
export type WishStatus = (typeof wishStatuses)[number];
export const wishSources = ['staff', 'portal'] as const;

export const wishSchema = z.object({
  id: z.uuid(),
  patientId: z.uuid(),
  /** Staff answers only; empty in the portal. */
  patientName: z.string(),
  serviceId: z.uuid(),
  serviceName: z.string(),
  practitionerId: z.uuid().nullable(),
  practitionerName: z.string().nullable(),
  locationId: z.uuid().nullable(),
  locationName: z.string().nullable(),
  weekdays: z.array(z.number().int()),
  from: z.string(),
  to: z.string(),
  until: z.string(),
  note: z.string(),
  status: z.enum(wishStatuses),
  source: z.enum(wishSources),
  /** The visit it got, once booked from an offer. */
  appointmentId: z.uuid().nullable(),
  createdAt: z.iso.datetime(),
});
export type Wish = z.infer<typeof wishSchema>;
export const wishResponseSchema = z.object({ wish: wishSchema });
export const wishesResponseSchema = z.object({ wishes: z.array(wishSchema) });
export const wishParamsSchema = z.object({ id: z.uuid('Not a valid wish.') });
export const wishListQuerySchema = z.object({
  status: z.enum(wishStatuses, 'Choose a status.').optional(),
});

export const offerStatuses = ['open', 'taken', 'lapsed'] as const;
export type OfferStatus = (typeof offerStatuses)[number];
export const offerOutcomes = ['offered', 'accepted', 'taken_by_other', 'lapsed'] as const;
export type OfferOutcome = (typeof offerOutcomes)[number];

/** A freed time, as staff see it: whom it was offered to and what came of it. */
export const offerSchema = z.object({
  id: z.uuid(),
  start: z.iso.datetime(),
  end: z.iso.datetime(),
  practitionerId: z.uuid(),
  practitionerName: z.string(),
  locationId: z.uuid().nullable(),
  locationName: z.string(),
  status: z.enum(offerStatuses),
  expiresAt: z.iso.datetime(),
  createdAt: z.iso.datetime(),
  /** The visit made when a patient accepted. */
  appointmentId: z.uuid().nullable(),
  recipients: z.array(
    z.object({
      wishId: z.uuid(),
      patientId: z.uuid(),
      patientName: z.string(),
      serviceName: z.string(),
      outcome: z.enum(offerOutcomes),
      respondedAt: z.iso.datetime().nullable(),
    }),
  ),
});
export type Offer = z.infer<typeof offerSchema>;
export const offersResponseSchema = z.object({ offers: z.array(offerSchema) });

/** An offer as its recipient sees it through the mailed link: no other patient's data. */
export const publicOfferSchema = z.object({
  ...publicClinicFields,
  clinicSlug: z.string().nullable(),
  ...publicVisitFields,
  /** `open` while it can be accepted; `accepted` by this patient; `taken` by another; `lapsed`. */
  status: z.enum(['open', 'accepted', 'taken', 'lapsed']),
  expiresAt: z.iso.datetime(),
  appointmentId: z.uuid().nullable(),
});
export type PublicOffer = z.infer<typeof publicOfferSchema>;
export const publicOfferResponseSchema = z.object({ offer: publicOfferSchema });
export const offerTokenParamsSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{32,128}$/, 'This offer link is not valid.'),
});
