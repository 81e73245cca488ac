import { localDateTimeOf } from '../../../domain/clinic-time.js';
import type { ImportRowError } from '../../../domain/imports.js';
import { liveAppointmentStatuses } from '../../../domain/scheduling.js';
import type { Db } from '../../db/client.js';
import { findConflicts } from '../appointments/conflicts.js';
import type { AppointmentCandidate } from './appointment-rows.js';

const takesTime = (c: AppointmentCandidate) =>
  (liveAppointmentStatuses as readonly string[]).includes(c.status);

const overlaps = (a: AppointmentCandidate, b: AppointmentCandidate) =>
  a.interval.start < b.interval.end && b.interval.start < a.interval.end;

const who = { therapist: 'the therapist', patient: 'the patient', room: 'the room' } as const;

/**
 * The rules of booking: a live appointment may not overlap another of the same therapist or
 * patient, in the calendar (any clinic of the therapist) or earlier in the file. Cancelled and
 * no-show rows take no time.
 */
export async function appointmentConflicts(
  db: Db,
  clinicId: string,
  timeZone: string,
  candidates: AppointmentCandidate[],
): Promise<ImportRowError[]> {
  const errors: ImportRowError[] = [];
  const live = candidates.filter(takesTime);
  for (const [index, candidate] of live.entries()) {
    const earlier = live
      .slice(0, index)
      .find(
        (other) =>
          overlaps(candidate, other) &&
          (other.therapistId === candidate.therapistId || other.patientId === candidate.patientId),
      );
    if (earlier) {
      const reason = earlier.therapistId === candidate.therapistId ? 'therapist' : 'patient';
      errors.push({
        row: candidate.line,
        field: 'startTime',
        message: `Overlaps row ${earlier.line} of this file (same ${reason}).`,
      });
      continue;
    }
    const [found] = await findConflicts(db, clinicId, {
      therapistId: candidate.therapistId,
      patientId: candidate.patientId,
      roomId: null,
      intervals: [candidate.interval],
    });
    if (found) {
      const local = localDateTimeOf(new Date(found.start), timeZone);
      const at = `${local.date} ${local.time}`;
      errors.push({
        row: candidate.line,
        field: 'startTime',
        message: `Conflicts with an appointment of ${who[found.reason]} at ${at}.`,
      });
    }
  }
  return errors;
}
