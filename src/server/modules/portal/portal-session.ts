import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PORTAL_IDLE_MINUTES, PORTAL_SESSION_HOURS } from '../../../domain/portal.js';
import { MINUTE_MS } from '../../../domain/clinic-time.js';
import type { AppContext } from '../../context.js';
import { portalSessions, portalSignInTokens } from '../../db/schema.js';
import { HttpError } from '../../http-errors.js';
import { hashToken, newSecureToken } from '../../secure-tokens.js';

/** The patient a portal request acts for: from the portal cookie only, never from the request. */
export interface PortalPatient {
  clinicId: string;
  patientId: string;
  sessionId: string;
}

/** A patient of a clinic, however they proved it (a portal session, a visit's mailed link). */
export type ClinicPatient = Pick<PortalPatient, 'clinicId' | 'patientId'>;

/** Sent only to the portal's own routes: a staff page never carries it, nor the reverse. */
const COOKIE_PATH = '/api/v1/portal';
export const portalCookieName = (isHttps: boolean) =>
  isHttps ? '__Secure-motio_portal' : 'motio_portal';

const signedOut = () =>
  new HttpError(401, 'PORTAL_SIGNED_OUT', 'Please sign in again with a link from your email.');

/** A mailed link's token, once and within its minutes, becomes a portal session cookie. */
export async function startPortalSession(
  ctx: AppContext,
  reply: FastifyReply,
  token: string,
): Promise<PortalPatient> {
  const now = ctx.clock.now();
  const { token: sessionToken, hash } = newSecureToken();
  const expired = () =>
    new HttpError(
      410,
      'LINK_EXPIRED',
      'This sign-in link has expired or was already used. Ask for a new one.',
    );
  const [link] = await ctx.db
    .select({
      id: portalSignInTokens.id,
      clinicId: portalSignInTokens.clinicId,
      patientId: portalSignInTokens.patientId,
    })
    .from(portalSignInTokens)
    .where(
      and(
        eq(portalSignInTokens.tokenHash, hashToken(token)),
        isNull(portalSignInTokens.usedAt),
        gt(portalSignInTokens.expiresAt, now),
      ),
    );
  if (!link) throw expired();
  const session = await ctx.db.transaction(async (tx) => {
    // Two tabs opening one link at once: one of them claims it.
    const [claimed] = await tx
      .update(portalSignInTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(portalSignInTokens.clinicId, link.clinicId),
          eq(portalSignInTokens.id, link.id),
          isNull(portalSignInTokens.usedAt),
        ),
      )
      .returning({ id: portalSignInTokens.id });
    if (!claimed) throw expired();
    const owner = { clinicId: link.clinicId, patientId: link.patientId };
    const [created] = await tx
      .insert(portalSessions)
      .values({
        ...owner,
        tokenHash: hash,
        lastSeenAt: now,
        expiresAt: new Date(now.getTime() + PORTAL_SESSION_HOURS * 60 * MINUTE_MS),
        createdAt: now,
      })
      .returning({ id: portalSessions.id });
    return { ...owner, sessionId: created!.id };
  });
  reply.setCookie(portalCookieName(ctx.config.isHttps), sessionToken, {
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite: 'lax',
    secure: ctx.config.isHttps,
    maxAge: PORTAL_SESSION_HOURS * 3600,
  });
  return session;
}

/** The signed-in patient of a portal request; 401 without a live session. */
export async function portalPatientOf(
  ctx: AppContext,
  request: FastifyRequest,
): Promise<PortalPatient> {
  const token = request.cookies[portalCookieName(ctx.config.isHttps)];
  if (!token) throw signedOut();
  const now = ctx.clock.now();
  const [session] = await ctx.db
    .select({
      sessionId: portalSessions.id,
      clinicId: portalSessions.clinicId,
      patientId: portalSessions.patientId,
    })
    .from(portalSessions)
    .where(
      and(
        eq(portalSessions.tokenHash, hashToken(token)),
        gt(portalSessions.expiresAt, now),
        gt(portalSessions.lastSeenAt, new Date(now.getTime() - PORTAL_IDLE_MINUTES * MINUTE_MS)),
      ),
    );
  if (!session) throw signedOut();
  await ctx.db
    .update(portalSessions)
    .set({ lastSeenAt: now })
    .where(
      and(eq(portalSessions.clinicId, session.clinicId), eq(portalSessions.id, session.sessionId)),
    );
  return session;
}

export async function endPortalSession(
  ctx: AppContext,
  reply: FastifyReply,
  patient: PortalPatient,
): Promise<void> {
  await ctx.db
    .delete(portalSessions)
    .where(
      and(eq(portalSessions.clinicId, patient.clinicId), eq(portalSessions.id, patient.sessionId)),
    );
  reply.clearCookie(portalCookieName(ctx.config.isHttps), {
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite: 'lax',
    secure: ctx.config.isHttps,
  });
}
