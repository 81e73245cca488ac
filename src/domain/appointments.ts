import { z } from 'zod';
import { calendarDateSchema, instantSchema } from './dates.js';
import { DAY_MS, instantOfWallClock, localDayOf, wallClockOf } from './clinic-time.js';
import { visitNoteStatuses } from './clinical.js';
import { visitBillingStates } from './invoices.js';
import { appointmentStatuses, type AppointmentStatus } from './scheduling.js';
import { calendarColorSchema } from './team.js';

/**
 * Appointment contracts.
 * Times are ISO-8601 instants; local rules (opening hours, series) use the clinic's time zone.
 */

/** The calendar asks for at most this many days at once (a month view with its edges). */
export const MAX_RANGE_DAYS = 62;
/** Longest appointment or blocked time: also what lets the range query use its index. */
export const MAX_APPOINTMENT_MINUTES = 24 * 60;
export const SERIES_MIN = 2;
export const SERIES_MAX = 52;

const instant = instantSchema();

export const calendarQuerySchema = z
  .object({
    /** Without `from` and `to` the answer is the default window around today (see below). */
    from: instant.optional(),
    to: instant.optional(),
    therapistId: z.uuid('Not a valid id.').optional(),
    /** One location's appointments, and blocked time (which holds everywhere). */
    locationId: z.uuid('Not a valid id.').optional(),
    /** Cancelled appointments are left out of the calendar unless asked for. */
    includeCancelled: z.enum(['true', 'false']).optional(),
  })
  .superRefine((query, issues) => {
    if (query.from === undefined && query.to === undefined) return;
    if (query.from === undefined || query.to === undefined) {
      issues.addIssue({
        code: 'custom',
        path: [query.from === undefined ? 'from' : 'to'],
        message: 'Give both from and to, or neither.',
      });
      return;
    }
    const span = Date.parse(query.to) - Date.parse(query.from);
    if (span <= 0) issues.addIssue({ code: 'custom', path: ['to'], message: 'End after start.' });
    if (span > MAX_RANGE_DAYS * DAY_MS)
      issues.addIssue({
        code: 'custom',
        path: ['to'],
        message: `Ask for at most ${MAX_RANGE_DAYS} days.`,
      });
  });

/**
 * `GET /appointments` without `from` and `to` answers the clinic's local days from one week
 * before today up to seven weeks after it: recent visits and everything booked ahead, and no
 * longer than a range a client may ask for itself.
 */
export const DEFAULT_WINDOW_DAYS_BEFORE = 7;
export const DEFAULT_WINDOW_DAYS_AFTER = 49;

/** The default window as [from, to) instants, from local midnights in the clinic's time zone. */
export function defaultCalendarWindow(now: Date, timeZone: string) {
  const today = localDayOf(now, timeZone);
  const midnight = wallClockOf(today.start, timeZone);
  return {
    from: instantOfWallClock(midnight - DEFAULT_WINDOW_DAYS_BEFORE * DAY_MS, timeZone),
    to: instantOfWallClock(midnight + DEFAULT_WINDOW_DAYS_AFTER * DAY_MS, timeZone),
  };
}

export const todayQuerySchema = z.object({
  therapistId: z.uuid('Not a valid id.').optional(),
  includeCancelled: z.enum(['true', 'false']).optional(),
});

/**
 * Where a completed visit's note stands: not started, a draft, or signed. Only a signed note
 * finishes the visit's paperwork.
 */
export const visitNoteStates = ['none', ...visitNoteStatuses] as const;
export type VisitNoteState = (typeof visitNoteStates)[number];

/** One calendar event (id, title, start, end, therapistId, labelColor) and more. */
export const calendarAppointmentSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  start: z.iso.datetime(),
  end: z.iso.datetime(),
  therapistId: z.uuid(),
  labelColor: z.string(),
  status: z.enum(appointmentStatuses),
  patientId: z.uuid().nullable(),
  patientName: z.string().nullable(),
  serviceId: z.uuid().nullable(),
  serviceName: z.string().nullable(),
  roomId: z.uuid().nullable(),
  /** Null for blocked time, which holds at every location. */
  locationId: z.uuid().nullable(),
  seriesId: z.uuid().nullable(),
  /**
   * The visit note of a completed patient visit; null for blocked time, visits not completed
   * and members without access to the clinical record.
   */
  noteStatus: z.enum(visitNoteStates).nullable(),
});
export type CalendarAppointment = z.infer<typeof calendarAppointmentSchema>;

export const repeatSchema = z
  .discriminatedUnion('every', [
    z.object({ every: z.literal('week') }),
    z.object({
      every: z.literal('days'),
      days: z.number().int().min(1, 'Every 1 to 30 days.').max(30, 'Every 1 to 30 days.'),
    }),
  ])
  .and(
    z.union([
      z.object({
        count: z
          .number()
          .int()
          .min(SERIES_MIN, `Repeat ${SERIES_MIN} to ${SERIES_MAX} times.`)
          .max(SERIES_MAX, `Repeat ${SERIES_MIN} to ${SERIES_MAX} times.`),
      }),
      z.object({ until: calendarDateSchema() }),
    ]),
  );
export type RepeatRule = z.infer<typeof repeatSchema>;

const notesSchema = z.string().max(5000, 'Use at most 5000 characters.');
const titleSchema = z.string().trim().max(200, 'Use at most 200 characters.');
const id = z.uuid('Not a valid id.');

/**
 * POST /appointments → 201 {appointment} (or {appointments} for a series). A patient or, for
 * blocked time, a title; `end` defaults to start + the service's duration.
 */
export const createAppointmentSchema = z
  .object({
    patientId: id.nullable().optional(),
    title: titleSchema.optional(),
    therapistId: id,
    serviceId: id.nullable().optional(),
    roomId: id.nullable().optional(),
    /** Left out: the room's location, else where the practitioner works then, else the first. */
    locationId: id.nullable().optional(),
    start: instant,
    end: instant.optional(),
    notes: notesSchema.optional(),
    labelColor: calendarColorSchema.nullable().optional(),
    confirmOutsideOpeningHours: z.boolean().optional(),
    /** Book although the practitioner does not work then (409 OUTSIDE_WORKING_HOURS otherwise). */
    confirmOutsideWorkingHours: z.boolean().optional(),
    repeat: repeatSchema.optional(),
    /** A treatment plan of the same patient: its completed visits are the plan's sessions. */
    treatmentPlanId: id.nullable().optional(),
  })
  .superRefine((input, issues) => {
    if (input.treatmentPlanId && !input.patientId)
      issues.addIssue({
        code: 'custom',
        path: ['treatmentPlanId'],
        message: 'Choose a patient to link a treatment plan.',
      });
    if (!input.patientId && !input.title)
      issues.addIssue({
        code: 'custom',
        path: ['title'],
        message: 'Give blocked time a title, or choose a patient.',
      });
    if (!input.end && !input.serviceId)
      issues.addIssue({
        code: 'custom',
        path: ['end'],
        message: 'Choose an end time or a service.',
      });
  });
export type CreateAppointmentInput = z.infer<typeof createAppointmentSchema>;

export const seriesScopes = ['one', 'following'] as const;
export type SeriesScope = (typeof seriesScopes)[number];

/** PATCH /appointments/{id} → {appointment}, or {appointments} with scope 'following'. */
export const updateAppointmentSchema = z.object({
  patientId: id.nullable().optional(),
  title: titleSchema.optional(),
  therapistId: id.optional(),
  serviceId: id.nullable().optional(),
  roomId: id.nullable().optional(),
  locationId: id.nullable().optional(),
  start: instant.optional(),
  end: instant.optional(),
  notes: notesSchema.optional(),
  labelColor: calendarColorSchema.nullable().optional(),
  confirmOutsideOpeningHours: z.boolean().optional(),
  confirmOutsideWorkingHours: z.boolean().optional(),
  scope: z.enum(seriesScopes).optional(),
  /** A treatment plan of the appointment's patient, or null to unlink. */
  treatmentPlanId: id.nullable().optional(),
});
export type UpdateAppointmentInput = z.infer<typeof updateAppointmentSchema>;

/** Statuses a member sets by hand; 'scheduled' is where every appointment starts. */
export const statusActions = ['confirmed', 'arrived', 'completed', 'no_show', 'cancelled'] as const;

/** POST /appointments/{id}/status → {appointment} ({appointments} when cancelling following). */
export const statusChangeSchema = z
  .object({
    status: z.enum(statusActions),
    reason: z.string().trim().max(500, 'Use at most 500 characters.').optional(),
    scope: z.enum(seriesScopes).optional(),
  })
  .superRefine((input, issues) => {
    if (input.status === 'cancelled' && !input.reason)
      issues.addIssue({ code: 'custom', path: ['reason'], message: 'Say why it is cancelled.' });
  });
export type StatusChangeInput = z.infer<typeof statusChangeSchema>;

const allowedNext: Record<AppointmentStatus, readonly AppointmentStatus[]> = {
  scheduled: ['confirmed', 'arrived', 'completed', 'no_show', 'cancelled'],
  confirmed: ['arrived', 'completed', 'no_show', 'cancelled'],
  arrived: ['completed', 'cancelled'],
  completed: [],
  cancelled: [],
  no_show: [],
};

/** A completed patient visit whose note is not signed yet. */
export const needsVisitNote = (appointment: Pick<CalendarAppointment, 'noteStatus'>) =>
  appointment.noteStatus === 'none' || appointment.noteStatus === 'draft';

/** Completed, cancelled and no-show are final; blocked time is only confirmed, completed or cancelled. */
export function canChangeStatus(
  from: AppointmentStatus,
  to: AppointmentStatus,
  hasPatient: boolean,
): boolean {
  if (!hasPatient && (to === 'arrived' || to === 'no_show')) return false;
  return allowedNext[from].includes(to);
}

export const conflictReasons = ['therapist', 'patient', 'room'] as const;

/** One booking in the way, in a 409 APPOINTMENT_CONFLICT's `details.conflicts`. */
export const appointmentConflictSchema = z.object({
  /** Null when the therapist is booked in another clinic (nothing of it is shown). */
  id: z.uuid().nullable(),
  start: z.iso.datetime(),
  end: z.iso.datetime(),
  title: z.string(),
  reason: z.enum(conflictReasons),
});
export type AppointmentConflict = z.infer<typeof appointmentConflictSchema>;

export const historyEntrySchema = z.object({
  at: z.iso.datetime(),
  action: z.string(),
  actorName: z.string().nullable(),
  changes: z.record(z.string(), z.unknown()),
});

/** GET /appointments/{id} → {appointment}. */
export const appointmentDetailsSchema = calendarAppointmentSchema.extend({
  /** The appointment's own colour (labelColor is the effective one). */
  ownLabelColor: z.string().nullable(),
  treatmentPlanId: z.uuid().nullable(),
  cancelReason: z.string().nullable(),
  /** When the patient confirmed by replying to a text (C or Yes); null until then. */
  confirmedByPatientAt: z.iso.datetime().nullable(),
  notes: z.string(),
  patient: z
    .object({
      id: z.uuid(),
      firstName: z.string(),
      lastName: z.string(),
      phone: z.string(),
      email: z.string(),
    })
    .nullable(),
  therapistName: z.string(),
  service: z
    .object({ id: z.uuid(), name: z.string(), durationMinutes: z.number(), color: z.string() })
    .nullable(),
  room: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  series: z
    .object({
      id: z.uuid(),
      rule: z.record(z.string(), z.unknown()),
      position: z.number(),
      total: z.number(),
    })
    .nullable(),
  createdAt: z.iso.datetime(),
  /** Whether the visit is invoiced and paid (not_invoiced for blocked time). */
  billing: z.enum(visitBillingStates),
  history: z.array(historyEntrySchema),
  /**
   * The visit's note, whatever the appointment's status (a draft may be started during the
   * visit); null without one, for blocked time and for members without clinical access.
   */
  visitNote: z
    .object({
      id: z.uuid(),
      status: z.enum(visitNoteStatuses),
      authorId: z.uuid().nullable(),
      authorName: z.string().nullable(),
      signedByName: z.string().nullable(),
      signedAt: z.iso.datetime().nullable(),
    })
    .nullable(),
});
export type AppointmentDetails = z.infer<typeof appointmentDetailsSchema>;

/** At most this many upcoming and this many past appointments on a patient's record. */
export const PATIENT_APPOINTMENTS_MAX = 50;

/**
 * GET /patients/{patientId}/appointments → the patient's upcoming appointments (not yet ended,
 * soonest first) and past ones (newest first), cancelled and no-show included with their status.
 */
export const patientAppointmentsSchema = z.object({
  upcoming: z.array(calendarAppointmentSchema),
  past: z.array(calendarAppointmentSchema),
});
export type PatientAppointments = z.infer<typeof patientAppointmentsSchema>;

export const appointmentListResponseSchema = z.object({
  appointments: z.array(calendarAppointmentSchema),
});
export type AppointmentListResponse = z.infer<typeof appointmentListResponseSchema>;

/** GET /appointments/today: the clinic's local day and its appointments by start. */
export const todayAppointmentsSchema = z.object({
  date: z.iso.date(),
  timeZone: z.string(),
  appointments: z.array(calendarAppointmentSchema),
});
export type TodayAppointments = z.infer<typeof todayAppointmentsSchema>;

/**
 * What POST, PATCH and status changes answer: `appointment` is the one addressed (or a series'
 * first), `appointments` every one written.
 */
export const appointmentsWrittenSchema = z.object({
  appointment: calendarAppointmentSchema,
  appointments: z.array(calendarAppointmentSchema),
});
export type AppointmentsWritten = z.infer<typeof appointmentsWrittenSchema>;

export const appointmentDetailsResponseSchema = z.object({ appointment: appointmentDetailsSchema });
export type AppointmentDetailsResponse = z.infer<typeof appointmentDetailsResponseSchema>;
