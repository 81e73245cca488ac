import type { EarlyAccessStatus } from '../../../domain/auth.js';
import { takesAppointmentsByDefault } from '../../../domain/roles.js';
import type { RegisterRequest } from '../../../domain/billing.js';
import type { AppContext, RequestOrigin } from '../../context.js';
import { clinics, memberships, users } from '../../db/schema.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { recordAudit } from '../audit/service.js';
import { allocateEarlyAccess } from './early-access.js';
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
 */
export async function register(
  ctx: AppContext,
  input: RegisterRequest,
  origin: RequestOrigin,
): Promise<{ earlyAccess: EarlyAccessStatus | null }> {
  const { db, clock, config, rateLimits } = ctx;
  await rateLimits.consume('registerPerIp', origin.ip);
  await assertStrongPassword(input.password, [input.name, input.lastName, input.email]);
  if (await findUserByEmail(db, input.email)) throw EMAIL_TAKEN();
  const payment =
    input.transactionId && input.planInfo
      ? await verifyPayment(ctx, input.transactionId, input.planInfo, input.email)
      : null;
  // argon2 takes a while: not inside the transaction, which holds the Early Access lock.
  const passwordHash = await hashPassword(input.password);

  try {
    return await db.transaction(async (tx) => {
      const now = clock.now();
      const earlyAccess = payment ? null : await allocateEarlyAccess(tx, config.EARLY_ACCESS_SPOTS);
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
    if (!payment || (await findUserByEmail(db, input.email))) throw EMAIL_TAKEN();
    throw PAYMENT_ALREADY_USED();
  }
}

/** POST /auth/check-email: checkout asks before it takes a payment. */
export async function emailExists(
  ctx: AppContext,
  email: string,
  origin: RequestOrigin,
): Promise<boolean> {
  await ctx.rateLimits.consume('checkEmailPerIp', origin.ip);
  return (await findUserByEmail(ctx.db, email)) !== undefined;
}
