import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clinicRoles } from '../../../domain/roles.js';
import { auditEvents, feedback, outbox } from '../../db/schema.js';
import { renderMail } from '../../integrations/mail/templates.js';
import { createTestApp, TEST_ORIGIN, type TestContext } from '../../test/app.js';
import { createUser, queuedMail, sessionCookieFor, signedInMember } from '../../test/fixtures.js';

const SUPPORT = 'product-team@clinic-software.test';

const sample = (overrides: Record<string, unknown> = {}) => ({
  category: 'idea',
  message: 'The week view could show the room of each appointment.\nThat would help at the desk.',
  rating: 4,
  page: '/dashboard/calendar',
  ...overrides,
});

const stored = async (ctx: TestContext, id: string) =>
  (await ctx.database.db.select().from(feedback).where(eq(feedback.id, id)))[0];

const countRows = async (ctx: TestContext) => ({
  feedback: (await ctx.database.db.select().from(feedback)).length,
  mails: (await ctx.database.db.select().from(outbox)).length,
});

describe('POST /feedback', () => {
  let ctx: TestContext;
  const post = (payload: object, cookie?: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/v1/feedback',
      payload,
      headers: { ...(cookie ? { cookie } : {}), ...headers },
    });

  beforeAll(async () => {
    ctx = await createTestApp({ SUPPORT_EMAIL: SUPPORT });
  });
  afterAll(() => ctx.close());

  it('stores the feedback with its sender, clinic and page, and answers 201', async () => {
    const { user, clinicId, cookie } = await signedInMember(ctx, 'therapist');
    const response = await post(sample(), cookie);
    expect(response.statusCode).toBe(201);
    const { feedback: sent } = response.json<{ feedback: { id: string; createdAt: string } }>();
    expect(sent.createdAt).toBe(ctx.clock.now().toISOString());
    expect(await stored(ctx, sent.id)).toMatchObject({
      userId: user.id,
      clinicId,
      category: 'idea',
      message: sample().message,
      rating: 4,
      page: '/dashboard/calendar',
      status: 'new',
      internalNotes: '',
    });
  });

  it('mails the feedback to SUPPORT_EMAIL through the outbox, reply-to the sender', async () => {
    const { user, cookie } = await signedInMember(ctx, 'assistant');
    const message = `Praise-${user.id}: booking a series is quick.`;
    await post(
      sample({ category: 'praise', message, rating: 5, page: '/dashboard/today' }),
      cookie,
    );
    const [mail] = (await queuedMail(ctx.database.db, SUPPORT, 'feedback-received')).filter(
      (queued) => queued.replyTo?.address === user.email,
    );
    expect(mail).toBeDefined();
    expect(mail!.replyTo).toEqual({ name: 'Test User', address: user.email });
    const rendered = renderMail(mail!);
    expect(rendered.subject).toBe(`[Feedback: Praise] ${message.slice(0, 60)}`);
    expect(rendered.text).toContain(`From: Test User <${user.email}>`);
    expect(rendered.text).toContain('Clinic: Test Clinic');
    expect(rendered.text).toContain('Rating: 5 of 5');
    expect(rendered.text).toContain('Sent from: /dashboard/today');
    expect(rendered.text).toContain(message);
  });

  it('keeps only the path of the page: the query string and fragment can hold search terms', async () => {
    const { cookie } = await signedInMember(ctx, 'owner');
    const response = await post(
      sample({ page: '/dashboard/all-patients?q=Mila+Stojanovi%C4%87&status=active#list' }),
      cookie,
    );
    expect(response.statusCode).toBe(201);
    const row = await stored(ctx, response.json().feedback.id);
    expect(row!.page).toBe('/dashboard/all-patients');
    const [mail] = (await queuedMail(ctx.database.db, SUPPORT, 'feedback-received')).slice(-1);
    expect(renderMail(mail!).text).not.toContain('Mila');
  });

  it('takes feedback without a rating or page', async () => {
    const { cookie } = await signedInMember(ctx, 'admin');
    const response = await post(
      { category: 'bug', message: 'The print button does nothing.' },
      cookie,
    );
    expect(response.statusCode).toBe(201);
    expect(await stored(ctx, response.json().feedback.id)).toMatchObject({
      rating: null,
      page: '',
    });
    const [mail] = (await queuedMail(ctx.database.db, SUPPORT, 'feedback-received')).slice(-1);
    expect(renderMail(mail!).text).toContain('Rating: none given');
  });

  it.each(clinicRoles)('a %s can send feedback', async (role) => {
    const { cookie } = await signedInMember(ctx, role);
    expect((await post(sample(), cookie)).statusCode).toBe(201);
  });

  it('an account of no clinic (the operator) sends feedback without a clinic', async () => {
    const operator = await createUser(ctx.database.db, { platformAdmin: true });
    const cookie = await sessionCookieFor(ctx, operator.id, null);
    const response = await post(sample(), cookie);
    expect(response.statusCode).toBe(201);
    expect(await stored(ctx, response.json().feedback.id)).toMatchObject({
      userId: operator.id,
      clinicId: null,
    });
  });

  it('records the sending in the audit trail by id only, without the text', async () => {
    const { user, clinicId, cookie } = await signedInMember(ctx, 'therapist');
    const response = await post(sample({ message: 'Secret-9c1e words about the app.' }), cookie);
    const id = response.json().feedback.id;
    const [event] = await ctx.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.entityId, id));
    expect(event).toMatchObject({
      action: 'feedback.sent',
      clinicId,
      actorUserId: user.id,
      entityType: 'feedback',
      meta: {},
    });
  });

  it('answers 401 without a session and stores nothing', async () => {
    const before = await countRows(ctx);
    const response = await post(sample());
    expect(response.statusCode).toBe(401);
    expect(await countRows(ctx)).toEqual(before);
  });

  it('answers 403 to a request from another site', async () => {
    const { cookie } = await signedInMember(ctx, 'owner');
    const before = await countRows(ctx);
    const response = await post(sample(), cookie, { origin: 'https://evil.example' });
    expect(response.statusCode).toBe(403);
    expect(await countRows(ctx)).toEqual(before);
    expect((await post(sample(), cookie, { origin: TEST_ORIGIN })).statusCode).toBe(201);
  });

  it.each([
    ['no fields', {}, ['category', 'message']],
    ['an unknown category', sample({ category: 'complaint' }), ['category']],
    ['a blank message', sample({ message: ' \n ' }), ['message']],
    ['a message over 5000 characters', sample({ message: 'm'.repeat(5001) }), ['message']],
    ['a rating of 0', sample({ rating: 0 }), ['rating']],
    ['a rating of 6', sample({ rating: 6 }), ['rating']],
    ['a rating of 3.5', sample({ rating: 3.5 }), ['rating']],
    ['a full address as the page', sample({ page: 'https://evil.example/x' }), ['page']],
    ['a protocol-relative page', sample({ page: '//evil.example/x' }), ['page']],
  ])('answers %s with 400 and fields, storing and mailing nothing', async (_, body, fields) => {
    const { cookie } = await signedInMember(ctx, 'owner');
    const before = await countRows(ctx);
    const response = await post(body, cookie);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields).sort()).toEqual([...fields].sort());
    expect(await countRows(ctx)).toEqual(before);
  });

  it('accepts a message of exactly 5000 characters', async () => {
    const { cookie } = await signedInMember(ctx, 'owner');
    expect((await post(sample({ message: 'm'.repeat(5000) }), cookie)).statusCode).toBe(201);
  });

  it('answers 429 after 20 messages in an hour from one account (rule feedbackPerUser)', async () => {
    const { cookie } = await signedInMember(ctx, 'therapist');
    for (let sent = 0; sent < 20; sent += 1) {
      expect((await post(sample(), cookie)).statusCode).toBe(201);
    }
    const before = await countRows(ctx);
    const blocked = await post(sample(), cookie);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(await countRows(ctx)).toEqual(before);
    // Another member of the same clinic is not held back.
    const other = await signedInMember(ctx, 'therapist');
    expect((await post(sample(), other.cookie)).statusCode).toBe(201);
  });

  it('is documented in OpenAPI', async () => {
    const document = (await ctx.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
    const route = document.paths['/api/v1/feedback'].post;
    expect(route.requestBody.content['application/json'].schema.properties.category.enum).toEqual([
      'bug',
      'idea',
      'praise',
      'other',
    ]);
    expect(Object.keys(route.responses)).toEqual(expect.arrayContaining(['201', '400', '401']));
  });
});

describe('feedback stays out of the log', () => {
  const lines: string[] = [];
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ LOG_LEVEL: 'trace' }, { write: (line) => lines.push(line) });
  });
  afterAll(() => ctx.close());

  it('logs the request without the message or page query', async () => {
    const { cookie } = await signedInMember(ctx, 'owner');
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/feedback',
      headers: { cookie },
      payload: sample({ message: 'Words-5b7d about Mrs Logcheck', page: '/dashboard?q=Logcheck' }),
    });
    expect(response.statusCode).toBe(201);
    const log = lines.join('');
    expect(log).toContain('/api/v1/feedback');
    expect(log).not.toContain('5b7d');
    expect(log).not.toContain('Logcheck');
  });
});
