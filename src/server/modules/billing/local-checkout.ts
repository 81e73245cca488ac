import { and, eq } from 'drizzle-orm';
import {
  CARD_DECLINED_MESSAGE,
  LOCAL_TEST_CARD_SUCCESS,
  type LocalCheckoutInput,
} from '../../../domain/billing.js';
import type { AppContext, RequestOrigin } from '../../context.js';
import { billingTransactions, planPrices } from '../../db/schema.js';
import { HttpError, notFound } from '../../http-errors.js';
import { newLocalTransactionId } from './subscriptions.js';

const CARD_DECLINED = () => new HttpError(402, 'CARD_DECLINED', CARD_DECLINED_MESSAGE);

const CARD_EXPIRED = () =>
  new HttpError(400, 'CARD_EXPIRED', 'This card has expired. Use another card.', {
    expiry: 'This card has expired.',
  });

const UNKNOWN_PRICE = () =>
  new HttpError(400, 'UNKNOWN_PRICE', 'This plan is not available. Choose a plan again.', {
    priceId: 'This plan is not available. Choose a plan again.',
  });

/** MM/YY: a card is good until the end of its expiry month (UTC). */
export function isExpired(expiry: string, now: Date): boolean {
  const [month, year] = expiry.split('/').map(Number) as [number, number];
  const monthsThen = (2000 + year) * 12 + month;
  const monthsNow = now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
  return monthsThen < monthsNow;
}

/**
 * The local provider's payment overlay: 4242 4242 4242 4242 succeeds,
 * every other number is declined. A successful checkout authorises the card for the free trial,
 * so it is recorded with amount 0; the first charge is the renewal at the trial's end. Only the
 * last four digits are kept; the name, the expiry and the security code are not stored.
 */
export async function localCheckout(
  ctx: AppContext,
  input: LocalCheckoutInput,
  origin: RequestOrigin,
): Promise<{ transactionId: string }> {
  if (ctx.billing.id !== 'local') throw notFound('The local checkout');
  await ctx.rateLimits.consume('localCheckoutPerIp', origin.ip);
  const now = ctx.clock.now();
  if (isExpired(input.expiry, now)) throw CARD_EXPIRED();
  const [price] = await ctx.db
    .select({ id: planPrices.id, currency: planPrices.currency })
    .from(planPrices)
    .where(and(eq(planPrices.id, input.priceId), eq(planPrices.active, true)));
  if (!price) throw UNKNOWN_PRICE();

  const approved = input.cardNumber === LOCAL_TEST_CARD_SUCCESS;
  const transactionId = newLocalTransactionId();
  await ctx.db.insert(billingTransactions).values({
    id: transactionId,
    provider: 'local',
    status: approved ? 'completed' : 'declined',
    priceId: price.id,
    customerEmail: input.email,
    amountMinor: 0,
    currency: price.currency,
    cardLast4: input.cardNumber.slice(-4),
    kind: 'checkout',
    occurredAt: now,
  });
  if (!approved) throw CARD_DECLINED();
  return { transactionId };
}
