import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { ClinicRole } from '../../../domain/roles.js';
import type { Db } from '../../db/client.js';
import { clinics, memberships, sessions, users } from '../../db/schema.js';

export interface SessionLifetimes {
  idleMinutes: number;
  absoluteHours: number;
}

export interface AuthContext {
  sessionId: string;
  user: { id: string; email: string; name: string; lastName: string; platformAdmin: boolean };
  membership: { clinicId: string; clinicName: string; role: ClinicRole } | null;
}

/** Touching last_seen_at on every request would turn each read into a write. */
const TOUCH_AFTER_MS = 60_000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Creates a session and returns its token: 256 random bits; only the hash is stored. */
export async function createSession(
  db: Db,
  lifetimes: SessionLifetimes,
  input: { userId: string; clinicId: string | null; userAgent?: string },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId: input.userId,
    clinicId: input.clinicId,
    userAgent: input.userAgent?.slice(0, 300),
    expiresAt: new Date(Date.now() + lifetimes.absoluteHours * 3_600_000),
  });
  return token;
}

/** The signed-in context of a token, or null when it is unknown, idle too long or expired. */
export async function resolveSession(
  db: Db,
  lifetimes: SessionLifetimes,
  token: string,
): Promise<AuthContext | null> {
  const now = Date.now();
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
      clinicId: clinics.id,
      clinicName: clinics.name,
      role: memberships.role,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(
      memberships,
      and(eq(memberships.userId, sessions.userId), eq(memberships.clinicId, sessions.clinicId)),
    )
    .leftJoin(clinics, eq(clinics.id, memberships.clinicId))
    .where(
      and(
        eq(sessions.tokenHash, hashToken(token)),
        gt(sessions.expiresAt, new Date(now)),
        sql`${users.disabledAt} is null`,
      ),
    )
    .limit(1);
  if (!row) return null;
  const idleMs = now - row.lastSeenAt.getTime();
  if (idleMs > lifetimes.idleMinutes * 60_000) {
    await db.delete(sessions).where(eq(sessions.id, row.sessionId));
    return null;
  }
  if (idleMs > TOUCH_AFTER_MS) {
    await db
      .update(sessions)
      .set({ lastSeenAt: new Date(now) })
      .where(eq(sessions.id, row.sessionId));
  }
  return {
    sessionId: row.sessionId,
    user: row.user,
    membership:
      row.clinicId && row.clinicName && row.role
        ? { clinicId: row.clinicId, clinicName: row.clinicName, role: row.role }
        : null,
  };
}

export async function endSession(db: Db, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}
