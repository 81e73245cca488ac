import type { FastifyInstance } from 'fastify';
import { publicPages } from '../../domain/public-pages.js';
import { escapeHtml } from '../html.js';

const CACHE_FOR_AN_HOUR = 'public, max-age=3600';

export function robotsTxt(appOrigin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /dashboard',
    'Disallow: /api',
    '',
    `Sitemap: ${appOrigin}/sitemap.xml`,
    '',
  ].join('\n');
}

/** The public pages that search engines should list, with absolute addresses. */
export function sitemapXml(appOrigin: string): string {
  const urls = publicPages
    .filter((page) => page.indexed)
    .map((page) => `  <url><loc>${escapeHtml(`${appOrigin}${page.path}`)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** GET /robots.txt and /sitemap.xml: fixed for the life of the process, so built once. */
export function registerSeoRoutes(app: FastifyInstance, appOrigin: string) {
  const robots = robotsTxt(appOrigin);
  const sitemap = sitemapXml(appOrigin);
  app.get('/robots.txt', { schema: { hide: true } }, (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('Cache-Control', CACHE_FOR_AN_HOUR).send(robots),
  );
  app.get('/sitemap.xml', { schema: { hide: true } }, (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('Cache-Control', CACHE_FOR_AN_HOUR)
      .send(sitemap),
  );
}
