import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app.js';

const connectSrc = (csp: unknown) => /connect-src ([^;]+)/.exec(String(csp))?.[1]?.split(' ') ?? [];

describe('GET /api/v1/config without an analytics key', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('answers without a session: analytics off, and the environment', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/config' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      config: { environment: 'test', analytics: null, supportEmail: 'support@motio.local' },
    });
  });

  it('lets the browser connect to this origin only', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/' });
    expect(connectSrc(response.headers['content-security-policy'])).toEqual(["'self'"]);
  });
});

describe('GET /api/v1/config with an analytics key (EU region)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({
      POSTHOG_KEY: 'phc_testkey123',
      SUPPORT_EMAIL: 'help@clinic.example',
    });
  });
  afterAll(() => ctx.close());

  it('gives the key, the EU host by default, and the configured support address', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/config' });
    expect(response.json()).toEqual({
      config: {
        environment: 'test',
        analytics: { key: 'phc_testkey123', host: 'https://eu.i.posthog.com' },
        supportEmail: 'help@clinic.example',
      },
    });
  });

  it('allows the analytics host, and nothing else, in the content security policy', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/' });
    expect(connectSrc(response.headers['content-security-policy'])).toEqual([
      "'self'",
      'https://eu.i.posthog.com',
    ]);
  });
});
