import { z } from 'zod';
import type { InvoiceStatus } from './invoices.js';

/**
 * The patient's invoices on the portal, in integer minor units of the invoice's currency like
 * every invoice (`…Cents`). Only issued invoices: never a draft, a void invoice or a credit note.
 *
 *   GET /portal/invoices → {invoices}: newest first, at most PORTAL_INVOICES_MAX
 *   GET /portal/invoices/{id}/pdf → application/pdf; another patient's invoice answers 404
 */

export const PORTAL_INVOICES_MAX = 100;

/** What a patient's invoice can be once issued: a void one is not shown. */
export const portalInvoiceStatuses = [
  'issued',
  'partly_paid',
  'paid',
] as const satisfies readonly InvoiceStatus[];

export const portalInvoiceSchema = z.object({
  id: z.uuid(),
  number: z.string(),
  issuedAt: z.iso.datetime(),
  /** The clinic's day payment is due. */
  dueOn: z.iso.date().nullable(),
  currency: z.string(),
  totalCents: z.number().int(),
  /** What is still owed; 0 once paid or credited. */
  balanceCents: z.number().int(),
  status: z.enum(portalInvoiceStatuses),
  /** Not paid, and due before the clinic's today. */
  overdue: z.boolean(),
  /** The web's "Pay now" page (`/pay/{token}`) while a balance is due; null otherwise. */
  payPath: z.string().nullable(),
});
export type PortalInvoice = z.infer<typeof portalInvoiceSchema>;

export const portalInvoicesResponseSchema = z.object({ invoices: z.array(portalInvoiceSchema) });
export type PortalInvoicesResponse = z.infer<typeof portalInvoicesResponseSchema>;

export const portalInvoiceParamsSchema = z.object({ id: z.uuid('Not a valid invoice.') });
