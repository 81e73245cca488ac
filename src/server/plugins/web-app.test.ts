import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicPageFor, publicPages } from '../../domain/public-pages.js';
import { DEFAULT_DESCRIPTION } from '../../domain/site-meta.js';
import { createTestApp, TEST_ORIGIN, type TestContext } from '../test/app.js';
import { withFirstScreen } from './web-app.js';

/** Shaped like the built index.html: the site's default tags, then the app's files. */
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Motio</title>
    <meta
      name="description"
      content="Default description"
    />
    <meta property="og:type" content="website" />
    <meta property="og:title" content="Motio" />
    <meta property="og:description" content="Default description" />
    <meta property="og:image" content="/og-image.png" />
    <meta name="twitter:card" content="summary_large_image" />
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

const APP_SHELL = '<div id="root"></div>';

/** The content of the one meta tag named `key`; fails when it is missing or repeated. */
function metaContent(html: string, key: string): string {
  const matches = [
    ...html.matchAll(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)" />`, 'g')),
  ];
  expect(matches, `one ${key} tag`).toHaveLength(1);
  return matches[0]![1]!;
}

function titleOf(html: string): string {
  const titles = [...html.matchAll(/<title>([^<]*)<\/title>/g)];
  expect(titles).toHaveLength(1);
  return titles[0]![1]!;
}

describe('built web app and deep links', () => {
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
    '/book/demo-physio',
    '/book/demo-physio/verify?booking=00000000-0000-4000-8000-000000000001&code=123456',
  ])('answers the deep link %s with the app shell', async (url) => {
    const response = await ctx.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain(APP_SHELL);
    expect(response.body).toContain('src="/assets/index-abc123.js"');
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

  const getHtml = (url: string) =>
    ctx.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

  it.each(publicPages.filter((page) => page.indexed).map((page) => page.path))(
    'writes the title, description and Open Graph tags of %s into its first response',
    async (url) => {
      const page = publicPageFor(url)!;
      const html = (await getHtml(url)).body;
      expect(titleOf(html)).toBe(`${page.title} · Motio`);
      expect(metaContent(html, 'description')).toBe(page.description);
      expect(metaContent(html, 'og:title')).toBe(`${page.title} · Motio`);
      expect(metaContent(html, 'og:description')).toBe(page.description);
      expect(metaContent(html, 'og:type')).toBe('website');
      expect(metaContent(html, 'og:site_name')).toBe('Motio');
      expect(metaContent(html, 'og:url')).toBe(`${TEST_ORIGIN}${url}`);
      expect(metaContent(html, 'og:image')).toBe(`${TEST_ORIGIN}/og-image.png`);
      expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
      expect(html).toContain(`<link rel="canonical" href="${TEST_ORIGIN}${url}" />`);
      expect(html).not.toContain('name="robots"');
      expect(html).not.toContain('Default description');
      expect(html).toContain(APP_SHELL);
    },
  );

  it('gives /pricing its own tags whatever its query string or trailing slash', async () => {
    for (const url of ['/pricing?plan=team', '/pricing/']) {
      const html = (await getHtml(url)).body;
      expect(titleOf(html)).toBe('Pricing · Motio');
      expect(metaContent(html, 'og:url')).toBe(`${TEST_ORIGIN}/pricing`);
    }
  });

  it('keeps the site defaults on dashboard, booking and unknown paths, and asks search engines to skip them', async () => {
    for (const url of [
      '/dashboard',
      '/dashboard/all-patients',
      '/book/demo-physio',
      '/no/such/page',
    ]) {
      const html = (await getHtml(url)).body;
      expect(titleOf(html)).toBe('Motio');
      expect(metaContent(html, 'description')).toBe(DEFAULT_DESCRIPTION);
      expect(metaContent(html, 'og:title')).toBe('Motio');
      expect(metaContent(html, 'og:description')).toBe(DEFAULT_DESCRIPTION);
      expect(metaContent(html, 'og:image')).toBe(`${TEST_ORIGIN}/og-image.png`);
      expect(metaContent(html, 'robots')).toBe('noindex');
      expect(html).not.toContain('og:url');
      expect(html).not.toContain('rel="canonical"');
    }
  });

  it('marks public pages that are not listed in the sitemap (login) as noindex', async () => {
    const html = (await getHtml('/login')).body;
    expect(titleOf(html)).toBe('Log in · Motio');
    expect(metaContent(html, 'robots')).toBe('noindex');
  });

  it('answers /index.html like any other app path, with the site tags written in', async () => {
    const html = (await getHtml('/index.html')).body;
    expect(titleOf(html)).toBe('Motio');
    expect(metaContent(html, 'robots')).toBe('noindex');
    expect(html).not.toContain('Default description');
    expect(html).toContain(APP_SHELL);
  });

  it('answers a repeated request with 304 when the page has not changed', async () => {
    const first = await getHtml('/features');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const again = await ctx.app.inject({
      method: 'GET',
      url: '/features',
      headers: { accept: 'text/html', 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await getHtml('/')).headers.etag).not.toBe(etag);
  });

  it('serves robots.txt: everything allowed except the dashboard and the API, with the sitemap', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.body.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    expect(lines).toContain('Disallow: /dashboard');
    expect(lines).toContain('Disallow: /api');
    expect(lines).toContain(`Sitemap: ${TEST_ORIGIN}/sitemap.xml`);
  });

  it('serves sitemap.xml listing the indexed public pages only, with absolute addresses', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
    expect(response.body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const locations = [...response.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
    expect(locations).toEqual(
      [
        '/',
        '/features',
        '/pricing',
        '/contact',
        '/early-access',
        '/terms',
        '/privacy',
        '/refund-policy',
        '/cookies',
      ].map((path) => `${TEST_ORIGIN}${path}`),
    );
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

describe('the landing page prerendered at build time', () => {
  const FIRST_SCREEN = '<header>Motio</header><main><h1>Calm, organised care</h1></main>';
  let ctx: TestContext;
  let webDir: string;
  beforeAll(async () => {
    webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'motio-web-'));
    fs.mkdirSync(path.join(webDir, 'prerendered'));
    fs.writeFileSync(path.join(webDir, 'index.html'), INDEX_HTML);
    fs.writeFileSync(path.join(webDir, 'prerendered', 'landing.html'), FIRST_SCREEN);
    ctx = await createTestApp({ WEB_DIST_DIR: webDir });
  });
  afterAll(async () => {
    await ctx.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  const get = (url: string) =>
    ctx.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

  it('puts the first screen inside the root element of / only, and starts the app after it has painted', async () => {
    const home = (await get('/')).body;
    expect(home).toContain(
      `<div id="root" data-entry="/assets/index-abc123.js">${FIRST_SCREEN}</div>`,
    );
    expect(home).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/index-abc123.js" />',
    );
    expect(home).toContain('<script type="module" src="/start-after-paint.js"></script>');
    expect(home).not.toContain('<script type="module" crossorigin src="/assets/index-abc123.js">');
    expect((await get('/?utm_source=newsletter')).body).toContain(FIRST_SCREEN);
    for (const url of ['/pricing', '/dashboard', '/no/such/page']) {
      const html = (await get(url)).body;
      expect(html).toContain(APP_SHELL);
      expect(html).not.toContain(FIRST_SCREEN);
      expect(html).toContain('<script type="module" crossorigin src="/assets/index-abc123.js">');
    }
  });

  it('still shows the first screen, started the usual way, when the entry script is not found', () => {
    const template = INDEX_HTML.replace(' crossorigin', '');
    const html = withFirstScreen(template, FIRST_SCREEN);
    expect(html).toContain(`<div id="root">${FIRST_SCREEN}</div>`);
    expect(html).toContain('<script type="module" src="/assets/index-abc123.js"></script>');
    expect(html).not.toContain('start-after-paint.js');
  });

  it('puts /pricing’s first screen in its page, with the stylesheets of its routes in the head', async () => {
    const pricingScreen = '<main><h1>Simple pricing for every size of practice</h1></main>';
    const pricingHead =
      '<link rel="stylesheet" crossorigin href="/assets/mantine-styles-x1.css" />\n<link rel="stylesheet" crossorigin href="/assets/PricingPage-x2.css" />';
    fs.writeFileSync(path.join(webDir, 'prerendered', 'pricing.html'), pricingScreen);
    fs.writeFileSync(path.join(webDir, 'prerendered', 'pricing.head.html'), pricingHead);
    const app = await createTestApp({ WEB_DIST_DIR: webDir });
    try {
      const html = (
        await app.app.inject({ method: 'GET', url: '/pricing', headers: { accept: 'text/html' } })
      ).body;
      expect(html).toContain(
        `<div id="root" data-entry="/assets/index-abc123.js">${pricingScreen}</div>`,
      );
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head).toContain(pricingHead);
      expect(html).toContain('<script type="module" src="/start-after-paint.js"></script>');
      expect((await get('/features')).body).toContain(APP_SHELL);
    } finally {
      await app.close();
    }
  });

  it('does not serve the fragment as a file of its own', async () => {
    const response = await get('/prerendered/landing.html');
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain(FIRST_SCREEN);
  });
});
