import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { clinics, storedFiles } from '../../db/schema.js';
import { byteaOf, byteaValue } from '../../db/schema/columns.js';
import { notFound } from '../../http-errors.js';
import type { ImageContentType } from '../../uploads/images.js';
import type { ClinicActor } from '../../http/clinic-actor.js';
import { auditAs } from '../audit/service.js';
import { logoUrlOf } from './settings-service.js';

const LOGO_PURPOSE = 'clinic_logo';

/** Points the clinic at `fileId` (or none) and deletes its previous logo; true when it had one. */
async function replaceLogoFile(tx: Db, clinicId: string, fileId: string | null) {
  const [clinic] = await tx
    .select({ logoFileId: clinics.logoFileId })
    .from(clinics)
    .where(eq(clinics.id, clinicId))
    .for('update');
  await tx.update(clinics).set({ logoFileId: fileId }).where(eq(clinics.id, clinicId));
  const previous = clinic?.logoFileId;
  if (!previous) return false;
  await tx
    .delete(storedFiles)
    .where(and(eq(storedFiles.id, previous), eq(storedFiles.clinicId, clinicId)));
  return true;
}

export async function saveLogo(
  ctx: AppContext,
  actor: ClinicActor,
  { bytes, contentType }: { bytes: Buffer; contentType: ImageContentType },
): Promise<string | null> {
  const fileId = await ctx.db.transaction(async (tx) => {
    const [file] = await tx
      .insert(storedFiles)
      .values({
        clinicId: actor.clinicId,
        ownerUserId: null,
        purpose: LOGO_PURPOSE,
        contentType,
        byteSize: bytes.length,
        data: byteaValue(bytes),
        createdAt: ctx.clock.now(),
      })
      .returning({ id: storedFiles.id });
    await replaceLogoFile(tx, actor.clinicId, file!.id);
    await auditAs(tx, actor, {
      action: 'clinic.logo_changed',
      entityType: 'clinic',
      entityId: actor.clinicId,
      meta: { contentType, byteSize: bytes.length },
    });
    return file!.id;
  });
  return logoUrlOf(fileId);
}

export async function removeLogo(ctx: AppContext, actor: ClinicActor) {
  await ctx.db.transaction(async (tx) => {
    if (await replaceLogoFile(tx, actor.clinicId, null)) {
      await auditAs(tx, actor, {
        action: 'clinic.logo_removed',
        entityType: 'clinic',
        entityId: actor.clinicId,
      });
    }
  });
}

/** The clinic's current logo; an old logo's id, or another clinic's, is not found. */
export async function readLogo(db: Db, clinicId: string, fileId: string) {
  const [file] = await db
    .select({ contentType: storedFiles.contentType, data: byteaOf(storedFiles.data) })
    .from(clinics)
    .innerJoin(storedFiles, eq(storedFiles.id, clinics.logoFileId))
    .where(
      and(eq(clinics.id, clinicId), eq(storedFiles.id, fileId), eq(storedFiles.clinicId, clinicId)),
    );
  if (!file) throw notFound('The logo');
  return file;
}
