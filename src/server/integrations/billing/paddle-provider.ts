import { ApiError, Environment, Paddle } from '@paddle/paddle-node-sdk';
import type { Product } from '../../../domain/billing.js';
import { marketingPlanIds } from '../../../domain/plans.js';
import { systemClock, type Clock } from '../../clock.js';
import type { Config } from '../../config.js';
import { HttpError } from '../../http-errors.js';
import {
  catalogProductOf,
  subscriptionStateOf,
  type CatalogProduct,
  transactionOf,
  type PricePlan,
} from './paddle-mapping.js';
import { expiringValue } from './expiring-value.js';
import type { BillingProvider, SubscriptionRef } from './provider.js';

/** Products and prices change rarely; a minute keeps checkout fast and edits visible soon. */
const PRODUCT_CACHE_MS = 60_000;

/**
 * Paddle ids are a prefix and 26 lower-case letters or digits. The SDK puts ids into the URL
 * path as they are, so anything else (a forged id from a browser) never reaches Paddle.
 */
const paddleId = (prefix: string) => new RegExp(`^${prefix}_[a-z\\d]{26}$`);
const TRANSACTION_ID = paddleId('txn');
const SUBSCRIPTION_ID = paddleId('sub');

export interface PaddleProviderOptions {
  /** Tests move it to expire the product cache. */
  clock?: Clock;
}

interface Catalogue {
  products: Product[];
  pricePlans: Map<string, PricePlan>;
}

const notFound = (error: unknown) => error instanceof ApiError && error.code === 'not_found';

/** Paddle Billing through `@paddle/paddle-node-sdk`; nothing is called at start-up. */
export function createPaddleProvider(
  config: Config,
  options: PaddleProviderOptions = {},
): BillingProvider {
  const { PADDLE_API_KEY, PADDLE_CLIENT_TOKEN, PADDLE_ENV } = config;
  if (!PADDLE_API_KEY || !PADDLE_CLIENT_TOKEN) {
    throw new Error('The Paddle provider needs PADDLE_API_KEY and PADDLE_CLIENT_TOKEN.');
  }
  const clock = options.clock ?? systemClock;
  const paddle = new Paddle(PADDLE_API_KEY, {
    environment: PADDLE_ENV === 'production' ? Environment.production : Environment.sandbox,
  });

  async function loadCatalogue(): Promise<Catalogue> {
    const entries: CatalogProduct[] = [];
    const list = paddle.products.list({ include: ['prices'], status: ['active'], perPage: 50 });
    for await (const paddleProduct of list) {
      const entry = catalogProductOf(paddleProduct);
      if (entry) entries.push(entry);
    }
    // The chooser lists plans in rank order (Solo, Team, Clinic+), whatever Paddle's order.
    const rank = (entry: CatalogProduct) => marketingPlanIds.indexOf(entry.planId);
    entries.sort((a, b) => rank(a) - rank(b));
    return {
      products: entries.map((entry) => entry.product),
      pricePlans: new Map(entries.flatMap((entry) => [...entry.pricePlans])),
    };
  }

  /** Also read by planOfPrice, so it is kept here and not only around listProducts. */
  const catalogue = expiringValue(loadCatalogue, PRODUCT_CACHE_MS, clock);

  function linkedSubscriptionId(subscription: SubscriptionRef): string {
    if (!subscription.providerSubscriptionId) {
      throw new HttpError(
        409,
        'SUBSCRIPTION_PENDING',
        'Your subscription is still being set up with the payment provider. Please try again in a minute.',
      );
    }
    return subscription.providerSubscriptionId;
  }

  return {
    id: 'paddle',
    environment: PADDLE_ENV,

    async listProducts() {
      return (await catalogue()).products;
    },

    async clientToken() {
      return PADDLE_CLIENT_TOKEN;
    },

    async getTransaction(transactionId) {
      if (!TRANSACTION_ID.test(transactionId)) return null;
      try {
        const transaction = await paddle.transactions.get(transactionId, {
          include: ['customer'],
        });
        return transactionOf(transaction);
      } catch (error) {
        if (notFound(error)) return null;
        throw error;
      }
    },

    async getSubscription(subscriptionId) {
      if (!SUBSCRIPTION_ID.test(subscriptionId)) return null;
      try {
        return subscriptionStateOf(await paddle.subscriptions.get(subscriptionId));
      } catch (error) {
        if (notFound(error)) return null;
        throw error;
      }
    },

    async planOfPrice(priceId) {
      return (await catalogue()).pricePlans.get(priceId) ?? null;
    },

    async changePrice(subscription, priceId) {
      // The new price is billed from the next renewal; the webhook that follows updates the row.
      await paddle.subscriptions.update(linkedSubscriptionId(subscription), {
        items: [{ priceId, quantity: 1 }],
        prorationBillingMode: 'full_next_billing_period',
      });
    },

    async cancelAtPeriodEnd(subscription) {
      await paddle.subscriptions.cancel(linkedSubscriptionId(subscription), {
        effectiveFrom: 'next_billing_period',
      });
    },

    async resumeSubscription(subscription) {
      // Removing the scheduled change withdraws the pending cancel (Paddle Billing API).
      await paddle.subscriptions.update(linkedSubscriptionId(subscription), {
        scheduledChange: null,
      });
    },
  };
}
