import { and, eq, isNull } from 'drizzle-orm';
import type { BillingInterval, PlanInfo } from '../../../domain/billing.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { billingTransactions } from '../../db/schema.js';
import { HttpError } from '../../http-errors.js';
import type {
  ProviderSubscriptionState,
  ProviderTransaction,
} from '../../integrations/billing/provider.js';
import { askProvider } from '../billing/provider-calls.js';
import { createSubscription } from '../billing/subscriptions.js';

/**
 * The payment behind a paid sign-up (the server decides, not the browser).
 * The provider's own record must say it is completed, for the plan the person chose, paid with
 * the address they register; the claim inside the registration's transaction makes sure it
 * creates one account only.
 */
export interface VerifiedPayment {
  transaction: ProviderTransaction;
  planId: string;
  interval: BillingInterval;
  providerState: ProviderSubscriptionState | null;
}

const refused = (code: string, message: string) => new HttpError(400, code, message);

export const PAYMENT_ALREADY_USED = () =>
  new HttpError(
    409,
    'PAYMENT_ALREADY_USED',
    'This payment has already been used to create an account. Log in instead, or contact support.',
  );

export async function verifyPayment(
  ctx: AppContext,
  transactionId: string,
  planInfo: PlanInfo,
  email: string,
): Promise<VerifiedPayment> {
  const transaction = await askProvider('Failed to verify a payment', () =>
    ctx.billing.getTransaction(transactionId),
  );
  if (!transaction) {
    throw refused(
      'PAYMENT_NOT_FOUND',
      'We could not find this payment. Please complete checkout again, or contact support.',
    );
  }
  if (transaction.status !== 'completed') {
    throw refused(
      'PAYMENT_NOT_COMPLETED',
      'This payment was not completed. Please complete checkout again, or contact support.',
    );
  }
  const plan =
    transaction.priceId === planInfo.priceId
      ? await askProvider('Failed to verify a payment', () =>
          ctx.billing.planOfPrice(transaction.priceId),
        )
      : null;
  if (!plan || plan.interval !== planInfo.interval) {
    throw refused(
      'PAYMENT_PLAN_MISMATCH',
      'This payment is for a different plan than the one you chose. Please choose your plan again, or contact support.',
    );
  }
  if (transaction.customerEmail?.toLowerCase() !== email.toLowerCase()) {
    throw refused(
      'PAYMENT_EMAIL_MISMATCH',
      'This payment was made with a different email address. Register with the email you used at checkout.',
    );
  }
  const providerState = transaction.subscriptionId
    ? await askProvider('Failed to verify a payment', () =>
        ctx.billing.getSubscription(transaction.subscriptionId!),
      )
    : null;
  return { transaction, planId: plan.planId, interval: plan.interval, providerState };
}

/**
 * Within the registration's transaction: records the provider's payment when we have not seen
 * it, claims it for the new clinic (once: a second claim finds `claimed_at` set, also when two
 * registrations race, as the row lock makes the second wait for the first) and starts the
 * subscription.
 */
export async function claimPaymentAndSubscribe(
  ctx: AppContext,
  tx: Db,
  payment: VerifiedPayment,
  clinicId: string,
  now: Date,
): Promise<void> {
  const { transaction } = payment;
  await tx
    .insert(billingTransactions)
    .values({
      id: transaction.id,
      provider: ctx.billing.id,
      status: 'completed',
      priceId: transaction.priceId,
      customerEmail: transaction.customerEmail,
      amountMinor: transaction.amountMinor,
      currency: transaction.currency,
      kind: 'checkout',
      providerSubscriptionId: transaction.subscriptionId,
      occurredAt: transaction.occurredAt,
    })
    .onConflictDoNothing({ target: billingTransactions.id });
  const claimed = await tx
    .update(billingTransactions)
    .set({ claimedAt: now, clinicId })
    .where(
      and(
        eq(billingTransactions.id, transaction.id),
        eq(billingTransactions.kind, 'checkout'),
        isNull(billingTransactions.claimedAt),
      ),
    )
    .returning({ id: billingTransactions.id });
  if (claimed.length === 0) throw PAYMENT_ALREADY_USED();

  await createSubscription(
    tx,
    {
      clinicId,
      provider: ctx.billing.id,
      planId: payment.planId,
      priceId: transaction.priceId,
      interval: payment.interval,
      providerState: payment.providerState,
      providerSubscriptionId: transaction.subscriptionId,
    },
    now,
  );
}
