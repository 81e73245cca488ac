import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_TEST_CARD_DECLINED } from '../../../domain/billing.js';
import { FREE_TRIAL_DAYS } from '../../../domain/plans.js';
import {
  auditEvents,
  billingTransactions,
  clinics,
  memberships,
  subscriptions,
  users,
} from '../../db/schema.js';
import type { ProviderTransaction } from '../../integrations/billing/provider.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import {
  fakePaddle,
  paidLocally,
  planInfoFor,
  postLocalCheckout,
  someIp,
  subscribedOwner,
  subscriptionOf,
  validCard,
} from '../../test/billing-fixtures.js';
import { queuedMail, sessionCookieFor } from '../../test/fixtures.js';
import { DAY_MS } from '../../../domain/clinic-time.js';

const PASSWORD = 'Quiet-lantern-orchard-42';

const person = (email = `ana-${randomUUID()}@example.com`) => ({
  name: 'Ana',
  lastName: 'Petrović',
  location: 'Novi Sad, Serbia',
  email,
  password: PASSWORD,
});

const postRegister = (ctx: TestContext, payload: object) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/auth/register',
    payload,
    remoteAddress: someIp(),
  });

/** Users, clinics and subscriptions: a refused sign-up must leave all three as they were. */
async function accountCounts(ctx: TestContext) {
  const db = ctx.database.db;
  const [u] = await db.select({ n: count() }).from(users);
  const [c] = await db.select({ n: count() }).from(clinics);
  const [s] = await db.select({ n: count() }).from(subscriptions);
  return { users: u!.n, clinics: c!.n, subscriptions: s!.n };
}

async function ownedClinicOf(ctx: TestContext, email: string) {
  const [row] = await ctx.database.db
    .select({ user: users, clinic: clinics, role: memberships.role })
    .from(users)
    .innerJoin(memberships, eq(memberships.userId, users.id))
    .innerJoin(clinics, eq(clinics.id, memberships.clinicId))
    .where(eq(users.email, email));
  return row;
}

const expectRefused = async (
  ctx: TestContext,
  payload: object,
  status: number,
  expected: { code: string; msg?: string; fields?: Record<string, string> },
) => {
  const before = await accountCounts(ctx);
  const response = await postRegister(ctx, payload);
  expect(response.statusCode).toBe(status);
  expect(response.json()).toMatchObject(expected);
  expect(await accountCounts(ctx)).toEqual(before);
};

describe('paid sign-up with the local provider (the server decides)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ EARLY_ACCESS_SPOTS: '1' });
  });
  afterAll(() => ctx.close());

  it('creates the account, a clinic on the plan paid for, its trial subscription and claims the payment (201)', async () => {
    const input = person();
    const transactionId = await paidLocally(ctx, input.email.toUpperCase(), 'local_clinic_yearly');
    const response = await postRegister(ctx, {
      ...input,
      transactionId,
      planInfo: planInfoFor('local_clinic_yearly', 'yearly'),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ msg: 'Registration successful', earlyAccess: null });

    const owned = await ownedClinicOf(ctx, input.email);
    expect(owned).toMatchObject({
      user: { earlyAccess: null, emailVerifiedAt: null },
      clinic: { planId: 'clinic', name: "Ana Petrović's clinic" },
      role: 'owner',
    });
    const now = ctx.clock.now();
    const trialEnd = new Date(now.getTime() + FREE_TRIAL_DAYS * DAY_MS);
    expect(await subscriptionOf(ctx, owned!.clinic.id)).toMatchObject({
      provider: 'local',
      providerSubscriptionId: null,
      planId: 'clinic',
      priceId: 'local_clinic_yearly',
      interval: 'yearly',
      status: 'trialing',
      trialEndsAt: trialEnd,
      currentPeriodStart: now,
      currentPeriodEnd: trialEnd,
      cancelAtPeriodEnd: false,
      lastEventAt: now,
    });
    const [payment] = await ctx.database.db
      .select()
      .from(billingTransactions)
      .where(eq(billingTransactions.id, transactionId));
    expect(payment).toMatchObject({ clinicId: owned!.clinic.id, claimedAt: now });
    expect(await queuedMail(ctx.database.db, input.email, 'verify-email')).toHaveLength(1);
    const [audit] = await ctx.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.actorUserId, owned!.user.id));
    expect(audit).toMatchObject({
      action: 'auth.registered',
      meta: { earlyAccess: null, planId: 'clinic', transactionId },
    });
    expect(JSON.stringify(audit)).not.toContain(PASSWORD);

    // The owner sees it on Plan & Billing, the checkout authorisation among the payments.
    const cookie = await sessionCookieFor(ctx, owned!.user.id, owned!.clinic.id);
    const transactions = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/billing/transactions',
      headers: { cookie },
    });
    expect(transactions.json().items).toMatchObject([
      {
        id: transactionId,
        kind: 'checkout',
        status: 'completed',
        planId: 'clinic',
        amount: 0,
        cardLast4: '4242',
      },
    ]);
  });

  it('takes no Early Access spot: the programme still admits the next free sign-up', async () => {
    const paid = person();
    await postRegister(ctx, {
      ...paid,
      transactionId: await paidLocally(ctx, paid.email),
      planInfo: planInfoFor('local_team_monthly'),
    });
    const free = await postRegister(ctx, person());
    expect(free.json()).toEqual({ msg: 'Registration successful', earlyAccess: 'member' });
    // With that one spot taken, the next free sign-up waits; a paid one is not affected.
    expect((await postRegister(ctx, person())).json().earlyAccess).toBe('waitlisted');
    const later = person();
    const paidLater = await postRegister(ctx, {
      ...later,
      transactionId: await paidLocally(ctx, later.email),
      planInfo: planInfoFor('local_team_monthly'),
    });
    expect(paidLater.json()).toEqual({ msg: 'Registration successful', earlyAccess: null });
  });

  it('refuses an unknown transaction id (400) and creates nothing', async () => {
    await expectRefused(
      ctx,
      {
        ...person(),
        transactionId: 'local_txn_forged',
        planInfo: planInfoFor('local_team_monthly'),
      },
      400,
      {
        code: 'PAYMENT_NOT_FOUND',
        msg: 'We could not find this payment. Please complete checkout again, or contact support.',
      },
    );
  });

  it('refuses a declined payment (400) and creates nothing', async () => {
    const input = person();
    const declined = await postLocalCheckout(
      ctx,
      validCard('local_team_monthly', input.email, LOCAL_TEST_CARD_DECLINED),
      someIp(),
    );
    expect(declined.statusCode).toBe(402);
    const [row] = await ctx.database.db
      .select({ id: billingTransactions.id })
      .from(billingTransactions)
      .where(eq(billingTransactions.customerEmail, input.email));
    await expectRefused(
      ctx,
      { ...input, transactionId: row!.id, planInfo: planInfoFor('local_team_monthly') },
      400,
      { code: 'PAYMENT_NOT_COMPLETED' },
    );
  });

  it('refuses a payment for another plan or interval than the one chosen (400)', async () => {
    const input = person();
    const transactionId = await paidLocally(ctx, input.email, 'local_solo_monthly');
    const expected = {
      code: 'PAYMENT_PLAN_MISMATCH',
      msg: 'This payment is for a different plan than the one you chose. Please choose your plan again, or contact support.',
    };
    await expectRefused(
      ctx,
      { ...input, transactionId, planInfo: planInfoFor('local_team_monthly') },
      400,
      expected,
    );
    await expectRefused(
      ctx,
      { ...input, transactionId, planInfo: planInfoFor('local_solo_monthly', 'yearly') },
      400,
      expected,
    );
  });

  it('refuses a payment made with another email address (400)', async () => {
    const transactionId = await paidLocally(ctx, `payer-${randomUUID()}@example.com`);
    await expectRefused(
      ctx,
      { ...person(), transactionId, planInfo: planInfoFor('local_team_monthly') },
      400,
      {
        code: 'PAYMENT_EMAIL_MISMATCH',
        msg: 'This payment was made with a different email address. Register with the email you used at checkout.',
      },
    );
  });

  it('creates one account per payment: a second use is refused (409)', async () => {
    const input = person();
    const transactionId = await paidLocally(ctx, input.email);
    const body = { ...input, transactionId, planInfo: planInfoFor('local_team_monthly') };
    expect((await postRegister(ctx, body)).statusCode).toBe(201);
    await expectRefused(ctx, body, 409, { code: 'EMAIL_TAKEN' });

    // Even once the first account has moved to another address, the payment stays used.
    await ctx.database.db
      .update(users)
      .set({ email: `moved-${randomUUID()}@example.com` })
      .where(eq(users.email, input.email));
    await expectRefused(ctx, body, 409, {
      code: 'PAYMENT_ALREADY_USED',
      msg: 'This payment has already been used to create an account. Log in instead, or contact support.',
    });
  });

  it('creates exactly one account when the same payment completes twice at once', async () => {
    const input = person();
    const transactionId = await paidLocally(ctx, input.email);
    const body = { ...input, transactionId, planInfo: planInfoFor('local_team_monthly') };
    const before = await accountCounts(ctx);
    const answers = await Promise.all([postRegister(ctx, body), postRegister(ctx, body)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(await accountCounts(ctx)).toEqual({
      users: before.users + 1,
      clinics: before.clinics + 1,
      subscriptions: before.subscriptions + 1,
    });
  });

  it("refuses a clinic's renewal payment as a sign-up payment", async () => {
    const owner = await subscribedOwner(ctx);
    ctx.clock.advance((FREE_TRIAL_DAYS + 1) * DAY_MS);
    const cookie = await sessionCookieFor(ctx, owner.user.id, owner.clinicId);
    const listed = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/billing/transactions',
      headers: { cookie },
    });
    const renewal = listed.json().items[0];
    expect(renewal.kind).toBe('renewal');
    await expectRefused(
      ctx,
      { ...person(), transactionId: renewal.id, planInfo: planInfoFor('local_team_monthly') },
      400,
      { code: 'PAYMENT_EMAIL_MISMATCH' },
    );
  });

  it('refuses a payment without its plan, or a plan without its payment (400 with fields)', async () => {
    const input = person();
    const transactionId = await paidLocally(ctx, input.email);
    await expectRefused(ctx, { ...input, transactionId }, 400, {
      code: 'VALIDATION_FAILED',
      fields: { planInfo: 'The chosen plan is missing. Choose your plan again.' },
    });
    await expectRefused(ctx, { ...input, planInfo: planInfoFor('local_team_monthly') }, 400, {
      code: 'VALIDATION_FAILED',
      fields: { transactionId: 'The payment is missing. Complete checkout first.' },
    });
  });
});

describe('paid sign-up with Paddle (transaction verification)', () => {
  const paddle = fakePaddle();
  const lines: string[] = [];
  let unavailable = false;
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(
      { LOG_LEVEL: 'info' },
      { write: (line) => lines.push(line) },
      {
        ...paddle.provider,
        async getTransaction(id) {
          if (unavailable) throw new Error('Paddle answered 503');
          return paddle.provider.getTransaction(id);
        },
      },
    );
  });
  afterAll(() => ctx.close());

  const paddlePayment = (email: string, overrides: Partial<ProviderTransaction> = {}) => {
    const transaction: ProviderTransaction = {
      id: `txn_${randomUUID().replaceAll('-', '')}`,
      status: 'completed',
      priceId: 'pri_team_monthly',
      customerEmail: email,
      subscriptionId: null,
      amountMinor: 0,
      currency: 'USD',
      occurredAt: new Date(ctx.clock.now().getTime() - 60_000),
      ...overrides,
    };
    paddle.transactions.set(transaction.id, transaction);
    return transaction;
  };

  it('starts the subscription from what Paddle says about it', async () => {
    const input = person();
    const start = ctx.clock.now();
    const trialEnd = new Date(start.getTime() + FREE_TRIAL_DAYS * DAY_MS);
    const transaction = paddlePayment(input.email, { subscriptionId: 'sub_from_paddle' });
    paddle.subscriptionStates.set('sub_from_paddle', {
      subscriptionId: 'sub_from_paddle',
      transactionId: transaction.id,
      priceId: 'pri_team_monthly',
      status: 'trialing',
      trialEndsAt: trialEnd,
      currentPeriodStart: start,
      currentPeriodEnd: trialEnd,
      cancelAtPeriodEnd: false,
    });
    const response = await postRegister(ctx, {
      ...input,
      transactionId: transaction.id,
      planInfo: { ...planInfoFor('pri_team_monthly'), priceId: 'pri_team_monthly' },
    });
    expect(response.statusCode).toBe(201);
    const owned = await ownedClinicOf(ctx, input.email);
    expect(owned!.clinic.planId).toBe('team');
    expect(await subscriptionOf(ctx, owned!.clinic.id)).toMatchObject({
      provider: 'paddle',
      providerSubscriptionId: 'sub_from_paddle',
      status: 'trialing',
      currentPeriodEnd: trialEnd,
      lastEventAt: ctx.clock.now(),
    });
    const [payment] = await ctx.database.db
      .select()
      .from(billingTransactions)
      .where(eq(billingTransactions.id, transaction.id));
    expect(payment).toMatchObject({
      provider: 'paddle',
      status: 'completed',
      clinicId: owned!.clinic.id,
      providerSubscriptionId: 'sub_from_paddle',
    });
  });

  it('starts a trial from the price when Paddle has not named the subscription yet', async () => {
    const input = person();
    const transaction = paddlePayment(input.email);
    const body = {
      ...input,
      transactionId: transaction.id,
      planInfo: planInfoFor('pri_team_monthly'),
    };
    expect((await postRegister(ctx, body)).statusCode).toBe(201);
    const owned = await ownedClinicOf(ctx, input.email);
    expect(await subscriptionOf(ctx, owned!.clinic.id)).toMatchObject({
      provider: 'paddle',
      providerSubscriptionId: null,
      status: 'trialing',
      currentPeriodEnd: new Date(ctx.clock.now().getTime() + FREE_TRIAL_DAYS * DAY_MS),
      // The first subscription event from Paddle links it, however early it occurred.
      lastEventAt: null,
    });
  });

  it('refuses a payment Paddle has not completed, a forged id and a reused one', async () => {
    const pending = person();
    const transaction = paddlePayment(pending.email, { status: 'pending' });
    const planInfo = planInfoFor('pri_team_monthly');
    await expectRefused(ctx, { ...pending, transactionId: transaction.id, planInfo }, 400, {
      code: 'PAYMENT_NOT_COMPLETED',
    });
    await expectRefused(ctx, { ...person(), transactionId: 'txn_forged', planInfo }, 400, {
      code: 'PAYMENT_NOT_FOUND',
    });

    const first = person();
    const paid = paddlePayment(first.email);
    const body = { ...first, transactionId: paid.id, planInfo };
    const answers = await Promise.all([postRegister(ctx, body), postRegister(ctx, body)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    await ctx.database.db
      .update(users)
      .set({ email: `moved-${randomUUID()}@example.com` })
      .where(eq(users.email, first.email));
    await expectRefused(ctx, body, 409, { code: 'PAYMENT_ALREADY_USED' });
  });

  it('answers 502 when Paddle cannot be asked, logging it without the person’s data', async () => {
    const input = person();
    const transaction = paddlePayment(input.email);
    unavailable = true;
    try {
      await expectRefused(
        ctx,
        { ...input, transactionId: transaction.id, planInfo: planInfoFor('pri_team_monthly') },
        502,
        { code: 'BILLING_UNAVAILABLE' },
      );
    } finally {
      unavailable = false;
    }
    const log = lines.join('');
    expect(log).toContain('Failed to verify a payment');
    expect(log).not.toContain(input.email);
    expect(log).not.toContain(PASSWORD);
  });
});
