import { and, desc, eq } from 'drizzle-orm';
import type { PatientPackage } from '../../../domain/packages.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { packages, patientPackages, services } from '../../db/schema.js';
import type { ClinicActor } from '../../http/clinic-actor.js';
import { clinicToday } from '../../clinic/clinic-today.js';
import { patientOr404 } from '../patients/service.js';

/** A patient's packages, latest expiry first; `today` (the clinic's) decides which expired. */
export async function patientPackagesOf(
  db: Db,
  clinicId: string,
  patientId: string,
  today: string,
  id?: string,
): Promise<PatientPackage[]> {
  const rows = await db
    .select({
      id: patientPackages.id,
      name: packages.name,
      serviceName: services.name,
      sessionsTotal: patientPackages.sessionsTotal,
      sessionsUsed: patientPackages.sessionsUsed,
      expiresOn: patientPackages.expiresOn,
    })
    .from(patientPackages)
    .innerJoin(
      packages,
      and(
        eq(packages.clinicId, patientPackages.clinicId),
        eq(packages.id, patientPackages.packageId),
      ),
    )
    .innerJoin(
      services,
      and(
        eq(services.clinicId, patientPackages.clinicId),
        eq(services.id, patientPackages.serviceId),
      ),
    )
    .where(
      and(
        eq(patientPackages.clinicId, clinicId),
        eq(patientPackages.patientId, patientId),
        id ? eq(patientPackages.id, id) : undefined,
      ),
    )
    .orderBy(desc(patientPackages.expiresOn), desc(patientPackages.createdAt));
  return rows.map((row) => ({
    ...row,
    remaining: row.sessionsTotal - row.sessionsUsed,
    expired: row.expiresOn < today,
  }));
}

/** GET /patients/{id}/packages. */
export async function listPatientPackages(
  ctx: AppContext,
  actor: ClinicActor,
  patientId: string,
): Promise<PatientPackage[]> {
  await patientOr404(ctx.db, actor.clinicId, patientId);
  const today = await clinicToday(ctx.db, ctx.clock, actor.clinicId);
  return patientPackagesOf(ctx.db, actor.clinicId, patientId, today);
}
