import { and, eq } from 'drizzle-orm';
import {
  mayAddAddendum,
  mayEditNote,
  maySignNote,
  noteTemplateText,
  templateForNote,
  type Addendum,
  type CreateVisitNoteInput,
  type UpdateVisitNoteInput,
  type VisitNote,
  type VisitNoteSummary,
} from '../../../domain/visit-notes.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { appointments, services, visitNoteAddenda, visitNotes } from '../../db/schema.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { forbidden, HttpError, invalidField, notFound } from '../../http-errors.js';
import { assertClinicHasAccess } from '../billing/subscriptions.js';
import { patientOr404 } from '../patients/service.js';
import type { ClinicActor } from '../../http/clinic-actor.js';
import { auditAs } from '../audit/service.js';
import { lockNote, noteById, notesOfPatient } from './queries.js';

/*
 * Audit events name the note and its patient, never what the note says.
 */

const NOTE_SIGNED = (message: string) => new HttpError(409, 'NOTE_SIGNED', message);

const noteExists = (noteId: string) =>
  new HttpError(
    409,
    'NOTE_EXISTS',
    'This appointment already has a visit note. Open it instead.',
    undefined,
    { noteId },
  );

const badAppointment = () =>
  invalidField('appointmentId', 'Choose an appointment of this patient.');

async function loadNote(db: Db, clinicId: string, id: string): Promise<VisitNote> {
  const note = await noteById(db, clinicId, id);
  if (!note) throw notFound('The visit note');
  return note;
}

async function lockedNote(tx: Db, clinicId: string, id: string) {
  const note = await lockNote(tx, clinicId, id);
  if (!note) throw notFound('The visit note');
  return note;
}

export async function listNotes(
  ctx: AppContext,
  actor: ClinicActor,
  patientId: string,
): Promise<VisitNoteSummary[]> {
  await patientOr404(ctx.db, actor.clinicId, patientId);
  const notes = await notesOfPatient(ctx.db, actor.clinicId, patientId);
  await auditAs(ctx.db, actor, {
    action: 'visit_note.list',
    entityType: 'patient',
    entityId: patientId,
    meta: { results: notes.length },
  });
  return notes;
}

export async function readNote(ctx: AppContext, actor: ClinicActor, id: string) {
  const note = await loadNote(ctx.db, actor.clinicId, id);
  await auditAs(ctx.db, actor, {
    action: 'visit_note.read',
    entityType: 'visit_note',
    entityId: id,
    meta: { patientId: note.patientId },
  });
  return note;
}

/** The appointment a new note is linked to: this clinic's, of the same patient, with its template. */
async function appointmentForNote(
  db: Db,
  clinicId: string,
  patientId: string,
  appointmentId: string,
) {
  const [appointment] = await db
    .select({ patientId: appointments.patientId, noteTemplate: services.noteTemplate })
    .from(appointments)
    .leftJoin(services, eq(services.id, appointments.serviceId))
    .where(and(eq(appointments.id, appointmentId), eq(appointments.clinicId, clinicId)));
  if (!appointment || appointment.patientId !== patientId) throw badAppointment();
  const [existing] = await db
    .select({ id: visitNotes.id })
    .from(visitNotes)
    .where(eq(visitNotes.appointmentId, appointmentId));
  if (existing) throw noteExists(existing.id);
  return appointment;
}

/** A draft from the template; one note per appointment (409 naming the existing note). */
export async function createNote(
  ctx: AppContext,
  actor: ClinicActor,
  patientId: string,
  input: CreateVisitNoteInput,
): Promise<VisitNote> {
  const now = ctx.clock.now();
  let noteId: string;
  try {
    noteId = await ctx.db.transaction(async (tx) => {
      await patientOr404(tx, actor.clinicId, patientId);
      await assertClinicHasAccess(tx, actor.clinicId, now);
      const appointment = input.appointmentId
        ? await appointmentForNote(tx, actor.clinicId, patientId, input.appointmentId)
        : null;
      const template = templateForNote(input.template, appointment?.noteTemplate);
      const prompts = noteTemplateText[template];
      const [row] = await tx
        .insert(visitNotes)
        .values({
          clinicId: actor.clinicId,
          patientId,
          appointmentId: input.appointmentId ?? null,
          template,
          subjective: input.subjective ?? prompts.subjective,
          objective: input.objective ?? prompts.objective,
          assessment: input.assessment ?? prompts.assessment,
          plan: input.plan ?? prompts.plan,
          authorId: actor.userId,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: visitNotes.id });
      await auditAs(tx, actor, {
        action: 'visit_note.create',
        entityType: 'visit_note',
        entityId: row!.id,
        meta: { patientId, template, appointmentId: input.appointmentId ?? null },
      });
      return row!.id;
    });
  } catch (error) {
    // Two notes started for one appointment at once: the unique index lets one through.
    if (!input.appointmentId || !isUniqueViolation(error)) throw error;
    const [existing] = await ctx.db
      .select({ id: visitNotes.id })
      .from(visitNotes)
      .where(eq(visitNotes.appointmentId, input.appointmentId));
    throw existing ? noteExists(existing.id) : error;
  }
  return loadNote(ctx.db, actor.clinicId, noteId);
}

export async function updateNote(
  ctx: AppContext,
  actor: ClinicActor,
  id: string,
  input: UpdateVisitNoteInput,
): Promise<VisitNote> {
  await ctx.db.transaction(async (tx) => {
    const note = await lockedNote(tx, actor.clinicId, id);
    if (note.status === 'signed') {
      throw NOTE_SIGNED('This note is signed and can no longer change. Add an addendum instead.');
    }
    if (!mayEditNote(note, actor)) throw forbidden('Only the author can edit a draft note.');
    await tx
      .update(visitNotes)
      .set({ ...input, updatedAt: ctx.clock.now() })
      .where(and(eq(visitNotes.id, id), eq(visitNotes.clinicId, actor.clinicId)));
    await auditAs(tx, actor, {
      action: 'visit_note.update',
      entityType: 'visit_note',
      entityId: id,
      meta: { patientId: note.patientId },
    });
  });
  return loadNote(ctx.db, actor.clinicId, id);
}

export async function signNote(
  ctx: AppContext,
  actor: ClinicActor,
  id: string,
): Promise<VisitNote> {
  await ctx.db.transaction(async (tx) => {
    const note = await lockedNote(tx, actor.clinicId, id);
    if (note.status === 'signed') throw NOTE_SIGNED('This note is already signed.');
    if (!maySignNote(note, actor)) {
      throw forbidden("Only the note's author, an owner or an admin can sign it.");
    }
    const now = ctx.clock.now();
    await tx
      .update(visitNotes)
      .set({ status: 'signed', signedById: actor.userId, signedAt: now, updatedAt: now })
      .where(and(eq(visitNotes.id, id), eq(visitNotes.clinicId, actor.clinicId)));
    await auditAs(tx, actor, {
      action: 'visit_note.sign',
      entityType: 'visit_note',
      entityId: id,
      meta: { patientId: note.patientId, authorId: note.authorId },
    });
  });
  return loadNote(ctx.db, actor.clinicId, id);
}

export async function addAddendum(
  ctx: AppContext,
  actor: ClinicActor,
  id: string,
  body: string,
): Promise<Addendum> {
  return ctx.db.transaction(async (tx) => {
    const note = await lockedNote(tx, actor.clinicId, id);
    if (note.status !== 'signed') {
      throw new HttpError(
        409,
        'NOTE_NOT_SIGNED',
        'This note is still a draft: edit it directly. Addenda are for signed notes.',
      );
    }
    if (!mayAddAddendum(note, actor)) {
      throw forbidden("Only the note's author, an owner or an admin can add an addendum.");
    }
    const [row] = await tx
      .insert(visitNoteAddenda)
      .values({
        clinicId: actor.clinicId,
        visitNoteId: id,
        body,
        authorId: actor.userId,
        createdAt: ctx.clock.now(),
      })
      .returning();
    await auditAs(tx, actor, {
      action: 'visit_note.addendum_add',
      entityType: 'visit_note',
      entityId: id,
      meta: { patientId: note.patientId, addendumId: row!.id },
    });
    return {
      id: row!.id,
      body: row!.body,
      authorId: actor.userId,
      authorName: actor.name,
      createdAt: row!.createdAt.toISOString(),
    };
  });
}
