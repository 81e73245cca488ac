import { and, eq, ne, sum } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { storedFiles } from '../../db/schema.js';
import { countPatients } from '../patients/service.js';
import { seatsInUse } from '../team/seats.js';
import type { ClinicUsage } from './plan-limits.js';
import { PENDING_UPLOAD } from '../../uploads/file-parts.js';

/**
 * Bytes of every file the clinic stores (logo, attachments), what the storage limit counts.
 * `recordedOnly` leaves out uploads still being written (PENDING_UPLOAD), for the check that
 * records one of them.
 */
export async function storedBytes(
  db: Db,
  clinicId: string,
  options: { recordedOnly?: boolean } = {},
): Promise<number> {
  const [stored] = await db
    .select({ bytes: sum(storedFiles.byteSize) })
    .from(storedFiles)
    .where(
      and(
        eq(storedFiles.clinicId, clinicId),
        options.recordedOnly ? ne(storedFiles.purpose, PENDING_UPLOAD) : undefined,
      ),
    );
  return Number(stored?.bytes ?? 0);
}

/** What a clinic uses of its plan's limits (every patient record counts, whatever its status). */
export async function clinicUsage(db: Db, clinicId: string, now: Date): Promise<ClinicUsage> {
  return {
    users: await seatsInUse(db, clinicId, now),
    patients: await countPatients(db, clinicId),
    storageBytes: await storedBytes(db, clinicId),
  };
}
