import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Addendum, VisitNote, VisitNoteSummary } from '../../../domain/visit-notes.js';
import type { Db } from '../../db/client.js';
import { appointments, users, visitNoteAddenda, visitNotes } from '../../db/schema.js';

const author = alias(users, 'author');
const signer = alias(users, 'signer');

/** A member's display name; null when the account is gone (the reference was set null). */
const nameOf = (user: { name: AnyPgColumn; lastName: AnyPgColumn }) =>
  sql<string | null>`trim(${user.name} || ' ' || ${user.lastName})`;

const summaryColumns = {
  id: visitNotes.id,
  patientId: visitNotes.patientId,
  appointmentId: visitNotes.appointmentId,
  appointmentStartsAt: appointments.startsAt,
  template: visitNotes.template,
  status: visitNotes.status,
  authorId: visitNotes.authorId,
  authorName: nameOf(author),
  signedById: visitNotes.signedById,
  signedByName: nameOf(signer),
  signedAt: visitNotes.signedAt,
  addendaCount:
    sql<number>`(select count(*) from ${visitNoteAddenda} where ${visitNoteAddenda.visitNoteId} = ${visitNotes.id})`.mapWith(
      Number,
    ),
  createdAt: visitNotes.createdAt,
  updatedAt: visitNotes.updatedAt,
};

const noteColumns = {
  ...summaryColumns,
  subjective: visitNotes.subjective,
  objective: visitNotes.objective,
  assessment: visitNotes.assessment,
  plan: visitNotes.plan,
};

/** Notes with their appointment's start and the author's and signer's names. */
function selectNotes(db: Db) {
  return db
    .select(noteColumns)
    .from(visitNotes)
    .leftJoin(appointments, eq(appointments.id, visitNotes.appointmentId))
    .leftJoin(author, eq(author.id, visitNotes.authorId))
    .leftJoin(signer, eq(signer.id, visitNotes.signedById));
}

type NoteRow = Awaited<ReturnType<typeof selectNotes>>[number];

const toSummary = (row: NoteRow): VisitNoteSummary => ({
  id: row.id,
  patientId: row.patientId,
  appointmentId: row.appointmentId,
  appointmentStartsAt: row.appointmentStartsAt?.toISOString() ?? null,
  template: row.template,
  status: row.status,
  authorId: row.authorId,
  authorName: row.authorName,
  signedById: row.signedById,
  signedByName: row.signedByName,
  signedAt: row.signedAt?.toISOString() ?? null,
  addendaCount: row.addendaCount,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** A patient's notes, newest first. */
export async function notesOfPatient(
  db: Db,
  clinicId: string,
  patientId: string,
): Promise<VisitNoteSummary[]> {
  const rows = await selectNotes(db)
    .where(and(eq(visitNotes.clinicId, clinicId), eq(visitNotes.patientId, patientId)))
    .orderBy(desc(visitNotes.createdAt), desc(visitNotes.id));
  return rows.map(toSummary);
}

async function addendaOf(db: Db, noteId: string): Promise<Addendum[]> {
  const rows = await db
    .select({
      id: visitNoteAddenda.id,
      body: visitNoteAddenda.body,
      authorId: visitNoteAddenda.authorId,
      authorName: nameOf(author),
      createdAt: visitNoteAddenda.createdAt,
    })
    .from(visitNoteAddenda)
    .leftJoin(author, eq(author.id, visitNoteAddenda.authorId))
    .where(eq(visitNoteAddenda.visitNoteId, noteId))
    .orderBy(asc(visitNoteAddenda.createdAt), asc(visitNoteAddenda.id));
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

/** One note of this clinic with its addenda (oldest first); null when there is none. */
export async function noteById(db: Db, clinicId: string, id: string): Promise<VisitNote | null> {
  const [row] = await selectNotes(db).where(
    and(eq(visitNotes.id, id), eq(visitNotes.clinicId, clinicId)),
  );
  if (!row) return null;
  return {
    ...toSummary(row),
    subjective: row.subjective,
    objective: row.objective,
    assessment: row.assessment,
    plan: row.plan,
    addenda: await addendaOf(db, id),
  };
}

/**
 * The note row itself, locked until the transaction ends: sign, edit and addenda take turns, so
 * an edit can never land after the signature. (No joins: a lock cannot take outer-joined rows.)
 */
export async function lockNote(tx: Db, clinicId: string, id: string) {
  const [row] = await tx
    .select()
    .from(visitNotes)
    .where(and(eq(visitNotes.id, id), eq(visitNotes.clinicId, clinicId)))
    .for('update');
  return row ?? null;
}
