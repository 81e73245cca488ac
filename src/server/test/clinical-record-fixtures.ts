import { appointments, attachments, storedFiles, visitNotes } from '../db/schema.js';
import type { Db } from '../db/client.js';

/** Records written directly: the routes that manage them have their own tests. */
export async function addAppointment(
  db: Db,
  values: { clinicId: string; therapistId: string } & Partial<typeof appointments.$inferInsert>,
) {
  const [appointment] = await db
    .insert(appointments)
    .values({
      startsAt: new Date('2027-03-01T09:00:00Z'),
      endsAt: new Date('2027-03-01T09:45:00Z'),
      ...values,
    })
    .returning();
  return appointment!;
}

export async function addVisitNote(
  db: Db,
  values: { clinicId: string; patientId: string; authorId: string } & Partial<
    typeof visitNotes.$inferInsert
  >,
) {
  const [note] = await db
    .insert(visitNotes)
    .values({ template: 'follow_up', subjective: 'Knee feels better.', ...values })
    .returning();
  return note!;
}

export async function addAttachment(
  db: Db,
  values: { clinicId: string; patientId: string; bytes: Buffer; contentType: string },
) {
  const { clinicId, patientId, bytes, contentType } = values;
  const [file] = await db
    .insert(storedFiles)
    .values({ clinicId, purpose: 'attachment', contentType, byteSize: bytes.length, data: bytes })
    .returning();
  const [attachment] = await db
    .insert(attachments)
    .values({
      clinicId,
      patientId,
      fileId: file!.id,
      fileName: 'scan.pdf',
      contentType,
      byteSize: bytes.length,
    })
    .returning();
  return attachment!;
}
