import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ORIGIN, type TestContext } from '../test/app.js';
import { signedInMember } from '../test/fixtures.js';
import { addPatient } from '../test/scheduling-fixtures.js';
import { BROKEN_CHARACTER_MESSAGE, NUL_MESSAGE } from './unstorable-text.js';

describe('API platform', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('answers unknown /api paths with a JSON 404 in the error shape', async () => {
    for (const url of ['/api/v1/no-such-thing', '/api/other', '/api']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toContain('application/json');
      expect(response.json()).toEqual({
        msg: 'There is no such API route.',
        code: 'ROUTE_NOT_FOUND',
      });
    }
  });

  it('sends security headers with a strict content security policy', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    // HSTS only in production, where TLS is guaranteed.
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('lets only the booking pages sit in a frame on another site, such as a clinic website', async () => {
    const booking = await ctx.app.inject({ method: 'GET', url: '/book/city-physio' });
    expect(String(booking.headers['content-security-policy'])).toContain('frame-ancestors *');
    expect(booking.headers['x-frame-options']).toBeUndefined();
    for (const url of ['/dashboard', '/pay/abc', '/booking', '/api/v1/public/clinics/x/booking']) {
      const other = await ctx.app.inject({ method: 'GET', url });
      expect(String(other.headers['content-security-policy']), url).toContain(
        "frame-ancestors 'none'",
      );
      expect(other.headers['x-frame-options'], url).toBe('DENY');
    }
  });

  it('marks every API response Cache-Control: no-store, errors included', async () => {
    for (const url of ['/api/v1/health', '/api/v1/users/current-user', '/api/v1/missing']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('answers bad input with 400 and a message per field', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: 'not-an-email', password: '' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      msg: 'Some fields are not valid. Please check them and try again.',
      code: 'VALIDATION_FAILED',
      fields: { email: 'Enter a valid email address.', password: 'Enter your password.' },
    });
  });

  it('refuses a NUL character, which PostgreSQL text cannot hold, with 400 on its field', async () => {
    const { cookie, clinicId } = await signedInMember(ctx, 'owner');
    const patient = await addPatient(ctx.database.db, clinicId);
    const plan = {
      title: 'Knee',
      startsOn: '2026-02-01',
      goals: [{ description: 'Stairs\u0000' }],
    };
    const requests = [
      { method: 'POST', url: '/api/v1/jobs', payload: { title: 'Call\u0000back' }, field: 'title' },
      { method: 'GET', url: '/api/v1/patients?search=a%00b', field: 'search' },
      {
        method: 'POST',
        url: `/api/v1/patients/${patient.id}/treatment-plans`,
        payload: plan,
        field: 'goals.0.description',
      },
      {
        method: 'POST',
        url: '/api/v1/contact',
        payload: { name: 'A', email: 'a@example.com', subject: 'Hi', message: 'x\u0000' },
        field: 'message',
      },
    ] as const;
    for (const { field, ...request } of requests) {
      const response = await ctx.app.inject({ ...request, headers: { cookie } });
      expect(response.statusCode, request.url).toBe(400);
      expect(response.json().fields).toEqual({ [field]: NUL_MESSAGE });
    }
  });

  it('refuses half of a surrogate pair, which PostgreSQL JSON cannot hold, but keeps emoji', async () => {
    const { cookie } = await signedInMember(ctx, 'owner');
    const requests = [
      {
        method: 'POST',
        url: '/api/v1/contact',
        payload: { name: 'A', email: 'a@example.com', subject: 'Hi', message: 'Pain \ud83d' },
        field: 'message',
      },
      {
        method: 'POST',
        url: '/api/v1/jobs',
        payload: { title: '\udc00 call back' },
        field: 'title',
      },
    ] as const;
    for (const { field, ...request } of requests) {
      const response = await ctx.app.inject({ ...request, headers: { cookie } });
      expect(response.statusCode, request.url).toBe(400);
      expect(response.json().fields).toEqual({ [field]: BROKEN_CHARACTER_MESSAGE });
    }
    const job = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/jobs',
      headers: { cookie },
      payload: { title: 'Call back 😀' },
    });
    expect(job.statusCode).toBe(201);
    expect(job.json().job.title).toBe('Call back 😀');
  });

  it('answers malformed JSON with 400 in the error shape', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: expect.any(String), msg: expect.any(String) });
  });

  it('answers a body over the limit with 413', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(1_100_000) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ msg: 'The request is too large.' });
  });

  it('refuses state-changing requests from another origin', async () => {
    const payload = { email: 'someone@example.com', password: 'whatever' };
    const foreign = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { origin: 'https://evil.example' },
      payload,
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toMatchObject({ code: 'BAD_ORIGIN' });

    const crossSite = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.statusCode).toBe(403);

    const own = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { origin: TEST_ORIGIN },
      payload,
    });
    expect(own.statusCode).toBe(401);
  });

  it('serves the OpenAPI document describing the routes and their schemas', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/health',
        '/api/v1/auth/login',
        '/api/v1/users/current-user',
      ]),
    );
    const login = document.paths['/api/v1/auth/login'].post;
    expect(login.requestBody.content['application/json'].schema.required).toEqual([
      'email',
      'password',
    ]);
  });
});
