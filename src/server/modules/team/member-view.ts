import { and, asc, eq, sql } from 'drizzle-orm';
import type { TeamMember } from '../../../domain/team.js';
import type { Db } from '../../db/client.js';
import { memberships, users } from '../../db/schema.js';
import { notFound } from '../../http-errors.js';
import { avatarUrlOf } from '../auth/current-user.js';

const memberColumns = {
  id: memberships.id,
  userId: memberships.userId,
  name: users.name,
  lastName: users.lastName,
  email: users.email,
  role: memberships.role,
  title: memberships.title,
  calendarColor: memberships.calendarColor,
  takesAppointments: memberships.takesAppointments,
  deactivatedAt: memberships.deactivatedAt,
  totpEnabledAt: users.totpEnabledAt,
  avatarFileId: users.avatarFileId,
  createdAt: memberships.createdAt,
};

const selectMembers = (db: Db) =>
  db.select(memberColumns).from(memberships).innerJoin(users, eq(users.id, memberships.userId));

type MemberRow = Awaited<ReturnType<typeof selectMembers>>[number];

const toTeamMember = (row: MemberRow): TeamMember => ({
  id: row.id,
  userId: row.userId,
  name: row.name,
  lastName: row.lastName,
  email: row.email,
  role: row.role,
  title: row.title,
  calendarColor: row.calendarColor,
  takesAppointments: row.takesAppointments,
  status: row.deactivatedAt ? 'deactivated' : 'active',
  twoFactorEnabled: row.totpEnabledAt !== null,
  avatarUrl: avatarUrlOf(row.userId, row.avatarFileId),
  joinedAt: row.createdAt.toISOString(),
});

/** Active members first, then by last name and name. */
export async function listMembers(db: Db, clinicId: string): Promise<TeamMember[]> {
  const rows = await selectMembers(db)
    .where(eq(memberships.clinicId, clinicId))
    .orderBy(
      sql`${memberships.deactivatedAt} is not null`,
      asc(sql`lower(${users.lastName})`),
      asc(sql`lower(${users.name})`),
    );
  return rows.map(toTeamMember);
}

/** A member of this clinic by membership id; another clinic's membership is not found. */
export async function findMemberRow(db: Db, clinicId: string, membershipId: string) {
  const [row] = await selectMembers(db)
    .where(and(eq(memberships.id, membershipId), eq(memberships.clinicId, clinicId)))
    .limit(1);
  if (!row) throw notFound('The team member');
  return row;
}

export const findMember = async (db: Db, clinicId: string, membershipId: string) =>
  toTeamMember(await findMemberRow(db, clinicId, membershipId));
