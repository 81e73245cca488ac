import { sql } from 'drizzle-orm';
import type { EarlyAccessStatus } from '../../../domain/auth.js';
import { takesAppointmentsByDefault } from '../../../domain/roles.js';
import type { RegisterRequest } from '../../../domain/billing.js';
import type { AppContext, RequestOrigin } from '../../context.js';
import { addFirstLocation } from '../../clinic/first-location.js';
import { rowsOf } from '../../db/raw-rows.js';
import { clinics, memberships, users } from '../../db/schema.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { recordAudit } from '../audit/service.js';
import { addressHolder, queueSignUpNotice, type AddressHolder } from './address-holder.js';
import { allocateEarlyAccess, spotAvailable } from './early-access.js';
import { EMAIL_TAKEN } from './email-taken.js';
import { queueVerificationMail } from './email-verification.js';
import { assertStrongPassword } from './password-strength.js';
import { hashPassword } from './passwords.js';
import {
  claimPaymentAndSubscribe,
  PAYMENT_ALREADY_USED,
  verifyPayment,
} from './registration-payment.js';
import { findUserByEmail } from './service.js';

/**
 * POST /auth/register: the user, a clinic they own, their membership and the verification mail,
 * all or nothing. Without a payment the clinic is on Early Access (or its waitlist); with one
 * it is on the plan paid for, with its subscription, outside Early Access.
 *
 * A free sign-up for an address that has an account, or an open invitation to a clinic, creates
 * nothing: it answers as a new sign-up would and mails the address instead, so the answer tells
 * no one whether the address is known, and a stranger cannot take an invited person's address.
 * A paid sign-up still answers 409 for an address in use, once its payment is verified: that
 * person has paid and must learn that no account was made.
 */
export async function register(
  ctx: AppContext,
  input: RegisterRequest,
  origin: RequestOrigin,
): Promise<{ earlyAccess: EarlyAccessStatus | null }> {
  const { db, clock, config, rateLimits } = ctx;
  await rateLimits.consume('registerPerIp', origin.ip);
  await assertStrongPassword(input.password, [input.name, input.lastName, input.email]);
  const payment =
    input.transactionId && input.planInfo
      ? await verifyPayment(ctx, input.transactionId, input.planInfo, input.email)
      : null;
  // argon2 takes a while: not inside the transaction, which holds the Early Access lock. Hashed
  // whatever the address, so a known address answers no faster than a new one.
  const passwordHash = await hashPassword(input.password);
  const holder = await addressHolder(db, clock, input.email);
  if (holder && payment) {
    if (holder.kind === 'account') throw EMAIL_TAKEN();
  } else if (holder) {
    return answerWithoutAccount(ctx, input.email, holder);
  }

  try {
    return await db.transaction(async (tx) => {
      const now = clock.now();
      const earlyAccess = payment
        ? null
        : await allocateEarlyAccess(tx, clock, config.EARLY_ACCESS_SPOTS);
      const [user] = await tx
        .insert(users)
        .values({
          email: input.email,
          name: input.name,
          lastName: input.lastName,
          location: input.location,
          passwordHash,
          earlyAccess,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: users.id, email: users.email, name: users.name });
      const [clinic] = await tx
        .insert(clinics)
        .values({
          name: input.clinicName || `${input.name} ${input.lastName}'s clinic`,
          timeZone: input.timeZone ?? 'UTC',
          planId: payment?.planId ?? 'early_access',
          createdAt: now,
        })
        .returning({ id: clinics.id });
      await addFirstLocation(tx, clinic!.id);
      await tx.insert(memberships).values({
        clinicId: clinic!.id,
        userId: user!.id,
        role: 'owner',
        takesAppointments: takesAppointmentsByDefault('owner'),
        createdAt: now,
      });
      if (payment) await claimPaymentAndSubscribe(ctx, tx, payment, clinic!.id, now);
      await queueVerificationMail(tx, clock, config, user!);
      await recordAudit(tx, {
        action: 'auth.registered',
        actorUserId: user!.id,
        clinicId: clinic!.id,
        entityType: 'user',
        entityId: user!.id,
        ...origin,
        meta: payment
          ? { earlyAccess, planId: payment.planId, transactionId: payment.transaction.id }
          : { earlyAccess },
      });
      return { earlyAccess };
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // Someone registered the same address between the check above and the insert, or, paid,
    // the provider's subscription already belongs to another clinic.
    const taken = await findUserByEmail(db, input.email);
    if (taken && !payment) return answerWithoutAccount(ctx, input.email, { kind: 'account' });
    if (taken) throw EMAIL_TAKEN();
    throw PAYMENT_ALREADY_USED();
  }
}

/** The answer of a new free sign-up, with a mail to the address in place of an account. */
async function answerWithoutAccount(
  ctx: AppContext,
  email: string,
  holder: AddressHolder,
): Promise<{ earlyAccess: EarlyAccessStatus }> {
  const { db, clock, config, rateLimits } = ctx;
  const earlyAccess = await spotAvailable(db, clock, config.EARLY_ACCESS_SPOTS);
  // Sign-ups are no way to flood someone's mailbox: past the limit, the mail is left out.
  const mayMail = await rateLimits.consume('signUpNoticePerEmail', email).then(
    () => true,
    () => false,
  );
  if (mayMail) await queueSignUpNotice(db, ctx, email, holder);
  return { earlyAccess };
}

/**
 * POST /auth/check-email: checkout asks before it takes a payment. Rate-limited per address, and
 * the same steps whatever the answer: the same limits, then one query that answers a boolean
 * either way, so a known address takes no more work (or time) than a new one.
 */
export async function emailExists(
  ctx: AppContext,
  email: string,
  origin: RequestOrigin,
): Promise<boolean> {
  await ctx.rateLimits.consume('checkEmailPerIp', origin.ip);
  const [row] = await rowsOf<{ in_use: boolean }>(
    ctx.db,
    sql`select exists (select 1 from ${users} where lower(${users.email}) = ${email.trim().toLowerCase()}) as in_use`,
  );
  return row?.in_use === true;
}
