import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, outbox } from '../../db/schema.js';
import { renderMail } from '../../integrations/mail/templates.js';
import { createTestApp, TEST_ORIGIN, type TestContext } from '../../test/app.js';
import { queuedMail, signedInMember } from '../../test/fixtures.js';

const SUPPORT = 'help-desk@clinic-software.test';

const contact = (overrides: Record<string, unknown> = {}) => ({
  name: 'Ana Petrović',
  email: `ana-${randomUUID()}@example.com`,
  subject: 'Moving our clinic from paper records',
  message: 'Hello,\nwe are three therapists and would like to know how the data import works.',
  inquiryType: 'sales',
  ...overrides,
});

let nextIp = 1;
/** Each test writes from its own address, so the per-address limit of one never reaches another. */
const freshIp = () => `10.40.0.${nextIp++}`;

const postContact = (
  ctx: TestContext,
  payload: object,
  options: { ip?: string; headers?: Record<string, string> } = {},
) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/contact',
    payload,
    remoteAddress: options.ip ?? freshIp(),
    headers: options.headers,
  });

const storedMessage = async (ctx: TestContext, id: string) =>
  (await ctx.database.db.select().from(contactMessages).where(eq(contactMessages.id, id)))[0];

const countRows = async (ctx: TestContext) => ({
  messages: (await ctx.database.db.select().from(contactMessages)).length,
  mails: (await ctx.database.db.select().from(outbox)).length,
});

describe('POST /contact', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ SUPPORT_EMAIL: SUPPORT });
  });
  afterAll(() => ctx.close());

  it('stores the message, trimmed, and answers 201 with its id', async () => {
    const input = contact({ name: '  Ana   Petrović ', subject: ' Moving our clinic ' });
    const response = await postContact(ctx, input);
    expect(response.statusCode).toBe(201);
    const { contactMessage } = response.json<{ contactMessage: { id: string } }>();
    expect(contactMessage).toEqual({ id: expect.any(String) });
    expect(await storedMessage(ctx, contactMessage.id)).toMatchObject({
      name: 'Ana Petrović',
      email: input.email,
      subject: 'Moving our clinic',
      message: input.message,
      inquiryType: 'sales',
      userId: null,
      createdAt: ctx.clock.now(),
    });
  });

  it('mails support at SUPPORT_EMAIL with reply-to the sender and the inquiry type before the subject', async () => {
    const input = contact();
    await postContact(ctx, input);
    const [mail] = (await queuedMail(ctx.database.db, SUPPORT, 'contact-support')).filter(
      (queued) => queued.replyTo?.address === input.email,
    );
    expect(mail).toBeDefined();
    expect(mail!.replyTo).toEqual({ name: 'Ana Petrović', address: input.email });
    const rendered = renderMail(mail!);
    expect(rendered.subject).toBe('[Sales] Moving our clinic from paper records');
    expect(rendered.text).toContain(`From: Ana Petrović <${input.email}>`);
    expect(rendered.text).toContain('Sent by a visitor (not signed in).');
    expect(rendered.text).toContain(input.message);
    expect(rendered.html).toContain('we are three therapists');
  });

  it('sends the sender a confirmation promising a reply within 24 hours, without repeating their text', async () => {
    const input = contact();
    await postContact(ctx, input);
    const mails = await queuedMail(ctx.database.db, input.email, 'contact-confirmation');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.replyTo).toBeUndefined();
    const rendered = renderMail(mails[0]!);
    expect(rendered.subject).toBe('We received your message');
    expect(rendered.text).toContain('we reply within 24 hours');
    expect(rendered.text).toContain('our sales team');
    for (const own of [input.name, input.subject, 'three therapists']) {
      expect(rendered.text).not.toContain(own);
      expect(rendered.html).not.toContain(own);
    }
  });

  it('files a message without an inquiry type as general', async () => {
    const { inquiryType: _left, ...input } = contact();
    const response = await postContact(ctx, input);
    expect(response.statusCode).toBe(201);
    const stored = await storedMessage(ctx, response.json().contactMessage.id);
    expect(stored!.inquiryType).toBe('general');
    const [mail] = (await queuedMail(ctx.database.db, SUPPORT, 'contact-support')).filter(
      (queued) => queued.replyTo?.address === input.email,
    );
    expect(renderMail(mail!).subject).toBe('[General] Moving our clinic from paper records');
  });

  it('records which account wrote when the sender is signed in, and tells support', async () => {
    const { user, cookie } = await signedInMember(ctx, 'therapist');
    const input = contact({ inquiryType: 'support' });
    const response = await postContact(ctx, input, { headers: { cookie } });
    expect(response.statusCode).toBe(201);
    expect((await storedMessage(ctx, response.json().contactMessage.id))!.userId).toBe(user.id);
    const [mail] = (await queuedMail(ctx.database.db, SUPPORT, 'contact-support')).filter(
      (queued) => queued.replyTo?.address === input.email,
    );
    expect(renderMail(mail!).text).toContain(`Sent while signed in as ${user.email}.`);
  });

  it.each([
    ['missing fields', {}, ['name', 'email', 'subject', 'message']],
    [
      'blank fields',
      contact({ name: '  ', subject: '\n', message: ' \n ' }),
      ['name', 'subject', 'message'],
    ],
    ['an invalid email', contact({ email: 'ana.example.com' }), ['email']],
    ['an unknown inquiry type', contact({ inquiryType: 'complaint' }), ['inquiryType']],
    [
      'too long fields',
      contact({
        name: 'n'.repeat(201),
        email: `${'e'.repeat(250)}@x.io`,
        subject: 's'.repeat(201),
        message: 'm'.repeat(5001),
      }),
      ['name', 'email', 'subject', 'message'],
    ],
  ])(
    'answers %s with 400 and a message per field, storing and mailing nothing',
    async (_, body, fields) => {
      const before = await countRows(ctx);
      const response = await postContact(ctx, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
      expect(Object.keys(response.json().fields).sort()).toEqual([...fields].sort());
      expect(await countRows(ctx)).toEqual(before);
    },
  );

  it('says what is wrong with each field in words', async () => {
    const response = await postContact(ctx, {
      name: '',
      email: 'nope',
      subject: 's'.repeat(201),
      message: 'm'.repeat(5001),
      inquiryType: 'complaint',
    });
    expect(response.json().fields).toEqual({
      name: 'Enter your name.',
      email: 'Enter a valid email address.',
      subject: 'Use at most 200 characters.',
      message: 'Use at most 5000 characters.',
      inquiryType: 'Choose general, sales, support, partnership or feedback.',
    });
  });

  it('accepts the longest allowed fields', async () => {
    const response = await postContact(
      ctx,
      contact({
        name: 'n'.repeat(200),
        email: `${'e'.repeat(64)}@${'d'.repeat(60)}.example.com`,
        subject: 's'.repeat(200),
        message: 'm'.repeat(5000),
      }),
    );
    expect(response.statusCode).toBe(201);
  });

  it('refuses a message sent from another site (403), and takes one from the app itself', async () => {
    const before = await countRows(ctx);
    const foreign = await postContact(ctx, contact(), {
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toMatchObject({ code: 'BAD_ORIGIN' });
    const crossSite = await postContact(ctx, contact(), {
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.statusCode).toBe(403);
    expect(await countRows(ctx)).toEqual(before);

    const own = await postContact(ctx, contact(), { headers: { origin: TEST_ORIGIN } });
    expect(own.statusCode).toBe(201);
  });

  it('answers 429 with Retry-After after 5 messages from one address in 10 minutes (rule contactPerIp)', async () => {
    const ip = freshIp();
    for (let sent = 0; sent < 5; sent += 1) {
      expect((await postContact(ctx, contact(), { ip })).statusCode).toBe(201);
    }
    const before = await countRows(ctx);
    const blocked = await postContact(ctx, contact(), { ip });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      msg: 'Too many messages. Please wait 10 minutes and try again.',
      code: 'RATE_LIMITED',
    });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(500);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(600);
    expect(await countRows(ctx)).toEqual(before);
    expect((await postContact(ctx, contact(), { ip: freshIp() })).statusCode).toBe(201);
  });

  it('is documented in OpenAPI with its body, 201 payload and error answers', async () => {
    const document = (await ctx.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
    const route = document.paths['/api/v1/contact'].post;
    const body = route.requestBody.content['application/json'].schema;
    expect(body.required).toEqual(['name', 'email', 'subject', 'message']);
    expect(body.properties.inquiryType.enum).toEqual([
      'general',
      'sales',
      'support',
      'partnership',
      'feedback',
    ]);
    expect(Object.keys(route.responses)).toEqual(expect.arrayContaining(['201', '400', '429']));
  });
});

describe('contact messages stay out of the log', () => {
  const lines: string[] = [];
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ LOG_LEVEL: 'trace' }, { write: (line) => lines.push(line) });
  });
  afterAll(() => ctx.close());

  it('logs the requests without the name, address, subject or message', async () => {
    const secret = {
      name: 'Zorana Logcheck',
      email: 'zorana.logcheck@example.com',
      subject: 'Subject-7f3a9 about my knee',
      message: 'Message-c41d2: my left knee hurts after surgery.',
    };
    expect((await postContact(ctx, secret)).statusCode).toBe(201);
    expect((await postContact(ctx, { ...secret, email: 'zorana.logcheck@' })).statusCode).toBe(400);

    const log = lines.join('');
    expect(log).toContain('/api/v1/contact');
    for (const value of [...Object.values(secret), 'Zorana', 'logcheck', '7f3a9', 'c41d2']) {
      expect(log).not.toContain(value);
    }
  });
});
