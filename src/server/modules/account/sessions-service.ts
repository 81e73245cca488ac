import { and, desc, eq, gt } from 'drizzle-orm';
import type { AccountSession } from '../../../domain/account.js';
import type { AppContext, RequestOrigin } from '../../context.js';
import { sessions } from '../../db/schema.js';
import { notFound } from '../../http-errors.js';
import type { AuthContext } from '../auth/auth-context.js';
import { auditAccount } from './service.js';

/** The user's live sessions (not past their absolute or idle lifetime), most recently used first. */
export async function listSessions(ctx: AppContext, auth: AuthContext): Promise<AccountSession[]> {
  const now = ctx.clock.now();
  const idleSince = new Date(now.getTime() - ctx.lifetimes.idleMinutes * 60_000);
  const rows = await ctx.db
    .select({
      id: sessions.id,
      userAgent: sessions.userAgent,
      ip: sessions.ip,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, auth.user.id),
        gt(sessions.expiresAt, now),
        gt(sessions.lastSeenAt, idleSince),
      ),
    )
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt));
  return rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    current: row.id === auth.sessionId,
  }));
}

/** Ends one of the user's own sessions; anyone else's is not found. Tells whether it was this one. */
export async function endOwnSession(
  ctx: AppContext,
  auth: AuthContext,
  sessionId: string,
  origin: RequestOrigin,
): Promise<{ current: boolean }> {
  const current = sessionId === auth.sessionId;
  await ctx.db.transaction(async (tx) => {
    const [ended] = await tx
      .delete(sessions)
      .where(and(eq(sessions.id, sessionId), eq(sessions.userId, auth.user.id)))
      .returning({ id: sessions.id });
    if (!ended) throw notFound('The session');
    await auditAccount(tx, auth, origin, {
      action: 'account.session_ended',
      entityType: 'session',
      entityId: sessionId,
      meta: { current },
    });
  });
  return { current };
}
