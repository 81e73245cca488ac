import { DateTime } from 'luxon';
import type { TreatmentPlanStatus } from '../../../../domain/clinical.js';
import { dateLocale } from '../../../lib/clinic-settings-query';

export const planStatusLabels: Record<TreatmentPlanStatus, string> = {
  planned: 'Planned',
  active: 'Active',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

export const planStatusColors: Record<TreatmentPlanStatus, string> = {
  planned: 'blue',
  active: 'teal',
  completed: 'gray',
  cancelled: 'red',
};

/** '2026-03-09' → '9 Mar 2026' (a calendar date: no time zone shifts it). */
export function formatPlanDate(date: string): string {
  return DateTime.fromISO(date, { zone: 'UTC' }).setLocale(dateLocale()).toFormat('d MMM yyyy');
}

/** '2026-03-09' → '9 Mar', the chart's axis. */
export function formatShortDate(date: string): string {
  return DateTime.fromISO(date, { zone: 'UTC' }).setLocale(dateLocale()).toFormat('d MMM');
}

/** Today on this device's calendar, as YYYY-MM-DD. */
export function todayIso(now = new Date()): string {
  return DateTime.fromJSDate(now).toISODate()!;
}

/** A goal's or reading's number without trailing zeros; a dash when there is none. */
export function formatMeasure(value: number | null | undefined): string {
  return value == null ? '—' : String(Number(value.toFixed(2)));
}

/** The patient's diagnosis as one line: 'M17.1 Primary osteoarthritis of knee'. */
export function diagnosisLabel(diagnosis: { icd10Code: string | null; description: string }) {
  return diagnosis.icd10Code
    ? `${diagnosis.icd10Code} ${diagnosis.description}`
    : diagnosis.description;
}
