import { aliasedTable, and, asc, count, eq, lte, sql } from 'drizzle-orm';
import type { AppointmentDetails } from '../../../domain/appointments.js';
import { can } from '../../../domain/permissions.js';
import type { Db } from '../../db/client.js';
import {
  appointments,
  appointmentSeries,
  auditEvents,
  patients,
  rooms,
  services,
  users,
  visitNotes,
} from '../../db/schema.js';
import { notFound } from '../../http-errors.js';
import type { ClinicActor } from '../../http/clinic-actor.js';
import { auditAs } from '../audit/service.js';
import { visitBillingState } from '../invoices/visit-billing.js';
import { calendarByIds } from './calendar.js';

/** An appointment row of this clinic; another clinic's answers 404. */
export async function appointmentOf(db: Db, clinicId: string, id: string) {
  const [row] = await db
    .select()
    .from(appointments)
    .where(and(eq(appointments.id, id), eq(appointments.clinicId, clinicId)));
  if (!row) throw notFound('The appointment');
  return row;
}

const actors = aliasedTable(users, 'actors');
const noteAuthors = aliasedTable(users, 'note_authors');
const noteSigners = aliasedTable(users, 'note_signers');

/** The visit's note: its state and who wrote and signed it, never what it says. */
async function visitNoteOf(
  db: Db,
  clinicId: string,
  appointmentId: string,
): Promise<AppointmentDetails['visitNote']> {
  const [note] = await db
    .select({
      id: visitNotes.id,
      status: visitNotes.status,
      authorId: visitNotes.authorId,
      authorName: sql<string | null>`trim(${noteAuthors.name} || ' ' || ${noteAuthors.lastName})`,
      signedByName: sql<string | null>`trim(${noteSigners.name} || ' ' || ${noteSigners.lastName})`,
      signedAt: visitNotes.signedAt,
    })
    .from(visitNotes)
    .leftJoin(noteAuthors, eq(noteAuthors.id, visitNotes.authorId))
    .leftJoin(noteSigners, eq(noteSigners.id, visitNotes.signedById))
    .where(and(eq(visitNotes.appointmentId, appointmentId), eq(visitNotes.clinicId, clinicId)));
  return note ? { ...note, signedAt: note.signedAt?.toISOString() ?? null } : null;
}

/** Who changed what and when, oldest first (the audit trail holds no patient data). */
async function historyOf(db: Db, clinicId: string, id: string) {
  const rows = await db
    .select({
      at: auditEvents.createdAt,
      action: auditEvents.action,
      name: actors.name,
      lastName: actors.lastName,
      meta: auditEvents.meta,
    })
    .from(auditEvents)
    .leftJoin(actors, eq(actors.id, auditEvents.actorUserId))
    .where(
      and(
        eq(auditEvents.entityType, 'appointment'),
        eq(auditEvents.entityId, id),
        eq(auditEvents.clinicId, clinicId),
      ),
    )
    .orderBy(asc(auditEvents.createdAt), asc(auditEvents.id));
  return rows.map((row) => {
    // The patient id is there for the patient's access history, not a change of the appointment.
    const { patientId: _patientId, ...changes } = (row.meta ?? {}) as Record<string, unknown>;
    return {
      at: row.at.toISOString(),
      action: row.action,
      actorName: row.name === null ? null : `${row.name} ${row.lastName}`.trim(),
      changes,
    };
  });
}

async function seriesInfo(db: Db, seriesId: string, startsAt: Date) {
  const [series] = await db
    .select({ id: appointmentSeries.id, rule: appointmentSeries.rule })
    .from(appointmentSeries)
    .where(eq(appointmentSeries.id, seriesId));
  if (!series) return null;
  const [before] = await db
    .select({ n: count() })
    .from(appointments)
    .where(and(eq(appointments.seriesId, seriesId), lte(appointments.startsAt, startsAt)));
  const [all] = await db
    .select({ n: count() })
    .from(appointments)
    .where(eq(appointments.seriesId, seriesId));
  return {
    id: series.id,
    rule: series.rule as Record<string, unknown>,
    position: before?.n ?? 0,
    total: all?.n ?? 0,
  };
}

/** GET /appointments/{id}: everything the appointment screen shows. */
export async function appointmentDetails(
  db: Db,
  actor: ClinicActor,
  id: string,
): Promise<AppointmentDetails> {
  const clinicId = actor.clinicId;
  const row = await appointmentOf(db, clinicId, id);
  // The patient's contact details are shown: a read of their record.
  if (row.patientId)
    await auditAs(db, actor, {
      action: 'patient.read',
      entityType: 'patient',
      entityId: row.patientId,
      meta: { appointmentId: id },
    });
  const withNote = row.patientId !== null && can(actor.role, 'clinical.read');
  const [
    [calendar],
    [patient],
    [service],
    [room],
    [therapist],
    series,
    history,
    visitNote,
    billing,
  ] = await Promise.all([
    calendarByIds(db, actor, [id]),
    row.patientId
      ? db
          .select({
            id: patients.id,
            firstName: patients.firstName,
            lastName: patients.lastName,
            phone: patients.phone,
            email: patients.email,
          })
          .from(patients)
          .where(eq(patients.id, row.patientId))
      : [],
    row.serviceId
      ? db
          .select({
            id: services.id,
            name: services.name,
            durationMinutes: services.durationMinutes,
            color: services.color,
          })
          .from(services)
          .where(eq(services.id, row.serviceId))
      : [],
    row.roomId
      ? db.select({ id: rooms.id, name: rooms.name }).from(rooms).where(eq(rooms.id, row.roomId))
      : [],
    db
      .select({ name: users.name, lastName: users.lastName })
      .from(users)
      .where(eq(users.id, row.therapistId)),
    row.seriesId ? seriesInfo(db, row.seriesId, row.startsAt) : null,
    historyOf(db, clinicId, id),
    withNote ? visitNoteOf(db, clinicId, id) : null,
    row.patientId ? visitBillingState(db, clinicId, id) : ('not_invoiced' as const),
  ]);
  return {
    ...calendar!,
    ownLabelColor: row.labelColor,
    treatmentPlanId: row.treatmentPlanId,
    cancelReason: row.cancelReason,
    confirmedByPatientAt: row.confirmedByPatientAt?.toISOString() ?? null,
    notes: row.notes,
    patient: patient ?? null,
    therapistName: therapist ? `${therapist.name} ${therapist.lastName}`.trim() : '',
    service: service ?? null,
    room: room ?? null,
    series,
    createdAt: row.createdAt.toISOString(),
    billing,
    history,
    visitNote,
  };
}
