import { PRICE_LOCALE } from '../../../domain/money.js';
import type { BillingInterval, ProductPrice } from '../../../domain/billing.js';

type Amount = Pick<ProductPrice, 'amount' | 'currency' | 'decimals'>;

/** "$49.99" from 4999 minor units with 2 decimals (each price carries its decimals). */
export function formatPrice({ amount, currency, decimals }: Amount): string {
  return new Intl.NumberFormat(PRICE_LOCALE, {
    style: 'currency',
    currency,
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(amount / 10 ** decimals);
}

/** How an interval reads in a sentence: "billed monthly", "$49.99 per month". */
export const intervalWords: Record<BillingInterval, { adverb: string; per: string }> = {
  monthly: { adverb: 'monthly', per: 'per month' },
  yearly: { adverb: 'yearly', per: 'per year' },
};

/** What a product without a price for the interval shows. */
export const notAvailableFor = (interval: BillingInterval) =>
  `Not available for ${interval} billing`;

const dateFormat = new Intl.DateTimeFormat(PRICE_LOCALE, { dateStyle: 'long' });

/** "May 14, 2026": billing dates in the words of the rest of the billing screens. */
export function formatBillingDate(date: Date | string): string {
  return dateFormat.format(typeof date === 'string' ? new Date(date) : date);
}
