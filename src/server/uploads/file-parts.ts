import { and, asc, eq, lt } from 'drizzle-orm';
import type { Clock } from '../clock.js';
import type { Db } from '../db/client.js';
import { storedFileParts, storedFiles } from '../db/schema.js';
import { byteaOf, byteaValue } from '../db/schema/columns.js';
import { letOthersRun } from '../yielding.js';

/** The purpose of a file whose parts are being written; its owner gives it its own once recorded. */
export const PENDING_UPLOAD = 'pending_upload';

/** Bytes per part: writing or reading one holds the embedded database for a few milliseconds. */
export const PART_BYTES = 512 * 1024;

/**
 * Stores a clinic's file in parts, each in a statement of its own with other requests let in
 * between, outside any transaction; answers the new stored_files id. The file is PENDING_UPLOAD
 * until its caller records it (and gives it its purpose) or refuses it with discardFile().
 */
export async function writeFileInParts(
  db: Db,
  file: { clinicId: string; contentType: string; bytes: Buffer; createdAt: Date },
): Promise<string> {
  const parts = Math.max(1, Math.ceil(file.bytes.length / PART_BYTES));
  const [row] = await db
    .insert(storedFiles)
    .values({
      clinicId: file.clinicId,
      ownerUserId: null,
      purpose: PENDING_UPLOAD,
      contentType: file.contentType,
      byteSize: file.bytes.length,
      data: Buffer.alloc(0),
      parts,
      createdAt: file.createdAt,
    })
    .returning({ id: storedFiles.id });
  const fileId = row!.id;
  try {
    for (let part = 0; part < parts; part += 1) {
      const bytes = file.bytes.subarray(part * PART_BYTES, (part + 1) * PART_BYTES);
      await db
        .insert(storedFileParts)
        .values({ fileId, clinicId: file.clinicId, part, data: byteaValue(bytes) });
      await letOthersRun();
    }
  } catch (error) {
    await discardFile(db, file.clinicId, fileId);
    throw error;
  }
  return fileId;
}

/** Deletes a stored file and its parts. */
export async function discardFile(db: Db, clinicId: string, fileId: string) {
  await db
    .delete(storedFiles)
    .where(and(eq(storedFiles.id, fileId), eq(storedFiles.clinicId, clinicId)));
}

/** A stored file's bytes: its `data`, or its parts read one at a time. */
export async function bytesOfFile(
  db: Db,
  file: { id: string; clinicId: string; parts: number; data: Buffer },
): Promise<Buffer> {
  if (file.parts === 0) return file.data;
  const pieces: Buffer[] = [];
  for (let part = 0; part < file.parts; part += 1) {
    const [piece] = await db
      .select({ data: byteaOf(storedFileParts.data) })
      .from(storedFileParts)
      .where(
        and(
          eq(storedFileParts.fileId, file.id),
          eq(storedFileParts.clinicId, file.clinicId),
          eq(storedFileParts.part, part),
        ),
      )
      .orderBy(asc(storedFileParts.part));
    if (!piece) throw new Error(`stored file ${file.id} misses part ${part}`);
    pieces.push(piece.data);
    await letOthersRun();
  }
  return Buffer.concat(pieces);
}

/** An upload is written in seconds: one pending longer was left behind by a crash. */
const ABANDONED_AFTER_MS = 60 * 60_000;

/** Deletes the uploads a crash left half written, which would count against storage forever. */
export async function deleteAbandonedUploads(db: Db, clock: Clock): Promise<number> {
  const abandoned = await db
    .delete(storedFiles)
    .where(
      and(
        eq(storedFiles.purpose, PENDING_UPLOAD),
        lt(storedFiles.createdAt, new Date(clock.now().getTime() - ABANDONED_AFTER_MS)),
      ),
    )
    .returning({ id: storedFiles.id });
  return abandoned.length;
}
