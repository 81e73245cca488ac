import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/app.js';

const INDEX_HTML = '<!doctype html><title>Motio</title><div id="root"></div>';

describe('built web app and deep links (DESIGN §6 SPA fallback)', () => {
  let ctx: TestContext;
  let webDir: string;
  beforeAll(async () => {
    webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'motio-web-'));
    fs.mkdirSync(path.join(webDir, 'assets'));
    fs.writeFileSync(path.join(webDir, 'index.html'), INDEX_HTML);
    fs.writeFileSync(path.join(webDir, 'assets', 'index-abc123.js'), 'console.log(1)');
    fs.writeFileSync(path.join(webDir, 'theme-init.js'), '/* theme */');
    ctx = await createTestApp({ WEB_DIST_DIR: webDir });
  });
  afterAll(async () => {
    await ctx.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  it.each([
    '/',
    '/pricing',
    '/dashboard',
    '/dashboard/patients/42/diagnoses/7/edit',
    '/no/such/page',
  ])('answers the deep link %s with the app shell', async (url) => {
    const response = await ctx.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toBe(INDEX_HTML);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('serves hashed assets with a long immutable cache and other files revalidated', async () => {
    const asset = await ctx.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const themeScript = await ctx.app.inject({ method: 'GET', url: '/theme-init.js' });
    expect(themeScript.statusCode).toBe(200);
    expect(themeScript.headers['cache-control']).toBe('no-cache');
  });

  it('keeps unknown API paths and non-GET requests as JSON 404s', async () => {
    const api = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/dashboard',
      headers: { accept: 'text/html' },
    });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: 'ROUTE_NOT_FOUND' });
    const post = await ctx.app.inject({ method: 'POST', url: '/pricing' });
    expect(post.statusCode).toBe(404);
    expect(post.json()).toMatchObject({ code: 'ROUTE_NOT_FOUND' });
  });
});

describe('web app not built yet', () => {
  it('says how to build it instead of failing silently', async () => {
    const ctx = await createTestApp({
      WEB_DIST_DIR: path.join(os.tmpdir(), 'motio-no-such-build'),
    });
    try {
      const response = await ctx.app.inject({ method: 'GET', url: '/dashboard' });
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain('npm run build');
    } finally {
      await ctx.close();
    }
  });
});
