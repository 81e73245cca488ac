import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { invoiceCounters } from '../../db/schema.js';

/** `2026-000123`. */
export const invoiceNumber = (year: number, sequence: number) =>
  `${year}-${String(sequence).padStart(6, '0')}`;

/**
 * The clinic's next number in `year`, in the caller's transaction. The counter row stays locked
 * until that transaction ends, so concurrent issues queue here, and a rollback gives the number
 * back: no gaps, no duplicates.
 */
export async function nextInvoiceNumber(tx: Db, clinicId: string, year: number) {
  const [row] = await tx
    .insert(invoiceCounters)
    .values({ clinicId, year, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [invoiceCounters.clinicId, invoiceCounters.year],
      set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` },
    })
    .returning({ lastNumber: invoiceCounters.lastNumber });
  const sequence = row!.lastNumber;
  return { year, sequence, number: invoiceNumber(year, sequence) };
}
