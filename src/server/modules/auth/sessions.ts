import { and, eq, gt, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { CurrentUser } from '../../../domain/auth.js';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/client.js';
import { clinics, memberships, sessions, users } from '../../db/schema.js';
import { hashToken, newSecureToken } from '../../secure-tokens.js';
import type { AuthContext } from './auth-context.js';
import { loadCurrentUser } from './current-user.js';

export interface SessionLifetimes {
  idleMinutes: number;
  absoluteHours: number;
}

/** Touching last_seen_at on every request would turn each read into a write. */
const TOUCH_AFTER_MS = 60_000;

/** Creates a session and returns its token: 256 random bits; only the hash is stored. */
export async function createSession(
  db: Db,
  clock: Clock,
  lifetimes: SessionLifetimes,
  input: { userId: string; clinicId: string | null; userAgent?: string; ip?: string },
): Promise<string> {
  const { token, hash } = newSecureToken();
  const now = clock.now();
  await db.insert(sessions).values({
    tokenHash: hash,
    userId: input.userId,
    clinicId: input.clinicId,
    userAgent: input.userAgent?.slice(0, 300),
    ip: input.ip,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + lifetimes.absoluteHours * 3_600_000),
  });
  return token;
}

export interface ResolvedSession {
  auth: AuthContext;
  /** The answer of GET /users/current-user: built when first asked for, then reused with it. */
  currentUser(): Promise<CurrentUser>;
}

interface LoadedSession {
  auth: AuthContext;
  /** When the session ends unless it is used again (idle) or at all (absolute), in ms. */
  endsAt: number;
}

/** A session by its token hash, or null when it is unknown, idle too long or expired. */
async function loadSession(
  db: Db,
  clock: Clock,
  lifetimes: SessionLifetimes,
  tokenHash: string,
): Promise<LoadedSession | null> {
  const now = clock.now();
  const [row] = await db
    .select({
      sessionId: sessions.id,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      user: {
        id: users.id,
        email: users.email,
        name: users.name,
        lastName: users.lastName,
        platformAdmin: users.platformAdmin,
      },
      totpEnabledAt: users.totpEnabledAt,
      clinicId: clinics.id,
      clinicName: clinics.name,
      requireTwoFactor: clinics.requireTwoFactor,
      role: memberships.role,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(
      memberships,
      and(
        eq(memberships.userId, sessions.userId),
        eq(memberships.clinicId, sessions.clinicId),
        isNull(memberships.deactivatedAt),
      ),
    )
    .leftJoin(clinics, eq(clinics.id, memberships.clinicId))
    .where(
      and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now), isNull(users.disabledAt)),
    )
    .limit(1);
  if (!row) return null;
  const idleLimitMs = lifetimes.idleMinutes * 60_000;
  const idleMs = now.getTime() - row.lastSeenAt.getTime();
  if (idleMs > idleLimitMs) {
    await db.delete(sessions).where(eq(sessions.id, row.sessionId));
    return null;
  }
  let lastSeenAt = row.lastSeenAt;
  if (idleMs > TOUCH_AFTER_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, row.sessionId));
    lastSeenAt = now;
  }
  const twoFactorEnabled = row.totpEnabledAt !== null;
  const auth: AuthContext = {
    sessionId: row.sessionId,
    user: { ...row.user, twoFactorEnabled },
    membership:
      row.clinicId && row.clinicName && row.role
        ? { clinicId: row.clinicId, clinicName: row.clinicName, role: row.role }
        : null,
    twoFactorSetupRequired: row.requireTwoFactor === true && !twoFactorEnabled,
  };
  const endsAt = Math.min(row.expiresAt.getTime(), lastSeenAt.getTime() + idleLimitMs);
  return { auth, endsAt };
}

/** How long a resolved session may be reused without asking the database again. */
export const SESSION_CACHE_MS = 2_000;
const SESSION_CACHE_MAX = 10_000;

export interface SessionResolver {
  /**
   * The signed-in context of a token. Reads reuse a context resolved within the last
   * SESSION_CACHE_MS; `fresh` (every state-changing request) always asks the database.
   */
  resolve(token: string, options: { fresh: boolean }): Promise<ResolvedSession | null>;
  /** Forgets every reused context: called after each state-changing request. */
  invalidate(): void;
  /** Forgets one token's context: after a change that concerns that session alone. */
  forget(token: string): void;
}

/**
 * Resolving a session costs a database query per request, which on the embedded database is
 * the whole cost of a read. Reads reuse a context for a moment; any change (a member removed, a
 * role changed, a sign-out, a clinic switch) empties the cache once its request is done, and a
 * read that was already in flight then cannot store what it fetched (the generation check). On
 * several instances another instance's change reaches reads here within SESSION_CACHE_MS;
 * writes are always checked against the database.
 */
export function createSessionResolver(
  db: Db,
  clock: Clock,
  lifetimes: SessionLifetimes,
): SessionResolver {
  const cache = new Map<string, { session: ResolvedSession; reuseUntil: number }>();
  let generation = 0;

  return {
    async resolve(token, { fresh }) {
      const tokenHash = hashToken(token);
      const now = clock.now().getTime();
      const cached = fresh ? undefined : cache.get(tokenHash);
      if (cached && now < cached.reuseUntil) return cached.session;
      const startedIn = generation;
      const loaded = await loadSession(db, clock, lifetimes, tokenHash);
      cache.delete(tokenHash);
      if (!loaded) return null;
      const session = {
        auth: loaded.auth,
        currentUser: once(() => loadCurrentUser(db, loaded.auth)),
      };
      if (startedIn === generation) {
        if (cache.size >= SESSION_CACHE_MAX) cache.clear();
        cache.set(tokenHash, {
          session,
          reuseUntil: Math.min(now + SESSION_CACHE_MS, loaded.endsAt),
        });
      }
      return session;
    },
    invalidate() {
      generation += 1;
      cache.clear();
    },
    // No generation step: reads of other sessions in flight may still keep what they fetched.
    forget(token) {
      cache.delete(hashToken(token));
    },
  };
}

/** `load` run on the first call only; a failure is not kept, so the next call tries again. */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let result: Promise<T> | undefined;
  return () =>
    (result ??= load().catch((error: unknown) => {
      result = undefined;
      throw error;
    }));
}

export async function endSession(db: Db, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/**
 * Ends a user's sessions: all of them, those in one clinic (a member removed or deactivated), or
 * all but the current one (a password change).
 */
export async function endSessionsOf(
  db: Db,
  userId: string,
  scope: { clinicId?: string; exceptSessionId?: string } = {},
): Promise<void> {
  const conditions: SQL[] = [eq(sessions.userId, userId)];
  if (scope.clinicId) conditions.push(eq(sessions.clinicId, scope.clinicId));
  if (scope.exceptSessionId) conditions.push(ne(sessions.id, scope.exceptSessionId));
  await db.delete(sessions).where(and(...conditions));
}

/** Removes sessions past their absolute lifetime (run by the worker now and then). */
export async function deleteExpiredSessions(db: Db, clock: Clock): Promise<void> {
  await db.delete(sessions).where(sql`${sessions.expiresAt} <= ${clock.now()}`);
}
