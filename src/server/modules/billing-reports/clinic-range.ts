import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { clinics } from '../../db/schema.js';
import { notFound } from '../../http-errors.js';

/** What a report needs of its clinic: its time zone, currency and locale. */
export async function reportClinicOf(db: Db, clinicId: string) {
  const [clinic] = await db
    .select({ timeZone: clinics.timeZone, currency: clinics.currency, locale: clinics.locale })
    .from(clinics)
    .where(eq(clinics.id, clinicId));
  if (!clinic) throw notFound('The clinic');
  return clinic;
}

/** Days `from` to `to` of a clinic's calendar, both included, read in its time zone. */
export interface ClinicDays {
  clinicId: string;
  timeZone: string;
  from: string;
  to: string;
}

/**
 * The range as a CTE `r`: `lo` and `hi` are the instants of local midnight starting `from` and
 * ending `to`, so `received_at >= r.lo and received_at < r.hi` is every instant of those days.
 */
export const daysCte = (days: ClinicDays) => sql`r as (
  select ${days.clinicId}::uuid as clinic_id, ${days.timeZone}::text as tz,
    (${days.from}::date)::timestamp at time zone ${days.timeZone}::text as lo,
    (${days.to}::date + 1)::timestamp at time zone ${days.timeZone}::text as hi
)`;
