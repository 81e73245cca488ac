import {
  TransactionRollbackError,
  and,
  count,
  eq,
  gt,
  inArray,
  isNotNull,
  isNull,
  sql,
} from 'drizzle-orm';
import {
  BOOKING_HOLD_MINUTES,
  OPEN_ONLINE_BOOKINGS_MAX,
  type PublicBookingResult,
  type RequestBookingInput,
} from '../../../domain/online-booking.js';
import { MINUTE_MS } from '../../../domain/clinic-time.js';
import { liveAppointmentStatuses } from '../../../domain/scheduling.js';
import type { AppContext, RequestOrigin } from '../../context.js';
import type { Db } from '../../db/client.js';
import { appointments, onlineBookingRequests } from '../../db/schema.js';
import { HttpError } from '../../http-errors.js';
import { queueClinicMail } from '../../clinic/clinic-mail.js';
import { appointmentTimeText } from '../appointment-mail/service.js';
import { assertClinicHasAccess } from '../billing/subscriptions.js';
import { bookingClinicBySlug, bookingOffer, type BookingClinic } from './booking-clinic.js';
import { hashBookingCode, newBookingCode } from './booking-code.js';
import { slotTaken } from './booking-errors.js';
import { knownPatientId } from './booking-patient.js';
import { bookingResult } from './booking-result.js';
import { nextOnlineSlots, offeredChoice, onlineSlots } from './online-slots.js';

/** Only one booking of a practitioner's time is decided at once, so two visitors cannot both hold it. */
export const lockPractitionerTime = (db: Db, practitionerId: string) =>
  db.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`booking:${practitionerId}`}, 0))`,
  );

/**
 * A visitor who goes back and asks again (another time, or the same one with corrected details)
 * gives up what they held before: their own earlier hold never stands in their way.
 */
async function releaseEarlierHolds(db: Db, clinicId: string, email: string, now: Date) {
  await db
    .update(onlineBookingRequests)
    .set({ expiresAt: now })
    .where(
      and(
        eq(onlineBookingRequests.clinicId, clinicId),
        eq(onlineBookingRequests.email, email),
        isNull(onlineBookingRequests.appointmentId),
        gt(onlineBookingRequests.expiresAt, now),
      ),
    );
}

/** Upcoming visits booked online with this address, still to take place. */
async function openBookingsOf(db: Db, clinicId: string, email: string, now: Date) {
  const [booked] = await db
    .select({ count: count() })
    .from(onlineBookingRequests)
    .innerJoin(
      appointments,
      and(
        eq(appointments.id, onlineBookingRequests.appointmentId),
        eq(appointments.clinicId, onlineBookingRequests.clinicId),
      ),
    )
    .where(
      and(
        eq(onlineBookingRequests.clinicId, clinicId),
        eq(onlineBookingRequests.email, email),
        isNotNull(onlineBookingRequests.appointmentId),
        inArray(appointments.status, [...liveAppointmentStatuses]),
        gt(appointments.startsAt, now),
      ),
    );
  return booked?.count ?? 0;
}

async function assertMayBook(
  db: Db,
  clinic: BookingClinic,
  person: { email: string; dateOfBirth: string },
  now: Date,
) {
  if (!clinic.newPatientsAllowed && !(await knownPatientId(db, clinic.clinicId, person)))
    throw new HttpError(
      403,
      'NEW_PATIENTS_NOT_ACCEPTED',
      `${clinic.name} books its existing patients online. Please use the email address and date of birth the clinic has for you, or call the clinic.`,
    );
  if ((await openBookingsOf(db, clinic.clinicId, person.email, now)) >= OPEN_ONLINE_BOOKINGS_MAX)
    throw new HttpError(
      409,
      'TOO_MANY_BOOKINGS',
      `You already have ${OPEN_ONLINE_BOOKINGS_MAX} upcoming visits booked online. Please call the clinic to book more.`,
    );
}

/**
 * A visitor chose a time and gave their details: the time is held for them for a few minutes
 * and a 6-digit code is mailed to their address. Nothing is booked until the code comes back
 * (verifyOnlineBooking). 409 SLOT_TAKEN, with the next free times, when the time is not free.
 */
export async function requestOnlineBooking(
  ctx: AppContext,
  slug: string,
  input: RequestBookingInput,
  origin: RequestOrigin,
): Promise<PublicBookingResult> {
  const email = input.email.toLowerCase();
  await ctx.rateLimits.consume('bookingRequestsPerIp', origin.ip);
  await ctx.rateLimits.consume('bookingRequestsPerEmail', email);
  // Bots fill in every field they find; people never see this one.
  if (input.website)
    throw new HttpError(
      400,
      'BOOKING_REFUSED',
      'We could not take this booking. Please call the clinic.',
    );
  const now = ctx.clock.now();
  const clinic = await bookingClinicBySlug(ctx.db, slug);
  await assertClinicHasAccess(ctx.db, clinic.clinicId, now);
  const offer = await bookingOffer(ctx.db, clinic);
  const service = offeredChoice(offer, input);
  const start = new Date(input.start);
  const end = new Date(start.getTime() + service.durationMinutes * MINUTE_MS);
  const choice = { practitionerId: input.practitionerId, locationId: input.locationId };
  await assertMayBook(ctx.db, clinic, { email, dateOfBirth: input.dateOfBirth }, now);

  const code = newBookingCode();
  // A time no longer free rolls back the whole hold, the release of earlier holds included.
  const held = await ctx.db
    .transaction(async (tx) => {
      await lockPractitionerTime(tx, input.practitionerId);
      await releaseEarlierHolds(tx, clinic.clinicId, email, now);
      const [slot] = await onlineSlots(
        tx,
        clinic,
        service,
        { serviceId: service.id, ...choice, from: start, to: new Date(start.getTime() + 1) },
        now,
      );
      if (!slot || Date.parse(slot.start) !== start.getTime()) return tx.rollback();
      const [request] = await tx
        .insert(onlineBookingRequests)
        .values({
          clinicId: clinic.clinicId,
          serviceId: service.id,
          practitionerId: input.practitionerId,
          locationId: input.locationId,
          roomId: slot.roomId ?? null,
          startsAt: start,
          endsAt: end,
          email,
          firstName: input.firstName,
          lastName: input.lastName,
          phone: input.phone ?? '',
          dateOfBirth: input.dateOfBirth,
          note: input.note ?? '',
          codeHash: hashBookingCode(code),
          expiresAt: new Date(now.getTime() + BOOKING_HOLD_MINUTES * MINUTE_MS),
          createdAt: now,
        })
        .returning();
      await mailBookingCode(ctx, tx, clinic, request!, code);
      return request!;
    })
    .catch((error: unknown) => {
      if (error instanceof TransactionRollbackError) return null;
      throw error;
    });
  if (!held) throw slotTaken(await nextOnlineSlots(ctx.db, clinic, service, choice, start, now));
  ctx.freeTimes.forget(clinic.slug);
  return bookingResult(offer, held, 'awaiting_verification');
}

async function mailBookingCode(
  ctx: AppContext,
  db: Db,
  clinic: BookingClinic,
  request: { id: string; email: string; startsAt: Date },
  code: string,
) {
  const link = new URL(`/book/${clinic.slug}/verify`, ctx.config.APP_ORIGIN);
  link.searchParams.set('booking', request.id);
  link.searchParams.set('code', code);
  const held = await queueClinicMail(
    db,
    ctx.clock,
    clinic.clinicId,
    {
      template: 'online-booking-code',
      to: request.email,
      data: {
        clinicName: clinic.name,
        code,
        link: link.toString(),
        when: appointmentTimeText(request.startsAt, clinic.timeZone),
        expiresInMinutes: BOOKING_HOLD_MINUTES,
      },
    },
    { toPatient: true, entity: { type: 'online_booking_request', id: request.id } },
  );
  if (held)
    throw new HttpError(
      503,
      'BOOKING_UNAVAILABLE',
      `${clinic.name} cannot take bookings online right now. Please call the clinic.`,
    );
}
