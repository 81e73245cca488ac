import { and, asc, eq, gte, inArray, or } from 'drizzle-orm';
import type { CalendarAppointment, UpdateAppointmentInput } from '../../../domain/appointments.js';
import { instantOfWallClock, wallClockOf } from '../../../domain/clinic-time.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { appointments } from '../../db/schema.js';
import { HttpError, invalidField } from '../../http-errors.js';
import type { ClinicActor } from '../../http/clinic-actor.js';
import { auditAs } from '../audit/service.js';
import { assertMayRelinkPlans, assertPlanOfPatient } from '../treatment-plans/service.js';
import { assertSensibleInterval } from './booking.js';
import { calendarByIds } from './calendar.js';
import { assertNoConflicts, refusingOverlaps, type Booking } from './conflicts.js';
import { appointmentOf } from './details.js';
import { assertWithinOpeningHours } from './opening-hours.js';
import { nextSequence } from './sequence.js';
import { assertPractitioner } from '../../clinic/active-members.js';
import { offerFreedTime } from '../waitlist/offer-freed-time.js';
import {
  queueAppointmentChanges,
  queueAppointmentConfirmation,
  queueWithdrawalFromPatient,
} from '../appointment-mail/service.js';
import { clinicHoursOf } from '../../clinic/clinic-hours.js';
import {
  activeService,
  assertActiveRoom,
  assertPatient,
  locationOfRoom,
  priceOfService,
} from './references.js';
import {
  assertActivePlace,
  assertRoomAtPlace,
  assertWithinWorkingHours,
  hoursAt,
  placesOf,
  practitionerDays,
  resolveLocation,
  type Place,
  type PractitionerDays,
} from './places.js';

type AppointmentRow = typeof appointments.$inferSelect;

/**
 * Only notes, colour and the treatment plan change once an appointment is completed, cancelled
 * or a no-show (a visit done can still be counted as a session of its plan).
 */
const closedStatuses: ReadonlySet<AppointmentRow['status']> = new Set([
  'completed',
  'cancelled',
  'no_show',
]);
const alwaysEditable = new Set([
  'notes',
  'labelColor',
  'treatmentPlanId',
  'confirmOutsideOpeningHours',
  'confirmOutsideWorkingHours',
  'scope',
]);

/** The later live occurrences of a series that a 'following' change applies to, with this one. */
export async function followingOccurrences(db: Db, row: AppointmentRow) {
  return db
    .select()
    .from(appointments)
    .where(
      and(
        eq(appointments.seriesId, row.seriesId!),
        eq(appointments.clinicId, row.clinicId),
        gte(appointments.startsAt, row.startsAt),
        or(eq(appointments.id, row.id), inArray(appointments.status, ['scheduled', 'confirmed'])),
      ),
    )
    .orderBy(asc(appointments.startsAt));
}

const fieldsOf = (input: UpdateAppointmentInput) =>
  Object.keys(input).filter(
    (key) => !['confirmOutsideOpeningHours', 'confirmOutsideWorkingHours', 'scope'].includes(key),
  );

/**
 * PATCH: move, resize or change an appointment with the booking rules (opening hours,
 * conflicts). With scope 'following' in a series the same change, its time shift in local
 * wall-clock time, applies to this and every later live occurrence: all of them or none.
 */
export async function updateAppointment(
  ctx: AppContext,
  actor: ClinicActor,
  id: string,
  input: UpdateAppointmentInput,
): Promise<CalendarAppointment[]> {
  const { db } = ctx;
  const now = ctx.clock.now();
  const clinicId = actor.clinicId;
  const row = await appointmentOf(db, clinicId, id);
  if (closedStatuses.has(row.status) && Object.keys(input).some((k) => !alwaysEditable.has(k)))
    throw new HttpError(
      409,
      'APPOINTMENT_CLOSED',
      'This appointment is completed, cancelled or a no-show: only its notes and colour can change.',
    );
  const clinic = await clinicHoursOf(db, clinicId);

  if (input.therapistId && input.therapistId !== row.therapistId)
    await assertPractitioner(db, clinicId, input.therapistId);
  if (input.patientId && input.patientId !== row.patientId)
    await assertPatient(db, clinicId, input.patientId);
  const newService =
    input.serviceId && input.serviceId !== row.serviceId
      ? await activeService(db, clinicId, input.serviceId)
      : null;
  const servicePrice = input.serviceId
    ? (newService?.priceMinor ?? (await priceOfService(db, clinicId, input.serviceId)))
    : null;
  const newRoom =
    input.roomId && input.roomId !== row.roomId
      ? await assertActiveRoom(db, clinicId, input.roomId)
      : null;
  const places = await placesOf(db, clinicId);
  if (input.locationId && input.locationId !== row.locationId)
    assertActivePlace(places, input.locationId);
  const patientId = input.patientId === undefined ? row.patientId : input.patientId;
  const treatmentPlanId =
    input.treatmentPlanId === undefined ? row.treatmentPlanId : input.treatmentPlanId;
  // A plan stays linked only while it is the patient's: a new patient needs a plan of theirs.
  if (treatmentPlanId && (treatmentPlanId !== row.treatmentPlanId || patientId !== row.patientId))
    await assertPlanOfPatient(db, actor, patientId, treatmentPlanId);
  const title = input.title ?? row.title;
  if (!patientId && !title)
    throw invalidField('title', 'Give blocked time a title, or choose a patient.');

  // A move keeps the length unless a new end is given.
  const start = input.start ? new Date(input.start) : row.startsAt;
  const end = input.end
    ? new Date(input.end)
    : new Date(start.getTime() + (row.endsAt.getTime() - row.startsAt.getTime()));
  assertSensibleInterval({ start, end });
  const startShift =
    wallClockOf(start, clinic.timeZone) - wallClockOf(row.startsAt, clinic.timeZone);
  const endShift = wallClockOf(end, clinic.timeZone) - wallClockOf(row.endsAt, clinic.timeZone);
  const shifted = (instant: Date, shift: number) =>
    shift === 0
      ? instant
      : instantOfWallClock(wallClockOf(instant, clinic.timeZone) + shift, clinic.timeZone);

  const targets =
    input.scope === 'following' && row.seriesId ? await followingOccurrences(db, row) : [row];
  assertMayRelinkPlans(
    actor,
    targets.map((target) => target.treatmentPlanId),
    input.treatmentPlanId,
  );
  const therapistIds = [...new Set(targets.map((t) => input.therapistId ?? t.therapistId))];
  const nextTimes = targets.map((target) => ({
    start: target.id === row.id ? start : shifted(target.startsAt, startShift),
    end: target.id === row.id ? end : shifted(target.endsAt, endShift),
  }));
  const daysOf = new Map(
    await Promise.all(
      therapistIds.map(
        async (therapistId) =>
          [
            therapistId,
            await practitionerDays(db, clinicId, therapistId, nextTimes, clinic.timeZone),
          ] as const,
      ),
    ),
  );
  const changes = await Promise.all(
    targets.map(async (target, index) => {
      const roomId = input.roomId === undefined ? target.roomId : input.roomId;
      const therapistId = input.therapistId ?? target.therapistId;
      const times = nextTimes[index]!;
      const next = {
        patientId,
        title: patientId ? '' : title,
        therapistId,
        serviceId: input.serviceId === undefined ? target.serviceId : input.serviceId,
        // The price booked follows a new service (a visit keeps its price otherwise).
        priceCents:
          input.serviceId === undefined || input.serviceId === target.serviceId
            ? target.priceCents
            : patientId
              ? servicePrice
              : null,
        roomId,
        locationId: await nextLocation(db, clinicId, places, daysOf.get(therapistId)!, {
          target,
          input,
          newRoomLocationId: newRoom?.locationId ?? null,
          roomId,
          blockedTime: !patientId,
          moved:
            times.start.getTime() !== target.startsAt.getTime() ||
            times.end.getTime() !== target.endsAt.getTime() ||
            therapistId !== target.therapistId ||
            roomId !== target.roomId ||
            patientId !== target.patientId,
          interval: times,
          timeZone: clinic.timeZone,
        }),
        startsAt: times.start,
        endsAt: times.end,
        notes: input.notes ?? target.notes,
        labelColor: input.labelColor === undefined ? target.labelColor : input.labelColor,
        treatmentPlanId:
          input.treatmentPlanId === undefined ? target.treatmentPlanId : input.treatmentPlanId,
      };
      return { target, next };
    }),
  );

  const timesChanged = changes.some(
    ({ target, next }) =>
      next.startsAt.getTime() !== target.startsAt.getTime() ||
      next.endsAt.getTime() !== target.endsAt.getTime(),
  );
  const placeChanged = changes.some(({ target, next }) => next.locationId !== target.locationId);
  const practitionerChanged = changes.some(
    ({ target, next }) => next.therapistId !== target.therapistId,
  );
  if ((timesChanged || placeChanged) && !input.confirmOutsideOpeningHours)
    assertWithinOpeningHours(
      changes.map(({ next }) => ({ start: next.startsAt, end: next.endsAt })),
      (index) => hoursAt(places, clinic, changes[index]!.next.locationId),
    );
  if ((timesChanged || placeChanged || practitionerChanged) && !input.confirmOutsideWorkingHours)
    for (const therapistId of therapistIds)
      assertWithinWorkingHours(
        places,
        daysOf.get(therapistId)!,
        changes
          .filter(({ next }) => next.therapistId === therapistId)
          .map(({ next }) => ({
            start: next.startsAt,
            end: next.endsAt,
            locationId: next.locationId,
          })),
        clinic.timeZone,
      );

  const isSeries = targets.length > 1;
  const excludeIds = targets.map((target) => target.id);
  const bookings: Booking[] = closedStatuses.has(row.status)
    ? []
    : changes.map(({ next }) => ({
        therapistId: next.therapistId,
        patientId: next.patientId,
        roomId: next.roomId,
        intervals: [{ start: next.startsAt, end: next.endsAt }],
        excludeIds,
      }));
  await assertNoConflicts(db, clinicId, bookings, clinic.timeZone, isSeries);

  await refusingOverlaps(db, clinicId, bookings, clinic.timeZone, isSeries, () =>
    db.transaction(async (tx) => {
      // Moving a series later, the last goes first (and earlier, the first): no occurrence
      // steps onto one that has not moved yet, which the database would refuse.
      const ordered = startShift > 0 ? [...changes].reverse() : changes;
      for (const { target, next } of ordered) {
        const moved = next.startsAt.getTime() !== target.startsAt.getTime();
        await tx
          .update(appointments)
          .set({
            ...next,
            updatedAt: now,
            sequence: nextSequence,
            // A reminder and a patient's confirmation were for the old time.
            ...(moved ? { reminderQueuedAt: null, confirmedByPatientAt: null } : {}),
          })
          .where(and(eq(appointments.id, target.id), eq(appointments.clinicId, clinicId)));
        await auditAs(tx, actor, {
          action: 'appointment.update',
          entityType: 'appointment',
          entityId: target.id,
          meta: {
            ...(next.patientId ? { patientId: next.patientId } : {}),
            fields: fieldsOf(input),
            ...(input.scope === 'following' && isSeries ? { scope: 'following' } : {}),
            ...(next.startsAt.getTime() !== target.startsAt.getTime() ||
            next.endsAt.getTime() !== target.endsAt.getTime()
              ? {
                  from: { start: target.startsAt.toISOString(), end: target.endsAt.toISOString() },
                  to: { start: next.startsAt.toISOString(), end: next.endsAt.toISOString() },
                }
              : {}),
          },
        });
      }
      // The time a visit leaves (another time, practitioner or place) may go to the waitlist.
      for (const { target, next } of changes)
        if (
          !closedStatuses.has(target.status) &&
          (next.startsAt.getTime() !== target.startsAt.getTime() ||
            next.endsAt.getTime() !== target.endsAt.getTime() ||
            next.therapistId !== target.therapistId ||
            next.locationId !== target.locationId)
        )
          await offerFreedTime(ctx, tx, target);
      await tellPatients(ctx, tx, row.id, changes);
    }),
  );
  return calendarByIds(db, actor, excludeIds);
}

/** What a patient sees of a visit, and who it is for. */
type PatientFacing = Pick<
  AppointmentRow,
  'startsAt' | 'endsAt' | 'therapistId' | 'locationId' | 'serviceId' | 'patientId'
>;

/** A change of any of these updates the patient's calendar copy; a room or a note does not. */
const seenByPatient = (target: PatientFacing, next: PatientFacing) =>
  next.startsAt.getTime() !== target.startsAt.getTime() ||
  next.endsAt.getTime() !== target.endsAt.getTime() ||
  next.therapistId !== target.therapistId ||
  next.locationId !== target.locationId ||
  next.serviceId !== target.serviceId;

/**
 * Mails the changes a patient should hear of, inside the changing transaction. Of a series, the
 * occurrence edited and the ones already reminded of: those may be in the patient's calendar. A
 * visit given to another patient is withdrawn from the first and confirmed to the second.
 */
async function tellPatients(
  ctx: AppContext,
  tx: Db,
  editedId: string,
  changes: readonly { target: AppointmentRow; next: PatientFacing }[],
) {
  const known = changes.filter(
    ({ target }) =>
      !closedStatuses.has(target.status) &&
      (target.id === editedId || target.reminderQueuedAt !== null),
  );
  for (const { target, next } of known)
    if (target.patientId !== next.patientId) {
      if (target.patientId)
        await queueWithdrawalFromPatient(tx, ctx.clock, target.id, target.patientId);
      if (next.patientId) await queueAppointmentConfirmation(tx, ctx.clock, target.id);
    }
  await queueAppointmentChanges(
    tx,
    ctx.clock,
    known
      .filter(
        ({ target, next }) => target.patientId === next.patientId && seenByPatient(target, next),
      )
      .map(({ target }) => target),
  );
}

/**
 * Where a changed appointment takes place: the location given, else a new room's, else where it
 * was; one that had none (imported) is placed like a new booking once it moves. A room and a
 * location given together must agree.
 */
async function nextLocation(
  db: Db,
  clinicId: string,
  places: readonly Place[],
  days: PractitionerDays,
  change: {
    target: AppointmentRow;
    input: UpdateAppointmentInput;
    newRoomLocationId: string | null;
    roomId: string | null;
    blockedTime: boolean;
    /** Time, practitioner, room or patient changed: only then is a missing location found. */
    moved: boolean;
    interval: { start: Date; end: Date };
    timeZone: string;
  },
): Promise<string | null> {
  const { target, input, roomId } = change;
  if (input.locationId) {
    const roomLocationId =
      change.newRoomLocationId ?? (roomId ? await locationOfRoom(db, clinicId, roomId) : null);
    if (roomLocationId) assertRoomAtPlace(roomLocationId, input.locationId);
    return input.locationId;
  }
  if (change.newRoomLocationId) return change.newRoomLocationId;
  if (input.locationId === undefined && (target.locationId || !change.moved))
    return target.locationId;
  const roomLocationId = roomId ? await locationOfRoom(db, clinicId, roomId) : null;
  return resolveLocation(
    places,
    days,
    { roomLocationId, blockedTime: change.blockedTime },
    change.interval,
    change.timeZone,
  );
}
