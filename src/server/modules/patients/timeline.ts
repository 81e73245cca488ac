import { and, desc, eq, sql } from 'drizzle-orm';
import { DAY_MS, instantOfWallClock } from '../../../domain/clinic-time.js';
import { TIMELINE_MAX, type TimelineEvent } from '../../../domain/patient-timeline.js';
import { can } from '../../../domain/permissions.js';
import type { AppointmentStatus } from '../../../domain/scheduling.js';
import { noteTemplateLabels } from '../../../domain/visit-notes.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import {
  appointments,
  attachments,
  diagnoses,
  progressEntries,
  services,
  treatmentPlans,
  users,
  visitNoteAddenda,
  visitNotes,
} from '../../db/schema.js';
import { clinicHoursOf } from '../../clinic/clinic-hours.js';
import type { ClinicActor } from '../../http/clinic-actor.js';
import { auditAs } from '../audit/service.js';
import { patientOr404 } from './service.js';

const memberName = sql<string | null>`${users.name} || ' ' || ${users.lastName}`;

const appointmentStatusWords: Record<AppointmentStatus, string> = {
  scheduled: 'Scheduled',
  confirmed: 'Confirmed',
  arrived: 'Arrived',
  completed: 'Completed',
  cancelled: 'Cancelled',
  no_show: 'No-show',
};

const dayFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
/** '20 Dec 2026' for '2026-12-20'. */
const formatDay = (date: string) => dayFormat.format(new Date(`${date}T00:00:00Z`));

const sideWords = { left: 'Left side', right: 'Right side', bilateral: 'Both sides' } as const;

const joined = (...parts: Array<string | null | undefined | false>) =>
  parts.filter(Boolean).join(' · ') || undefined;

/**
 * Everything about one patient in date order, newest first, from the record's own tables. Each
 * source gives at most TIMELINE_MAX of its newest, so the merged first TIMELINE_MAX are right.
 * Clinical kinds only for members with clinical.read; the read itself is audited.
 */
export async function patientTimeline(
  ctx: AppContext,
  actor: ClinicActor,
  patientId: string,
): Promise<TimelineEvent[]> {
  const patient = await patientOr404(ctx.db, actor.clinicId, patientId);
  const { timeZone } = await clinicHoursOf(ctx.db, actor.clinicId);
  // A date without a time sits at noon on the clinic's clock, so it groups under its own day.
  const onDay = (date: string) =>
    instantOfWallClock(Date.parse(date) + DAY_MS / 2, timeZone).toISOString();
  const scope = { db: ctx.db, clinicId: actor.clinicId, patientId, onDay };

  const sources: Array<Promise<SameDayEvent[]>> = [appointmentEvents(scope)];
  if (can(actor.role, 'clinical.read'))
    sources.push(
      diagnosisEvents(scope),
      planEvents(scope),
      progressEvents(scope),
      noteEvents(scope),
      addendumEvents(scope),
      attachmentEvents(scope),
    );
  const created: TimelineEvent = {
    at: patient.createdAt.toISOString(),
    allDay: false,
    kind: 'patient',
    id: patient.id,
    title: 'Patient record created',
  };
  const events = [created, ...(await Promise.all(sources)).flat()]
    .sort(newestFirst)
    .slice(0, TIMELINE_MAX)
    .map(({ createdAt: _createdAt, ...event }: SameDayEvent) => event);
  await auditAs(ctx.db, actor, {
    action: 'patient.timeline',
    entityType: 'patient',
    entityId: patientId,
    meta: { results: events.length },
  });
  return events;
}

/** A dated record (no time of day) also carries when it was written, to order one day's records. */
type SameDayEvent = TimelineEvent & { createdAt?: Date };

const newestFirst = (a: SameDayEvent, b: SameDayEvent) =>
  b.at.localeCompare(a.at) ||
  (b.createdAt?.getTime() ?? 0) - (a.createdAt?.getTime() ?? 0) ||
  a.id.localeCompare(b.id);

interface Scope {
  db: Db;
  clinicId: string;
  patientId: string;
  onDay: (date: string) => string;
}

async function appointmentEvents({ db, clinicId, patientId }: Scope): Promise<TimelineEvent[]> {
  const rows = await db
    .select({
      id: appointments.id,
      startsAt: appointments.startsAt,
      status: appointments.status,
      service: services.name,
      therapist: memberName,
    })
    .from(appointments)
    .leftJoin(services, eq(services.id, appointments.serviceId))
    .leftJoin(users, eq(users.id, appointments.therapistId))
    .where(and(eq(appointments.clinicId, clinicId), eq(appointments.patientId, patientId)))
    .orderBy(desc(appointments.startsAt))
    .limit(TIMELINE_MAX);
  return rows.map((row) => ({
    at: row.startsAt.toISOString(),
    allDay: false,
    kind: 'appointment',
    id: row.id,
    title: row.service ?? 'Appointment',
    detail: joined(appointmentStatusWords[row.status], row.therapist && `with ${row.therapist}`),
  }));
}

async function diagnosisEvents({ db, clinicId, patientId, onDay }: Scope) {
  const rows = await db
    .select()
    .from(diagnoses)
    .where(and(eq(diagnoses.clinicId, clinicId), eq(diagnoses.patientId, patientId)))
    .orderBy(desc(diagnoses.diagnosedOn))
    .limit(TIMELINE_MAX);
  return rows.map((row): SameDayEvent => ({
    at: onDay(row.diagnosedOn),
    createdAt: row.createdAt,
    allDay: true,
    kind: 'diagnosis',
    id: row.id,
    title: `Diagnosed: ${joined(row.icd10Code, row.description)}`,
    detail: joined(row.side && sideWords[row.side], row.status === 'resolved' && 'Resolved'),
  }));
}

async function planEvents({ db, clinicId, patientId, onDay }: Scope) {
  const rows = await db
    .select()
    .from(treatmentPlans)
    .where(and(eq(treatmentPlans.clinicId, clinicId), eq(treatmentPlans.patientId, patientId)))
    .orderBy(desc(treatmentPlans.startsOn))
    .limit(TIMELINE_MAX);
  return rows.map((row): SameDayEvent => ({
    at: onDay(row.startsOn),
    createdAt: row.createdAt,
    allDay: true,
    kind: 'treatment_plan',
    id: row.id,
    title: `Treatment plan started: ${row.title}`,
    detail: joined(
      row.plannedSessions !== null && `${row.plannedSessions} sessions planned`,
      row.endsOn && `until ${formatDay(row.endsOn)}`,
    ),
  }));
}

async function progressEvents({ db, clinicId, patientId, onDay }: Scope) {
  const rows = await db
    .select({
      id: progressEntries.id,
      planId: treatmentPlans.id,
      planTitle: treatmentPlans.title,
      recordedOn: progressEntries.recordedOn,
      createdAt: progressEntries.createdAt,
      pain: progressEntries.pain,
      score: progressEntries.score,
      outcomeMeasure: progressEntries.outcomeMeasure,
    })
    .from(progressEntries)
    .innerJoin(treatmentPlans, eq(treatmentPlans.id, progressEntries.treatmentPlanId))
    .where(and(eq(treatmentPlans.clinicId, clinicId), eq(treatmentPlans.patientId, patientId)))
    .orderBy(desc(progressEntries.recordedOn))
    .limit(TIMELINE_MAX);
  return rows.map((row): SameDayEvent => ({
    at: onDay(row.recordedOn),
    createdAt: row.createdAt,
    allDay: true,
    kind: 'progress',
    id: row.id,
    parentId: row.planId,
    title: `Progress recorded: ${row.planTitle}`,
    detail: joined(
      row.pain !== null && `Pain ${row.pain}/10`,
      row.score !== null && `${row.outcomeMeasure || 'Score'} ${row.score}`,
    ),
  }));
}

async function noteEvents({ db, clinicId, patientId }: Scope) {
  const at = sql<Date>`coalesce(${visitNotes.signedAt}, ${visitNotes.createdAt})`.mapWith(
    visitNotes.createdAt,
  );
  const rows = await db
    .select({
      id: visitNotes.id,
      at,
      template: visitNotes.template,
      status: visitNotes.status,
      author: memberName,
    })
    .from(visitNotes)
    .leftJoin(users, eq(users.id, visitNotes.authorId))
    .where(and(eq(visitNotes.clinicId, clinicId), eq(visitNotes.patientId, patientId)))
    .orderBy(desc(at))
    .limit(TIMELINE_MAX);
  return rows.map((row): TimelineEvent => ({
    at: row.at.toISOString(),
    allDay: false,
    kind: 'note',
    id: row.id,
    title: `${noteTemplateLabels[row.template]} note ${row.status === 'signed' ? 'signed' : 'drafted'}`,
    detail: joined(row.author && `by ${row.author}`),
  }));
}

async function addendumEvents({ db, clinicId, patientId }: Scope) {
  const rows = await db
    .select({
      id: visitNoteAddenda.id,
      noteId: visitNotes.id,
      at: visitNoteAddenda.createdAt,
      author: memberName,
    })
    .from(visitNoteAddenda)
    .innerJoin(visitNotes, eq(visitNotes.id, visitNoteAddenda.visitNoteId))
    .leftJoin(users, eq(users.id, visitNoteAddenda.authorId))
    .where(and(eq(visitNotes.clinicId, clinicId), eq(visitNotes.patientId, patientId)))
    .orderBy(desc(visitNoteAddenda.createdAt))
    .limit(TIMELINE_MAX);
  return rows.map((row): TimelineEvent => ({
    at: row.at.toISOString(),
    allDay: false,
    kind: 'addendum',
    id: row.id,
    parentId: row.noteId,
    title: 'Addendum added to a visit note',
    detail: joined(row.author && `by ${row.author}`),
  }));
}

async function attachmentEvents({ db, clinicId, patientId }: Scope) {
  const rows = await db
    .select({
      id: attachments.id,
      at: attachments.createdAt,
      fileName: attachments.fileName,
      uploader: memberName,
    })
    .from(attachments)
    .leftJoin(users, eq(users.id, attachments.uploadedById))
    .where(and(eq(attachments.clinicId, clinicId), eq(attachments.patientId, patientId)))
    .orderBy(desc(attachments.createdAt))
    .limit(TIMELINE_MAX);
  return rows.map((row): TimelineEvent => ({
    at: row.at.toISOString(),
    allDay: false,
    kind: 'attachment',
    id: row.id,
    title: `File attached: ${row.fileName}`,
    detail: joined(row.uploader && `by ${row.uploader}`),
  }));
}
