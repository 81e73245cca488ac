import { z } from 'zod';
import { publicVisitFields } from './public-visit.js';
import { availabilityQuerySchema } from './availability-query.js';
import { emailSchema } from './auth.js';
import { instantSchema } from './dates.js';
import { createPatientSchema } from './patients.js';

/**
 * Patients booking themselves at /book/{slug}. The clinic's settings say whether it takes online
 * bookings and which services, practitioners and locations it offers; the public routes answer
 * anyone (no session, rate-limited) and never any patient data.
 *
 * Staff:
 *   GET /online-booking/settings → {settings}
 *   PUT /online-booking/settings → {settings}; 409 SLUG_TAKEN when another clinic has the slug
 * Visitors:
 *   GET  /public/clinics/{slug}/booking → {clinic, locations, services, practitioners}
 *   GET  /public/clinics/{slug}/availability?serviceId=&from=&to=[&practitionerId=][&locationId=]
 *        → {slots}, inside the clinic's notice and horizon, clear of held slots
 *   POST /public/clinics/{slug}/bookings → 202 {booking}: the slot is held and a 6-digit code
 *        mailed; 409 SLOT_TAKEN with {nextSlots} when the time is no longer free
 *   POST /public/clinics/{slug}/bookings/{id}/verify {code} → 201 {booking}: the appointment is
 *        made and its confirmation (with an .ics) mailed; 409 SLOT_TAKEN with {nextSlots} when a
 *        staff booking took the time meanwhile; 400 WRONG_CODE; 410 BOOKING_EXPIRED
 */

/** The address part of /book/{slug}: lower-case letters, digits and single hyphens. */
export const BOOKING_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const bookingSlugSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(3, 'Use at least 3 characters.')
  .max(50, 'Use at most 50 characters.')
  .regex(
    BOOKING_SLUG_PATTERN,
    'Use lower-case letters, digits and single hyphens, e.g. city-physio.',
  );

export const ONLINE_BOOKING_MESSAGE_MAX = 500;
/** How long a chosen time is kept for the visitor while they verify their email. */
export const BOOKING_HOLD_MINUTES = 10;
/** Wrong codes a held booking takes before it is given up. */
export const BOOKING_CODE_ATTEMPTS = 5;
/** Upcoming online bookings one email address may have open at a clinic. */
export const OPEN_ONLINE_BOOKINGS_MAX = 3;

const idList = z.array(z.uuid('Not a valid id.')).max(200, 'Choose at most 200.');
/** A whole number of `unit` from `min` to `max`; `missing` asks for it when left empty. */
const wholeNumber = (missing: string, min: number, max: number, unit: string) => {
  const range = `Use ${min} to ${max} ${unit}.`;
  return z.number(missing).int(`Use whole ${unit}.`).min(min, range).max(max, range);
};

export const onlineBookingSettingsSchema = z.object({
  enabled: z.boolean(),
  /** Null until the clinic picks one; booking cannot be switched on without it. */
  slug: bookingSlugSchema.nullable(),
  /** The earliest bookable time is this many minutes from now. */
  minNoticeMinutes: wholeNumber('Choose the minimum notice.', 0, 30 * 24 * 60, 'minutes'),
  /** The latest bookable day is this many days ahead. */
  maxDaysAhead: wholeNumber('Enter how many days ahead patients may book.', 1, 365, 'days'),
  /** Patients may cancel or move a visit online until this many hours before it. */
  changeWindowHours: wholeNumber(
    'Enter how many hours before a visit patients may still change it.',
    0,
    24 * 14,
    'hours',
  ),
  /** Off: only people already on the clinic's records (email and date of birth) may book. */
  newPatientsAllowed: z.boolean(),
  /** Shown at the top of the booking page. */
  message: z
    .string()
    .trim()
    .max(ONLINE_BOOKING_MESSAGE_MAX, `Use at most ${ONLINE_BOOKING_MESSAGE_MAX} characters.`),
  /** The active services, practitioners (user ids) and locations offered online. */
  serviceIds: idList,
  practitionerIds: idList,
  locationIds: idList,
});
export type OnlineBookingSettings = z.infer<typeof onlineBookingSettingsSchema>;

/** PUT body: the whole settings; switching on needs a slug. */
export const updateOnlineBookingSettingsSchema = onlineBookingSettingsSchema.refine(
  (settings) => !settings.enabled || settings.slug !== null,
  { path: ['slug'], message: 'Choose the address of your booking page first.' },
);
export const onlineBookingSettingsResponseSchema = z.object({
  settings: onlineBookingSettingsSchema,
});
export type OnlineBookingSettingsResponse = z.infer<typeof onlineBookingSettingsResponseSchema>;

export const clinicSlugParamsSchema = z.object({ slug: bookingSlugSchema });

/** What the booking page shows before any choice: no patient data, nothing staff-only. */
export const publicBookingSchema = z.object({
  clinic: z.object({
    name: z.string(),
    slug: z.string(),
    timeZone: z.string(),
    locale: z.string(),
    currency: z.string(),
    /** GET /public/clinics/{slug}/logo when the clinic has one. */
    logoUrl: z.string().nullable(),
    phone: z.string(),
    email: z.string(),
    message: z.string(),
    newPatientsAllowed: z.boolean(),
    minNoticeMinutes: z.number().int(),
    maxDaysAhead: z.number().int(),
    changeWindowHours: z.number().int(),
  }),
  locations: z.array(z.object({ id: z.uuid(), name: z.string(), address: z.string() })),
  services: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      durationMinutes: z.number().int(),
      priceCents: z.number().int(),
      /** Where and by whom it is offered online (never empty: a service offered nowhere is left out). */
      locationIds: z.array(z.uuid()),
      practitionerIds: z.array(z.uuid()),
    }),
  ),
  practitioners: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      title: z.string(),
    }),
  ),
});
export type PublicBooking = z.infer<typeof publicBookingSchema>;

/** The same query as staff availability (a month at most). */
export const publicAvailabilityQuerySchema = availabilityQuerySchema;
export type PublicAvailabilityQuery = z.infer<typeof publicAvailabilityQuerySchema>;

export const publicSlotSchema = z.object({
  start: z.iso.datetime(),
  end: z.iso.datetime(),
  practitionerId: z.uuid(),
  locationId: z.uuid(),
});
export type PublicSlot = z.infer<typeof publicSlotSchema>;
export const publicAvailabilityResponseSchema = z.object({ slots: z.array(publicSlotSchema) });
export type PublicAvailabilityResponse = z.infer<typeof publicAvailabilityResponseSchema>;

const patientFields = createPatientSchema.pick({ firstName: true, lastName: true, phone: true });

/** POST /public/clinics/{slug}/bookings: the chosen time and who is coming. */
export const requestBookingSchema = patientFields.extend({
  serviceId: z.uuid('Choose a service.'),
  practitionerId: z.uuid('Choose a practitioner.'),
  locationId: z.uuid('Choose a location.'),
  start: instantSchema('Choose a time.'),
  email: emailSchema,
  dateOfBirth: createPatientSchema.shape.dateOfBirth.unwrap().unwrap(),
  note: z.string().trim().max(500, 'Use at most 500 characters.').optional(),
  /** Left empty by people; bots fill every field. */
  website: z.string().max(200).optional(),
});
export type RequestBookingInput = z.infer<typeof requestBookingSchema>;

export const bookingStatuses = ['awaiting_verification', 'confirmed'] as const;

/** A booking as its visitor sees it: what, when, where and with whom; no other patient data. */
export const publicBookingResultSchema = z.object({
  id: z.uuid(),
  status: z.enum(bookingStatuses),
  ...publicVisitFields,
  /** While awaiting verification: when the held time is released. */
  expiresAt: z.iso.datetime().nullable(),
});
export type PublicBookingResult = z.infer<typeof publicBookingResultSchema>;
export const publicBookingResponseSchema = z.object({ booking: publicBookingResultSchema });
export type PublicBookingResponse = z.infer<typeof publicBookingResponseSchema>;

export const bookingParamsSchema = clinicSlugParamsSchema.extend({
  id: z.uuid('Not a valid booking.'),
});
export const verifyBookingSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code from the email.'),
});
export type VerifyBookingInput = z.infer<typeof verifyBookingSchema>;

/** The `details` of a 409 SLOT_TAKEN: the next free times of the same choice. */
export const slotTakenDetailsSchema = z.object({ nextSlots: z.array(publicSlotSchema) });
export type SlotTakenDetails = z.infer<typeof slotTakenDetailsSchema>;
