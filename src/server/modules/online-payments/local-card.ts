import { randomUUID } from 'node:crypto';
import { CARD_DECLINED_MESSAGE, LOCAL_TEST_CARD_SUCCESS } from '../../../domain/billing.js';
import type { PayCardInput, PayCardResponse } from '../../../domain/online-payments.js';
import type { AppContext, RequestOrigin } from '../../context.js';
import { HttpError, notFound } from '../../http-errors.js';
import { isExpired } from '../billing/local-checkout.js';
import { NOTHING_OWED } from './checkout.js';
import { invoiceOfPayToken } from './pay-link.js';
import { recordOnlinePayment } from './record-online-payment.js';

const CARD_DECLINED = () => new HttpError(402, 'CARD_DECLINED', CARD_DECLINED_MESSAGE);

const CARD_EXPIRED = () =>
  new HttpError(400, 'CARD_EXPIRED', 'This card has expired. Use another card.', {
    expiry: 'This card has expired.',
  });

/**
 * The local provider's card page: 4242 4242 4242 4242 pays the invoice's whole balance, every
 * other number is declined and nothing is recorded. No card data is stored.
 */
export async function payWithTestCard(
  ctx: AppContext,
  token: string,
  card: PayCardInput,
  origin: RequestOrigin,
): Promise<PayCardResponse> {
  if (ctx.patientPayments.id !== 'local') throw notFound('The test card page');
  await ctx.rateLimits.consume('payCardPerIp', origin.ip);
  const invoice = await invoiceOfPayToken(ctx.db, token);
  if (invoice.balanceCents <= 0) throw NOTHING_OWED();
  const now = ctx.clock.now();
  if (isExpired(card.expiry, now)) throw CARD_EXPIRED();
  if (card.cardNumber !== LOCAL_TEST_CARD_SUCCESS) throw CARD_DECLINED();
  const outcome = await recordOnlinePayment(ctx.db, {
    providerPaymentId: `local_pi_${randomUUID()}`,
    clinicId: invoice.clinicId,
    invoiceId: invoice.id,
    amountCents: invoice.balanceCents,
    currency: invoice.currency,
    paidAt: now,
  });
  if (outcome !== 'recorded') throw NOTHING_OWED();
  return { paid: true, receiptSent: false };
}
