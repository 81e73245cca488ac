import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAN_AND_BILLING_PATH } from '../../../domain/billing.js';
import { FREE_TRIAL_DAYS } from '../../../domain/plans.js';
import { auditEvents, clinics, storedFiles } from '../../db/schema.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { subscribedOwner, subscriptionOf } from '../../test/billing-fixtures.js';
import { periodEnd } from './subscriptions.js';
import { createClinic, sessionCookieFor, signedInMember } from '../../test/fixtures.js';
import { addInvitation, addMember } from '../../test/team-fixtures.js';
import { DAY_MS } from '../../../domain/clinic-time.js';

describe('Plan & Billing with the local provider (subscriptions and limits)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const call = (method: 'GET' | 'POST', path: string, cookie?: string, payload?: object) =>
    ctx.app.inject({
      method,
      url: `/api/v1/billing${path}`,
      headers: cookie ? { cookie } : {},
      ...(payload ? { payload } : {}),
    });
  const overview = (cookie: string) => call('GET', '/subscription', cookie);
  const changePlan = (cookie: string, priceId: string) =>
    call('POST', '/subscription/change-plan', cookie, { priceId });
  const auditOf = (clinicId: string, action: string) =>
    ctx.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.clinicId, clinicId), eq(auditEvents.action, action)));
  /** Sessions time out while the clock moves on by days: a new one of the same owner. */
  const travel = async (ms: number, owner: { user: { id: string }; clinicId: string }) => {
    ctx.clock.advance(ms);
    return sessionCookieFor(ctx, owner.user.id, owner.clinicId);
  };
  const planOfClinic = async (clinicId: string) =>
    (await ctx.database.db.select().from(clinics).where(eq(clinics.id, clinicId)))[0]!.planId;

  const ownerRoutes: Array<['GET' | 'POST', string, object?]> = [
    ['GET', '/subscription'],
    ['POST', '/subscription/change-plan', { priceId: 'local_solo_monthly' }],
    ['POST', '/subscription/cancel'],
    ['POST', '/subscription/resume'],
    ['GET', '/transactions'],
  ];

  describe.each(ownerRoutes)('%s /billing%s', (method, path, payload) => {
    it('answers 401 to visitors', async () => {
      const response = await call(method, path, undefined, payload);
      expect(response.statusCode).toBe(401);
    });

    it('answers 403 to every role but the owner, and changes nothing', async () => {
      const { clinicId, subscription } = await subscribedOwner(ctx);
      for (const role of ['admin', 'therapist', 'assistant'] as const) {
        const member = await signedInMember(ctx, role, clinicId);
        const response = await call(method, path, member.cookie, payload);
        expect(response.statusCode, role).toBe(403);
      }
      expect(await subscriptionOf(ctx, clinicId)).toEqual(subscription);
    });
  });

  it('shows the plan, its limits, the trial, the usage and access (GET /billing/subscription)', async () => {
    const { clinicId, cookie } = await subscribedOwner(ctx, { priceId: 'local_solo_yearly' });
    await addMember(ctx.database.db, clinicId, 'assistant');
    await addMember(ctx.database.db, clinicId, 'therapist', { deactivated: true });
    await addInvitation(ctx, clinicId);
    await ctx.database.db.insert(storedFiles).values([
      {
        clinicId,
        purpose: 'attachment',
        contentType: 'image/png',
        byteSize: 1500,
        data: Buffer.from('a'),
      },
      {
        clinicId,
        purpose: 'attachment',
        contentType: 'image/png',
        byteSize: 500,
        data: Buffer.from('b'),
      },
    ]);
    const other = await createClinic(ctx.database.db);
    await ctx.database.db.insert(storedFiles).values({
      clinicId: other.id,
      purpose: 'attachment',
      contentType: 'image/png',
      byteSize: 9999,
      data: Buffer.from('c'),
    });

    const response = await overview(cookie);
    expect(response.statusCode).toBe(200);
    const trialEnd = new Date(ctx.clock.now().getTime() + FREE_TRIAL_DAYS * DAY_MS).toISOString();
    expect(response.json()).toEqual({
      plan: { id: 'solo', name: 'Solo', limits: { users: 2, patients: 100, storageGb: 10 } },
      subscription: {
        provider: 'local',
        planId: 'solo',
        priceId: 'local_solo_yearly',
        interval: 'yearly',
        status: 'trialing',
        trialEndsAt: trialEnd,
        currentPeriodEnd: trialEnd,
        cancelAtPeriodEnd: false,
        addOns: {},
      },
      // Owner and assistant plus the open invitation; the deactivated member holds no seat.
      usage: { users: 3, patients: 0, storageBytes: 2000 },
      textMessages: { segments: 0, limit: 300, days: 30 },
      hasAccess: true,
    });
  });

  it('shows an Early Access clinic without a subscription, and has nothing there to change (409)', async () => {
    const clinic = await createClinic(ctx.database.db, 'Early clinic', 'early_access');
    const owner = await signedInMember(ctx, 'owner', clinic.id);
    const response = await overview(owner.cookie);
    expect(response.json()).toMatchObject({
      plan: { id: 'early_access', name: 'Early Access', limits: { users: 10 } },
      subscription: null,
      hasAccess: true,
    });
    for (const [, path, payload] of ownerRoutes.filter(([method]) => method === 'POST')) {
      const refused = await call('POST', path, owner.cookie, payload);
      expect(refused.statusCode, path).toBe(409);
      expect(refused.json()).toEqual({
        code: 'NO_SUBSCRIPTION',
        msg: 'Your clinic is on Early Access, which is free and has no subscription to change.',
      });
    }
  });

  describe('changing plan', () => {
    it('applies a local plan change at once, to the subscription and the clinic, and audits it', async () => {
      const { clinicId, cookie, subscription } = await subscribedOwner(ctx);
      const response = await changePlan(cookie, 'local_clinic_yearly');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        plan: { id: 'clinic', name: 'Clinic+' },
        subscription: { planId: 'clinic', priceId: 'local_clinic_yearly', interval: 'yearly' },
      });
      expect(await planOfClinic(clinicId)).toBe('clinic');
      // No proration: the trial and its period stay as they were.
      const changed = await subscriptionOf(ctx, clinicId);
      expect(changed).toMatchObject({
        status: 'trialing',
        currentPeriodEnd: subscription.currentPeriodEnd,
      });
      expect(await auditOf(clinicId, 'billing.plan_changed')).toMatchObject([
        {
          entityType: 'subscription',
          entityId: subscription.id,
          meta: {
            fromPlanId: 'team',
            toPlanId: 'clinic',
            fromPriceId: 'local_team_monthly',
            toPriceId: 'local_clinic_yearly',
          },
        },
      ]);
      const transactions = (await call('GET', '/transactions', cookie)).json().items;
      expect(transactions).toMatchObject([
        { kind: 'plan_change', status: 'completed', planId: 'clinic', amount: 0 },
      ]);
    });

    it('refuses a smaller plan while the clinic has more users than it includes (409)', async () => {
      const { clinicId, cookie } = await subscribedOwner(ctx);
      await addMember(ctx.database.db, clinicId, 'therapist');
      await addInvitation(ctx, clinicId);
      const response = await changePlan(cookie, 'local_solo_monthly');
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        code: 'PLAN_USER_LIMIT',
        msg: 'The Solo plan includes 2 users and your clinic has 3 (members and open invitations). Remove members or cancel invitations first, then switch.',
        details: { limit: 2, planId: 'solo', path: PLAN_AND_BILLING_PATH },
      });
      expect(await planOfClinic(clinicId)).toBe('team');
      expect(await auditOf(clinicId, 'billing.plan_changed')).toEqual([]);
    });

    it('refuses a price checkout does not offer (400) and a missing one (400 with fields)', async () => {
      const { clinicId, cookie } = await subscribedOwner(ctx);
      const unknown = await changePlan(cookie, 'pri_forged');
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toMatchObject({
        code: 'UNKNOWN_PRICE',
        fields: { priceId: expect.any(String) },
      });
      const missing = await call('POST', '/subscription/change-plan', cookie, {});
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: { priceId: expect.any(String) },
      });
      expect(await planOfClinic(clinicId)).toBe('team');
    });

    it('treats the current price as nothing to change', async () => {
      const { clinicId, cookie } = await subscribedOwner(ctx);
      const response = await changePlan(cookie, 'local_team_monthly');
      expect(response.statusCode).toBe(200);
      expect(await auditOf(clinicId, 'billing.plan_changed')).toEqual([]);
    });
  });

  describe('cancelling and resuming', () => {
    it('cancels at period end once however often asked, and resumes before it ends; both audited', async () => {
      const { clinicId, cookie, subscription } = await subscribedOwner(ctx);
      const cancelled = await call('POST', '/subscription/cancel', cookie);
      expect(cancelled.statusCode).toBe(200);
      expect(cancelled.json()).toMatchObject({
        subscription: { status: 'trialing', cancelAtPeriodEnd: true },
        hasAccess: true,
      });
      expect((await call('POST', '/subscription/cancel', cookie)).statusCode).toBe(200);
      expect(await auditOf(clinicId, 'billing.subscription_canceled')).toMatchObject([
        { entityId: subscription.id, meta: { planId: 'team' } },
      ]);
      expect((await subscriptionOf(ctx, clinicId))!.canceledAt).toEqual(ctx.clock.now());

      const resumed = await call('POST', '/subscription/resume', cookie);
      expect(resumed.json()).toMatchObject({ subscription: { cancelAtPeriodEnd: false } });
      expect((await call('POST', '/subscription/resume', cookie)).statusCode).toBe(200);
      expect(await auditOf(clinicId, 'billing.subscription_resumed')).toHaveLength(1);
      expect((await subscriptionOf(ctx, clinicId))!.canceledAt).toBeNull();
    });

    it("changes only the signed-in owner's clinic", async () => {
      const mine = await subscribedOwner(ctx);
      const theirs = await subscribedOwner(ctx);
      await call('POST', '/subscription/cancel', mine.cookie);
      await changePlan(mine.cookie, 'local_clinic_monthly');
      expect(await subscriptionOf(ctx, theirs.clinicId)).toEqual(theirs.subscription);
      expect((await call('GET', '/transactions', theirs.cookie)).json().items).toEqual([]);
    });
  });

  describe('the local lifecycle, moved on by the clock', () => {
    it('renews after the trial with a payment at the price, then every period', async () => {
      const owner = await subscribedOwner(ctx);
      const { clinicId, subscription } = owner;
      const trialEnd = subscription.currentPeriodEnd;
      let cookie = await travel(FREE_TRIAL_DAYS * DAY_MS, owner);
      const afterTrial = (await overview(cookie)).json();
      const firstPeriodEnd = periodEnd(trialEnd, 'monthly');
      expect(afterTrial.subscription).toMatchObject({
        status: 'active',
        currentPeriodEnd: firstPeriodEnd.toISOString(),
        trialEndsAt: trialEnd.toISOString(),
      });

      cookie = await travel(65 * DAY_MS, owner);
      const later = (await overview(cookie)).json();
      expect(new Date(later.subscription.currentPeriodEnd).getTime()).toBeGreaterThan(
        ctx.clock.now().getTime(),
      );
      const transactions = (await call('GET', '/transactions', cookie)).json().items;
      expect(transactions.length).toBeGreaterThanOrEqual(3);
      expect(transactions[0]).toMatchObject({
        kind: 'renewal',
        status: 'completed',
        planId: 'team',
        amount: 4999,
        currency: 'USD',
        decimals: 2,
        cardLast4: null,
      });
      const times = transactions.map((item: { occurredAt: string }) => item.occurredAt);
      expect(times).toEqual([...times].sort().reverse());
      expect(times.at(-1)).toBe(trialEnd.toISOString());
      expect(await subscriptionOf(ctx, clinicId)).toMatchObject({ status: 'active' });
    });

    it('ends a cancelled subscription at its period end: no access, nothing new, no resume', async () => {
      const owner = await subscribedOwner(ctx);
      const { clinicId } = owner;
      await call('POST', '/subscription/cancel', owner.cookie);
      const member = await addMember(ctx.database.db, clinicId, 'therapist', { deactivated: true });
      const cookie = await travel(FREE_TRIAL_DAYS * DAY_MS, owner);

      const ended = (await overview(cookie)).json();
      expect(ended).toMatchObject({ subscription: { status: 'canceled' }, hasAccess: false });
      expect((await call('GET', '/transactions', cookie)).json().items).toEqual([]);

      const resume = await call('POST', '/subscription/resume', cookie);
      expect(resume.statusCode).toBe(409);
      expect(resume.json().code).toBe('SUBSCRIPTION_CANCELED');

      const invite = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/team/invitations',
        headers: { cookie },
        payload: { email: 'new-hire@example.com', role: 'therapist' },
      });
      expect(invite.statusCode).toBe(402);
      expect(invite.json()).toEqual({
        code: 'SUBSCRIPTION_ENDED',
        msg: 'Your subscription has ended, so nothing new can be added. See Settings → Plan & Billing.',
        details: { path: PLAN_AND_BILLING_PATH },
      });
      const reactivate = await ctx.app.inject({
        method: 'POST',
        url: `/api/v1/team/members/${member.membershipId}/reactivate`,
        headers: { cookie },
      });
      expect(reactivate.statusCode).toBe(402);
    });
  });
});
