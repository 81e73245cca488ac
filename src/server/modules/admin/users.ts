import { and, asc, count, desc, eq, gt, ilike, inArray, max, or, type SQL } from 'drizzle-orm';
import type { AdminUser, AdminUserList, AdminUserListQuery } from '../../../domain/admin.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { clinics, memberships, sessions, users } from '../../db/schema.js';
import { notFound } from '../../http-errors.js';
import { pageInfo, pageOffset } from '../../db/pagination.js';

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Every word must match a part of the email, first name or last name. */
function searchCondition(search: string | undefined): SQL | undefined {
  const words = search?.split(/\s+/).filter(Boolean) ?? [];
  if (words.length === 0) return undefined;
  return and(
    ...words.map((word) => {
      const pattern = likePattern(word);
      return or(
        ilike(users.email, pattern),
        ilike(users.name, pattern),
        ilike(users.lastName, pattern),
      )!;
    }),
  );
}

type UserRow = typeof users.$inferSelect;

/** The admin view of users: their clinics and roles, and what their sessions say. */
async function viewsOf(db: Db, rows: UserRow[], now: Date): Promise<AdminUser[]> {
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return [];
  const clinicRows = await db
    .select({
      userId: memberships.userId,
      clinicId: clinics.id,
      clinicName: clinics.name,
      role: memberships.role,
      deactivatedAt: memberships.deactivatedAt,
    })
    .from(memberships)
    .innerJoin(clinics, eq(clinics.id, memberships.clinicId))
    .where(inArray(memberships.userId, ids))
    .orderBy(asc(clinics.name));
  const sessionRows = await db
    .select({ userId: sessions.userId, lastSeenAt: max(sessions.lastSeenAt), n: count() })
    .from(sessions)
    .where(and(inArray(sessions.userId, ids), gt(sessions.expiresAt, now)))
    .groupBy(sessions.userId);
  const sessionsOf = new Map(sessionRows.map((row) => [row.userId, row]));
  return rows.map((row) => {
    const session = sessionsOf.get(row.id);
    return {
      id: row.id,
      email: row.email,
      name: row.name,
      lastName: row.lastName,
      verified: row.emailVerifiedAt !== null,
      disabled: row.disabledAt !== null,
      platformAdmin: row.platformAdmin,
      earlyAccess: row.earlyAccess,
      createdAt: row.createdAt.toISOString(),
      lastSeenAt: session?.lastSeenAt ? new Date(session.lastSeenAt).toISOString() : null,
      activeSessions: session?.n ?? 0,
      clinics: clinicRows
        .filter((clinic) => clinic.userId === row.id)
        .map((clinic) => ({
          clinicId: clinic.clinicId,
          clinicName: clinic.clinicName,
          role: clinic.role,
          active: clinic.deactivatedAt === null,
        })),
    };
  });
}

/** GET /admin/users: newest accounts first, searched by name or email. */
export async function listUsers(
  ctx: AppContext,
  query: AdminUserListQuery,
): Promise<AdminUserList> {
  const { db, clock } = ctx;
  const where = searchCondition(query.search);
  const [total] = await db.select({ n: count() }).from(users).where(where);
  const rows = await db
    .select()
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt), asc(users.id))
    .limit(query.limit)
    .offset(pageOffset(query.page, query.limit));
  return {
    users: await viewsOf(db, rows, clock.now()),
    ...pageInfo(total?.n ?? 0, query.page, query.limit),
  };
}

/** A user by id, or 404. */
export async function userRowOr404(db: Db, userId: string): Promise<UserRow> {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  if (!row) throw notFound('The user');
  return row;
}

export async function adminUserView(ctx: AppContext, userId: string): Promise<AdminUser> {
  const [view] = await viewsOf(ctx.db, [await userRowOr404(ctx.db, userId)], ctx.clock.now());
  return view!;
}
