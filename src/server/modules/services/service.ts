import { and, asc, desc, eq, type SQL } from 'drizzle-orm';
import type { CreateServiceOutput, Service, UpdateServiceInput } from '../../../domain/services.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { clinics, services } from '../../db/schema.js';
import { notFound } from '../../http-errors.js';
import type { ClinicActor } from '../../http/clinic-actor.js';
import { auditAs } from '../audit/service.js';
import { offeringColumns, replaceOfferings } from './offerings.js';

const serviceColumns = {
  id: services.id,
  name: services.name,
  durationMinutes: services.durationMinutes,
  priceMinor: services.priceMinor,
  currency: services.currency,
  color: services.color,
  noteTemplate: services.noteTemplate,
  active: services.active,
  bufferBeforeMinutes: services.bufferBeforeMinutes,
  bufferAfterMinutes: services.bufferAfterMinutes,
  ...offeringColumns,
};

/** One service of the clinic with its offerings, as the API shows it. */
async function serviceById(db: Db, clinicId: string, serviceId: string): Promise<Service> {
  const [service] = await db
    .select(serviceColumns)
    .from(services)
    .where(and(eq(services.id, serviceId), eq(services.clinicId, clinicId)));
  if (!service) throw notFound('The service');
  return service;
}

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
  input: CreateServiceOutput,
): Promise<Service> {
  const { locationIds, practitionerIds, ...fields } = input;
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
        ...fields,
        clinicId: actor.clinicId,
        currency: clinic.currency,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: services.id });
    await replaceOfferings(tx, actor.clinicId, service!.id, { locationIds, practitionerIds });
    await auditAs(tx, actor, {
      action: 'service.created',
      entityType: 'service',
      entityId: service!.id,
    });
    return serviceById(tx, actor.clinicId, service!.id);
  });
}

/** Changes a service of the actor's clinic; another clinic's service is not found. */
export async function updateService(
  ctx: AppContext,
  actor: ClinicActor,
  serviceId: string,
  input: UpdateServiceInput,
): Promise<Service> {
  const { locationIds, practitionerIds, ...fields } = input;
  return ctx.db.transaction(async (tx) => {
    const [service] = await tx
      .update(services)
      .set({ ...fields, updatedAt: ctx.clock.now() })
      .where(and(eq(services.id, serviceId), eq(services.clinicId, actor.clinicId)))
      .returning({ id: services.id });
    if (!service) throw notFound('The service');
    await replaceOfferings(tx, actor.clinicId, service.id, { locationIds, practitionerIds });
    await auditAs(tx, actor, {
      action: 'service.updated',
      entityType: 'service',
      entityId: service.id,
      meta: { fields: Object.keys(input) },
    });
    return serviceById(tx, actor.clinicId, service.id);
  });
}
