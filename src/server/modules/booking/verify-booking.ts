import { and, eq } from 'drizzle-orm';
import { BOOKING_CODE_ATTEMPTS, type PublicBookingResult } from '../../../domain/online-booking.js';
import type { AppContext, RequestOrigin } from '../../context.js';
import type { Db } from '../../db/client.js';
import { onlineBookingRequests } from '../../db/schema.js';
import { notFound } from '../../http-errors.js';
import { isOverlapViolation } from '../appointments/conflicts.js';
import { bookPatientVisit } from './book-visit.js';
import { bookingClinicBySlug, bookingOffer, type BookingClinic } from './booking-clinic.js';
import { bookingCodeMatches } from './booking-code.js';
import { bookingExpired, slotTaken, wrongCode } from './booking-errors.js';
import { bookingPatientId } from './booking-patient.js';
import { bookingResult } from './booking-result.js';
import { nextOnlineSlots, offeredChoice, onlineSlots } from './online-slots.js';
import { lockPractitionerTime } from './request-booking.js';

type RequestRow = typeof onlineBookingRequests.$inferSelect;

const requestOf = (db: Db, clinicId: string, id: string) =>
  db
    .select()
    .from(onlineBookingRequests)
    .where(and(eq(onlineBookingRequests.clinicId, clinicId), eq(onlineBookingRequests.id, id)));

/** A wrong code counts against the held time; the last allowed one gives it up. */
async function countWrongCode(db: Db, request: RequestRow): Promise<never> {
  await db
    .update(onlineBookingRequests)
    .set({ attempts: request.attempts + 1 })
    .where(
      and(
        eq(onlineBookingRequests.clinicId, request.clinicId),
        eq(onlineBookingRequests.id, request.id),
      ),
    );
  if (request.attempts + 1 >= BOOKING_CODE_ATTEMPTS)
    throw bookingExpired('That code is not right either. Please choose your time again.');
  throw wrongCode();
}

/**
 * Makes the booking a visitor asked for, once they show the code mailed to them: finds or adds
 * the patient, books the time (still free: another visitor cannot hold it meanwhile, but a staff
 * booking may have taken it, answered 409 SLOT_TAKEN with the next free times), and mails the
 * confirmation with its .ics. The same code again answers the booking made; nothing is ever
 * booked twice.
 */
export async function verifyOnlineBooking(
  ctx: AppContext,
  slug: string,
  requestId: string,
  code: string,
  origin: RequestOrigin,
): Promise<PublicBookingResult> {
  await ctx.rateLimits.consume('bookingCodesPerIp', origin.ip);
  const now = ctx.clock.now();
  const clinic = await bookingClinicBySlug(ctx.db, slug);
  const [request] = await requestOf(ctx.db, clinic.clinicId, requestId);
  if (!request) throw notFound('The booking');
  if (request.attempts >= BOOKING_CODE_ATTEMPTS) throw bookingExpired();
  if (!bookingCodeMatches(code, request.codeHash)) await countWrongCode(ctx.db, request);
  const offer = await bookingOffer(ctx.db, clinic);
  if (request.appointmentId) return bookingResult(offer, request, 'confirmed');
  if (request.expiresAt <= now) throw bookingExpired();
  const service = offeredChoice(offer, request);
  const choice = { practitionerId: request.practitionerId, locationId: request.locationId };

  let booked: boolean;
  try {
    booked = await ctx.db.transaction(async (tx) => {
      const [locked] = await requestOf(tx, clinic.clinicId, requestId).for('update');
      if (locked!.appointmentId) return true;
      await lockPractitionerTime(tx, request.practitionerId);
      const [slot] = await onlineSlots(
        tx,
        clinic,
        service,
        {
          serviceId: service.id,
          ...choice,
          from: request.startsAt,
          to: new Date(request.startsAt.getTime() + 1),
        },
        // The time was bookable when the visitor chose it and has been held for them since.
        request.createdAt,
        request.id,
      );
      if (!slot || Date.parse(slot.start) !== request.startsAt.getTime()) return false;
      await book(ctx, tx, clinic, locked!, service.priceCents, slot.roomId ?? null);
      return true;
    });
  } catch (error) {
    if (!isOverlapViolation(error)) throw error;
    booked = false;
  }
  if (!booked)
    throw slotTaken(await nextOnlineSlots(ctx.db, clinic, service, choice, request.startsAt, now));
  return bookingResult(offer, request, 'confirmed');
}

async function book(
  ctx: AppContext,
  tx: Db,
  clinic: BookingClinic,
  request: RequestRow,
  priceCents: number,
  roomId: string | null,
) {
  const { patientId } = await bookingPatientId(tx, clinic.clinicId, request, ctx.clock.now());
  const appointmentId = await bookPatientVisit(tx, ctx.clock, {
    clinicId: clinic.clinicId,
    patientId,
    therapistId: request.practitionerId,
    serviceId: request.serviceId,
    priceCents,
    roomId,
    locationId: request.locationId,
    startsAt: request.startsAt,
    endsAt: request.endsAt,
    notes: request.note ? `Note from the online booking: ${request.note}` : '',
    source: 'online_booking',
  });
  await tx
    .update(onlineBookingRequests)
    .set({ appointmentId, patientId })
    .where(
      and(
        eq(onlineBookingRequests.clinicId, clinic.clinicId),
        eq(onlineBookingRequests.id, request.id),
      ),
    );
}
