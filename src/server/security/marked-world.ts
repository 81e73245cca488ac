import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { rowsOf } from '../db/raw-rows.js';
import {
  appointments,
  attachments,
  clinics,
  diagnoses,
  feedback,
  invitations,
  jobs,
  memberships,
  patients,
  progressEntries,
  rooms,
  services,
  treatmentPlans,
  users,
  visitNoteAddenda,
  visitNotes,
} from '../db/schema.js';
import { columnsOf } from './database-state.js';

/** The address `markClinic` gives a marked record (`patient`, `clinic`, `member0`, …). */
export const markedEmail = (marker: string, what: string) =>
  `${marker.toLowerCase()}.${what}@example.com`;

/**
 * Writes `marker` into every name and free text of a clinic's records (clinic, members,
 * patients, services, rooms, jobs, the clinical record, invitations): a response that shows any
 * of them shows the marker.
 */
export async function markClinic(db: Db, clinicId: string, marker: string) {
  const mark = (what: string) => `${marker} ${what}`;
  const mail = (what: string) => markedEmail(marker, what);
  await db
    .update(clinics)
    .set({ name: mark('Physio'), address: mark('Street 1'), email: mail('clinic') })
    .where(eq(clinics.id, clinicId));
  const members = await db
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(eq(memberships.clinicId, clinicId));
  for (const [index, { userId }] of members.entries()) {
    await db
      .update(users)
      .set({ name: marker, lastName: mark('Member'), email: mail(`member${index}`) })
      .where(eq(users.id, userId));
  }
  await db
    .update(memberships)
    .set({ title: mark('physiotherapist') })
    .where(eq(memberships.clinicId, clinicId));
  await db
    .update(patients)
    .set({
      firstName: marker,
      lastName: mark('Patient'),
      email: mail('patient'),
      occupation: mark('carpenter'),
      medicalHistory: mark('history'),
      notes: mark('notes'),
    })
    .where(eq(patients.clinicId, clinicId));
  const texts: [typeof services | typeof rooms, string][] = [
    [services, 'massage'],
    [rooms, 'room'],
  ];
  for (const [table, what] of texts)
    await db
      .update(table)
      .set({ name: mark(what) })
      .where(eq(table.clinicId, clinicId));
  await db
    .update(jobs)
    .set({ title: mark('task'), description: mark('task description') })
    .where(eq(jobs.clinicId, clinicId));
  await db
    .update(diagnoses)
    .set({ description: mark('diagnosis'), notes: mark('diagnosis notes') })
    .where(eq(diagnoses.clinicId, clinicId));
  await db
    .update(treatmentPlans)
    .set({ title: mark('plan'), notes: mark('plan notes') })
    .where(eq(treatmentPlans.clinicId, clinicId));
  await db
    .update(progressEntries)
    .set({ notes: mark('progress') })
    .where(eq(progressEntries.clinicId, clinicId));
  await db
    .update(visitNotes)
    .set({ subjective: mark('subjective'), plan: mark('note plan') })
    .where(eq(visitNotes.clinicId, clinicId));
  await db
    .update(visitNoteAddenda)
    .set({ body: mark('addendum') })
    .where(eq(visitNoteAddenda.clinicId, clinicId));
  await db
    .update(attachments)
    .set({ fileName: `${marker}.pdf` })
    .where(eq(attachments.clinicId, clinicId));
  await db
    .update(appointments)
    .set({ notes: mark('appointment') })
    .where(eq(appointments.clinicId, clinicId));
  await db
    .update(invitations)
    .set({ email: mail('invitee'), title: mark('invitee') })
    .where(eq(invitations.clinicId, clinicId));
  await db
    .update(feedback)
    .set({ message: mark('feedback') })
    .where(eq(feedback.clinicId, clinicId));
}

/**
 * Every id a clinic owns, with the table it is from: its own, its members' user ids, and the id
 * of every row of every table with a `clinic_id`, read from the database itself so that a new
 * table counts at once.
 */
export async function idsOfClinic(db: Db, clinicId: string): Promise<Map<string, string>> {
  const columns = await columnsOf(db);
  const has = (table: string, column: string) =>
    columns.some((c) => c.table === table && c.column === column);
  const tables = [...new Set(columns.map((c) => c.table))].filter(
    (table) => has(table, 'clinic_id') && has(table, 'id'),
  );
  const parts = tables.map(
    (table) =>
      sql`select ${table}::text as "table", id::text as id from ${sql.raw(`"${table}"`)}
          where clinic_id = ${clinicId}`,
  );
  const rows = await rowsOf<{ table: string; id: string }>(db, sql.join(parts, sql` union all `));
  const members = await db
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(eq(memberships.clinicId, clinicId));
  return new Map([
    [clinicId, 'clinics'],
    ...members.map((member) => [member.userId, 'users'] as [string, string]),
    ...rows.map((row) => [row.id, row.table] as [string, string]),
  ]);
}
