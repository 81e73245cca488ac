import { and, asc, desc, eq, type SQL } from 'drizzle-orm';
import type { CreateServiceInput, Service, UpdateServiceInput } from '../../../domain/services.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { clinics, services } from '../../db/schema.js';
import { notFound } from '../../http-errors.js';
import type { ClinicActor } from '../../http/clinic-actor.js';
import { auditAs } from '../audit/service.js';

const serviceColumns = {
  id: services.id,
  name: services.name,
  durationMinutes: services.durationMinutes,
  priceMinor: services.priceMinor,
  currency: services.currency,
  color: services.color,
  noteTemplate: services.noteTemplate,
  active: services.active,
};

/** The clinic's services, active ones first, then by name. */
export async function listServices(
  db: Db,
  clinicId: string,
  options: { activeOnly: boolean },
): Promise<Service[]> {
  const filters: SQL[] = [eq(services.clinicId, clinicId)];
  if (options.activeOnly) filters.push(eq(services.active, true));
  return db
    .select(serviceColumns)
    .from(services)
    .where(and(...filters))
    .orderBy(desc(services.active), asc(services.name));
}

export async function createService(
  ctx: AppContext,
  actor: ClinicActor,
  input: Required<CreateServiceInput>,
): Promise<Service> {
  return ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    const [clinic] = await tx
      .select({ currency: clinics.currency })
      .from(clinics)
      .where(eq(clinics.id, actor.clinicId));
    if (!clinic) throw notFound('The clinic');
    const [service] = await tx
      .insert(services)
      .values({
        ...input,
        clinicId: actor.clinicId,
        currency: clinic.currency,
        createdAt: now,
        updatedAt: now,
      })
      .returning(serviceColumns);
    await auditAs(tx, actor, {
      action: 'service.created',
      entityType: 'service',
      entityId: service!.id,
    });
    return service!;
  });
}

/** Changes a service of the actor's clinic; another clinic's service is not found. */
export async function updateService(
  ctx: AppContext,
  actor: ClinicActor,
  serviceId: string,
  input: UpdateServiceInput,
): Promise<Service> {
  return ctx.db.transaction(async (tx) => {
    const [service] = await tx
      .update(services)
      .set({ ...input, updatedAt: ctx.clock.now() })
      .where(and(eq(services.id, serviceId), eq(services.clinicId, actor.clinicId)))
      .returning(serviceColumns);
    if (!service) throw notFound('The service');
    await auditAs(tx, actor, {
      action: 'service.updated',
      entityType: 'service',
      entityId: service.id,
      meta: { fields: Object.keys(input) },
    });
    return service;
  });
}
