import {
  MAX_APPOINTMENT_MINUTES,
  type CalendarAppointment,
  type CreateAppointmentInput,
} from '../../../domain/appointments.js';
import { MINUTE_MS } from '../../../domain/clinic-time.js';
import type { AppContext } from '../../context.js';
import { appointments, appointmentSeries } from '../../db/schema.js';
import { invalidField } from '../../http-errors.js';
import { assertClinicHasAccess } from '../billing/subscriptions.js';
import type { ClinicActor } from '../../http/clinic-actor.js';
import { auditAs } from '../audit/service.js';
import { assertPlanOfPatient } from '../treatment-plans/service.js';
import { queueAppointmentConfirmation } from '../appointment-mail/service.js';
import { calendarByIds } from './calendar.js';
import { assertNoConflicts, refusingOverlaps, type Interval } from './conflicts.js';
import { assertWithinOpeningHours } from './opening-hours.js';
import { assertPractitioner } from '../../clinic/active-members.js';
import { clinicHoursOf } from '../../clinic/clinic-hours.js';
import { activeService, assertActiveRoom, assertPatient } from './references.js';
import {
  assertActivePlace,
  assertRoomAtPlace,
  assertWithinWorkingHours,
  hoursAt,
  placesOf,
  practitionerDays,
  resolveLocation,
} from './places.js';
import { seriesIntervals } from './series-dates.js';

const badTime = (message: string) => invalidField('end', message);

/** End after start and no longer than MAX_APPOINTMENT_MINUTES. */
export function assertSensibleInterval({ start, end }: Interval): void {
  if (end <= start) throw badTime('The end must be after the start.');
  if (end.getTime() - start.getTime() > MAX_APPOINTMENT_MINUTES * MINUTE_MS)
    throw badTime(`An appointment lasts at most ${MAX_APPOINTMENT_MINUTES / 60} hours.`);
}

/**
 * Books one appointment or a whole series: every occurrence is placed at a location and checked
 * (its location's opening hours, the practitioner's working hours, then conflicts) before
 * anything is written, and all are written in one transaction or none.
 */
export async function createAppointments(
  ctx: AppContext,
  actor: ClinicActor,
  input: CreateAppointmentInput,
): Promise<CalendarAppointment[]> {
  const { db } = ctx;
  const now = ctx.clock.now();
  const clinicId = actor.clinicId;
  const clinic = await clinicHoursOf(db, clinicId);
  await assertClinicHasAccess(db, clinicId, now);
  await assertPractitioner(db, clinicId, input.therapistId);
  if (input.patientId) await assertPatient(db, clinicId, input.patientId);
  if (input.treatmentPlanId)
    await assertPlanOfPatient(db, actor, input.patientId ?? null, input.treatmentPlanId);
  const service = input.serviceId ? await activeService(db, clinicId, input.serviceId) : null;
  const room = input.roomId ? await assertActiveRoom(db, clinicId, input.roomId) : null;
  const places = await placesOf(db, clinicId);
  if (input.locationId) {
    assertActivePlace(places, input.locationId);
    if (room) assertRoomAtPlace(room.locationId, input.locationId);
  }

  const start = new Date(input.start);
  const end = input.end
    ? new Date(input.end)
    : new Date(start.getTime() + service!.durationMinutes * MINUTE_MS);
  const first = { start, end };
  assertSensibleInterval(first);
  const intervals = input.repeat ? seriesIntervals(first, input.repeat, clinic.timeZone) : [first];
  const days = await practitionerDays(db, clinicId, input.therapistId, intervals, clinic.timeZone);
  const placed = intervals.map((interval) => ({
    ...interval,
    locationId:
      input.locationId ??
      resolveLocation(
        places,
        days,
        { roomLocationId: room?.locationId ?? null, blockedTime: !input.patientId },
        interval,
        clinic.timeZone,
      ),
  }));
  if (!input.confirmOutsideOpeningHours)
    assertWithinOpeningHours(intervals, (index) =>
      hoursAt(places, clinic, placed[index]!.locationId),
    );
  if (!input.confirmOutsideWorkingHours)
    assertWithinWorkingHours(places, days, placed, clinic.timeZone);

  const isSeries = intervals.length > 1;
  const booking = {
    therapistId: input.therapistId,
    patientId: input.patientId ?? null,
    roomId: input.roomId ?? null,
    intervals,
  };
  await assertNoConflicts(db, clinicId, [booking], clinic.timeZone, isSeries);

  const ids = await refusingOverlaps(db, clinicId, [booking], clinic.timeZone, isSeries, () =>
    db.transaction(async (tx) => {
      const [series] = input.repeat
        ? await tx
            .insert(appointmentSeries)
            .values({ clinicId, rule: input.repeat, createdAt: now })
            .returning({ id: appointmentSeries.id })
        : [];
      const rows = await tx
        .insert(appointments)
        .values(
          placed.map((interval) => ({
            clinicId,
            patientId: input.patientId ?? null,
            therapistId: input.therapistId,
            serviceId: input.serviceId ?? null,
            priceCents: input.patientId && service ? service.priceMinor : null,
            roomId: input.roomId ?? null,
            locationId: interval.locationId,
            title: input.patientId ? '' : (input.title ?? ''),
            startsAt: interval.start,
            endsAt: interval.end,
            notes: input.notes ?? '',
            labelColor: input.labelColor ?? null,
            seriesId: series?.id ?? null,
            treatmentPlanId: input.treatmentPlanId ?? null,
            createdByUserId: actor.userId,
            createdAt: now,
            updatedAt: now,
          })),
        )
        .returning({
          id: appointments.id,
          startsAt: appointments.startsAt,
          endsAt: appointments.endsAt,
        });
      for (const row of rows) {
        await auditAs(tx, actor, {
          action: 'appointment.create',
          entityType: 'appointment',
          entityId: row.id,
          meta: {
            // The patient's access history lists the bookings of their record too.
            ...(input.patientId ? { patientId: input.patientId } : {}),
            start: row.startsAt.toISOString(),
            end: row.endsAt.toISOString(),
            ...(series ? { seriesId: series.id } : {}),
          },
        });
      }
      // One confirmation for a booking, a series' first occurrence included (not one per date).
      if (input.patientId) await queueAppointmentConfirmation(tx, ctx.clock, rows[0]!.id);
      return rows.map((row) => row.id);
    }),
  );
  return calendarByIds(db, actor, ids);
}
