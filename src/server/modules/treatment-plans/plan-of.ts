import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { treatmentPlans } from '../../db/schema.js';
import { notFound } from '../../http-errors.js';

/** A plan of this patient in this clinic, or 404. */
export async function planOf(db: Db, clinicId: string, patientId: string, id: string) {
  const [row] = await db
    .select()
    .from(treatmentPlans)
    .where(
      and(
        eq(treatmentPlans.id, id),
        eq(treatmentPlans.patientId, patientId),
        eq(treatmentPlans.clinicId, clinicId),
      ),
    );
  if (!row) throw notFound('The treatment plan');
  return row;
}
