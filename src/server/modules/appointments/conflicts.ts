import { and, asc, eq, gt, gte, lt, notInArray, or } from 'drizzle-orm';
import { MAX_APPOINTMENT_MINUTES, type AppointmentConflict } from '../../../domain/appointments.js';
import { MINUTE_MS, wallClockOf, wallDate } from '../../../domain/clinic-time.js';
import type { Db } from '../../db/client.js';
import { appointments, patients, services } from '../../db/schema.js';
import { HttpError } from '../../http-errors.js';
import { titleSql } from './calendar.js';

export interface Interval {
  start: Date;
  end: Date;
}

/** Who and what one booking takes, at one or more times (a series). */
export interface Booking {
  therapistId: string;
  patientId: string | null;
  roomId: string | null;
  intervals: Interval[];
  /** Appointments being moved themselves: never in their own way. */
  excludeIds?: string[];
}

/** The exclusion constraints of migration 0006, by the reason a client is told. */
const reasonOfConstraint: Record<string, AppointmentConflict['reason']> = {
  appointments_therapist_no_overlap: 'therapist',
  appointments_patient_no_overlap: 'patient',
  appointments_room_no_overlap: 'room',
};

/** True for an exclusion-constraint violation (23P01), bare or wrapped by Drizzle. */
export function isOverlapViolation(error: unknown): boolean {
  let current: unknown = error;
  while (current instanceof Object) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (code === '23P01' && typeof constraint === 'string' && constraint in reasonOfConstraint)
      return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

export interface FoundConflict extends AppointmentConflict {
  /** The start of the booking's own interval it is in the way of. */
  blocks: Date;
}

/**
 * The live appointments in the way of `booking`. The therapist is a user who may work in
 * several clinics: a booking elsewhere is in the way too, but shows nothing of itself.
 */
export async function findConflicts(
  db: Db,
  clinicId: string,
  booking: Booking,
): Promise<FoundConflict[]> {
  const { intervals } = booking;
  if (intervals.length === 0) return [];
  const earliest = Math.min(...intervals.map((i) => i.start.getTime()));
  const latest = Math.max(...intervals.map((i) => i.end.getTime()));
  const rows = await db
    .select({
      id: appointments.id,
      clinicId: appointments.clinicId,
      therapistId: appointments.therapistId,
      patientId: appointments.patientId,
      roomId: appointments.roomId,
      startsAt: appointments.startsAt,
      endsAt: appointments.endsAt,
      title: titleSql,
    })
    .from(appointments)
    .leftJoin(patients, eq(patients.id, appointments.patientId))
    .leftJoin(services, eq(services.id, appointments.serviceId))
    .where(
      and(
        notInArray(appointments.status, ['cancelled', 'no_show']),
        or(
          eq(appointments.therapistId, booking.therapistId),
          booking.patientId ? eq(appointments.patientId, booking.patientId) : undefined,
          booking.roomId ? eq(appointments.roomId, booking.roomId) : undefined,
        ),
        booking.excludeIds?.length ? notInArray(appointments.id, booking.excludeIds) : undefined,
        gte(appointments.startsAt, new Date(earliest - MAX_APPOINTMENT_MINUTES * MINUTE_MS)),
        lt(appointments.startsAt, new Date(latest)),
        or(
          ...intervals.map((i) =>
            and(lt(appointments.startsAt, i.end), gt(appointments.endsAt, i.start)),
          ),
        ),
      ),
    )
    .orderBy(asc(appointments.startsAt));

  return rows.map((row) => {
    const blocked = intervals.find((i) => row.startsAt < i.end && row.endsAt > i.start)!;
    const ours = row.clinicId === clinicId;
    const reason: AppointmentConflict['reason'] =
      row.therapistId === booking.therapistId
        ? 'therapist'
        : row.patientId === booking.patientId
          ? 'patient'
          : 'room';
    return {
      id: ours ? row.id : null,
      start: row.startsAt.toISOString(),
      end: row.endsAt.toISOString(),
      title: ours ? row.title : 'Booked in another clinic',
      reason,
      blocks: blocked.start,
    };
  });
}

/**
 * 409 APPOINTMENT_CONFLICT: `details.conflicts` lists what is in the way, `details.dates` the
 * local dates (clinic time zone) of the booking's own occurrences that cannot be booked.
 */
export function conflictError(found: FoundConflict[], timeZone: string, isSeries: boolean) {
  const dates = [...new Set(found.map((c) => wallDate(wallClockOf(c.blocks, timeZone))))].sort();
  const conflicts = found.map(({ blocks: _blocks, ...conflict }) => conflict);
  const message = isSeries
    ? `Nothing was booked: the series conflicts with other appointments on ${dates.join(', ')}.`
    : found.length === 0
      ? 'This time was just booked by someone else. Please choose another time.'
      : 'This time conflicts with another appointment. Please choose another time.';
  return new HttpError(409, 'APPOINTMENT_CONFLICT', message, undefined, { conflicts, dates });
}

/** Every booking checked before anything is written: 409 listing all that is in the way. */
export async function assertNoConflicts(
  db: Db,
  clinicId: string,
  bookings: Booking[],
  timeZone: string,
  isSeries: boolean,
): Promise<void> {
  const found = (
    await Promise.all(bookings.map((booking) => findConflicts(db, clinicId, booking)))
  ).flat();
  if (found.length > 0) throw conflictError(found, timeZone, isSeries);
}

/**
 * Runs `write`; when a simultaneous request took the time first, the database refuses it
 * (exclusion constraint) and the answer lists what is in the way now.
 */
export async function refusingOverlaps<T>(
  db: Db,
  clinicId: string,
  bookings: Booking[],
  timeZone: string,
  isSeries: boolean,
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!isOverlapViolation(error)) throw error;
    await assertNoConflicts(db, clinicId, bookings, timeZone, isSeries);
    throw conflictError([], timeZone, isSeries);
  }
}
