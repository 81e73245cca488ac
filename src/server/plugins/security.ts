import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import { HttpError } from '../http-errors.js';
import { paddleCspSources } from './paddle-csp.js';
import { computeHelmetHeaders } from './security-headers.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** POST, PUT, PATCH, DELETE: what the Origin check guards and what ends reused sessions. */
export const changesState = (method: string) => !SAFE_METHODS.has(method);
const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/** The app's own origin, plus its other loopback spellings when it runs on this machine. */
export function allowedOrigins(appOrigin: string): Set<string> {
  const url = new URL(appOrigin);
  if (!LOOPBACK_HOSTS.includes(url.hostname)) return new Set([url.origin]);
  return new Set(
    LOOPBACK_HOSTS.map((host) => `${url.protocol}//${host}${url.port ? `:${url.port}` : ''}`),
  );
}

export function registerSecurity(app: FastifyInstance, config: Config) {
  // Analytics sends its events from the browser straight to PostHog, only when a key is set.
  const analyticsOrigins = config.POSTHOG_KEY ? [new URL(config.POSTHOG_HOST).origin] : [];
  const paddle = paddleCspSources(config);
  const headersFor = ({ embeddable }: { embeddable: boolean }) =>
    computeHelmetHeaders({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...paddle.script],
          // Mantine writes its CSS variables into <style> elements at run time.
          styleSrc: ["'self'", "'unsafe-inline'", ...paddle.style],
          imgSrc: ["'self'", 'data:', 'blob:', ...paddle.img],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'", ...analyticsOrigins, ...paddle.connect],
          frameSrc: paddle.frame.length > 0 ? paddle.frame : ["'none'"],
          frameAncestors: embeddable ? ['*'] : ["'none'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          ...(config.isHttps ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      strictTransportSecurity: config.isHttps
        ? { maxAge: 31_536_000, includeSubDomains: true }
        : false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      frameguard: embeddable ? false : { action: 'deny' },
      crossOriginEmbedderPolicy: false,
    });
  const securityHeaders = headersFor({ embeddable: false });
  // A clinic's booking page may sit in a frame on the clinic's own website; it sets no cookie.
  const bookingPageHeaders = headersFor({ embeddable: true });

  const origins = allowedOrigins(config.APP_ORIGIN);

  app.addHook('onRequest', async (request, reply) => {
    reply.headers(request.url.startsWith('/book/') ? bookingPageHeaders : securityHeaders);
    if (!request.url.startsWith('/api/')) return;
    reply.header('Cache-Control', 'no-store');
    if (!changesState(request.method)) return;
    // Browsers send Origin with every cross-site state-changing request; clients without one
    // (server-to-server webhooks, curl) cannot carry a victim's cookie by accident.
    const origin = request.headers.origin;
    const crossSite = request.headers['sec-fetch-site'] === 'cross-site';
    if ((origin !== undefined && !origins.has(origin)) || crossSite) {
      throw new HttpError(403, 'BAD_ORIGIN', 'This request must come from the Motio app itself.');
    }
  });
}
