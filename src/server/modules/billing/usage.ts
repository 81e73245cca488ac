import { eq, sum } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { storedFiles } from '../../db/schema.js';
import { seatsInUse } from '../team/seats.js';
import type { ClinicUsage } from './plan-limits.js';

/**
 * What a clinic uses of its plan's limits. Patients count 0 until the patients area adds its
 * table; it then counts its records here and calls assertPatientAvailable when it creates one.
 */
export async function clinicUsage(db: Db, clinicId: string, now: Date): Promise<ClinicUsage> {
  const [stored] = await db
    .select({ bytes: sum(storedFiles.byteSize) })
    .from(storedFiles)
    .where(eq(storedFiles.clinicId, clinicId));
  return {
    users: await seatsInUse(db, clinicId, now),
    patients: 0,
    storageBytes: Number(stored?.bytes ?? 0),
  };
}
