import { instantOfLocal, localDateTimeOf } from '../../../../domain/clinic-time.js';
import { z } from 'zod';
import {
  SERIES_MAX,
  SERIES_MIN,
  type AppointmentDetails,
  type CreateAppointmentInput,
  type RepeatRule,
  type UpdateAppointmentInput,
} from '../../../../domain/appointments.js';

/**
 * The booking form's values as people enter them: a date and two times on the clinic's clock
 * (settings.timeZone, not the browser's), turned into the API's instants on submit.
 */

const DEFAULT_MINUTES = 30;
const SLOT_MINUTES = 15;

const dateField = z.iso.date('Choose a date.');
const timeField = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Choose a time.');
const daysMessage = 'Every 1 to 30 days.';
const countMessage = `Repeat ${SERIES_MIN} to ${SERIES_MAX} times.`;
const isWithin = (value: number, min: number, max: number) =>
  Number.isInteger(value) && value >= min && value <= max;

export const appointmentFormSchema = z
  .object({
    kind: z.enum(['patient', 'blocked']),
    patientId: z.string().nullable(),
    title: z.string().trim().max(200, 'Use at most 200 characters.'),
    therapistId: z.string().min(1, 'Choose a therapist.'),
    serviceId: z.string().nullable(),
    roomId: z.string().nullable(),
    /** Null: the server takes the room's location, else where the therapist works then. */
    locationId: z.string().nullable(),
    date: dateField,
    startTime: timeField,
    endTime: timeField,
    notes: z.string().max(5000, 'Use at most 5000 characters.'),
    /** Its completed visits count as the plan's sessions; only a patient's booking has one. */
    treatmentPlanId: z.string().nullable(),
    repeat: z.enum(['none', 'week', 'days']),
    repeatDays: z.number(),
    repeatEnds: z.enum(['count', 'until']),
    repeatCount: z.number(),
    repeatUntil: z.string(),
  })
  .superRefine((values, issues) => {
    if (values.kind === 'patient' && !values.patientId)
      issues.addIssue({ code: 'custom', path: ['patientId'], message: 'Choose a patient.' });
    if (values.kind === 'blocked' && !values.title)
      issues.addIssue({
        code: 'custom',
        path: ['title'],
        message: 'Give blocked time a title, such as Team meeting.',
      });
    if (values.endTime <= values.startTime)
      issues.addIssue({ code: 'custom', path: ['endTime'], message: 'End after the start.' });
    // Repeat settings count only when they are shown.
    if (values.repeat === 'days' && !isWithin(values.repeatDays, 1, 30))
      issues.addIssue({ code: 'custom', path: ['repeatDays'], message: daysMessage });
    if (values.repeat !== 'none' && values.repeatEnds === 'count')
      if (!isWithin(values.repeatCount, SERIES_MIN, SERIES_MAX))
        issues.addIssue({ code: 'custom', path: ['repeatCount'], message: countMessage });
    if (values.repeat !== 'none' && values.repeatEnds === 'until') {
      if (!dateField.safeParse(values.repeatUntil).success)
        issues.addIssue({ code: 'custom', path: ['repeatUntil'], message: 'Choose a date.' });
      else if (values.repeatUntil <= values.date)
        issues.addIssue({
          code: 'custom',
          path: ['repeatUntil'],
          message: 'Choose a date after the first appointment.',
        });
    }
  });
export type AppointmentFormValues = z.infer<typeof appointmentFormSchema>;

/** The API's field names, where the form's differ: a server message lands on the right input. */
export const serverFieldOf: Record<string, keyof AppointmentFormValues> = {
  patientId: 'patientId',
  title: 'title',
  therapistId: 'therapistId',
  serviceId: 'serviceId',
  roomId: 'roomId',
  locationId: 'locationId',
  start: 'startTime',
  end: 'endTime',
  notes: 'notes',
  treatmentPlanId: 'treatmentPlanId',
  'repeat.days': 'repeatDays',
  'repeat.count': 'repeatCount',
  'repeat.until': 'repeatUntil',
};

const noRepeat = {
  repeat: 'none',
  repeatDays: 7,
  repeatEnds: 'count',
  repeatCount: 6,
  repeatUntil: '',
} as const;

const clockOf = localDateTimeOf;

/** The instant of a date and time on the clinic's clock, as the API writes it. */
export function instantOf(date: string, time: string, zone: string): string {
  return instantOfLocal(date, time, zone).toISOString();
}

/** 'HH:mm' plus minutes, stopping at 23:59 (an appointment ends on the day it starts). */
export function addMinutes(time: string, minutes: number): string {
  const [hours, mins] = time.split(':').map(Number);
  const total = Math.min(hours! * 60 + mins! + minutes, 23 * 60 + 59);
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

/** Minutes from one 'HH:mm' to another. */
export function minutesBetween(start: string, end: string): number {
  const minutes = (time: string) => {
    const [hours, mins] = time.split(':').map(Number);
    return hours! * 60 + mins!;
  };
  return minutes(end) - minutes(start);
}

/**
 * A new booking: the calendar's slot when there is one, else the next quarter hour on the
 * clinic's clock; the practitioner chosen for it, or nobody yet.
 */
export function newAppointmentValues(
  slot: Date | null,
  zone: string,
  therapistId: string | null,
  now = new Date(),
): AppointmentFormValues {
  const start =
    slot ?? new Date(Math.ceil(now.getTime() / (SLOT_MINUTES * 60_000)) * SLOT_MINUTES * 60_000);
  const { date, time } = clockOf(start, zone);
  return {
    kind: 'patient',
    patientId: null,
    title: '',
    therapistId: therapistId ?? '',
    serviceId: null,
    roomId: null,
    locationId: null,
    date,
    startTime: time,
    endTime: addMinutes(time, DEFAULT_MINUTES),
    notes: '',
    treatmentPlanId: null,
    ...noRepeat,
  };
}

/** The edit form of a booked appointment. */
export function editAppointmentValues(
  appointment: AppointmentDetails,
  zone: string,
): AppointmentFormValues {
  const start = clockOf(new Date(appointment.start), zone);
  const end = clockOf(new Date(appointment.end), zone);
  return {
    kind: appointment.patientId ? 'patient' : 'blocked',
    patientId: appointment.patientId,
    title: appointment.patientId ? '' : appointment.title,
    therapistId: appointment.therapistId,
    serviceId: appointment.serviceId,
    roomId: appointment.roomId,
    locationId: appointment.locationId,
    date: start.date,
    startTime: start.time,
    // An appointment running past midnight shows its end as the day's last minute.
    endTime: end.date === start.date ? end.time : '23:59',
    notes: appointment.notes,
    treatmentPlanId: appointment.treatmentPlanId,
    ...noRepeat,
  };
}

function repeatRuleOf(values: AppointmentFormValues): RepeatRule | undefined {
  if (values.repeat === 'none') return undefined;
  const every =
    values.repeat === 'week'
      ? ({ every: 'week' } as const)
      : ({ every: 'days', days: values.repeatDays } as const);
  return values.repeatEnds === 'count'
    ? { ...every, count: values.repeatCount }
    : { ...every, until: values.repeatUntil };
}

function bookingFields(values: AppointmentFormValues, zone: string) {
  const patient = values.kind === 'patient';
  return {
    patientId: patient ? values.patientId : null,
    title: patient ? '' : values.title.trim(),
    therapistId: values.therapistId,
    serviceId: values.serviceId,
    roomId: values.roomId,
    locationId: values.locationId,
    start: instantOf(values.date, values.startTime, zone),
    end: instantOf(values.date, values.endTime, zone),
    notes: values.notes,
    treatmentPlanId: patient ? values.treatmentPlanId : null,
  };
}

/** POST /appointments. */
export function createInputOf(values: AppointmentFormValues, zone: string): CreateAppointmentInput {
  const { title, treatmentPlanId, locationId, ...fields } = bookingFields(values, zone);
  const repeat = repeatRuleOf(values);
  return {
    ...fields,
    ...(locationId ? { locationId } : {}),
    ...(title ? { title } : {}),
    ...(treatmentPlanId ? { treatmentPlanId } : {}),
    ...(repeat ? { repeat } : {}),
  };
}

/**
 * PATCH /appointments/{id}: only what changed, since with scope 'following' every field sent is
 * written onto the later occurrences too (times move by the same shift).
 */
export function updateInputOf(
  values: AppointmentFormValues,
  initial: AppointmentFormValues,
  zone: string,
): UpdateAppointmentInput {
  const next = bookingFields(values, zone);
  const before = bookingFields(initial, zone);
  const changes: UpdateAppointmentInput = {};
  for (const key of Object.keys(next) as (keyof typeof next)[]) {
    if (next[key] !== before[key]) Object.assign(changes, { [key]: next[key] });
  }
  if (changes.title === '') delete changes.title;
  return changes;
}
