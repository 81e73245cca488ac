import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { invoices } from '../../db/schema.js';
import { newSecureToken } from '../../secure-tokens.js';

/**
 * The token of an owed invoice's "Pay now" link, made the first time one is handed out (mailing
 * the invoice, or the demo's unpaid invoices) and kept, so every mail of it names the same link.
 */
export async function payTokenOf(
  tx: Db,
  clinicId: string,
  invoice: { id: string; payToken: string | null },
  now: Date,
): Promise<string> {
  if (invoice.payToken) return invoice.payToken;
  const { token } = newSecureToken();
  await tx
    .update(invoices)
    .set({ payToken: token, updatedAt: now })
    .where(and(eq(invoices.clinicId, clinicId), eq(invoices.id, invoice.id)));
  return token;
}
