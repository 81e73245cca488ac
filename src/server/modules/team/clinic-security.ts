import { eq } from 'drizzle-orm';
import type { ClinicSecurity } from '../../../domain/team.js';
import type { AppContext } from '../../context.js';
import { clinics } from '../../db/schema.js';
import { HttpError } from '../../http-errors.js';
import type { ClinicActor } from '../../http/clinic-actor.js';
import { auditAs } from '../audit/service.js';

export async function clinicSecurityOf(ctx: AppContext, clinicId: string): Promise<ClinicSecurity> {
  const [clinic] = await ctx.db
    .select({ requireTwoFactor: clinics.requireTwoFactor })
    .from(clinics)
    .where(eq(clinics.id, clinicId));
  return { requireTwoFactor: clinic?.requireTwoFactor ?? false };
}

/**
 * The owner's two-factor requirement. It applies from each member's next request (the session
 * hook reads it), so nobody has to sign in again for it to take effect. The owner must use
 * two-factor first: otherwise the requirement would shut them out of the team pages at once.
 */
export async function updateClinicSecurity(
  ctx: AppContext,
  actor: ClinicActor,
  input: ClinicSecurity,
): Promise<ClinicSecurity> {
  if (input.requireTwoFactor && !actor.twoFactorEnabled) {
    throw new HttpError(
      409,
      'OWN_TWO_FACTOR_REQUIRED',
      'Turn on two-factor sign-in for your own account first, then require it for the team.',
    );
  }
  return ctx.db.transaction(async (tx) => {
    const [before] = await tx
      .select({ requireTwoFactor: clinics.requireTwoFactor })
      .from(clinics)
      .where(eq(clinics.id, actor.clinicId))
      .for('update');
    await tx
      .update(clinics)
      .set({ requireTwoFactor: input.requireTwoFactor })
      .where(eq(clinics.id, actor.clinicId));
    if (before?.requireTwoFactor !== input.requireTwoFactor) {
      await auditAs(tx, actor, {
        action: 'clinic.two_factor_requirement_changed',
        entityType: 'clinic',
        entityId: actor.clinicId,
        meta: { requireTwoFactor: input.requireTwoFactor },
      });
    }
    return { requireTwoFactor: input.requireTwoFactor };
  });
}
