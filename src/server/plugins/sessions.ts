import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Permission } from '../../domain/permissions.js';
import { can } from '../../domain/permissions.js';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { forbidden, unauthorized } from '../http-errors.js';
import { resolveSession, type AuthContext } from '../modules/auth/sessions.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Open to visitors; every other /api route answers 401 without a session. */
    public?: boolean;
    /** Needs this permission in the active clinic (DESIGN §4). */
    permission?: Permission;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

export const sessionCookieName = (config: Config) =>
  config.isHttps ? '__Host-motio_session' : 'motio_session';

export async function registerSessions(app: FastifyInstance, config: Config, db: Db) {
  await app.register(cookie);
  const cookieName = sessionCookieName(config);
  const lifetimes = {
    idleMinutes: config.SESSION_IDLE_MINUTES,
    absoluteHours: config.SESSION_ABSOLUTE_HOURS,
  };

  app.decorateRequest('auth', null);

  // onRequest: a visitor is turned away before their body is even parsed.
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/') || request.is404) return;
    const token = request.cookies[cookieName];
    request.auth = token ? await resolveSession(db, lifetimes, token) : null;
    const routeConfig = request.routeOptions.config;
    if (routeConfig.public) return;
    if (!request.auth) throw unauthorized();
    const permission = routeConfig.permission;
    if (permission && !can(request.auth.membership?.role, permission)) throw forbidden();
  });

  return {
    setSessionCookie(reply: FastifyReply, token: string) {
      reply.setCookie(cookieName, token, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: config.isHttps,
        maxAge: config.SESSION_ABSOLUTE_HOURS * 3600,
      });
    },
    clearSessionCookie(reply: FastifyReply) {
      reply.clearCookie(cookieName, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: config.isHttps,
      });
    },
  };
}

export type SessionCookies = Awaited<ReturnType<typeof registerSessions>>;
