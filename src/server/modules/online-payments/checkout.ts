import type { AppContext, RequestOrigin } from '../../context.js';
import { HttpError } from '../../http-errors.js';
import { invoiceOfPayToken } from './pay-link.js';

export const NOTHING_OWED = () =>
  new HttpError(409, 'NOTHING_OWED', 'This invoice is paid. Thank you!');

/** Where the patient pays the invoice's whole balance: the provider's page. */
export async function openCheckout(
  ctx: AppContext,
  token: string,
  origin: RequestOrigin,
): Promise<{ url: string }> {
  await ctx.rateLimits.consume('payLinkPerIp', origin.ip);
  const invoice = await invoiceOfPayToken(ctx.db, token);
  if (invoice.balanceCents <= 0) throw NOTHING_OWED();
  const payPage = `${ctx.config.APP_ORIGIN}/pay/${encodeURIComponent(token)}`;
  const { url } = await ctx.patientPayments.createCheckout({
    clinicId: invoice.clinicId,
    invoiceId: invoice.id,
    invoiceNumber: invoice.number,
    amountCents: invoice.balanceCents,
    currency: invoice.currency,
    description: `Invoice ${invoice.number} (${invoice.clinicName})`,
    successUrl: `${payPage}?paid=1`,
    cancelUrl: payPage,
    ...(invoice.payerEmail ? { customerEmail: invoice.payerEmail } : {}),
  });
  return { url };
}
