import { and, asc, eq, gt, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm';
import { CANCELLATION_POLICY_MAX } from '../../../domain/clinic-settings.js';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/client.js';
import {
  appointments,
  clinics,
  locations,
  onlineBookingSettings,
  patients,
  services,
  users,
} from '../../db/schema.js';
import type { AppointmentMailData } from '../../integrations/mail/templates.js';
import type { MessageKind } from '../../../domain/messages.js';
import { smsTimeText } from '../../../domain/sms-text.js';
import { queuePatientMessage } from '../messages/send-to-patient.js';
import { createVisitLink } from '../visit-links/create-link.js';

/** Only appointments still expected to happen are announced or reminded of. */
const UPCOMING = ['scheduled', 'confirmed'] as const;

/** 'Tuesday, 1 December 2026 at 09:00' in the clinic's time zone, as patients read it. */
export function appointmentTimeText(start: Date, timeZone: string): string {
  const part = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('en-GB', { timeZone, ...options }).format(start);
  const date = part({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
  const time = part({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  return `${date} at ${time}`;
}

/**
 * Appointments with their patient (or `formerPatientId`, the one a visit was taken from) and
 * what a mail about them says. The columns the mail needs, nothing more.
 */
function mailableAppointments(db: Db, formerPatientId?: string) {
  return db
    .select({
      id: appointments.id,
      clinicId: appointments.clinicId,
      startsAt: appointments.startsAt,
      endsAt: appointments.endsAt,
      sequence: appointments.sequence,
      updatedAt: appointments.updatedAt,
      patientId: patients.id,
      patientFirstName: patients.firstName,
      patientEmail: patients.email,
      consentToContact: patients.consentToContact,
      patientPhone: patients.phone,
      consentToSms: patients.consentToSms,
      smsOptedOutAt: patients.smsOptedOutAt,
      clinicLocale: clinics.locale,
      clinicName: clinics.name,
      clinicAddress: clinics.address,
      locationName: locations.name,
      locationAddress: locations.address,
      clinicPhone: clinics.phone,
      clinicEmail: clinics.email,
      timeZone: clinics.timeZone,
      cancellationPolicy: clinics.cancellationPolicy,
      therapistName: sql<string>`${users.name} || ' ' || ${users.lastName}`,
      serviceName: services.name,
      bookingSlug: sql<
        string | null
      >`CASE WHEN ${onlineBookingSettings.enabled} THEN ${onlineBookingSettings.slug} END`,
    })
    .from(appointments)
    .innerJoin(clinics, eq(clinics.id, appointments.clinicId))
    .innerJoin(
      patients,
      and(
        eq(patients.id, formerPatientId ?? appointments.patientId),
        eq(patients.clinicId, appointments.clinicId),
      ),
    )
    .innerJoin(users, eq(users.id, appointments.therapistId))
    .leftJoin(services, eq(services.id, appointments.serviceId))
    .leftJoin(
      locations,
      and(eq(locations.id, appointments.locationId), eq(locations.clinicId, appointments.clinicId)),
    )
    .leftJoin(onlineBookingSettings, eq(onlineBookingSettings.clinicId, appointments.clinicId));
}

type MailableAppointment = Awaited<
  ReturnType<ReturnType<typeof mailableAppointments>['where']>
>[number];

const mailConsent = and(eq(patients.consentToContact, true), ne(patients.email, ''));
const textConsent = and(
  eq(patients.consentToSms, true),
  ne(patients.phone, ''),
  isNull(patients.smsOptedOutAt),
);
/** The patient agreed to mail or to texts, and has the address or number for it. */
const reachable = or(mailConsent, textConsent);
const mailable = and(inArray(appointments.status, UPCOMING), reachable);

type AppointmentTemplate =
  | 'appointment-confirmation'
  | 'appointment-reminder'
  | 'appointment-change'
  | 'appointment-cancellation';

/**
 * The appointment's mail. A confirmation or reminder carries a new single-use Confirm/Cancel
 * link to the visit, valid until it starts.
 */
async function mailOf(
  db: Db,
  clock: Clock,
  template: AppointmentTemplate,
  row: MailableAppointment,
  previousWhen?: string,
) {
  const visitToken =
    template === 'appointment-confirmation' || template === 'appointment-reminder'
      ? await createVisitLink(
          db,
          { clinicId: row.clinicId, appointmentId: row.id, startsAt: row.startsAt },
          clock.now(),
        )
      : null;
  const data: AppointmentMailData = {
    patientFirstName: row.patientFirstName,
    clinicName: row.clinicName,
    clinicAddress: row.clinicAddress,
    ...(row.locationName !== null
      ? { locationName: row.locationName, locationAddress: row.locationAddress ?? '' }
      : {}),
    clinicPhone: row.clinicPhone,
    clinicEmail: row.clinicEmail,
    when: appointmentTimeText(row.startsAt, row.timeZone),
    therapistName: row.therapistName,
    serviceName: row.serviceName,
    // A policy saved before its length was limited is cut to the limit.
    cancellationPolicy: row.cancellationPolicy.slice(0, CANCELLATION_POLICY_MAX),
    appointmentId: row.id,
    start: row.startsAt.toISOString(),
    end: row.endsAt.toISOString(),
    sequence: row.sequence,
    changedAt: row.updatedAt.toISOString(),
    ...(row.bookingSlug ? { bookingSlug: row.bookingSlug } : {}),
    ...(previousWhen ? { previousWhen } : {}),
    ...(visitToken ? { visitToken } : {}),
  };
  return { template, to: row.patientEmail, data };
}

const kindOfTemplate = {
  'appointment-confirmation': 'confirmation',
  'appointment-reminder': 'reminder',
  'appointment-change': 'change',
  'appointment-cancellation': 'cancellation',
} as const satisfies Record<AppointmentTemplate, MessageKind>;

/**
 * One appointment message to its patient, on the clinic's channel for the kind (SMS or email,
 * queuePatientMessage), recorded on the visit. The mail goes only to a patient who agreed to be
 * mailed, unless `mailAnyway` (a patient's own booking or change). Mail is held (and audited) for a clinic
 * that may not mail.
 */
const queueForPatient = async (
  db: Db,
  clock: Clock,
  template: AppointmentTemplate,
  row: MailableAppointment,
  { mailAnyway = false, previousWhen }: { mailAnyway?: boolean; previousWhen?: string } = {},
) =>
  queuePatientMessage(db, clock, {
    subject: {
      clinicId: row.clinicId,
      patientId: row.patientId,
      appointmentId: row.id,
      kind: kindOfTemplate[template],
    },
    patient: {
      phone: row.patientPhone,
      consentToSms: row.consentToSms,
      smsOptedOutAt: row.smsOptedOutAt,
    },
    clinic: { timeZone: row.timeZone, phone: row.clinicPhone, locale: row.clinicLocale },
    mail:
      row.patientEmail !== '' && (row.consentToContact || mailAnyway)
        ? await mailOf(db, clock, template, row, previousWhen)
        : null,
    smsValues: {
      firstName: row.patientFirstName,
      clinic: row.clinicName,
      clinicPhone: row.clinicPhone,
      when: smsTimeText(row.startsAt, row.timeZone),
      therapist: row.therapistName,
      service: row.serviceName ?? 'appointment',
    },
    ...(template === 'appointment-cancellation' ? {} : { usefulUntil: row.startsAt }),
    // Every mail but the reminder carries the visit's calendar file: it goes with a text too.
    alsoByMail: template !== 'appointment-reminder',
  });

/**
 * The confirmation mail when an appointment is booked, if its patient has an
 * email and agreed to be contacted (or booked it themselves: `bookedByPatient`), and the clinic
 * may mail (queueClinicMail). Call inside the booking's transaction, so a refused booking sends
 * nothing.
 */
export async function queueAppointmentConfirmation(
  db: Db,
  clock: Clock,
  appointmentId: string,
  { bookedByPatient = false } = {},
): Promise<boolean> {
  const [row] = await mailableAppointments(db).where(
    and(
      eq(appointments.id, appointmentId),
      inArray(appointments.status, UPCOMING),
      bookedByPatient ? or(ne(patients.email, ''), reachable) : reachable,
      gt(appointments.startsAt, clock.now()),
    ),
  );
  if (!row) return false;
  const channel = await queueForPatient(db, clock, 'appointment-confirmation', row, {
    mailAnyway: bookedByPatient,
  });
  return channel !== null;
}

/**
 * Tells patients who agreed to be contacted (or, cancelling themselves: `cancelledByPatient`, any
 * patient with an email) that these appointments, cancelled and still ahead, will not take place,
 * with a calendar cancellation that removes them from their calendar, if the clinic may mail
 * (queueClinicMail); answers how many were queued. Call inside the cancelling transaction, after
 * the change.
 */
export async function queueAppointmentCancellations(
  db: Db,
  clock: Clock,
  appointmentIds: readonly string[],
  { cancelledByPatient = false } = {},
): Promise<number> {
  if (appointmentIds.length === 0) return 0;
  const rows = await mailableAppointments(db).where(
    and(
      inArray(appointments.id, [...appointmentIds]),
      eq(appointments.status, 'cancelled'),
      cancelledByPatient ? or(ne(patients.email, ''), reachable) : reachable,
      gt(appointments.startsAt, clock.now()),
    ),
  );
  let queued = 0;
  for (const row of rows)
    if (
      await queueForPatient(db, clock, 'appointment-cancellation', row, {
        mailAnyway: cancelledByPatient,
      })
    )
      queued += 1;
  return queued;
}

/** A visit as it was before a change the patient should hear of. */
export interface VisitBeforeChange {
  id: string;
  startsAt: Date;
}

/**
 * Tells patients that these upcoming appointments changed (another time, practitioner, place or
 * service), with an updated calendar invitation: the confirmation's UID at the raised SEQUENCE,
 * which replaces the copy in their calendar. Reaches patients who agreed to be contacted, or, for
 * a change they made themselves (`changedByPatient`), any patient with an email, on the clinic's
 * channel for changes (queueForPatient). Answers how many were queued. Call inside the changing
 * transaction, after the change.
 */
export async function queueAppointmentChanges(
  db: Db,
  clock: Clock,
  before: readonly VisitBeforeChange[],
  { changedByPatient = false } = {},
): Promise<number> {
  if (before.length === 0) return 0;
  const rows = await mailableAppointments(db).where(
    and(
      inArray(
        appointments.id,
        before.map((visit) => visit.id),
      ),
      inArray(appointments.status, UPCOMING),
      changedByPatient ? or(ne(patients.email, ''), reachable) : reachable,
      gt(appointments.startsAt, clock.now()),
    ),
  );
  let queued = 0;
  for (const row of rows) {
    const previous = before.find((visit) => visit.id === row.id)!.startsAt;
    const previousWhen =
      previous.getTime() === row.startsAt.getTime()
        ? undefined
        : appointmentTimeText(previous, row.timeZone);
    if (
      await queueForPatient(db, clock, 'appointment-change', row, {
        mailAnyway: changedByPatient,
        previousWhen,
      })
    )
      queued += 1;
  }
  return queued;
}

/**
 * A visit given to another patient: the one it was taken from, if they agreed to be contacted,
 * is told it is cancelled for them, and the calendar copy is withdrawn (a cancellation message). Call inside the changing
 * transaction, after the change.
 */
export async function queueWithdrawalFromPatient(
  db: Db,
  clock: Clock,
  appointmentId: string,
  formerPatientId: string,
): Promise<boolean> {
  const [row] = await mailableAppointments(db, formerPatientId).where(
    and(
      eq(appointments.id, appointmentId),
      inArray(appointments.status, UPCOMING),
      reachable,
      gt(appointments.startsAt, clock.now()),
    ),
  );
  if (!row) return false;
  return (await queueForPatient(db, clock, 'appointment-cancellation', row)) !== null;
}

/**
 * Queues the reminders that are due: the clinic's "hours before" reached, the appointment not
 * started, reminders on for the clinic. Each appointment is claimed with FOR UPDATE SKIP LOCKED
 * and marked in the same transaction as its mail, so several instances send each reminder once.
 */
export async function queueDueReminders(
  deps: { db: Db; clock: Clock },
  batchSize = 50,
): Promise<number> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const due = await mailableAppointments(tx)
      .where(
        and(
          mailable,
          isNull(appointments.reminderQueuedAt),
          eq(clinics.remindersEnabled, true),
          gt(appointments.startsAt, now),
          lte(
            sql`${appointments.startsAt} - make_interval(hours => ${clinics.reminderHoursBefore})`,
            now,
          ),
        ),
      )
      .orderBy(asc(appointments.startsAt))
      .limit(batchSize)
      .for('update', { of: appointments, skipLocked: true });
    for (const row of due) {
      // A held reminder is not tried again: the audit log says why it was not sent.
      await queueForPatient(tx, deps.clock, 'appointment-reminder', row);
      await tx
        .update(appointments)
        .set({ reminderQueuedAt: now })
        .where(and(eq(appointments.id, row.id), eq(appointments.clinicId, row.clinicId)));
    }
    return due.length;
  });
}
