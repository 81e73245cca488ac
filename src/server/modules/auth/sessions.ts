import { and, eq, gt, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { ClinicRole } from '../../../domain/roles.js';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/client.js';
import { clinics, memberships, sessions, users } from '../../db/schema.js';
import { hashToken, newSecureToken } from '../../secure-tokens.js';

export interface SessionLifetimes {
  idleMinutes: number;
  absoluteHours: number;
}

export interface AuthContext {
  sessionId: string;
  user: {
    id: string;
    email: string;
    name: string;
    lastName: string;
    platformAdmin: boolean;
    twoFactorEnabled: boolean;
  };
  /** The session's active clinic; null when the user has none (an operator) or was removed. */
  membership: { clinicId: string; clinicName: string; role: ClinicRole } | null;
  /** The clinic requires two-factor sign-in and the user has not set it up yet. */
  twoFactorSetupRequired: boolean;
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

/** The signed-in context of a token, or null when it is unknown, idle too long or expired. */
export async function resolveSession(
  db: Db,
  clock: Clock,
  lifetimes: SessionLifetimes,
  token: string,
): Promise<AuthContext | null> {
  const now = clock.now();
  const [row] = await db
    .select({
      sessionId: sessions.id,
      lastSeenAt: sessions.lastSeenAt,
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
      and(
        eq(sessions.tokenHash, hashToken(token)),
        gt(sessions.expiresAt, now),
        isNull(users.disabledAt),
      ),
    )
    .limit(1);
  if (!row) return null;
  const idleMs = now.getTime() - row.lastSeenAt.getTime();
  if (idleMs > lifetimes.idleMinutes * 60_000) {
    await db.delete(sessions).where(eq(sessions.id, row.sessionId));
    return null;
  }
  if (idleMs > TOUCH_AFTER_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, row.sessionId));
  }
  const twoFactorEnabled = row.totpEnabledAt !== null;
  return {
    sessionId: row.sessionId,
    user: { ...row.user, twoFactorEnabled },
    membership:
      row.clinicId && row.clinicName && row.role
        ? { clinicId: row.clinicId, clinicName: row.clinicName, role: row.role }
        : null,
    twoFactorSetupRequired: row.requireTwoFactor === true && !twoFactorEnabled,
  };
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
