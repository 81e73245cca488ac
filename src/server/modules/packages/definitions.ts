import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { CreatePackageInput, Package, UpdatePackageInput } from '../../../domain/packages.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { packages, patientPackages, services } from '../../db/schema.js';
import { HttpError, invalidField, notFound } from '../../http-errors.js';
import type { ClinicActor } from '../../http/clinic-actor.js';
import { auditAs } from '../audit/service.js';

/** The clinic's package definitions with their service's name and how many were sold. */
export async function packagesOf(db: Db, clinicId: string, id?: string): Promise<Package[]> {
  return db
    .select({
      id: packages.id,
      name: packages.name,
      serviceId: packages.serviceId,
      serviceName: services.name,
      sessions: packages.sessions,
      priceCents: packages.priceCents,
      validDays: packages.validDays,
      active: packages.active,
      soldCount: count(patientPackages.id).mapWith(Number),
    })
    .from(packages)
    .innerJoin(
      services,
      and(eq(services.clinicId, packages.clinicId), eq(services.id, packages.serviceId)),
    )
    .leftJoin(
      patientPackages,
      and(
        eq(patientPackages.clinicId, packages.clinicId),
        eq(patientPackages.packageId, packages.id),
      ),
    )
    .where(and(eq(packages.clinicId, clinicId), id ? eq(packages.id, id) : undefined))
    .groupBy(packages.id, services.name)
    .orderBy(desc(packages.active), asc(packages.name));
}

/** One package of the clinic, as `packagesOf` lists it, or 404. */
export async function packageOr404(db: Db, clinicId: string, id: string) {
  const [row] = await packagesOf(db, clinicId, id);
  if (!row) throw notFound('The package');
  return row;
}

async function assertServiceOfClinic(db: Db, clinicId: string, serviceId: string) {
  const [service] = await db
    .select({ id: services.id })
    .from(services)
    .where(and(eq(services.clinicId, clinicId), eq(services.id, serviceId)));
  if (!service) throw invalidField('serviceId', 'Choose a service of this clinic.');
}

export async function createPackage(
  ctx: AppContext,
  actor: ClinicActor,
  input: CreatePackageInput,
): Promise<Package> {
  return ctx.db.transaction(async (tx) => {
    await assertServiceOfClinic(tx, actor.clinicId, input.serviceId);
    const [row] = await tx
      .insert(packages)
      .values({ ...input, clinicId: actor.clinicId })
      .returning({ id: packages.id });
    await auditAs(tx, actor, {
      action: 'package.create',
      entityType: 'package',
      entityId: row!.id,
    });
    return packageOr404(tx, actor.clinicId, row!.id);
  });
}

/** Changes a definition; what was sold keeps its sessions and expiry. */
export async function updatePackage(
  ctx: AppContext,
  actor: ClinicActor,
  id: string,
  input: UpdatePackageInput,
): Promise<Package> {
  return ctx.db.transaction(async (tx) => {
    const current = await packageOr404(tx, actor.clinicId, id);
    if (input.serviceId && input.serviceId !== current.serviceId) {
      await assertServiceOfClinic(tx, actor.clinicId, input.serviceId);
      if (current.soldCount > 0)
        throw new HttpError(
          409,
          'PACKAGE_SOLD',
          'This package has been sold, so its service cannot change. Create a new package instead.',
        );
    }
    if (Object.keys(input).length > 0)
      await tx
        .update(packages)
        .set(input)
        .where(and(eq(packages.clinicId, actor.clinicId), eq(packages.id, id)));
    await auditAs(tx, actor, {
      action: 'package.update',
      entityType: 'package',
      entityId: id,
      meta: { fields: Object.keys(input) },
    });
    return packageOr404(tx, actor.clinicId, id);
  });
}
