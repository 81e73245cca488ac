import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/app.js';
import { createClinic, createUser, TEST_PASSWORD } from '../test/fixtures.js';

/**
 * Security suite: in production mode behind TLS every answer,
 * page or API, success or error, carries the security headers, and the session cookie has
 * every flag (HttpOnly, Secure, SameSite).
 */
const ORIGIN = 'https://app.motio.example';
const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'motio-web-'));
fs.writeFileSync(
  path.join(webDir, 'index.html'),
  '<!doctype html><html lang="en"><head><title>Motio</title></head><body><div id="root"></div></body></html>',
);
const SOURCE_MAP = '{"version":3,"sources":["../../src/web/secret-plan.tsx"],"mappings":"AAAA"}';
fs.mkdirSync(path.join(webDir, 'assets'));
fs.writeFileSync(path.join(webDir, 'assets', 'index-4f2a.js'), 'console.log("Motio");\n');
fs.writeFileSync(path.join(webDir, 'assets', 'index-4f2a.js.map'), SOURCE_MAP);
const ctx = await createTestApp({
  NODE_ENV: 'production',
  APP_ORIGIN: ORIGIN,
  WEB_DIST_DIR: webDir,
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

const clinic = await createClinic(ctx.database.db);
const user = await createUser(ctx.database.db, { clinicId: clinic.id, role: 'owner' });
const signIn = () =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    headers: { origin: ORIGIN },
    payload: { email: user.email, password: TEST_PASSWORD },
  });

describe('security headers in production mode', () => {
  it.each([
    ['a page of the web app', 'GET', '/dashboard/calendar'],
    ['an API answer', 'GET', '/api/v1/health'],
    ['an API error', 'GET', '/api/v1/patients'],
    ['an unknown API path', 'GET', '/api/v1/no-such-route'],
    ['a refused cross-site write', 'POST', '/api/v1/auth/logout'],
  ] as const)('are on %s', async (_, method, url) => {
    const response = await ctx.app.inject({
      method,
      url,
      headers: method === 'POST' ? { origin: 'https://evil.example' } : {},
    });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain('upgrade-insecure-requests');
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(response.headers['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });
});

describe('source maps in production mode', () => {
  it('serves the built script itself', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/assets/index-4f2a.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Motio');
  });

  it.each([
    '/assets/index-4f2a.js.map',
    '/assets/index-4f2a.js%2Emap',
    '/assets/index-4f2a.js.map?v=1',
  ])('are not served: %s answers 404, not the map and not the app page', async (url) => {
    const response = await ctx.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('mappings');
    expect(response.body).not.toContain('<div id="root">');
  });
});

describe('the session cookie in production mode', () => {
  it('is __Host- prefixed, Secure, HttpOnly, SameSite=Lax, for the whole site and no other host', async () => {
    const response = await signIn();
    expect(response.statusCode).toBe(200);
    const cookie = [response.headers['set-cookie']].flat().find((c) => c?.startsWith('__Host-'))!;
    const flags = cookie.split(';').map((part) => part.trim().toLowerCase());
    expect(flags).toEqual(expect.arrayContaining(['path=/', 'httponly', 'secure', 'samesite=lax']));
    expect(flags.some((flag) => flag.startsWith('domain='))).toBe(false);
    expect(cookie.split(';')[0]!.split('=')[1]).toMatch(/^[A-Za-z0-9_-]{43,}$/);
  });

  it('is cleared at sign-out with the same flags, so the browser drops it', async () => {
    const session = [(await signIn()).headers['set-cookie']].flat()[0]!.split(';')[0]!;
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: { origin: ORIGIN, cookie: session },
    });
    const cleared = [response.headers['set-cookie']].flat().find((c) => c?.startsWith('__Host-'))!;
    expect(cleared).toMatch(/^__Host-motio_session=;/);
    expect(cleared.toLowerCase()).toContain('secure');
    expect(cleared.toLowerCase()).toContain('path=/');
    expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/);
  });
});
