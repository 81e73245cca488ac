import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { takesAppointmentsByDefault, type ClinicRole } from '../../domain/roles.js';
import { addFirstLocation } from '../clinic/first-location.js';
import type { Db } from '../db/client.js';
import { clinics, memberships, outbox, users } from '../db/schema.js';
import type { MailMessage, MailTemplate } from '../integrations/mail/templates.js';
import { hashPassword } from '../modules/auth/passwords.js';
import { createSession } from '../modules/auth/sessions.js';
import type { TestContext } from './app.js';

export const TEST_PASSWORD = 'Correct-horse-battery-9';
let passwordHash: Promise<string> | undefined;

export async function createClinic(db: Db, name = 'Test Clinic', planId = 'team') {
  const [clinic] = await db.insert(clinics).values({ name, planId }).returning();
  await addFirstLocation(db, clinic!.id);
  return clinic!;
}

/** A verified user who is a member of `clinicId` with `role` (or of no clinic). */
export async function createUser(
  db: Db,
  options: {
    clinicId?: string;
    role?: ClinicRole;
    verified?: boolean;
    platformAdmin?: boolean;
    email?: string;
  } = {},
) {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const [user] = await db
    .insert(users)
    .values({
      email: options.email ?? `user-${randomUUID()}@example.com`,
      name: 'Test',
      lastName: 'User',
      passwordHash: await passwordHash,
      emailVerifiedAt: options.verified === false ? null : new Date(),
      platformAdmin: options.platformAdmin ?? false,
    })
    .returning();
  if (options.clinicId && options.role) {
    await db.insert(memberships).values({
      clinicId: options.clinicId,
      userId: user!.id,
      role: options.role,
      takesAppointments: takesAppointmentsByDefault(options.role),
    });
  }
  return user!;
}

/**
 * A `cookie` header for a signed-in session of `userId` in `clinicId`, made directly (the sign-in
 * route has its own tests): quick enough for role matrices.
 */
export async function sessionCookieFor(
  ctx: TestContext,
  userId: string,
  clinicId: string | null,
): Promise<string> {
  const token = await createSession(ctx.database.db, ctx.clock, ctx.app.ctx.lifetimes, {
    userId,
    clinicId,
  });
  return `motio_session=${token}`;
}

/** A member of a new or given clinic, with a session cookie. */
export async function signedInMember(ctx: TestContext, role: ClinicRole, clinicId?: string) {
  const clinic = clinicId ?? (await createClinic(ctx.database.db)).id;
  const user = await createUser(ctx.database.db, { clinicId: clinic, role });
  return { user, clinicId: clinic, cookie: await sessionCookieFor(ctx, user.id, clinic) };
}

/** The session cookie of a sign-in answer, as a `cookie` header value. */
export function cookieFrom(setCookie: string | string[] | undefined): string | undefined {
  return [setCookie]
    .flat()
    .find((cookie) => cookie?.startsWith('motio_session='))
    ?.split(';')[0];
}

/** Mails queued (not yet delivered) for `to`, oldest first. */
export async function queuedMail<T extends MailTemplate>(
  db: Db,
  to: string,
  template?: T,
): Promise<Extract<MailMessage, { template: T }>[]> {
  const rows = await db
    .select({ payload: outbox.payload })
    .from(outbox)
    .where(and(eq(outbox.kind, 'mail'), eq(outbox.status, 'pending')))
    .orderBy(asc(outbox.createdAt));
  return rows
    .map((row) => row.payload as unknown as MailMessage)
    .filter(
      (mail) =>
        mail.to.toLowerCase() === to.toLowerCase() && (!template || mail.template === template),
    ) as Extract<MailMessage, { template: T }>[];
}

/** The `token` query parameter of a link in a mail. */
export const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;
