import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { patients } from '../db/schema.js';
import { projectRoot } from '../paths.js';
import { createTestApp } from '../test/app.js';
import { tinyPdf } from '../test/documents.js';
import { createClinic, createUser, TEST_PASSWORD } from '../test/fixtures.js';
import { multipartBody } from '../test/multipart.js';

/**
 * How the production server sends what browsers and integrators fetch: the web app's files
 * compressed at build time, API answers compressed when it pays, a 404 for a missing file, and
 * where to report a vulnerability.
 */
const ORIGIN = 'https://app.motio.example';
const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'motio-web-'));
const script = `export const greeting = ${JSON.stringify('Hello from Motio. '.repeat(400))};\n`;
fs.mkdirSync(path.join(webDir, 'assets'));
fs.writeFileSync(path.join(webDir, 'assets', 'index-Bx1y2z3w.js'), script);
fs.writeFileSync(path.join(webDir, 'assets', 'tiny-Ab12Cd34.js'), 'export {};\n');
fs.writeFileSync(
  path.join(webDir, 'index.html'),
  `<!doctype html><html lang="en"><head><title>Motio</title><script type="module" crossorigin src="/assets/index-Bx1y2z3w.js"></script></head><body><div id="root"></div><!-- ${'padding '.repeat(200)} --></body></html>`,
);
// The build's own step, as `npm run build` runs it.
execFileSync(process.execPath, [path.join(projectRoot, 'scripts', 'compress-assets.mjs'), webDir]);

const ctx = await createTestApp({
  NODE_ENV: 'production',
  APP_ORIGIN: ORIGIN,
  WEB_DIST_DIR: webDir,
  SECURITY_EMAIL: 'security@motio.example',
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });

describe('the build compresses the web app once', () => {
  it('writes brotli and gzip copies of each text file over 1 KB, and leaves small ones alone', () => {
    const file = path.join(webDir, 'assets', 'index-Bx1y2z3w.js');
    expect(brotliDecompressSync(fs.readFileSync(`${file}.br`)).toString()).toBe(script);
    expect(gunzipSync(fs.readFileSync(`${file}.gz`)).toString()).toBe(script);
    expect(fs.existsSync(path.join(webDir, 'assets', 'tiny-Ab12Cd34.js.br'))).toBe(false);
  });
});

describe('the web app’s files', () => {
  it.each([
    ['br', '.br'],
    ['gzip', '.gz'],
  ])('go out as the build compressed them to a client that accepts %s', async (encoding, ext) => {
    const response = await get('/assets/index-Bx1y2z3w.js', {
      'accept-encoding': `${encoding}, identity`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
    expect(response.rawPayload).toEqual(
      fs.readFileSync(path.join(webDir, 'assets', `index-Bx1y2z3w.js${ext}`)),
    );
  });

  it('go out uncompressed to a client that accepts no encoding', async () => {
    const response = await get('/assets/index-Bx1y2z3w.js');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(script);
  });

  it.each(['/assets/index-OLD12345.js', '/assets/gone.css', '/logo-missing.png', '/app.js.map'])(
    'a missing file %s is a 404, not the app’s page',
    async (url) => {
      const response = await get(url, { accept: '*/*' });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).not.toMatch(/html/);
    },
  );

  it('a deep link of the app still gets the app’s page', async () => {
    const response = await get('/dashboard/calendar');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
  });

  it('the app’s page is compressed for a browser that accepts brotli', async () => {
    const response = await get('/dashboard/calendar', { 'accept-encoding': 'br' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toMatch(/^<!doctype html>/);
  });
});

describe('API answers', () => {
  it('over 1 KB are compressed with brotli or gzip, as the client accepts', async () => {
    for (const [encoding, decompress] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const response = await get('/api/v1/openapi.json', { 'accept-encoding': encoding });
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(JSON.parse(decompress(response.rawPayload).toString()).openapi).toMatch(/^3\./);
    }
  });

  it('under 1 KB go out as they are', async () => {
    const response = await get('/api/v1/health', { 'accept-encoding': 'br, gzip' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
  });

  it('a downloaded file that is compressed already (PDF) goes out as it is', async () => {
    const clinic = await createClinic(ctx.database.db);
    const user = await createUser(ctx.database.db, { clinicId: clinic.id, role: 'owner' });
    const signedIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { origin: ORIGIN },
      payload: { email: user.email, password: TEST_PASSWORD },
    });
    const owner = { cookie: [signedIn.headers['set-cookie']].flat()[0]!.split(';')[0]! };
    const [patient] = await ctx.database.db
      .insert(patients)
      .values({ clinicId: clinic.id, firstName: 'Ana', lastName: 'Test' })
      .returning();
    const pdf = Buffer.concat([tinyPdf, Buffer.from(`%${'x'.repeat(4000)}\n`)]);
    const form = await multipartBody([{ field: 'file', file: pdf, filename: 'scan.pdf' }]);
    const uploaded = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/patients/${patient!.id}/attachments`,
      headers: { ...form.headers, cookie: owner.cookie, origin: ORIGIN },
      payload: form.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const download = await get(`/api/v1/attachments/${uploaded.json().attachment.id}/download`, {
      cookie: owner.cookie,
      'accept-encoding': 'br, gzip',
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-encoding']).toBeUndefined();
    expect(download.rawPayload).toEqual(pdf);
  });
});

describe('/.well-known/security.txt', () => {
  it('says whom to tell about a vulnerability, in which language, and until when', async () => {
    const response = await get('/.well-known/security.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const fields = Object.fromEntries(
      response.body
        .trim()
        .split('\n')
        .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 2)]),
    );
    expect(fields).toEqual({
      Contact: 'mailto:security@motio.example',
      Expires: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/),
      'Preferred-Languages': 'en',
      Canonical: `${ORIGIN}/.well-known/security.txt`,
    });
    const expires = Date.parse(fields.Expires!);
    const now = ctx.clock.now().getTime();
    expect(expires).toBeGreaterThan(now + 30 * 86_400_000);
    expect(expires).toBeLessThan(now + 365 * 86_400_000);
  });
});
