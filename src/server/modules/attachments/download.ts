import { and, eq, type SQL } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/client.js';
import { attachments, storedFiles } from '../../db/schema.js';
import { byteaOf } from '../../db/schema/columns.js';
import { bytesOfFile } from '../../uploads/file-parts.js';
import { downloadDisposition } from '../../uploads/files.js';

export interface AttachmentFile {
  patientId: string;
  fileName: string;
  contentType: string;
  data: Buffer;
}

/**
 * The bytes of a clinic's attachment and the names to send them under; undefined when the clinic
 * has no such attachment, or when it does not meet `also` (the portal asks: shared, and theirs).
 */
export async function attachmentFileOf(
  db: Db,
  clinicId: string,
  id: string,
  also?: SQL,
): Promise<AttachmentFile | undefined> {
  const [file] = await db
    .select({
      patientId: attachments.patientId,
      fileName: attachments.fileName,
      contentType: storedFiles.contentType,
      fileId: storedFiles.id,
      parts: storedFiles.parts,
      data: byteaOf(storedFiles.data),
    })
    .from(attachments)
    .innerJoin(storedFiles, eq(storedFiles.id, attachments.fileId))
    .where(
      and(
        eq(attachments.id, id),
        eq(attachments.clinicId, clinicId),
        eq(storedFiles.clinicId, clinicId),
        also,
      ),
    );
  if (!file) return undefined;
  const data = await bytesOfFile(db, { ...file, id: file.fileId, clinicId });
  return {
    patientId: file.patientId,
    fileName: file.fileName,
    contentType: file.contentType,
    data,
  };
}

/** Sends the file as a download: never shown inline, never sniffed as another type, not cached. */
export const sendAsDownload = (reply: FastifyReply, file: AttachmentFile) =>
  reply
    .header('Content-Type', file.contentType)
    .header('Content-Disposition', downloadDisposition(file.fileName))
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', 'no-store')
    .send(file.data);
