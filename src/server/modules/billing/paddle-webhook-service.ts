import {
  SubscriptionCreatedNotification,
  TransactionNotification,
  type ISubscriptionCreatedNotificationResponse,
  type ITransactionNotificationResponse,
} from '@paddle/paddle-node-sdk';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { billingTransactions, billingWebhookEvents, subscriptions } from '../../db/schema.js';
import { subscriptionStateOf, transactionOf } from '../../integrations/billing/paddle-mapping.js';
import type {
  BillingProvider,
  ProviderSubscriptionEvent,
  ProviderTransaction,
} from '../../integrations/billing/provider.js';
import { HttpError } from '../../http-errors.js';
import { applySubscriptionEvent, type SubscriptionEventContext } from './subscription-events.js';

/** The subscription events whose payload is the subscription's state at `occurred_at`. */
const SUBSCRIPTION_EVENTS = new Set([
  'subscription.created',
  'subscription.updated',
  'subscription.activated',
  'subscription.trialing',
  'subscription.past_due',
  'subscription.paused',
  'subscription.resumed',
  'subscription.canceled',
]);

// Loose: the stored payload keeps every field Paddle sent (notification_id and any added later).
const envelopeSchema = z.looseObject({
  event_id: z.string().min(1).max(100),
  event_type: z.string().min(1).max(100),
  occurred_at: z.iso.datetime({ offset: true }),
  data: z.record(z.string(), z.unknown()),
});
type Envelope = z.infer<typeof envelopeSchema>;

export type WebhookOutcome =
  | 'duplicate'
  | 'applied'
  | 'stale'
  | 'unknown_subscription'
  | 'recorded'
  | 'ignored'
  | 'unreadable';

/** What an event asks of the database, decided before the transaction (it may call Paddle). */
type Change =
  | { kind: 'subscription'; event: ProviderSubscriptionEvent; context: SubscriptionEventContext }
  | { kind: 'transaction'; transaction: ProviderTransaction; origin: string }
  | { kind: 'none'; outcome: 'ignored' | 'unreadable' };

const BAD_PAYLOAD = () =>
  new HttpError(400, 'BAD_WEBHOOK_PAYLOAD', 'The webhook body is not a Paddle event.');

function parseEnvelope(rawBody: Buffer): Envelope {
  let json: unknown;
  try {
    json = JSON.parse(rawBody.toString('utf8'));
  } catch {
    throw BAD_PAYLOAD();
  }
  const parsed = envelopeSchema.safeParse(json);
  if (!parsed.success) throw BAD_PAYLOAD();
  return parsed.data;
}

async function changeOf(
  envelope: Envelope,
  billing: Pick<BillingProvider, 'planOfPrice'>,
  now: Date,
): Promise<Change> {
  const occurredAt = new Date(envelope.occurred_at);
  if (SUBSCRIPTION_EVENTS.has(envelope.event_type)) {
    // subscription.created also names the checkout payment; the other events leave it out.
    const data = envelope.data as unknown as ISubscriptionCreatedNotificationResponse;
    const notification = readable(() => new SubscriptionCreatedNotification(data));
    const state = notification && subscriptionStateOf(notification, notification.transactionId);
    if (!state) return { kind: 'none', outcome: 'unreadable' };
    const plan = await billing.planOfPrice(state.priceId);
    return {
      kind: 'subscription',
      event: { ...state, eventId: envelope.event_id, occurredAt },
      context: { plan, now },
    };
  }
  if (envelope.event_type === 'transaction.completed') {
    const data = envelope.data as unknown as ITransactionNotificationResponse;
    const notification = readable(() => new TransactionNotification(data));
    if (!notification) return { kind: 'none', outcome: 'unreadable' };
    return {
      kind: 'transaction',
      transaction: transactionOf(notification),
      origin: notification.origin,
    };
  }
  return { kind: 'none', outcome: 'ignored' };
}

/** The SDK's entity constructors throw on payloads missing the parts they map. */
function readable<T>(read: () => T): T | null {
  try {
    return read();
  } catch {
    return null;
  }
}

/**
 * A completed payment of a subscription Motio knows: renewals and plan changes are added to
 * the clinic's transactions. The checkout payment is already there (registration recorded and
 * claimed it), so an existing row is left exactly as it is.
 */
async function recordTransaction(
  tx: Db,
  transaction: ProviderTransaction,
  origin: string,
): Promise<WebhookOutcome> {
  if (!transaction.subscriptionId) return 'unknown_subscription';
  const [subscription] = await tx
    .select({ clinicId: subscriptions.clinicId })
    .from(subscriptions)
    .where(eq(subscriptions.providerSubscriptionId, transaction.subscriptionId));
  if (!subscription) return 'unknown_subscription';
  await tx
    .insert(billingTransactions)
    .values({
      id: transaction.id,
      provider: 'paddle',
      status: 'completed',
      priceId: transaction.priceId,
      amountMinor: transaction.amountMinor,
      currency: transaction.currency,
      kind: origin === 'subscription_update' ? 'plan_change' : 'renewal',
      clinicId: subscription.clinicId,
      providerSubscriptionId: transaction.subscriptionId,
      occurredAt: transaction.occurredAt,
    })
    .onConflictDoNothing({ target: billingTransactions.id });
  return 'recorded';
}

function idsOf(envelope: Envelope) {
  const text = (value: unknown) => (typeof value === 'string' ? value : null);
  const { data } = envelope;
  return envelope.event_type.startsWith('transaction.')
    ? { subscriptionId: text(data.subscription_id), transactionId: text(data.id) }
    : { subscriptionId: text(data.id), transactionId: text(data.transaction_id) };
}

/**
 * A verified Paddle event, once: the event id is the key, so a redelivery finds it stored and
 * changes nothing. Storing and applying happen in one transaction, so an event that failed to
 * apply is not stored and Paddle's retry applies it. Events about subscriptions Motio does not
 * know (yet) are kept unprocessed.
 */
export async function handlePaddleWebhook(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  billing: Pick<BillingProvider, 'planOfPrice'>,
  rawBody: Buffer,
): Promise<{ eventId: string; eventType: string; outcome: WebhookOutcome }> {
  const envelope = parseEnvelope(rawBody);
  const now = ctx.clock.now();
  const change = await changeOf(envelope, billing, now);
  const ids = idsOf(envelope);
  const outcome = await ctx.db.transaction(async (tx): Promise<WebhookOutcome> => {
    const [stored] = await tx
      .insert(billingWebhookEvents)
      .values({
        eventId: envelope.event_id,
        provider: 'paddle',
        eventType: envelope.event_type,
        occurredAt: new Date(envelope.occurred_at),
        providerSubscriptionId: ids.subscriptionId,
        providerTransactionId: ids.transactionId,
        payload: envelope,
        receivedAt: now,
      })
      .onConflictDoNothing({ target: billingWebhookEvents.eventId })
      .returning({ eventId: billingWebhookEvents.eventId });
    if (!stored) return 'duplicate';
    const result =
      change.kind === 'subscription'
        ? await applySubscriptionEvent(tx, change.event, change.context)
        : change.kind === 'transaction'
          ? await recordTransaction(tx, change.transaction, change.origin)
          : change.outcome;
    if (result === 'applied' || result === 'stale' || result === 'recorded') {
      await tx
        .update(billingWebhookEvents)
        .set({ processedAt: now })
        .where(eq(billingWebhookEvents.eventId, envelope.event_id));
    }
    return result;
  });
  return { eventId: envelope.event_id, eventType: envelope.event_type, outcome };
}
