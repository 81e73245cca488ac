import { DateTime } from 'luxon';
import { localDateTimeOf } from '../../../../domain/clinic-time.js';
import type {
  BodySide,
  DiagnosisStatus,
  TreatmentPlanStatus,
} from '../../../../domain/clinical.js';
import type { PatientStatus } from '../../../../domain/patients.js';
import { dateLocale } from '../../../lib/clinic-settings-query';

export const patientStatusLabels: Record<PatientStatus, string> = {
  active: 'Active',
  discharged: 'Discharged',
  archived: 'Archived',
};
export const patientStatusColors: Record<PatientStatus, string> = {
  active: 'green',
  discharged: 'blue',
  archived: 'gray',
};

export const diagnosisStatusLabels: Record<DiagnosisStatus, string> = {
  active: 'Active',
  resolved: 'Resolved',
};
export const sideLabels: Record<BodySide, string> = {
  left: 'Left',
  right: 'Right',
  bilateral: 'Bilateral',
};

export const planStatusLabels: Record<TreatmentPlanStatus, string> = {
  planned: 'Planned',
  active: 'Active',
  completed: 'Completed',
  cancelled: 'Cancelled',
};
export const planStatusColors: Record<TreatmentPlanStatus, string> = {
  planned: 'blue',
  active: 'green',
  completed: 'teal',
  cancelled: 'gray',
};

/** Whole years from a 'YYYY-MM-DD' birth date to `today` ('YYYY-MM-DD'). */
export function ageOn(dateOfBirth: string, today: string): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

/** '12 Mar 1985' for a calendar date such as '1985-03-12'. */
export function formatDay(date: string): string {
  return DateTime.fromISO(date, { zone: 'UTC' }).setLocale(dateLocale()).toFormat('d MMM yyyy');
}

/** 'Thu 26 Nov 2026, 10:00' on the clinic's clock. */
export function formatSlot(iso: string, zone: string): string {
  return DateTime.fromISO(iso, { zone }).setLocale(dateLocale()).toFormat('ccc d MMM yyyy, HH:mm');
}

/** '26 Nov 2026, 09:30' on the clinic's clock: when something happened. */
export function formatMoment(iso: string, zone: string): string {
  return DateTime.fromISO(iso, { zone }).setLocale(dateLocale()).toFormat('d MMM yyyy, HH:mm');
}

/** '09:30' on the clinic's clock. */
export function formatClock(iso: string, zone: string): string {
  return DateTime.fromISO(iso, { zone }).toFormat('HH:mm');
}

/** The clinic's calendar date of an instant, 'YYYY-MM-DD'. */
export function clinicDate(iso: string, zone: string): string {
  return localDateTimeOf(new Date(iso), zone).date;
}

/** 'Monday, 2 March 2027' for a calendar date. */
export function formatLongDay(date: string): string {
  return DateTime.fromISO(date, { zone: 'UTC' })
    .setLocale(dateLocale())
    .toFormat('cccc, d MMMM yyyy');
}

/** What an audit action of the record means, in words. */
const actionWords: Record<string, string> = {
  'patient.create': 'Created the record',
  'patient.read': 'Opened the record',
  'patient.update': 'Changed the record',
  'patient.review': 'Marked as reviewed',
  'patient.timeline': 'Viewed the timeline',
  'appointment.create': 'Booked an appointment',
  'appointment.update': 'Changed an appointment',
  'appointment.status': "Changed an appointment's status",
  'diagnosis.list': 'Viewed the diagnoses',
  'diagnosis.read': 'Opened a diagnosis',
  'diagnosis.create': 'Added a diagnosis',
  'diagnosis.update': 'Changed a diagnosis',
  'treatment_plan.list': 'Viewed the treatment plans',
  'treatment_plan.read': 'Opened a treatment plan',
  'treatment_plan.create': 'Added a treatment plan',
  'treatment_plan.update': 'Changed a treatment plan',
  'progress_entry.create': 'Recorded progress',
  'progress_entry.delete': 'Deleted a progress entry',
  'visit_note.list': 'Viewed the visit notes',
  'visit_note.read': 'Opened a visit note',
  'visit_note.create': 'Started a visit note',
  'visit_note.update': 'Edited a draft visit note',
  'visit_note.sign': 'Signed a visit note',
  'visit_note.addendum_add': 'Added an addendum to a visit note',
  'attachment.list': 'Viewed the attachments',
  'attachment.upload': 'Uploaded an attachment',
  'attachment.download': 'Downloaded an attachment',
  'attachment.delete': 'Deleted an attachment',
};

/** An action of the list above, else the action's own words ('patient.export' → 'Patient export'). */
export function describeAction(action: string): string {
  const known = actionWords[action];
  if (known) return known;
  const words = action.replace(/[._]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
