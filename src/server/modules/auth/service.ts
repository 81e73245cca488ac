import { asc, eq, sql } from 'drizzle-orm';
import type { LoginInput } from '../../../domain/auth.js';
import type { Db } from '../../db/client.js';
import { memberships, users } from '../../db/schema.js';
import { HttpError } from '../../http-errors.js';
import { recordAudit } from '../audit/service.js';
import { verifyAgainstDummy, verifyPassword } from './passwords.js';
import { createSession, type SessionLifetimes } from './sessions.js';

const INVALID_CREDENTIALS = new HttpError(
  401,
  'INVALID_CREDENTIALS',
  'Email or password is incorrect.',
);

/** Checks the credentials and opens a session in the user's first clinic. */
export async function signIn(
  db: Db,
  lifetimes: SessionLifetimes,
  input: LoginInput,
  context: { ip: string; userAgent?: string },
): Promise<{ token: string }> {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, input.email.toLowerCase()))
    .limit(1);

  const valid = user
    ? await verifyPassword(user.passwordHash, input.password)
    : await verifyAgainstDummy(input.password);
  if (!user || !valid || user.disabledAt) {
    await recordAudit(db, {
      action: 'auth.sign_in_failed',
      actorUserId: user?.id ?? null,
      ip: context.ip,
      meta: { reason: !user ? 'unknown_email' : user.disabledAt ? 'disabled' : 'wrong_password' },
    });
    throw INVALID_CREDENTIALS;
  }
  if (!user.emailVerifiedAt) {
    throw new HttpError(
      403,
      'EMAIL_NOT_VERIFIED',
      'Please verify your email first: open the link we sent you, then sign in.',
    );
  }

  const [membership] = await db
    .select({ clinicId: memberships.clinicId })
    .from(memberships)
    .where(eq(memberships.userId, user.id))
    .orderBy(asc(memberships.createdAt))
    .limit(1);

  const token = await createSession(db, lifetimes, {
    userId: user.id,
    clinicId: membership?.clinicId ?? null,
    userAgent: context.userAgent,
  });
  await recordAudit(db, {
    action: 'auth.signed_in',
    actorUserId: user.id,
    clinicId: membership?.clinicId ?? null,
    ip: context.ip,
  });
  return { token };
}
