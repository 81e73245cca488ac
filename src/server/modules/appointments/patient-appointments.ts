import { and, asc, desc, eq, gt, lte } from 'drizzle-orm';
import {
  PATIENT_APPOINTMENTS_MAX,
  type PatientAppointments,
} from '../../../domain/appointments.js';
import type { Db } from '../../db/client.js';
import { appointments } from '../../db/schema.js';
import { patientOr404 } from '../patients/service.js';
import { selectCalendar, type CalendarViewer } from './calendar.js';

/**
 * One patient's appointments for their record: upcoming (not yet ended, so the visit under way
 * is among them) soonest first, and past newest first, each at most PATIENT_APPOINTMENTS_MAX.
 * Cancelled and no-show visits stay in, with their status.
 */
export async function patientAppointments(
  db: Db,
  viewer: CalendarViewer,
  patientId: string,
  now: Date,
): Promise<PatientAppointments> {
  await patientOr404(db, viewer.clinicId, patientId);
  const ofPatient = and(
    eq(appointments.clinicId, viewer.clinicId),
    eq(appointments.patientId, patientId),
  );
  const [upcoming, past] = await Promise.all([
    selectCalendar(db, viewer, and(ofPatient, gt(appointments.endsAt, now)), [
      asc(appointments.startsAt),
      asc(appointments.id),
    ]).limit(PATIENT_APPOINTMENTS_MAX),
    selectCalendar(db, viewer, and(ofPatient, lte(appointments.endsAt, now)), [
      desc(appointments.startsAt),
      desc(appointments.id),
    ]).limit(PATIENT_APPOINTMENTS_MAX),
  ]);
  return { upcoming, past };
}
