import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Clock } from '../../clock.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { clinics, invitations } from '../../db/schema.js';
import { enqueueMail } from '../../background/outbox.js';
import { findUserByEmail } from './service.js';

/** Who already has a claim on an address a sign-up names. */
export type AddressHolder =
  { kind: 'account'; name?: string } | { kind: 'invitation'; clinicName?: string };

/** The account using `email`, else the newest clinic invitation still open for it, else null. */
export async function addressHolder(
  db: Db,
  clock: Clock,
  email: string,
): Promise<AddressHolder | null> {
  const account = await findUserByEmail(db, email);
  if (account) return { kind: 'account', name: account.name };
  const [invitation] = await db
    .select({ clinicName: clinics.name })
    .from(invitations)
    .innerJoin(clinics, eq(clinics.id, invitations.clinicId))
    .where(
      and(
        eq(sql`lower(${invitations.email})`, email.trim().toLowerCase()),
        isNull(invitations.acceptedAt),
        isNull(invitations.cancelledAt),
        gt(invitations.expiresAt, clock.now()),
      ),
    )
    .orderBy(desc(invitations.createdAt))
    .limit(1);
  return invitation ? { kind: 'invitation', clinicName: invitation.clinicName } : null;
}

/** Tells an address that someone tried to sign up with it, and what to do instead. */
export async function queueSignUpNotice(
  db: Db,
  deps: { clock: Clock; config: Config },
  email: string,
  holder: AddressHolder,
): Promise<void> {
  const origin = deps.config.APP_ORIGIN;
  await enqueueMail(db, deps.clock, {
    template: 'sign-up-attempt',
    to: email,
    data:
      holder.kind === 'account'
        ? {
            reason: 'account',
            name: holder.name ?? '',
            loginLink: `${origin}/login`,
            resetLink: `${origin}/forgot-password`,
          }
        : { reason: 'invitation', clinicName: holder.clinicName ?? 'A clinic' },
  });
}
