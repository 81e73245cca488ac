import { and, eq, inArray } from 'drizzle-orm';
import type { PayLink } from '../../../domain/online-payments.js';
import type { AppContext, RequestOrigin } from '../../context.js';
import type { Db } from '../../db/client.js';
import { clinics, invoices } from '../../db/schema.js';
import { notFound } from '../../http-errors.js';

const UNKNOWN_LINK = () => notFound('This payment link');

/** The invoice a pay link names, with its clinic; only issued invoices can be paid. */
export async function invoiceOfPayToken(db: Db, token: string) {
  const [row] = await db
    .select({
      id: invoices.id,
      clinicId: invoices.clinicId,
      patientId: invoices.patientId,
      number: invoices.number,
      status: invoices.status,
      currency: invoices.currency,
      totalCents: invoices.totalCents,
      balanceCents: invoices.balanceCents,
      dueOn: invoices.dueOn,
      payerEmail: invoices.payerEmail,
      clinicName: clinics.name,
      locale: clinics.locale,
    })
    .from(invoices)
    .innerJoin(clinics, eq(clinics.id, invoices.clinicId))
    .where(
      and(
        eq(invoices.payToken, token),
        eq(invoices.kind, 'invoice'),
        inArray(invoices.status, ['issued', 'partly_paid', 'paid']),
      ),
    );
  if (!row?.number) throw UNKNOWN_LINK();
  return { ...row, number: row.number };
}
export type PayableInvoice = Awaited<ReturnType<typeof invoiceOfPayToken>>;

/** What the pay page shows: the clinic, the invoice number and what is owed; no patient data. */
export async function readPayLink(
  ctx: AppContext,
  token: string,
  origin: RequestOrigin,
): Promise<PayLink> {
  await ctx.rateLimits.consume('payLinkPerIp', origin.ip);
  const invoice = await invoiceOfPayToken(ctx.db, token);
  return {
    clinicName: invoice.clinicName,
    invoiceNumber: invoice.number,
    currency: invoice.currency,
    locale: invoice.locale,
    totalCents: invoice.totalCents,
    balanceCents: Math.max(0, invoice.balanceCents),
    dueOn: invoice.dueOn,
    status: invoice.status,
    provider: ctx.patientPayments.id,
  };
}
