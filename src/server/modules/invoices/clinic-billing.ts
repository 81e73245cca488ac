import { eq } from 'drizzle-orm';
import { DAY_MS, localDayOf } from '../../../domain/clinic-time.js';
import type { Db } from '../../db/client.js';
import { clinics } from '../../db/schema.js';
import { notFound } from '../../http-errors.js';

/** What a clinic's invoices follow: its currency, tax, time zone and terms. */
export async function clinicBillingOf(db: Db, clinicId: string) {
  const [clinic] = await db
    .select({
      currency: clinics.currency,
      locale: clinics.locale,
      timeZone: clinics.timeZone,
      taxRateBasisPoints: clinics.taxRateBasisPoints,
      pricesIncludeTax: clinics.pricesIncludeTax,
      invoiceDueDays: clinics.invoiceDueDays,
      autoDraftInvoices: clinics.autoDraftInvoices,
    })
    .from(clinics)
    .where(eq(clinics.id, clinicId));
  if (!clinic) throw notFound('The clinic');
  return clinic;
}
export type ClinicBilling = Awaited<ReturnType<typeof clinicBillingOf>>;

/** The clinic's local date ('YYYY-MM-DD') of an instant. */
export const clinicDateOf = (instant: Date, timeZone: string) => localDayOf(instant, timeZone).date;

/** A 'YYYY-MM-DD' date `days` later. */
export const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
