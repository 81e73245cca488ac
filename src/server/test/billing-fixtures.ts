import { eq } from 'drizzle-orm';
import {
  LOCAL_TEST_CARD_SUCCESS,
  type BillingInterval,
  type PlanInfo,
  type Product,
} from '../../domain/billing.js';
import { marketingPlans } from '../../domain/plans.js';
import { subscriptions } from '../db/schema.js';
import type {
  BillingProvider,
  ProviderSubscriptionState,
  ProviderTransaction,
  SubscriptionRef,
} from '../integrations/billing/provider.js';
import { createSubscription } from '../modules/billing/subscriptions.js';
import type { TestContext } from './app.js';
import { createClinic, signedInMember } from './fixtures.js';

/** A paid checkout's plan info, as the checkout screens send it. */
export function planInfoFor(priceId: string, interval: BillingInterval = 'monthly'): PlanInfo {
  const planId = priceId.split('_')[1]!;
  const plan = marketingPlans.find((candidate) => candidate.id === planId);
  return {
    priceId,
    planName: plan?.name ?? 'Team',
    planType: (plan?.name ?? 'Team').toLowerCase().replaceAll(' ', '-'),
    interval,
    price: '$49.99',
    currency: 'USD',
  };
}

export const validCard = (
  priceId: string,
  email: string,
  cardNumber = LOCAL_TEST_CARD_SUCCESS,
) => ({
  priceId,
  email,
  cardholderName: 'Ana Petrović',
  cardNumber,
  expiry: '12/99',
  cvc: '123',
});

export const postLocalCheckout = (ctx: TestContext, payload: object, ip = '127.0.0.1') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/billing/local/checkout',
    payload,
    remoteAddress: ip,
  });

/** A client address of its own, so per-address rate limits never meet across tests. */
export const someIp = () =>
  `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 250) + 1).join('.')}`;

/** A completed local checkout's transaction id for `email`. */
export async function paidLocally(ctx: TestContext, email: string, priceId = 'local_team_monthly') {
  const response = await postLocalCheckout(ctx, validCard(priceId, email), someIp());
  if (response.statusCode !== 201) throw new Error(`checkout failed: ${response.body}`);
  return response.json().transactionId as string;
}

export const subscriptionOf = async (ctx: TestContext, clinicId: string) =>
  (
    await ctx.database.db.select().from(subscriptions).where(eq(subscriptions.clinicId, clinicId))
  )[0];

/**
 * Paddle as our provider interface sees it, held in memory: the tests say what Paddle knows
 * (transactions, subscriptions) and read what was asked of it. The Paddle provider's own tests
 * cover the SDK; these cover what the server does with its answers.
 */
export function fakePaddle() {
  const prices: Record<string, { planId: string; interval: BillingInterval }> = {
    pri_solo_monthly: { planId: 'solo', interval: 'monthly' },
    pri_team_monthly: { planId: 'team', interval: 'monthly' },
    pri_team_yearly: { planId: 'team', interval: 'yearly' },
  };
  const transactions = new Map<string, ProviderTransaction>();
  const subscriptionStates = new Map<string, ProviderSubscriptionState>();
  const calls: Array<{ call: string; subscription: SubscriptionRef; priceId?: string }> = [];
  const priceOf = (priceId: string) => ({ priceId, amount: 2499, currency: 'USD', decimals: 2 });
  const provider: BillingProvider = {
    id: 'paddle',
    environment: 'sandbox',
    listProducts: async (): Promise<Product[]> => [
      {
        id: 'pro_solo',
        planId: 'solo',
        name: 'Solo',
        description: 'Solo',
        prices: { monthly: priceOf('pri_solo_monthly'), yearly: null },
      },
      {
        id: 'pro_team',
        planId: 'team',
        name: 'Team',
        description: 'Team',
        prices: { monthly: priceOf('pri_team_monthly'), yearly: priceOf('pri_team_yearly') },
      },
    ],
    clientToken: async () => 'test_paddle_client_token',
    getTransaction: async (id) => transactions.get(id) ?? null,
    getSubscription: async (id) => subscriptionStates.get(id) ?? null,
    planOfPrice: async (priceId) => prices[priceId] ?? null,
    changePrice: async (subscription, priceId) => {
      calls.push({ call: 'changePrice', subscription, priceId });
    },
    cancelAtPeriodEnd: async (subscription) => {
      calls.push({ call: 'cancelAtPeriodEnd', subscription });
    },
    resumeSubscription: async (subscription) => {
      calls.push({ call: 'resumeSubscription', subscription });
    },
  };
  return { provider, transactions, subscriptionStates, calls };
}

/**
 * An owner of a new clinic with a subscription to `priceId` (`<prefix>_<plan>_<interval>`, as
 * the local and fake Paddle price ids are), started now: trialing for the free trial.
 */
export async function subscribedOwner(
  ctx: TestContext,
  options: {
    priceId?: string;
    provider?: 'local' | 'paddle';
    providerSubscriptionId?: string;
  } = {},
) {
  const priceId = options.priceId ?? 'local_team_monthly';
  const [, planId, interval] = priceId.split('_') as [string, string, BillingInterval];
  const clinic = await createClinic(ctx.database.db, 'Paid clinic', planId);
  const owner = await signedInMember(ctx, 'owner', clinic.id);
  const subscription = await createSubscription(
    ctx.database.db,
    {
      clinicId: clinic.id,
      provider: options.provider ?? 'local',
      planId,
      priceId,
      interval,
      providerState: null,
      providerSubscriptionId: options.providerSubscriptionId ?? null,
    },
    ctx.clock.now(),
  );
  return { ...owner, subscription };
}
