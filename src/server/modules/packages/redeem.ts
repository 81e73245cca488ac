import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { clinics, packageRedemptions, patientPackages } from '../../db/schema.js';
import type { ClinicActor } from '../../http/clinic-actor.js';
import { auditAs } from '../audit/service.js';
import { clinicDateOf } from '../invoices/clinic-billing.js';

export interface RedeemableVisit {
  id: string;
  patientId: string;
  serviceId: string | null;
  startsAt: Date;
}

/**
 * Pays a completed visit with a session of the patient's package for its service, when one has
 * sessions left and had not expired on the visit's day (the one expiring first). True when the
 * visit is paid by a package, now or before.
 */
export async function redeemPackageForVisit(
  tx: Db,
  actor: ClinicActor,
  visit: RedeemableVisit,
): Promise<boolean> {
  const { clinicId } = actor;
  if (!visit.serviceId) return false;
  // Every package of the patient for the service is locked (not only those with sessions left,
  // which a row lock would re-check), so two completions cannot both take the last session.
  const held = await tx
    .select({
      id: patientPackages.id,
      sessionsTotal: patientPackages.sessionsTotal,
      sessionsUsed: patientPackages.sessionsUsed,
      expiresOn: patientPackages.expiresOn,
    })
    .from(patientPackages)
    .where(
      and(
        eq(patientPackages.clinicId, clinicId),
        eq(patientPackages.patientId, visit.patientId),
        eq(patientPackages.serviceId, visit.serviceId),
      ),
    )
    .orderBy(asc(patientPackages.id))
    .for('update');
  if (held.length === 0) return false;

  const [already] = await tx
    .select({ id: packageRedemptions.id })
    .from(packageRedemptions)
    .where(
      and(
        eq(packageRedemptions.clinicId, clinicId),
        eq(packageRedemptions.appointmentId, visit.id),
      ),
    );
  if (already) return true;

  const [clinic] = await tx
    .select({ timeZone: clinics.timeZone })
    .from(clinics)
    .where(eq(clinics.id, clinicId));
  const visitDay = clinicDateOf(visit.startsAt, clinic!.timeZone);
  const usable = held
    .filter((row) => row.sessionsUsed < row.sessionsTotal && row.expiresOn >= visitDay)
    .sort((a, b) => a.expiresOn.localeCompare(b.expiresOn));
  const chosen = usable[0];
  if (!chosen) return false;

  await tx.insert(packageRedemptions).values({
    clinicId,
    patientPackageId: chosen.id,
    appointmentId: visit.id,
  });
  await tx
    .update(patientPackages)
    .set({ sessionsUsed: chosen.sessionsUsed + 1 })
    .where(and(eq(patientPackages.clinicId, clinicId), eq(patientPackages.id, chosen.id)));
  await auditAs(tx, actor, {
    action: 'package.redeem',
    entityType: 'patient_package',
    entityId: chosen.id,
    meta: { patientId: visit.patientId, appointmentId: visit.id },
  });
  return true;
}
