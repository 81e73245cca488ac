import { and, eq } from 'drizzle-orm';
import { DAY_MS } from '../../domain/clinic-time.js';
import type { ClinicRole } from '../../domain/roles.js';
import { INVITATION_DAYS } from '../../domain/team.js';
import type { Db } from '../db/client.js';
import { invitations, memberships } from '../db/schema.js';
import { newSecureToken } from '../secure-tokens.js';
import type { TestContext } from './app.js';
import { createUser } from './fixtures.js';

/** A new user who is a member of `clinicId`, with the membership id the team routes address. */
export async function addMember(
  db: Db,
  clinicId: string,
  role: ClinicRole,
  options: { deactivated?: boolean; email?: string } = {},
) {
  const user = await createUser(db, { clinicId, role, email: options.email });
  const [membership] = await db
    .update(memberships)
    .set({ deactivatedAt: options.deactivated ? new Date() : null })
    .where(and(eq(memberships.userId, user.id), eq(memberships.clinicId, clinicId)))
    .returning({ id: memberships.id });
  return { user, membershipId: membership!.id };
}

/** An open invitation written directly (the invitation routes have their own tests). */
export async function addInvitation(
  ctx: TestContext,
  clinicId: string,
  options: { email?: string; role?: ClinicRole; expiresAt?: Date; invitedByUserId?: string } = {},
) {
  const { token, hash } = newSecureToken();
  const email = options.email ?? `invitee-${hash.slice(0, 12)}@example.com`;
  const now = ctx.clock.now();
  const [invitation] = await ctx.database.db
    .insert(invitations)
    .values({
      clinicId,
      email,
      role: options.role ?? 'therapist',
      invitedByUserId: options.invitedByUserId,
      tokenHash: hash,
      createdAt: now,
      expiresAt: options.expiresAt ?? new Date(now.getTime() + INVITATION_DAYS * DAY_MS),
    })
    .returning({ id: invitations.id });
  return { id: invitation!.id, token, email };
}
