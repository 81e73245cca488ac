import type { Clock } from '../../clock.js';
import { expiringValue } from './expiring-value.js';
import type { BillingProvider } from './provider.js';

export const PRODUCTS_CACHE_MS = 60_000;

/**
 * The provider with its product list kept for a minute in this process: every checkout visit would otherwise call Paddle. Requests that
 * arrive while the list is loading wait for the same answer; a failure is not kept.
 */
export function withCachedProducts(provider: BillingProvider, clock: Clock): BillingProvider {
  const listProducts = expiringValue(() => provider.listProducts(), PRODUCTS_CACHE_MS, clock);

  return {
    id: provider.id,
    environment: provider.environment,
    listProducts,
    clientToken: () => provider.clientToken(),
    getTransaction: (id) => provider.getTransaction(id),
    getSubscription: (id) => provider.getSubscription(id),
    planOfPrice: (priceId) => provider.planOfPrice(priceId),
    changePrice: (subscription, priceId) => provider.changePrice(subscription, priceId),
    cancelAtPeriodEnd: (subscription) => provider.cancelAtPeriodEnd(subscription),
    resumeSubscription: (subscription) => provider.resumeSubscription(subscription),
  };
}
