import { and, asc, count, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import {
  mayViewNotesToFinishOf,
  type NotesToFinish,
  type NotesToFinishQuery,
} from '../../../domain/visit-notes.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { pageInfo, pageOffset } from '../../db/pagination.js';
import { appointments, memberships, patients, services, visitNotes } from '../../db/schema.js';
import { forbidden, notFound } from '../../http-errors.js';
import type { ClinicActor } from '../../http/clinic-actor.js';

/** A member of this clinic, deactivated ones included: their unsigned notes still count. */
async function assertMember(db: Db, clinicId: string, userId: string) {
  const [member] = await db
    .select({ id: memberships.id })
    .from(memberships)
    .where(and(eq(memberships.clinicId, clinicId), eq(memberships.userId, userId)));
  if (!member) throw notFound('The team member');
}

/**
 * The therapist's completed patient visits whose note is missing or still a draft; imported
 * visits are not theirs to write up in Motio.
 */
const unsignedVisitsOf = (clinicId: string, therapistId: string) =>
  and(
    eq(appointments.clinicId, clinicId),
    eq(appointments.therapistId, therapistId),
    eq(appointments.status, 'completed'),
    isNotNull(appointments.patientId),
    isNull(appointments.importedAt),
    or(isNull(visitNotes.id), eq(visitNotes.status, 'draft')),
  );

const noteOfVisit = and(
  eq(visitNotes.appointmentId, appointments.id),
  eq(visitNotes.clinicId, appointments.clinicId),
);

/**
 * GET /notes/to-finish: oldest visit first, so the note waiting longest is written next. Names
 * the patient and the visit, never anything a note says.
 */
export async function notesToFinish(
  ctx: AppContext,
  actor: ClinicActor,
  query: NotesToFinishQuery,
): Promise<NotesToFinish> {
  const therapistId = query.therapistId ?? actor.userId;
  if (!mayViewNotesToFinishOf(therapistId, actor))
    throw forbidden("Only owners and administrators see a colleague's notes to finish.");
  if (therapistId !== actor.userId) await assertMember(ctx.db, actor.clinicId, therapistId);

  const where = unsignedVisitsOf(actor.clinicId, therapistId);
  const [rows, [counted]] = await Promise.all([
    ctx.db
      .select({
        appointmentId: appointments.id,
        patientId: patients.id,
        patientName: sql<string>`${patients.firstName} || ' ' || ${patients.lastName}`,
        serviceName: services.name,
        therapistId: appointments.therapistId,
        startsAt: appointments.startsAt,
        endsAt: appointments.endsAt,
        noteId: visitNotes.id,
      })
      .from(appointments)
      .innerJoin(patients, eq(patients.id, appointments.patientId))
      .leftJoin(services, eq(services.id, appointments.serviceId))
      .leftJoin(visitNotes, noteOfVisit)
      .where(where)
      .orderBy(asc(appointments.startsAt), asc(appointments.id))
      .limit(query.limit)
      .offset(pageOffset(query.page, query.limit)),
    ctx.db.select({ n: count() }).from(appointments).leftJoin(visitNotes, noteOfVisit).where(where),
  ]);
  return {
    visits: rows.map(({ startsAt, endsAt, ...row }) => ({
      ...row,
      start: startsAt.toISOString(),
      end: endsAt.toISOString(),
      noteStatus: row.noteId ? 'draft' : 'none',
    })),
    ...pageInfo(counted?.n ?? 0, query.page, query.limit),
  };
}
