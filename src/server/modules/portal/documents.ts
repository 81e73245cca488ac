import { and, desc, eq } from 'drizzle-orm';
import type { AttachmentContentType } from '../../../domain/attachments.js';
import type { PortalDocument } from '../../../domain/portal-documents.js';
import type { AppContext } from '../../context.js';
import { attachments } from '../../db/schema.js';
import { notFound } from '../../http-errors.js';
import { recordAudit } from '../audit/service.js';
import { attachmentFileOf, type AttachmentFile } from '../attachments/download.js';
import type { PortalPatient } from './portal-session.js';

/** The patient's own attachments that the clinic shares with them. */
const sharedWith = (patient: PortalPatient) =>
  and(
    eq(attachments.clinicId, patient.clinicId),
    eq(attachments.patientId, patient.patientId),
    eq(attachments.sharedWithPatient, true),
  );

/** The documents the clinic shares with the signed-in patient, latest shared first. */
export async function portalDocuments(
  ctx: AppContext,
  patient: PortalPatient,
): Promise<PortalDocument[]> {
  const rows = await ctx.db
    .select({
      id: attachments.id,
      fileName: attachments.fileName,
      contentType: attachments.contentType,
      byteSize: attachments.byteSize,
      sharedAt: attachments.sharedAt,
      createdAt: attachments.createdAt,
    })
    .from(attachments)
    .where(sharedWith(patient))
    .orderBy(desc(attachments.sharedAt), desc(attachments.createdAt), desc(attachments.id));
  return rows.map((row) => ({
    id: row.id,
    fileName: row.fileName,
    contentType: row.contentType as AttachmentContentType,
    byteSize: row.byteSize,
    sharedAt: (row.sharedAt ?? row.createdAt).toISOString(),
  }));
}

/** One shared document's bytes; another patient's, or one not shared, is not found. */
export async function downloadPortalDocument(
  ctx: AppContext,
  patient: PortalPatient,
  id: string,
): Promise<AttachmentFile> {
  const file = await attachmentFileOf(ctx.db, patient.clinicId, id, sharedWith(patient));
  if (!file) throw notFound('The document');
  await recordAudit(ctx.db, {
    action: 'attachment.download',
    clinicId: patient.clinicId,
    entityType: 'attachment',
    entityId: id,
    meta: { patientId: patient.patientId, source: 'portal' },
  });
  return file;
}
