import type { FastifyInstance } from 'fastify';
import type { Clock } from '../clock.js';
import type { Config } from '../config.js';

/** An expiry less than a year ahead, as readers of security.txt expect: worked out at each request, it never lapses. */
const VALID_FOR_DAYS = 180;
const DAY_MS = 86_400_000;

/** Who to tell about a vulnerability, and until when this says so. */
export function securityTxt(config: Config, now: Date): string {
  const expires = new Date(
    Math.floor(now.getTime() / DAY_MS) * DAY_MS + VALID_FOR_DAYS * DAY_MS,
  ).toISOString();
  return [
    `Contact: mailto:${config.SECURITY_EMAIL ?? config.SUPPORT_EMAIL}`,
    `Expires: ${expires.replace('.000Z', 'Z')}`,
    'Preferred-Languages: en',
    `Canonical: ${config.APP_ORIGIN}/.well-known/security.txt`,
    '',
  ].join('\n');
}

export function registerSecurityTxt(app: FastifyInstance, config: Config, clock: Clock) {
  app.get('/.well-known/security.txt', { schema: { hide: true } }, (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', 'public, max-age=86400')
      .send(securityTxt(config, clock.now())),
  );
}
