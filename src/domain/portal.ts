import { z } from 'zod';
import { emailSchema } from './auth.js';
import { instantSchema } from './dates.js';
import { clinicSlugParamsSchema } from './online-booking.js';
import { appointmentStatuses } from './scheduling.js';

/**
 * The patient portal: a patient of a clinic that takes online bookings signs in with a link
 * mailed to the address the clinic has for them (no password), and sees and changes their own
 * visits. Its sessions are short and apart from staff sessions (cookie `motio_portal`, sent only
 * to /api/v1/portal).
 *
 *   POST /public/clinics/{slug}/portal/sign-in {email} → 202 {msg}: the same answer whether or not
 *        the address is known; a known one gets a link /portal/{slug}/sign-in?token=…
 *   POST /portal/sessions {token} → 200 {portal}: the link's token (once, within its minutes)
 *        becomes a session cookie
 *   GET  /portal/me → {portal}                          DELETE /portal/session → 204
 *   GET  /portal/appointments → {upcoming, past}
 *   POST /portal/appointments/{id}/cancel → {appointment}
 *   POST /portal/appointments/{id}/reschedule {start, practitionerId, locationId} → {appointment}
 *        409 CHANGE_WINDOW_PASSED past the clinic's window; 409 SLOT_TAKEN with {nextSlots}
 * Another patient's appointment answers 404, as an unknown one does.
 */

/** How long a mailed sign-in link works. */
export const PORTAL_LINK_MINUTES = 30;
/** A portal session ends after this long without a request, and after PORTAL_SESSION_HOURS. */
export const PORTAL_IDLE_MINUTES = 30;
export const PORTAL_SESSION_HOURS = 4;

export const portalSignInSchema = z.object({ email: emailSchema });
export type PortalSignInInput = z.infer<typeof portalSignInSchema>;
export const portalSignInParamsSchema = clinicSlugParamsSchema;

export const PORTAL_LINK_SENT_MESSAGE =
  'If the clinic has this address, a sign-in link is on its way. It works for 30 minutes.';

export const portalSessionSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{32,128}$/, 'This sign-in link is not valid.'),
});

/** Who is signed in, and the clinic's rules they read. */
export const portalSchema = z.object({
  patient: z.object({ firstName: z.string(), lastName: z.string() }),
  clinic: z.object({
    name: z.string(),
    slug: z.string(),
    timeZone: z.string(),
    locale: z.string(),
    phone: z.string(),
    email: z.string(),
    logoUrl: z.string().nullable(),
    /** Visits may be cancelled or moved online until this many hours before they start. */
    changeWindowHours: z.number().int(),
  }),
});
export type Portal = z.infer<typeof portalSchema>;
export const portalResponseSchema = z.object({ portal: portalSchema });
export type PortalResponse = z.infer<typeof portalResponseSchema>;

export const portalAppointmentSchema = z.object({
  id: z.uuid(),
  start: z.iso.datetime(),
  end: z.iso.datetime(),
  status: z.enum(appointmentStatuses),
  serviceId: z.uuid().nullable(),
  serviceName: z.string(),
  practitionerId: z.uuid(),
  practitionerName: z.string(),
  locationId: z.uuid().nullable(),
  locationName: z.string(),
  locationAddress: z.string(),
  /** Until when the patient may cancel or move it online; null: they cannot (past, cancelled). */
  changeableUntil: z.iso.datetime().nullable(),
});
export type PortalAppointment = z.infer<typeof portalAppointmentSchema>;

export const portalAppointmentsResponseSchema = z.object({
  /** Soonest first. */
  upcoming: z.array(portalAppointmentSchema),
  /** Latest first, the last 50. */
  past: z.array(portalAppointmentSchema),
});
export type PortalAppointmentsResponse = z.infer<typeof portalAppointmentsResponseSchema>;

export const portalAppointmentResponseSchema = z.object({ appointment: portalAppointmentSchema });
export type PortalAppointmentResponse = z.infer<typeof portalAppointmentResponseSchema>;

export const portalAppointmentParamsSchema = z.object({ id: z.uuid('Not a valid visit.') });

/** A new time for the same service, from the clinic's public availability. */
export const rescheduleSchema = z.object({
  start: instantSchema('Choose a time.'),
  practitionerId: z.uuid('Choose a practitioner.'),
  locationId: z.uuid('Choose a location.'),
});
export type RescheduleInput = z.infer<typeof rescheduleSchema>;
