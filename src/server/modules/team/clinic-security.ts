import { eq } from 'drizzle-orm';
import type { ClinicSecurity } from '../../../domain/team.js';
import type { AppContext } from '../../context.js';
import { clinics } from '../../db/schema.js';
import { auditAs, type TeamActor } from './actor.js';

export async function clinicSecurityOf(ctx: AppContext, clinicId: string): Promise<ClinicSecurity> {
  const [clinic] = await ctx.db
    .select({ requireTwoFactor: clinics.requireTwoFactor })
    .from(clinics)
    .where(eq(clinics.id, clinicId));
  return { requireTwoFactor: clinic?.requireTwoFactor ?? false };
}

/**
 * The owner's two-factor requirement. It applies from each member's next request (the session
 * hook reads it), so nobody has to sign in again for it to take effect.
 */
export async function updateClinicSecurity(
  ctx: AppContext,
  actor: TeamActor,
  input: ClinicSecurity,
): Promise<ClinicSecurity> {
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
