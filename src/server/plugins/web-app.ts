import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { ApiErrorBody } from '../../domain/api-error.js';
import { publicPageFor } from '../../domain/public-pages.js';
import { pageHeadTags, withPageHead } from './page-head.js';

interface WebAppOptions {
  webDistDir: string;
  /** Absolute addresses in the page tags (canonical link, og:url, og:image). */
  appOrigin: string;
  /** Whether the built scripts' source maps are served (not in production: 404). */
  serveSourceMaps: boolean;
}

/** A source map's path, however its dot is spelled. */
function isSourceMap(pathname: string): boolean {
  try {
    return decodeURIComponent(pathname).toLowerCase().endsWith('.map');
  } catch {
    return pathname.toLowerCase().endsWith('.map');
  }
}

interface PageHtml {
  body: string;
  etag: string;
}

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;

/**
 * A page with its prerendered first screen (decision 011): the markup inside the root element,
 * the stylesheets and code of its lazily loaded routes (`head`) in the head, and the app's entry
 * fetched at once but started after the first paint (public/start-after-paint.js).
 */
export function withFirstScreen(template: string, markup: string, head = ''): string {
  const withHead = head ? template.replace('</head>', `  ${head}\n  </head>`) : template;
  const entry = ENTRY_SCRIPT.exec(withHead)?.[1];
  if (!entry) return withHead.replace('<div id="root"></div>', `<div id="root">${markup}</div>`);
  return withHead
    .replace(
      ENTRY_SCRIPT,
      `<link rel="modulepreload" crossorigin href="${entry}" />\n    <script type="module" src="/start-after-paint.js"></script>`,
    )
    .replace('<div id="root"></div>', `<div id="root" data-entry="${entry}">${markup}</div>`);
}

/** The pages whose first screen the build renders (scripts/build.mjs), by their file names. */
const prerenderedPages: Record<string, string> = { '/': 'landing', '/pricing': 'pricing' };

/** The page's markup rendered at build time (src/web/prerender.tsx), and the tags its head needs. */
function prerenderedFirstScreen(webDistDir: string, pagePath: string) {
  const name = prerenderedPages[pagePath];
  if (!name) return null;
  const read = (file: string) => {
    const full = path.join(webDistDir, 'prerendered', file);
    return fs.existsSync(full) ? fs.readFileSync(full, 'utf8') : '';
  };
  const markup = read(`${name}.html`);
  return markup ? { markup, head: read(`${name}.head.html`) } : null;
}

/**
 * A path naming a file (`/assets/x.js`, `/logo.png`) that is not there: a plain 404, not the
 * app's page, so a stale script reference fails visibly instead of parsing HTML as JavaScript.
 */
const isFilePath = (pathname: string) =>
  pathname !== '/index.html' &&
  (pathname.startsWith('/assets/') || /\.[A-Za-z0-9]+$/.test(pathname));

/**
 * Serves the built web app and answers every unknown path: a JSON 404 under /api, a plain 404 for
 * a missing file, the app's index.html for anything else a browser navigates to (deep links are
 * routed in the browser).
 * The HTML carries the title, description and Open Graph tags of the public page at that path.
 */
export async function registerWebApp(app: FastifyInstance, options: WebAppOptions) {
  const { webDistDir, appOrigin, serveSourceMaps } = options;
  const hidden = (pathname: string) => !serveSourceMaps && isSourceMap(pathname);
  const indexFile = path.join(webDistDir, 'index.html');
  const built = fs.existsSync(indexFile);

  if (built) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      // One route for every file: listing the built files at start-up cost a tenth of a second.
      // A missing file falls through to the not-found handler below.
      wildcard: true,
      index: 'index.html',
      // The build writes .br and .gz copies (scripts/compress-assets.mjs): sent as they are.
      preCompressed: true,
      // The app's page goes out with its tags written in, from the not-found handler below.
      allowedPath: (pathname) =>
        pathname !== '/' &&
        pathname !== '/index.html' &&
        !pathname.startsWith('/prerendered/') &&
        !hidden(pathname),
      cacheControl: false,
      setHeaders(res, filePath) {
        // Vite puts a content hash in every file name under assets/.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader(
          'Cache-Control',
          immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
        // The same address answers brotli, gzip or plain bytes: caches must keep them apart.
        if (/\.(js|mjs|css|html|svg|json|txt|xml)(\.br|\.gz)?$/.test(filePath))
          res.setHeader('Vary', 'Accept-Encoding');
      },
    });
  }

  // index.html only changes with a new build, which restarts the process: each page's HTML is
  // written once, on its first request (one entry per public page plus one for all others).
  const template = built ? fs.readFileSync(indexFile, 'utf8') : '';
  const pageHtmlCache = new Map<string, PageHtml>();
  function pageHtml(pathname: string): PageHtml {
    const page = publicPageFor(pathname);
    const key = page?.path ?? '';
    let cached = pageHtmlCache.get(key);
    if (!cached) {
      const firstScreen = prerenderedFirstScreen(webDistDir, key);
      const withRoot = firstScreen
        ? withFirstScreen(template, firstScreen.markup, firstScreen.head)
        : template;
      const body = withPageHead(withRoot, pageHeadTags(page, appOrigin));
      const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
      cached = { body, etag };
      pageHtmlCache.set(key, cached);
    }
    return cached;
  }

  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    if (isApi || !['GET', 'HEAD'].includes(request.method)) {
      return reply.status(404).send({
        msg: 'There is no such API route.',
        code: 'ROUTE_NOT_FOUND',
      } satisfies ApiErrorBody);
    }
    const pathname = request.url.split('?')[0]!;
    if (hidden(pathname))
      return reply.status(404).type('text/plain; charset=utf-8').send('Not found.');
    if (!built) {
      return reply
        .status(404)
        .type('text/plain; charset=utf-8')
        .send('The web app is not built yet. Run "npm run build" (npm start does it for you).');
    }
    if (isFilePath(pathname)) {
      return reply
        .status(404)
        .header('Cache-Control', 'no-cache')
        .type('text/plain; charset=utf-8')
        .send('There is no such file.');
    }
    const { body, etag } = pageHtml(pathname);
    reply.header('Cache-Control', 'no-cache').header('ETag', etag);
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    return reply.type('text/html; charset=utf-8').send(body);
  });
}
