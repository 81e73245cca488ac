import { and, eq } from 'drizzle-orm';
import type { PortalAppointment, RescheduleInput } from '../../../domain/portal.js';
import { MINUTE_MS } from '../../../domain/clinic-time.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { appointments, onlineBookingSettings } from '../../db/schema.js';
import { HttpError } from '../../http-errors.js';
import { queueAppointmentChanges } from '../appointment-mail/service.js';
import { isOverlapViolation } from '../appointments/conflicts.js';
import { appointmentOf } from '../appointments/details.js';
import { nextSequence } from '../appointments/sequence.js';
import { recordAudit } from '../audit/service.js';
import { bookingClinicBySlug, bookingOffer } from '../booking/booking-clinic.js';
import { slotTaken } from '../booking/booking-errors.js';
import { nextOnlineSlots, onlineSlots } from '../booking/online-slots.js';
import { lockPractitionerTime } from '../booking/request-booking.js';
import { offerFreedTime } from '../waitlist/offer-freed-time.js';
import { cancelByPatient, type PatientCancelSource } from './cancel-by-patient.js';
import type { ClinicPatient, PortalPatient } from './portal-session.js';
import { portalOf, portalVisit, toPortalAppointment } from './visits.js';

/** The visit, if the patient may still change it online; 409 CHANGE_WINDOW_PASSED if not. */
async function changeableVisit(ctx: AppContext, patient: ClinicPatient, id: string) {
  const visit = await portalVisit(ctx, patient, id);
  if (toPortalAppointment(visit, ctx.clock.now()).changeableUntil === null)
    throw new HttpError(
      409,
      'CHANGE_WINDOW_PASSED',
      `This visit can no longer be changed online: please call the clinic. Visits can be changed up to ${visit.changeWindowHours} hours before they start.`,
    );
  return visit;
}

const audit = (
  db: Parameters<typeof recordAudit>[0],
  action: 'appointment.status' | 'appointment.update',
  patient: ClinicPatient,
  id: string,
  meta: Record<string, unknown>,
) =>
  recordAudit(db, {
    action,
    clinicId: patient.clinicId,
    entityType: 'appointment',
    entityId: id,
    meta: { patientId: patient.patientId, source: 'portal', ...meta },
  });

/** How a patient's cancel arrived, and what must hold for it in the cancelling transaction. */
export interface PatientCancelOptions {
  source?: Extract<PatientCancelSource, 'portal' | 'visit_link'>;
  /** Runs first inside the transaction; throwing refuses the cancel (a link used meanwhile). */
  claim?: (tx: Db) => Promise<void>;
}

async function forgetFreeTimes(ctx: AppContext, clinicId: string) {
  const [row] = await ctx.db
    .select({ slug: onlineBookingSettings.slug })
    .from(onlineBookingSettings)
    .where(eq(onlineBookingSettings.clinicId, clinicId));
  if (row?.slug) ctx.freeTimes.forget(row.slug);
}

/** The patient cancels a visit inside the clinic's window: no fee, and the calendar copy goes. */
export async function cancelVisit(
  ctx: AppContext,
  patient: ClinicPatient,
  id: string,
  { source = 'portal', claim }: PatientCancelOptions = {},
): Promise<PortalAppointment> {
  await changeableVisit(ctx, patient, id);
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    await claim?.(tx);
    await cancelByPatient(ctx, tx, { ...patient, id }, source);
  });
  await forgetFreeTimes(ctx, patient.clinicId);
  return toPortalAppointment(await portalVisit(ctx, patient, id), now);
}

/**
 * The patient moves a visit to another free time of the same service (any practitioner and
 * location the booking page offers it with), inside the clinic's window. 409 SLOT_TAKEN with
 * the next free times when the time is not free; a new calendar copy replaces the old one.
 */
export async function rescheduleVisit(
  ctx: AppContext,
  patient: PortalPatient,
  id: string,
  input: RescheduleInput,
): Promise<PortalAppointment> {
  const visit = await changeableVisit(ctx, patient, id);
  const now = ctx.clock.now();
  const clinic = await bookingClinicBySlug(ctx.db, (await portalOf(ctx.db, patient)).clinic.slug);
  const offer = await bookingOffer(ctx.db, clinic);
  const service = offer.services.find((candidate) => candidate.id === visit.serviceId);
  if (!service)
    throw new HttpError(
      409,
      'NOT_BOOKABLE_ONLINE',
      'This visit cannot be moved online: please call the clinic.',
    );
  const start = new Date(input.start);
  const choice = { practitionerId: input.practitionerId, locationId: input.locationId };
  const isFree = async (db: typeof ctx.db) => {
    const [slot] = await onlineSlots(
      db,
      clinic,
      service,
      { serviceId: service.id, ...choice, from: start, to: new Date(start.getTime() + 1) },
      now,
    );
    return slot && Date.parse(slot.start) === start.getTime() ? slot : null;
  };
  let moved: boolean;
  try {
    moved = await ctx.db.transaction(async (tx) => {
      await lockPractitionerTime(tx, input.practitionerId);
      const slot = await isFree(tx);
      if (!slot) return false;
      const before = await appointmentOf(tx, patient.clinicId, id);
      await tx
        .update(appointments)
        .set({
          startsAt: start,
          endsAt: new Date(start.getTime() + service.durationMinutes * MINUTE_MS),
          therapistId: input.practitionerId,
          locationId: input.locationId,
          roomId: slot.roomId ?? null,
          reminderQueuedAt: null,
          confirmedByPatientAt: null,
          updatedAt: now,
          sequence: nextSequence,
        })
        .where(and(eq(appointments.clinicId, patient.clinicId), eq(appointments.id, id)));
      await audit(tx, 'appointment.update', patient, id, {
        fields: ['start', 'end', 'therapistId', 'locationId'],
      });
      await queueAppointmentChanges(tx, ctx.clock, [before], { changedByPatient: true });
      await offerFreedTime(ctx, tx, before);
      return true;
    });
  } catch (error) {
    if (!isOverlapViolation(error)) throw error;
    moved = false;
  }
  if (!moved) throw slotTaken(await nextOnlineSlots(ctx.db, clinic, service, choice, start, now));
  ctx.freeTimes.forget(clinic.slug);
  return toPortalAppointment(await portalVisit(ctx, patient, id), now);
}
