import { and, desc, eq, sql } from 'drizzle-orm';
import {
  attachmentContentTypes,
  displayFileName,
  NOT_AN_ATTACHMENT,
  type Attachment,
  type AttachmentContentType,
  type UpdateAttachmentInput,
} from '../../../domain/attachments.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { attachments, clinics, storedFiles, users } from '../../db/schema.js';
import { discardFile, writeFileInParts } from '../../uploads/file-parts.js';
import { notFound } from '../../http-errors.js';
import { contentTypeOf, invalidFile } from '../../uploads/files.js';
import { assertStorageAvailable } from '../billing/plan-limits.js';
import { effectivePlan } from '../billing/plan-overrides.js';
import { assertClinicHasAccess } from '../billing/subscriptions.js';
import { storedBytes } from '../billing/usage.js';
import { patientOr404 } from '../patients/service.js';
import type { ClinicActor } from '../../http/clinic-actor.js';
import { auditAs, recordAudit } from '../audit/service.js';
import { lockClinic } from '../team/seats.js';
import { attachmentFileOf } from './download.js';
import { fromSignedForm } from './from-signed-form.js';

/*
 * Audit events name the attachment, its patient, type and size: never the file's name, which
 * can itself be patient data ("MRI knee Ana Petrović.pdf").
 */

const ATTACHMENT_PURPOSE = 'attachment';

const attachmentColumns = {
  id: attachments.id,
  patientId: attachments.patientId,
  fileName: attachments.fileName,
  contentType: attachments.contentType,
  byteSize: attachments.byteSize,
  uploadedById: attachments.uploadedById,
  uploadedBy: sql<string | null>`trim(${users.name} || ' ' || ${users.lastName})`,
  fromSignedForm,
  sharedWithPatient: attachments.sharedWithPatient,
  sharedAt: attachments.sharedAt,
  createdAt: attachments.createdAt,
};

type AttachmentRow = Omit<typeof attachments.$inferSelect, 'clinicId' | 'fileId'> & {
  uploadedBy: string | null;
  fromSignedForm: boolean;
};

const toAttachment = (row: AttachmentRow): Attachment => ({
  id: row.id,
  patientId: row.patientId,
  fileName: row.fileName,
  contentType: row.contentType as AttachmentContentType,
  byteSize: row.byteSize,
  uploadedById: row.uploadedById,
  uploadedBy: row.uploadedBy,
  fromSignedForm: row.fromSignedForm,
  sharedWithPatient: row.sharedWithPatient,
  sharedAt: row.sharedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

async function attachmentOf(db: Db, clinicId: string, id: string) {
  const [row] = await db
    .select()
    .from(attachments)
    .where(and(eq(attachments.id, id), eq(attachments.clinicId, clinicId)));
  if (!row) throw notFound('The attachment');
  return row;
}

/** The type the content shows; anything but PDF, JPEG, PNG or WebP is refused, whatever its name. */
export async function attachmentTypeOf(bytes: Buffer): Promise<AttachmentContentType> {
  const contentType = await contentTypeOf(bytes, attachmentContentTypes);
  if (!contentType) throw invalidFile(NOT_AN_ATTACHMENT);
  return contentType;
}

/** The upload's refusals that need no file: an unknown patient, no access, no room left. */
async function assertUploadable(
  ctx: AppContext,
  db: Db,
  clinicId: string,
  patientId: string,
  bytes: number,
) {
  await patientOr404(db, clinicId, patientId);
  await assertClinicHasAccess(db, clinicId, ctx.clock.now());
  const [clinic] = await db
    .select({ planId: clinics.planId })
    .from(clinics)
    .where(eq(clinics.id, clinicId));
  assertStorageAvailable(
    await effectivePlan(db, clinic!.planId),
    await storedBytes(db, clinicId),
    bytes,
  );
}

/**
 * Stored under a new internal id, within the plan's storage. The file is written in parts first
 * (each a short statement, so other clinics are not held up), then recorded in one transaction
 * that checks the storage again with the clinic row locked; a refusal there removes the file.
 */
export async function uploadAttachment(
  ctx: AppContext,
  actor: ClinicActor,
  patientId: string,
  file: { bytes: Buffer; fileName: string; contentType: AttachmentContentType },
): Promise<Attachment> {
  const now = ctx.clock.now();
  const size = file.bytes.length;
  await assertUploadable(ctx, ctx.db, actor.clinicId, patientId, size);
  const fileId = await writeFileInParts(ctx.db, {
    clinicId: actor.clinicId,
    contentType: file.contentType,
    bytes: file.bytes,
    createdAt: now,
  });
  try {
    return await ctx.db.transaction(async (tx) => {
      await patientOr404(tx, actor.clinicId, patientId);
      const clinic = await lockClinic(tx, actor.clinicId);
      await assertClinicHasAccess(tx, clinic.id, now);
      // Other uploads still being written do not count yet; the first one recorded wins.
      assertStorageAvailable(
        await effectivePlan(tx, clinic.planId),
        await storedBytes(tx, clinic.id, { recordedOnly: true }),
        size,
      );
      await tx
        .update(storedFiles)
        .set({ purpose: ATTACHMENT_PURPOSE })
        .where(and(eq(storedFiles.id, fileId), eq(storedFiles.clinicId, clinic.id)));
      const [row] = await tx
        .insert(attachments)
        .values({
          clinicId: clinic.id,
          patientId,
          fileId,
          fileName: displayFileName(file.fileName, file.contentType),
          contentType: file.contentType,
          byteSize: size,
          uploadedById: actor.userId,
          createdAt: now,
        })
        .returning();
      await auditAs(tx, actor, {
        action: 'attachment.upload',
        entityType: 'attachment',
        entityId: row!.id,
        meta: { patientId, contentType: file.contentType, byteSize: size },
      });
      return toAttachment({ ...row!, uploadedBy: actor.name, fromSignedForm: false });
    });
  } catch (error) {
    await discardFile(ctx.db, actor.clinicId, fileId);
    throw error;
  }
}

/** A patient's attachments, newest first. */
export async function listAttachments(
  ctx: AppContext,
  actor: ClinicActor,
  patientId: string,
): Promise<Attachment[]> {
  await patientOr404(ctx.db, actor.clinicId, patientId);
  const rows = await ctx.db
    .select(attachmentColumns)
    .from(attachments)
    .leftJoin(users, eq(users.id, attachments.uploadedById))
    .where(and(eq(attachments.clinicId, actor.clinicId), eq(attachments.patientId, patientId)))
    .orderBy(desc(attachments.createdAt), desc(attachments.id));
  await auditAs(ctx.db, actor, {
    action: 'attachment.list',
    entityType: 'patient',
    entityId: patientId,
    meta: { results: rows.length },
  });
  return rows.map(toAttachment);
}

/** The bytes and how to name them; every download is in the audit trail. */
export async function downloadAttachment(ctx: AppContext, actor: ClinicActor, id: string) {
  const file = await attachmentFileOf(ctx.db, actor.clinicId, id);
  if (!file) throw notFound('The attachment');
  await auditAs(ctx.db, actor, {
    action: 'attachment.download',
    entityType: 'attachment',
    entityId: id,
    meta: { patientId: file.patientId },
  });
  return file;
}

/**
 * Shows the file to its patient on the portal, or stops showing it. Asking for what already
 * holds changes nothing: a shared file keeps its `sharedAt`, so the patient's list keeps its order.
 */
export async function updateAttachment(
  ctx: AppContext,
  actor: ClinicActor,
  id: string,
  input: UpdateAttachmentInput,
): Promise<Attachment> {
  const shared = input.sharedWithPatient;
  await ctx.db.transaction(async (tx) => {
    const row = await attachmentOf(tx, actor.clinicId, id);
    if (row.sharedWithPatient === shared) return;
    await tx
      .update(attachments)
      .set({ sharedWithPatient: shared, sharedAt: shared ? ctx.clock.now() : null })
      .where(and(eq(attachments.id, id), eq(attachments.clinicId, actor.clinicId)));
    await auditAs(tx, actor, {
      action: shared ? 'attachment.shared' : 'attachment.unshared',
      entityType: 'attachment',
      entityId: id,
      meta: { patientId: row.patientId },
    });
  });
  const [row] = await ctx.db
    .select(attachmentColumns)
    .from(attachments)
    .leftJoin(users, eq(users.id, attachments.uploadedById))
    .where(and(eq(attachments.id, id), eq(attachments.clinicId, actor.clinicId)));
  if (!row) throw notFound('The attachment');
  return toAttachment(row);
}

/** Removes the record and its stored bytes, which frees the clinic's storage. */
export async function deleteAttachment(ctx: AppContext, actor: ClinicActor, id: string) {
  await ctx.db.transaction(async (tx) => {
    const row = await attachmentOf(tx, actor.clinicId, id);
    await tx
      .delete(attachments)
      .where(and(eq(attachments.id, row.id), eq(attachments.clinicId, actor.clinicId)));
    await tx
      .delete(storedFiles)
      .where(and(eq(storedFiles.id, row.fileId), eq(storedFiles.clinicId, actor.clinicId)));
    await auditAs(tx, actor, {
      action: 'attachment.delete',
      entityType: 'attachment',
      entityId: id,
      meta: { patientId: row.patientId, contentType: row.contentType, byteSize: row.byteSize },
    });
  });
}

/**
 * Keeps a document Motio made for a patient (a signed form's PDF) among their attachments,
 * shared with the patient, who signed it. The file is written first; `record` runs in the
 * transaction that records the attachment, so both are kept or neither. Nobody uploaded it, so
 * no member is named, and the plan's storage is not checked: the patient who signs could do
 * nothing about a refusal.
 */
export async function keepGeneratedPdf<T>(
  ctx: AppContext,
  file: { clinicId: string; patientId: string; fileName: string; bytes: Buffer },
  record: (tx: Db, attachmentId: string) => Promise<T>,
): Promise<T> {
  const now = ctx.clock.now();
  const contentType = 'application/pdf';
  const fileId = await writeFileInParts(ctx.db, {
    clinicId: file.clinicId,
    contentType,
    bytes: file.bytes,
    createdAt: now,
  });
  try {
    return await ctx.db.transaction(async (tx) => {
      await tx
        .update(storedFiles)
        .set({ purpose: ATTACHMENT_PURPOSE })
        .where(and(eq(storedFiles.id, fileId), eq(storedFiles.clinicId, file.clinicId)));
      const [row] = await tx
        .insert(attachments)
        .values({
          clinicId: file.clinicId,
          patientId: file.patientId,
          fileId,
          fileName: displayFileName(file.fileName, contentType),
          contentType,
          byteSize: file.bytes.length,
          uploadedById: null,
          sharedWithPatient: true,
          sharedAt: now,
          createdAt: now,
        })
        .returning({ id: attachments.id });
      await recordAudit(tx, {
        action: 'attachment.generated',
        clinicId: file.clinicId,
        entityType: 'attachment',
        entityId: row!.id,
        meta: { patientId: file.patientId, contentType, byteSize: file.bytes.length },
      });
      return record(tx, row!.id);
    });
  } catch (error) {
    await discardFile(ctx.db, file.clinicId, fileId);
    throw error;
  }
}
