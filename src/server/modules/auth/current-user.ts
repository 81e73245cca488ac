import { and, asc, eq, isNull } from 'drizzle-orm';
import type { CurrentUser } from '../../../domain/auth.js';
import type { Db } from '../../db/client.js';
import { clinics, memberships, users } from '../../db/schema.js';
import type { AuthContext } from './auth-context.js';

export const avatarUrlOf = (userId: string, avatarFileId: string | null) =>
  avatarFileId ? `/api/v1/users/${userId}/avatar?v=${avatarFileId}` : null;

/** The answer of GET /users/current-user: the session's user, clinic and the clinics to switch to. */
export async function loadCurrentUser(db: Db, auth: AuthContext): Promise<CurrentUser> {
  const [profile] = await db
    .select({ location: users.location, avatarFileId: users.avatarFileId })
    .from(users)
    .where(eq(users.id, auth.user.id));
  const clinicList = await db
    .select({
      clinicId: clinics.id,
      clinicName: clinics.name,
      role: memberships.role,
      title: memberships.title,
      calendarColor: memberships.calendarColor,
    })
    .from(memberships)
    .innerJoin(clinics, eq(clinics.id, memberships.clinicId))
    .where(and(eq(memberships.userId, auth.user.id), isNull(memberships.deactivatedAt)))
    .orderBy(asc(clinics.name));
  const active = clinicList.find((clinic) => clinic.clinicId === auth.membership?.clinicId);
  return {
    user: {
      ...auth.user,
      location: profile?.location ?? '',
      avatarUrl: avatarUrlOf(auth.user.id, profile?.avatarFileId ?? null),
    },
    membership: active ?? null,
    clinics: clinicList.map(({ clinicId, clinicName, role }) => ({ clinicId, clinicName, role })),
    twoFactorSetupRequired: auth.twoFactorSetupRequired,
  };
}
