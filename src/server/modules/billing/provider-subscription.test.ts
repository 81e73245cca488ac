import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FREE_TRIAL_DAYS } from '../../../domain/plans.js';
import { auditEvents, billingTransactions, clinics } from '../../db/schema.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { fakePaddle, subscribedOwner, subscriptionOf } from '../../test/billing-fixtures.js';
import { sessionCookieFor } from '../../test/fixtures.js';
import { addMember } from '../../test/team-fixtures.js';

describe('Plan & Billing with Paddle (changes go through the provider)', () => {
  const paddle = fakePaddle();
  let failing = false;
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({}, undefined, {
      ...paddle.provider,
      async changePrice(subscription, priceId) {
        if (failing) throw new Error('Paddle answered 503');
        return paddle.provider.changePrice(subscription, priceId);
      },
    });
  });
  afterAll(() => ctx.close());

  const post = (path: string, cookie: string, payload?: object) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/v1/billing/subscription${path}`,
      headers: { cookie },
      ...(payload ? { payload } : {}),
    });
  const paddleOwner = (id: string) =>
    subscribedOwner(ctx, {
      priceId: 'pri_team_monthly',
      provider: 'paddle',
      providerSubscriptionId: id,
    });
  const callsFor = (id: string) =>
    paddle.calls.filter((call) => call.subscription.providerSubscriptionId === id);

  it('asks Paddle to change the price and leaves the row to its webhook', async () => {
    const owner = await paddleOwner('sub_change');
    const response = await post('/change-plan', owner.cookie, { priceId: 'pri_team_yearly' });
    expect(response.statusCode).toBe(200);
    expect(callsFor('sub_change')).toEqual([
      {
        call: 'changePrice',
        subscription: { providerSubscriptionId: 'sub_change', priceId: 'pri_team_monthly' },
        priceId: 'pri_team_yearly',
      },
    ]);
    expect(await subscriptionOf(ctx, owner.clinicId)).toEqual(owner.subscription);
    const audit = await ctx.database.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.clinicId, owner.clinicId),
          eq(auditEvents.action, 'billing.plan_changed'),
        ),
      );
    expect(audit).toMatchObject([{ meta: { toPriceId: 'pri_team_yearly', toPlanId: 'team' } }]);
  });

  it('refuses a plan the clinic has outgrown before asking Paddle (409)', async () => {
    const owner = await paddleOwner('sub_outgrown');
    await addMember(ctx.database.db, owner.clinicId, 'therapist');
    await addMember(ctx.database.db, owner.clinicId, 'assistant');
    const response = await post('/change-plan', owner.cookie, { priceId: 'pri_solo_monthly' });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('PLAN_USER_LIMIT');
    expect(callsFor('sub_outgrown')).toEqual([]);
  });

  it('answers 502 and changes nothing when Paddle fails', async () => {
    const owner = await paddleOwner('sub_failing');
    failing = true;
    try {
      const response = await post('/change-plan', owner.cookie, { priceId: 'pri_team_yearly' });
      expect(response.statusCode).toBe(502);
      expect(response.json().code).toBe('BILLING_UNAVAILABLE');
    } finally {
      failing = false;
    }
    const [clinic] = await ctx.database.db
      .select()
      .from(clinics)
      .where(eq(clinics.id, owner.clinicId));
    expect(clinic!.planId).toBe('team');
  });

  it('cancels and resumes at Paddle once each, and shows the pending cancel at once', async () => {
    const owner = await paddleOwner('sub_cancel');
    const cancelled = await post('/cancel', owner.cookie);
    expect(cancelled.json()).toMatchObject({ subscription: { cancelAtPeriodEnd: true } });
    await post('/cancel', owner.cookie);
    const resumed = await post('/resume', owner.cookie);
    expect(resumed.json()).toMatchObject({ subscription: { cancelAtPeriodEnd: false } });
    await post('/resume', owner.cookie);
    expect(callsFor('sub_cancel').map((call) => call.call)).toEqual([
      'cancelAtPeriodEnd',
      'resumeSubscription',
    ]);
  });

  it('never renews a Paddle subscription itself: Paddle charges, its webhooks report', async () => {
    const owner = await paddleOwner('sub_no_local_renewal');
    ctx.clock.advance((FREE_TRIAL_DAYS + 1) * 86_400_000);
    const cookie = await sessionCookieFor(ctx, owner.user.id, owner.clinicId);
    const overview = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/billing/subscription',
      headers: { cookie },
    });
    expect(overview.json()).toMatchObject({
      subscription: { status: 'trialing' },
      hasAccess: true,
    });
    const payments = await ctx.database.db
      .select()
      .from(billingTransactions)
      .where(eq(billingTransactions.clinicId, owner.clinicId));
    expect(payments).toEqual([]);
  });
});
