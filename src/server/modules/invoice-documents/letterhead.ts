import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { clinics, storedFiles } from '../../db/schema.js';
import { byteaOf } from '../../db/schema/columns.js';
import type { ClinicLetterhead } from './document-data.js';

/** pdfkit embeds JPEG and PNG only: a WebP logo is left out of the document. */
const embeddable = (contentType: string): contentType is 'image/jpeg' | 'image/png' =>
  contentType === 'image/jpeg' || contentType === 'image/png';

/** The clinic's letterhead; undefined for an unknown clinic. */
export async function loadLetterhead(
  db: Db,
  clinicId: string,
): Promise<ClinicLetterhead | undefined> {
  const [clinic] = await db
    .select({
      name: clinics.name,
      address: clinics.address,
      phone: clinics.phone,
      email: clinics.email,
      taxNumber: clinics.taxNumber,
      paymentInstructions: clinics.paymentInstructions,
      locale: clinics.locale,
      timeZone: clinics.timeZone,
      logoFileId: clinics.logoFileId,
    })
    .from(clinics)
    .where(eq(clinics.id, clinicId));
  if (!clinic) return undefined;
  const { logoFileId, ...letterhead } = clinic;
  return { ...letterhead, logo: logoFileId ? await loadLogo(db, clinicId, logoFileId) : null };
}

async function loadLogo(db: Db, clinicId: string, fileId: string) {
  const [file] = await db
    .select({ contentType: storedFiles.contentType, parts: storedFiles.parts })
    .from(storedFiles)
    .where(and(eq(storedFiles.id, fileId), eq(storedFiles.clinicId, clinicId)));
  const contentType = file?.contentType ?? '';
  if (!file || file.parts > 0 || !embeddable(contentType)) return null;
  const [bytes] = await db
    .select({ data: byteaOf(storedFiles.data) })
    .from(storedFiles)
    .where(and(eq(storedFiles.id, fileId), eq(storedFiles.clinicId, clinicId)));
  return bytes ? { contentType, data: bytes.data } : null;
}
