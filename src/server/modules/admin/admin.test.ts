import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appointments,
  auditEvents,
  contactMessages,
  feedback,
  planPrices,
  subscriptions,
  users,
} from '../../db/schema.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { fakePaddle, subscribedOwner } from '../../test/billing-fixtures.js';
import {
  createUser,
  queuedMail,
  sessionCookieFor,
  signedInMember,
  TEST_PASSWORD,
} from '../../test/fixtures.js';
import { addPatient } from '../../test/scheduling-fixtures.js';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH';

/** A patient no admin answer may ever mention (no patient data). */
const PATIENT = {
  firstName: 'Zebulon',
  lastName: 'Quixotic-Marchetti',
  email: 'zebulon.quixotic@patients.example',
  phone: '+381 11 555 0199',
};
const PATIENT_KEYS = [
  'patientId',
  'patients[]',
  'firstName',
  'dateOfBirth',
  'sex',
  'insurer',
  'occupation',
  'emergencyContactName',
];

/** Every key and string value of a JSON answer, however deep. */
function walk(value: unknown, keys: Set<string>, strings: string[]) {
  if (typeof value === 'string') strings.push(value);
  else if (Array.isArray(value)) value.forEach((item) => walk(item, keys, strings));
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      keys.add(key);
      walk(inner, keys, strings);
    }
  }
}

function expectNoPatientData(body: unknown) {
  const keys = new Set<string>();
  const strings: string[] = [];
  walk(body, keys, strings);
  for (const key of PATIENT_KEYS) expect(keys, `patient key ${key}`).not.toContain(key);
  const text = strings.join('\n');
  for (const value of Object.values(PATIENT)) expect(text).not.toContain(value);
  expect(text).not.toContain('Quixotic');
}

describe('operator admin', () => {
  let ctx: TestContext;
  let operator: { id: string; cookie: string };
  let owner: Awaited<ReturnType<typeof signedInMember>>;

  beforeAll(async () => {
    ctx = await createTestApp({ EARLY_ACCESS_SPOTS: '5' });
    const user = await createUser(ctx.database.db, { platformAdmin: true });
    operator = { id: user.id, cookie: await sessionCookieFor(ctx, user.id, null) };
    owner = await signedInMember(ctx, 'owner');
    const patient = await addPatient(ctx.database.db, owner.clinicId, PATIENT);
    await ctx.database.db.insert(appointments).values({
      clinicId: owner.clinicId,
      patientId: patient.id,
      therapistId: owner.user.id,
      title: 'Quixotic follow-up',
      startsAt: new Date('2026-03-02T09:00:00Z'),
      endsAt: new Date('2026-03-02T09:45:00Z'),
    });
  });
  afterAll(() => ctx.close());

  const call = (method: Method, path: string, cookie?: string, payload?: object) =>
    ctx.app.inject({
      method,
      url: `/api/v1${path}`,
      headers: cookie ? { cookie } : {},
      ...(payload ? { payload } : {}),
    });
  const asOperator = (method: Method, path: string, payload?: object) =>
    call(method, path, operator.cookie, payload);

  const someId = randomUUID();
  const everyRoute: Array<[Method, string, object?]> = [
    ['GET', '/admin/overview'],
    ['GET', '/admin/users'],
    ['POST', `/admin/users/${someId}/disable`],
    ['POST', `/admin/users/${someId}/enable`],
    ['POST', `/admin/users/${someId}/admit`],
    ['POST', `/admin/users/${someId}/resend-verification`],
    ['POST', `/admin/users/${someId}/end-sessions`],
    ['GET', '/admin/feedback'],
    ['PATCH', `/admin/feedback/feedback/${someId}`, { status: 'triaged' }],
    ['GET', '/admin/usage'],
    ['GET', '/admin/plans'],
    ['PUT', '/admin/plans/team', { limits: { users: 10, patients: 1000, storageGb: 100 } }],
    ['PUT', '/admin/early-access', { capacity: 5 }],
  ];

  it('answers 401 to visitors and 403 to a clinic owner on every admin route', async () => {
    for (const [method, path, payload] of everyRoute) {
      const signedOut = await call(method, path, undefined, payload);
      expect(signedOut.statusCode, `${method} ${path}`).toBe(401);
      const asOwner = await call(method, path, owner.cookie, payload);
      expect(asOwner.statusCode, `${method} ${path}`).toBe(403);
      expect(asOwner.json().code).toBe('FORBIDDEN');
    }
    // A platform admin who is also a clinic member is still let in.
    const both = await createUser(ctx.database.db, {
      platformAdmin: true,
      clinicId: owner.clinicId,
      role: 'therapist',
    });
    const cookie = await sessionCookieFor(ctx, both.id, owner.clinicId);
    expect((await call('GET', '/admin/overview', cookie)).statusCode).toBe(200);
  });

  it('answers 404 for unknown users and messages', async () => {
    for (const [method, path, payload] of everyRoute.filter(([, path]) => path.includes(someId))) {
      const response = await asOperator(method, path, payload);
      expect(response.statusCode, `${method} ${path}`).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    }
  });

  it('answers 400 with fields for bad input', async () => {
    const cases: Array<[Method, string, object | undefined, string]> = [
      ['GET', '/admin/users?page=0', undefined, 'page'],
      ['GET', '/admin/users?limit=500', undefined, 'limit'],
      ['POST', '/admin/users/not-an-id/disable', undefined, 'id'],
      ['GET', '/admin/feedback?status=closed', undefined, 'status'],
      ['GET', '/admin/feedback?kind=email', undefined, 'kind'],
      ['PATCH', `/admin/feedback/email/${someId}`, { status: 'done' }, 'kind'],
      ['PATCH', `/admin/feedback/feedback/${someId}`, {}, 'status'],
      ['PATCH', `/admin/feedback/feedback/${someId}`, { status: 'closed' }, 'status'],
      [
        'PATCH',
        `/admin/feedback/contact/${someId}`,
        { internalNotes: 'x'.repeat(5001) },
        'internalNotes',
      ],
      ['GET', '/admin/usage?page=-1', undefined, 'page'],
      [
        'PUT',
        '/admin/plans/platinum',
        { limits: { users: 1, patients: 1, storageGb: 1 } },
        'planId',
      ],
      [
        'PUT',
        '/admin/plans/team',
        { limits: { users: 0, patients: 10, storageGb: 1 } },
        'limits.users',
      ],
      [
        'PUT',
        '/admin/plans/team',
        { limits: { users: 3, patients: 10, storageGb: 1 }, prices: { monthly: -1, yearly: 10 } },
        'prices.monthly',
      ],
      [
        'PUT',
        '/admin/plans/early_access',
        {
          limits: { users: 3, patients: 10, storageGb: 1 },
          prices: { monthly: 100, yearly: 1000 },
        },
        'prices',
      ],
      ['PUT', '/admin/early-access', { capacity: -3 }, 'capacity'],
      ['PUT', '/admin/early-access', { capacity: 2.5 }, 'capacity'],
    ];
    for (const [method, path, payload, field] of cases) {
      const response = await asOperator(method, path, payload);
      expect(response.statusCode, `${method} ${path}`).toBe(400);
      expect(Object.keys(response.json().fields ?? {}), `${method} ${path}`).toContain(field);
    }
  });

  it('finds users by name or email with their clinics, roles and last sign-in', async () => {
    const response = await asOperator(
      'GET',
      `/admin/users?search=${encodeURIComponent(owner.user.email)}`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ total: 1, page: 1, pages: 1 });
    const [found] = response.json().users;
    expect(found).toMatchObject({
      id: owner.user.id,
      verified: true,
      disabled: false,
      activeSessions: 1,
      clinics: [
        { clinicId: owner.clinicId, clinicName: 'Test Clinic', role: 'owner', active: true },
      ],
    });
    expect(found.lastSeenAt).not.toBeNull();

    const named = await createUser(ctx.database.db, {
      email: `gwendolyn-${randomUUID()}@example.com`,
    });
    await ctx.database.db
      .update(users)
      .set({ name: 'Gwendolyn', lastName: 'Ashcroft' })
      .where(eq(users.id, named.id));
    const byName = (await asOperator('GET', '/admin/users?search=ashcroft%20gwen')).json();
    expect(byName.users.map((user: { id: string }) => user.id)).toEqual([named.id]);
    // LIKE wildcards are matched literally.
    expect((await asOperator('GET', '/admin/users?search=%25')).json().total).toBe(0);

    const paged = (await asOperator('GET', '/admin/users?limit=2&page=2')).json();
    expect(paged.users).toHaveLength(2);
    expect(paged.page).toBe(2);
    expect(paged.pages).toBe(Math.ceil(paged.total / 2));
  });

  it('disables an account: its sessions end at once and it cannot sign in; enabling restores it', async () => {
    const member = await signedInMember(ctx, 'therapist', owner.clinicId);
    expect((await call('GET', '/users/current-user', member.cookie)).statusCode).toBe(200);
    const login = () =>
      call('POST', '/auth/login', undefined, { email: member.user.email, password: TEST_PASSWORD });

    const disabled = await asOperator('POST', `/admin/users/${member.user.id}/disable`);
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect(disabled.json().user).toMatchObject({ disabled: true, activeSessions: 0 });
    expect((await call('GET', '/users/current-user', member.cookie)).statusCode).toBe(401);
    expect((await login()).statusCode).toBe(401);

    const [event] = await ctx.database.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.action, 'admin.user_disabled'),
          eq(auditEvents.entityId, member.user.id),
        ),
      );
    expect(event).toMatchObject({ clinicId: null, actorUserId: operator.id, entityType: 'user' });

    const enabled = await asOperator('POST', `/admin/users/${member.user.id}/enable`);
    expect(enabled.json().user.disabled).toBe(false);
    expect((await login()).statusCode).toBe(200);
    expect(
      await ctx.database.db
        .select()
        .from(auditEvents)
        .where(
          and(
            eq(auditEvents.action, 'admin.user_enabled'),
            eq(auditEvents.actorUserId, operator.id),
          ),
        ),
    ).toHaveLength(1);
  });

  it('refuses to let an operator disable themselves', async () => {
    const response = await asOperator('POST', `/admin/users/${operator.id}/disable`);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('CANNOT_DISABLE_SELF');
    expect((await asOperator('GET', '/admin/overview')).statusCode).toBe(200);
  });

  it('ends every session of a user without disabling the account', async () => {
    const member = await signedInMember(ctx, 'assistant', owner.clinicId);
    const second = await sessionCookieFor(ctx, member.user.id, owner.clinicId);
    const response = await asOperator('POST', `/admin/users/${member.user.id}/end-sessions`);
    expect(response.json().user).toMatchObject({ disabled: false, activeSessions: 0 });
    for (const cookie of [member.cookie, second])
      expect((await call('GET', '/users/current-user', cookie)).statusCode).toBe(401);
    const [event] = await ctx.database.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.action, 'admin.sessions_ended'),
          eq(auditEvents.entityId, member.user.id),
        ),
      );
    expect(event).toMatchObject({
      clinicId: null,
      actorUserId: operator.id,
      meta: { sessions: 2 },
    });
  });

  it('admits a waitlisted user and emails them; refuses someone not waitlisted', async () => {
    const waiting = await createUser(ctx.database.db);
    await ctx.database.db
      .update(users)
      .set({ earlyAccess: 'waitlisted' })
      .where(eq(users.id, waiting.id));
    const response = await asOperator('POST', `/admin/users/${waiting.id}/admit`);
    expect(response.statusCode).toBe(200);
    expect(response.json().user.earlyAccess).toBe('member');
    expect(await queuedMail(ctx.database.db, waiting.email, 'early-access-admitted')).toHaveLength(
      1,
    );

    const again = await asOperator('POST', `/admin/users/${waiting.id}/admit`);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('NOT_WAITLISTED');
    expect(await queuedMail(ctx.database.db, waiting.email, 'early-access-admitted')).toHaveLength(
      1,
    );
  });

  it('resends the verification mail to an unverified user only', async () => {
    const unverified = await createUser(ctx.database.db, { verified: false });
    const response = await asOperator('POST', `/admin/users/${unverified.id}/resend-verification`);
    expect(response.statusCode).toBe(200);
    expect(await queuedMail(ctx.database.db, unverified.email, 'verify-email')).toHaveLength(1);
    const verified = await asOperator('POST', `/admin/users/${owner.user.id}/resend-verification`);
    expect(verified.statusCode).toBe(409);
    expect(verified.json().code).toBe('ALREADY_VERIFIED');
  });

  it('lists feedback and contact messages together, newest first, and triages them', async () => {
    const db = ctx.database.db;
    const [older] = await db
      .insert(feedback)
      .values({
        userId: owner.user.id,
        clinicId: owner.clinicId,
        category: 'bug',
        message: 'The calendar jumps a week back after saving.',
        rating: 2,
        page: '/dashboard/calendar',
        createdAt: new Date('2026-01-05T10:00:00Z'),
      })
      .returning();
    const [newer] = await db
      .insert(contactMessages)
      .values({
        name: 'Petra Lindqvist',
        email: 'petra@clinic.example',
        subject: 'Pricing for 12 therapists',
        message: 'Do you offer a discount for a yearly plan?',
        inquiryType: 'sales',
        createdAt: new Date('2026-01-06T10:00:00Z'),
      })
      .returning();

    const all = (await asOperator('GET', '/admin/feedback')).json();
    expect(all.total).toBe(2);
    expect(all.items.map((item: { id: string }) => item.id)).toEqual([newer!.id, older!.id]);
    expect(all.items[1]).toMatchObject({
      kind: 'feedback',
      category: 'bug',
      rating: 2,
      page: '/dashboard/calendar',
      senderEmail: owner.user.email,
      clinicName: 'Test Clinic',
      status: 'new',
    });
    expect(all.items[0]).toMatchObject({
      kind: 'contact',
      category: 'sales',
      subject: 'Pricing for 12 therapists',
    });
    expect((await asOperator('GET', '/admin/feedback?kind=contact')).json().items).toHaveLength(1);

    const patched = await asOperator('PATCH', `/admin/feedback/feedback/${older!.id}`, {
      status: 'planned',
      internalNotes: 'Reproduced on Safari; fix in the next release.',
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json().item).toMatchObject({
      status: 'planned',
      internalNotes: 'Reproduced on Safari; fix in the next release.',
    });
    const planned = (await asOperator('GET', '/admin/feedback?status=planned')).json();
    expect(planned.items.map((item: { id: string }) => item.id)).toEqual([older!.id]);
    const notesOnly = await asOperator('PATCH', `/admin/feedback/contact/${newer!.id}`, {
      internalNotes: 'Sent the yearly terms.',
    });
    expect(notesOnly.json().item).toMatchObject({
      status: 'new',
      internalNotes: 'Sent the yearly terms.',
    });
    // The id of one kind is not found under the other.
    expect(
      (await asOperator('PATCH', `/admin/feedback/contact/${older!.id}`, { status: 'done' }))
        .statusCode,
    ).toBe(404);

    const [event] = await db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.action, 'admin.feedback_updated'), eq(auditEvents.entityId, older!.id)),
      );
    expect(event).toMatchObject({
      clinicId: null,
      actorUserId: operator.id,
      entityType: 'feedback',
      meta: { fromStatus: 'new', toStatus: 'planned', notesChanged: true },
    });
  });

  it("shows each clinic's usage against its plan's limits and its last activity", async () => {
    const response = await asOperator('GET', '/admin/usage?limit=100');
    expect(response.statusCode).toBe(200);
    const clinic = response
      .json()
      .clinics.find((row: { clinicId: string }) => row.clinicId === owner.clinicId);
    expect(clinic).toMatchObject({
      planId: 'team',
      planName: 'Team',
      patients: { used: 1, limit: 1000 },
      storage: { used: 0, limit: 100 * 1024 ** 3 },
      appointments: { used: 1, limit: null },
    });
    expect(clinic.users.limit).toBe(10);
    expect(clinic.users.used).toBeGreaterThanOrEqual(1);
    expect(clinic.lastActivityAt).not.toBeNull();
  });

  it('enforces a patient limit the operator lowers, and shows it as overridden', async () => {
    const createPatient = () =>
      call('POST', '/patients', owner.cookie, { firstName: 'Ana', lastName: 'Kovač' });
    const lowered = await asOperator('PUT', '/admin/plans/team', {
      limits: { users: 10, patients: 1, storageGb: 100 },
    });
    expect(lowered.statusCode, lowered.body).toBe(200);
    expect(lowered.json().plan).toMatchObject({
      id: 'team',
      limits: { patients: 1 },
      defaultLimits: { patients: 1000 },
      limitsOverridden: true,
    });
    const refused = await createPatient();
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'PLAN_PATIENT_LIMIT' });
    expect(refused.json().msg).toContain('1 patients');
    // Plan & Billing shows the clinic the limit that applies.
    const billing = (await call('GET', '/billing/subscription', owner.cookie)).json();
    expect(billing.plan.limits).toEqual({ users: 10, patients: 1, storageGb: 100 });

    await asOperator('PUT', '/admin/plans/team', {
      limits: { users: 10, patients: 1000, storageGb: 100 },
    });
    expect((await createPatient()).statusCode).toBe(201);
    const [event] = await ctx.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'admin.plan_updated'));
    expect(event).toMatchObject({
      clinicId: null,
      actorUserId: operator.id,
      meta: { planId: 'team' },
    });
  });

  it("changes the local provider's prices", async () => {
    const response = await asOperator('PUT', '/admin/plans/solo', {
      limits: { users: 2, patients: 100, storageGb: 10 },
      prices: { monthly: 2999, yearly: 29999 },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().plan.prices).toEqual({
      monthly: { priceId: 'local_solo_monthly', amount: 2999, currency: 'USD' },
      yearly: { priceId: 'local_solo_yearly', amount: 29999, currency: 'USD' },
    });
    const [stored] = await ctx.database.db
      .select()
      .from(planPrices)
      .where(eq(planPrices.id, 'local_solo_monthly'));
    expect(stored!.amountMinor).toBe(2999);
    const plans = (await asOperator('GET', '/admin/plans')).json();
    expect(plans).toMatchObject({ provider: 'local', editable: true, paddlePrices: [] });
    expect(plans.plans.map((plan: { id: string }) => plan.id)).toEqual([
      'solo',
      'team',
      'clinic',
      'early_access',
    ]);
    expect(plans.addOns).toHaveLength(3);
  });

  it('puts new registrations on the waitlist once the capacity the operator sets is taken', async () => {
    const response = await asOperator('PUT', '/admin/early-access', { capacity: 0 });
    expect(response.statusCode).toBe(200);
    expect(response.json().earlyAccess).toMatchObject({
      capacity: 0,
      defaultCapacity: 5,
      overridden: true,
    });
    const registered = await call('POST', '/auth/register', undefined, {
      name: 'Lena',
      lastName: 'Horvat',
      location: 'Zagreb',
      email: `lena-${randomUUID()}@example.com`,
      password: 'Quiet-lantern-orchard-42',
    });
    expect(registered.json()).toMatchObject({ earlyAccess: 'waitlisted' });
    const [event] = await ctx.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'admin.early_access_capacity_updated'));
    expect(event).toMatchObject({
      clinicId: null,
      actorUserId: operator.id,
      meta: { from: 5, to: 0 },
    });
    await asOperator('PUT', '/admin/early-access', { capacity: 5 });
  });

  it('sums monthly recurring revenue of billed subscriptions, trials apart', async () => {
    const active = await subscribedOwner(ctx, { priceId: 'local_team_yearly' });
    await ctx.database.db
      .update(subscriptions)
      .set({ status: 'active', addOns: { additional_user: 2, team_training: 1 } })
      .where(eq(subscriptions.id, active.subscription.id));
    await subscribedOwner(ctx, { priceId: 'local_clinic_monthly' });

    const response = await asOperator('GET', '/admin/overview');
    expect(response.statusCode).toBe(200);
    const { overview } = response.json();
    // Team yearly 49999 / 12 = 4166, plus two additional users at 500; training is one-time.
    expect(overview.mrr).toEqual([{ amount: 4166 + 1000, currency: 'USD' }]);
    expect(overview.trialingMrr).toEqual([{ amount: 8999, currency: 'USD' }]);
    expect(overview.subscriptions).toEqual(
      expect.arrayContaining([
        { planId: 'team', status: 'active', count: 1 },
        { planId: 'clinic', status: 'trialing', count: 1 },
      ]),
    );
    expect(overview.signupsPerWeek).toHaveLength(12);
    // Every account of this test was created this week.
    expect(overview.signupsPerWeek.at(-1).count).toBe(overview.users.total);
    expect(overview.users.platformAdmins).toBe(2);
    expect(overview.openFeedback).toEqual({ feedback: 1, contact: 1 });
    expect(overview.clinics).toBeGreaterThanOrEqual(3);
  });

  it('never answers with patient data', async () => {
    const answers = [];
    for (const path of [
      '/admin/overview',
      '/admin/users?limit=100',
      `/admin/users?search=${encodeURIComponent(PATIENT.firstName)}`,
      '/admin/feedback?limit=100',
      '/admin/usage?limit=100',
      '/admin/plans',
    ]) {
      const response = await asOperator('GET', path);
      expect(response.statusCode, path).toBe(200);
      answers.push(response.json());
    }
    answers.push((await asOperator('POST', `/admin/users/${owner.user.id}/end-sessions`)).json());
    for (const answer of answers) expectNoPatientData(answer);
    // The walk itself finds a patient when there is one.
    expect(() => expectNoPatientData({ rows: [{ note: `${PATIENT.lastName}` }] })).toThrow();
  });
});

describe('operator admin with Paddle billing', () => {
  let ctx: TestContext;
  let cookie: string;
  beforeAll(async () => {
    ctx = await createTestApp({}, undefined, fakePaddle().provider);
    const operator = await createUser(ctx.database.db, { platformAdmin: true });
    cookie = await sessionCookieFor(ctx, operator.id, null);
  });
  afterAll(() => ctx.close());

  it("shows Paddle's prices mapped to plans and refuses edits (prices live at Paddle)", async () => {
    const plans = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/admin/plans',
      headers: { cookie },
    });
    expect(plans.json()).toMatchObject({ provider: 'paddle', editable: false, paddleError: null });
    expect(plans.json().paddlePrices).toEqual([
      {
        priceId: 'pri_solo_monthly',
        planId: 'solo',
        interval: 'monthly',
        amount: 2499,
        currency: 'USD',
      },
      {
        priceId: 'pri_team_monthly',
        planId: 'team',
        interval: 'monthly',
        amount: 2499,
        currency: 'USD',
      },
      {
        priceId: 'pri_team_yearly',
        planId: 'team',
        interval: 'yearly',
        amount: 2499,
        currency: 'USD',
      },
    ]);
    expect(plans.json().plans[0].prices).toBeNull();
    const edit = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/admin/plans/team',
      headers: { cookie },
      payload: { limits: { users: 3, patients: 10, storageGb: 1 } },
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().code).toBe('PRICES_AT_PADDLE');
  });
});
