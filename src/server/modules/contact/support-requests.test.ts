import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clinicRoles } from '../../../domain/roles.js';
import { contactMessages, outbox } from '../../db/schema.js';
import { renderMail } from '../../integrations/mail/templates.js';
import { createTestApp, TEST_ORIGIN, type TestContext } from '../../test/app.js';
import { createUser, queuedMail, sessionCookieFor, signedInMember } from '../../test/fixtures.js';

const SUPPORT = 'help-desk@clinic-software.test';

const request = (overrides: Record<string, unknown> = {}) => ({
  category: 'billing',
  subject: 'Invoice address for our clinic',
  message: 'Hello,\nplease put our new street address on the next invoices.',
  ...overrides,
});

const countRows = async (ctx: TestContext) => ({
  messages: (await ctx.database.db.select().from(contactMessages)).length,
  mails: (await ctx.database.db.select().from(outbox)).length,
});

describe('support requests from the dashboard (contact-support)', () => {
  let ctx: TestContext;
  const post = (payload: object, cookie?: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/v1/support-requests',
      payload,
      headers: { ...(cookie ? { cookie } : {}), ...headers },
    });
  const list = (cookie?: string, query = '') =>
    ctx.app.inject({
      method: 'GET',
      url: `/api/v1/support-requests${query}`,
      headers: cookie ? { cookie } : {},
    });

  beforeAll(async () => {
    ctx = await createTestApp({ SUPPORT_EMAIL: SUPPORT });
  });
  afterAll(() => ctx.close());

  describe('POST /support-requests', () => {
    it('stores a contact message of type support with the account, clinic and category', async () => {
      const { user, clinicId, cookie } = await signedInMember(ctx, 'owner');
      const response = await post(
        request({ subject: '  Invoice   address\nfor our clinic ' }),
        cookie,
      );
      expect(response.statusCode).toBe(201);
      const { supportRequest } = response.json();
      expect(supportRequest).toEqual({
        id: expect.any(String),
        category: 'billing',
        subject: 'Invoice address for our clinic',
        message: request().message,
        status: 'received',
        createdAt: ctx.clock.now().toISOString(),
      });
      const [row] = await ctx.database.db
        .select()
        .from(contactMessages)
        .where(eq(contactMessages.id, supportRequest.id));
      expect(row).toMatchObject({
        name: 'Test User',
        email: user.email,
        inquiryType: 'support',
        supportCategory: 'billing',
        userId: user.id,
        clinicId,
        status: 'new',
      });
    });

    it('mails support (reply-to the sender) and confirms to the sender, through the outbox', async () => {
      const { user, cookie } = await signedInMember(ctx, 'therapist');
      await post(request({ category: 'problem', subject: 'Calendar is empty' }), cookie);

      const [toSupport] = (await queuedMail(ctx.database.db, SUPPORT, 'support-request')).filter(
        (mail) => mail.replyTo?.address === user.email,
      );
      expect(toSupport).toBeDefined();
      const forSupport = renderMail(toSupport!);
      expect(forSupport.subject).toBe('[Support: Something is not working] Calendar is empty');
      expect(forSupport.text).toContain(`From: Test User <${user.email}>`);
      expect(forSupport.text).toContain('Clinic: Test Clinic');
      expect(forSupport.text).toContain('please put our new street address');

      const confirmations = await queuedMail(
        ctx.database.db,
        user.email,
        'support-request-confirmation',
      );
      expect(confirmations).toHaveLength(1);
      const confirmation = renderMail(confirmations[0]!);
      expect(confirmation.subject).toBe('We received your support request: Calendar is empty');
      expect(confirmation.text).toContain('We reply within 24 hours');
      expect(confirmation.text).not.toContain('street address');
    });

    it.each(clinicRoles)('a %s can ask for support', async (role) => {
      const { cookie } = await signedInMember(ctx, role);
      expect((await post(request(), cookie)).statusCode).toBe(201);
    });

    it('an account of no clinic can ask too; its request has no clinic', async () => {
      const loner = await createUser(ctx.database.db);
      const cookie = await sessionCookieFor(ctx, loner.id, null);
      const response = await post(request({ category: 'account' }), cookie);
      expect(response.statusCode).toBe(201);
      const [row] = await ctx.database.db
        .select()
        .from(contactMessages)
        .where(eq(contactMessages.id, response.json().supportRequest.id));
      expect(row!.clinicId).toBeNull();
      const [mail] = (await queuedMail(ctx.database.db, SUPPORT, 'support-request')).slice(-1);
      expect(renderMail(mail!).text).toContain('Not signed in to a clinic.');
    });

    it('answers 401 without a session, 403 from another site, storing nothing', async () => {
      const { cookie } = await signedInMember(ctx, 'owner');
      const before = await countRows(ctx);
      expect((await post(request())).statusCode).toBe(401);
      const foreign = await post(request(), cookie, { origin: 'https://evil.example' });
      expect(foreign.statusCode).toBe(403);
      expect(await countRows(ctx)).toEqual(before);
      expect((await post(request(), cookie, { origin: TEST_ORIGIN })).statusCode).toBe(201);
    });

    it.each([
      ['no fields', {}, ['category', 'subject', 'message']],
      ['an unknown category', request({ category: 'sales' }), ['category']],
      [
        'a blank subject and message',
        request({ subject: ' ', message: '\n' }),
        ['subject', 'message'],
      ],
      [
        'too long fields',
        request({ subject: 's'.repeat(201), message: 'm'.repeat(5001) }),
        ['subject', 'message'],
      ],
    ])('answers %s with 400 and fields, storing and mailing nothing', async (_, body, fields) => {
      const { cookie } = await signedInMember(ctx, 'owner');
      const before = await countRows(ctx);
      const response = await post(body, cookie);
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().fields).sort()).toEqual([...fields].sort());
      expect(await countRows(ctx)).toEqual(before);
    });
  });

  describe('GET /support-requests', () => {
    it("lists the user's own requests, newest first, with the status they may see", async () => {
      const { user, clinicId, cookie } = await signedInMember(ctx, 'admin');
      const colleague = await signedInMember(ctx, 'owner', clinicId);
      await post(request({ subject: 'First' }), cookie);
      ctx.clock.advance(60_000);
      await post(request({ subject: 'From a colleague' }), colleague.cookie);
      const second = (await post(request({ subject: 'Second', category: 'data' }), cookie)).json();
      // Support has picked the second one up: the member sees "in progress", not the triage step.
      await ctx.database.db
        .update(contactMessages)
        .set({ status: 'planned', internalNotes: 'Ask Marko about the export' })
        .where(eq(contactMessages.id, second.supportRequest.id));
      // A message through the public form, while signed in, is not a support request.
      await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/contact',
        headers: { cookie },
        payload: { name: 'X', email: user.email, subject: 'Public form', message: 'Hello' },
      });

      const response = await list(cookie);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({ total: 2, page: 1, pages: 1 });
      expect(body.supportRequests.map((r: { subject: string }) => r.subject)).toEqual([
        'Second',
        'First',
      ]);
      expect(body.supportRequests[0]).toMatchObject({ category: 'data', status: 'in_progress' });
      expect(JSON.stringify(body)).not.toContain('Marko');
    });

    it('pages with page and limit', async () => {
      const { cookie } = await signedInMember(ctx, 'assistant');
      for (const subject of ['One', 'Two', 'Three']) {
        ctx.clock.advance(1_000);
        await post(request({ subject }), cookie);
      }
      const second = (await list(cookie, '?page=2&limit=2')).json();
      expect(second).toMatchObject({ total: 3, page: 2, pages: 2 });
      expect(second.supportRequests.map((r: { subject: string }) => r.subject)).toEqual(['One']);
    });

    it('answers an empty list to someone who never asked', async () => {
      const { cookie } = await signedInMember(ctx, 'therapist');
      expect((await list(cookie)).json()).toEqual({
        supportRequests: [],
        total: 0,
        page: 1,
        pages: 1,
      });
    });

    it('answers 401 without a session and 400 for a bad page or limit', async () => {
      const { cookie } = await signedInMember(ctx, 'owner');
      expect((await list()).statusCode).toBe(401);
      const bad = await list(cookie, '?page=0&limit=51');
      expect(bad.statusCode).toBe(400);
      expect(Object.keys(bad.json().fields).sort()).toEqual(['limit', 'page']);
    });
  });
});
