import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CurrentUser } from '../../domain/auth.js';
import type { Permission } from '../../domain/permissions.js';
import { can } from '../../domain/permissions.js';
import type { AppContext, RequestOrigin } from '../context.js';
import { forbidden, HttpError, unauthorized } from '../http-errors.js';
import type { AuthContext } from '../modules/auth/auth-context.js';
import { createSessionResolver } from '../modules/auth/sessions.js';
import { changesState } from './security.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Open to visitors; every other /api route answers 401 without a session. */
    public?: boolean;
    /** Needs this permission in the active clinic. */
    permission?: Permission;
    /** Platform operators only (platform_admin). */
    platformAdmin?: boolean;
    /**
     * Reachable while the clinic requires two-factor sign-in and the user has not set it up:
     * what they need to set it up (their account, current user, sign-out).
     */
    allowPendingTwoFactor?: boolean;
    /**
     * A state-changing route that cannot change anyone else's user, clinic or role (a booking,
     * a patient record, a sign-in): other sessions reused by reads stay valid after it; only
     * the caller's own is read again.
     */
    keepsSessions?: boolean;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
    /** The signed-in user as GET /users/current-user answers it (reused with the session). */
    currentUser: (() => Promise<CurrentUser>) | null;
  }
}

export const TWO_FACTOR_SETUP_REQUIRED = () =>
  new HttpError(
    403,
    'TWO_FACTOR_SETUP_REQUIRED',
    'Your clinic requires two-factor sign-in. Set it up in your account settings to continue.',
  );

export const sessionCookieName = (isHttps: boolean) =>
  isHttps ? '__Host-motio_session' : 'motio_session';

/** The signed-in context of a route that is not public: the hook has made sure it is there. */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

/** The active clinic of a clinic route (one with a `permission`). */
export function requireClinic(request: FastifyRequest) {
  const membership = requireAuth(request).membership;
  if (!membership) throw forbidden();
  return membership;
}

export const originOf = (request: FastifyRequest): RequestOrigin => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
});

export async function registerSessions(app: FastifyInstance, ctx: AppContext) {
  await app.register(cookie);
  const { config, db, clock, lifetimes } = ctx;
  const cookieName = sessionCookieName(config.isHttps);

  const resolver = createSessionResolver(db, clock, lifetimes);

  app.decorateRequest('auth', null);
  app.decorateRequest('currentUser', null);

  // onRequest: a visitor is turned away before their body is even parsed.
  app.addHook('onRequest', async (request) => {
    // Only API routes need a session; the web app's files and unknown paths do not.
    if (!request.routeOptions.url?.startsWith('/api/')) return;
    const token = request.cookies[cookieName];
    const session = token
      ? await resolver.resolve(token, { fresh: changesState(request.method) })
      : null;
    request.auth = session?.auth ?? null;
    request.currentUser = session?.currentUser ?? null;
    const routeConfig = request.routeOptions.config;
    if (routeConfig.public) return;
    const auth = request.auth;
    if (!auth) throw unauthorized();
    if (routeConfig.platformAdmin && !auth.user.platformAdmin) throw forbidden();
    if (auth.twoFactorSetupRequired && !routeConfig.allowPendingTwoFactor)
      throw TWO_FACTOR_SETUP_REQUIRED();
    const permission = routeConfig.permission;
    if (permission && !can(auth.membership?.role, permission)) throw forbidden();
  });

  // Before the answer leaves: the next request of this client must already see the change.
  app.addHook('onSend', async (request) => {
    if (!request.url.startsWith('/api/') || !changesState(request.method)) return;
    // Undefined when an earlier onRequest hook (the origin check) refused before cookies parsed.
    const token = request.cookies?.[cookieName];
    if (!request.routeOptions.config.keepsSessions) resolver.invalidate();
    else if (token) resolver.forget(token);
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
