import { and, eq, inArray, sql } from 'drizzle-orm';
import type { OnlineBookingSettings } from '../../../domain/online-booking.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { locations, memberships, onlineBookingSettings, services } from '../../db/schema.js';
import { HttpError, invalidField } from '../../http-errors.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { offeredLocations, offeredPractitioners, offeredServices } from './booking-clinic.js';
import type { ClinicActor } from '../../http/clinic-actor.js';
import { auditAs } from '../audit/service.js';

/** A clinic that never opened the settings: booking off, the rules' defaults. */
const defaults = {
  enabled: false,
  slug: null,
  minNoticeMinutes: 120,
  maxDaysAhead: 60,
  changeWindowHours: 24,
  newPatientsAllowed: true,
  message: '',
};

async function offeredIds(db: Db, clinicId: string) {
  const [serviceRows, practitionerRows, locationRows] = await Promise.all([
    offeredServices(db, clinicId),
    offeredPractitioners(db, clinicId),
    offeredLocations(db, clinicId),
  ]);
  const ids = (rows: { id: string }[]) => rows.map((row) => row.id);
  return {
    serviceIds: ids(serviceRows),
    practitionerIds: ids(practitionerRows),
    locationIds: ids(locationRows),
  };
}

export async function readOnlineBookingSettings(
  db: Db,
  clinicId: string,
): Promise<OnlineBookingSettings> {
  const [[row], offered] = await Promise.all([
    db.select().from(onlineBookingSettings).where(eq(onlineBookingSettings.clinicId, clinicId)),
    offeredIds(db, clinicId),
  ]);
  const rules = row ?? defaults;
  return {
    enabled: rules.enabled,
    slug: rules.slug,
    minNoticeMinutes: rules.minNoticeMinutes,
    maxDaysAhead: rules.maxDaysAhead,
    changeWindowHours: rules.changeWindowHours,
    newPatientsAllowed: rules.newPatientsAllowed,
    message: rules.message,
    ...offered,
  };
}

/** Every id names a row of this clinic; 400 on the field otherwise. */
async function assertOwnIds(db: Db, clinicId: string, input: OnlineBookingSettings) {
  const checks = [
    { field: 'serviceIds', ids: input.serviceIds, table: services, column: services.id },
    { field: 'locationIds', ids: input.locationIds, table: locations, column: locations.id },
    {
      field: 'practitionerIds',
      ids: input.practitionerIds,
      table: memberships,
      column: memberships.userId,
    },
  ] as const;
  for (const { field, ids, table, column } of checks) {
    const unique = [...new Set(ids)];
    if (unique.length === 0) continue;
    const found = await db
      .select({ id: column })
      .from(table)
      .where(and(eq(table.clinicId, clinicId), inArray(column, unique)));
    if (found.length !== unique.length)
      throw invalidField(field, 'Choose from what this clinic has.');
  }
}

/** Marks exactly the given rows of the clinic as offered online. */
async function setOffered(db: Db, clinicId: string, input: OnlineBookingSettings) {
  const flag = (column: AnyPgColumn, ids: string[]) =>
    ids.length === 0 ? sql`false` : inArray(column, ids);
  await db
    .update(services)
    .set({ offeredOnline: flag(services.id, input.serviceIds) })
    .where(eq(services.clinicId, clinicId));
  await db
    .update(locations)
    .set({ offeredOnline: flag(locations.id, input.locationIds) })
    .where(eq(locations.clinicId, clinicId));
  await db
    .update(memberships)
    .set({ offeredOnline: flag(memberships.userId, input.practitionerIds) })
    .where(eq(memberships.clinicId, clinicId));
}

/** Replaces the clinic's online booking settings; 409 SLUG_TAKEN when another clinic has the slug. */
export async function updateOnlineBookingSettings(
  ctx: AppContext,
  actor: ClinicActor,
  input: OnlineBookingSettings,
): Promise<OnlineBookingSettings> {
  const { clinicId } = actor;
  await assertOwnIds(ctx.db, clinicId, input);
  const now = ctx.clock.now();
  const rules = {
    enabled: input.enabled,
    slug: input.slug,
    minNoticeMinutes: input.minNoticeMinutes,
    maxDaysAhead: input.maxDaysAhead,
    changeWindowHours: input.changeWindowHours,
    newPatientsAllowed: input.newPatientsAllowed,
    message: input.message,
    updatedAt: now,
  };
  try {
    await ctx.db.transaction(async (tx) => {
      await tx
        .insert(onlineBookingSettings)
        .values({ clinicId, ...rules })
        .onConflictDoUpdate({ target: onlineBookingSettings.clinicId, set: rules });
      await setOffered(tx, clinicId, input);
      await auditAs(tx, actor, {
        action: 'online_booking.settings_update',
        entityType: 'clinic',
        entityId: clinicId,
        meta: { enabled: input.enabled },
      });
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const message = 'Another clinic uses this address. Please choose another.';
    throw new HttpError(409, 'SLUG_TAKEN', message, { slug: message });
  }
  return readOnlineBookingSettings(ctx.db, clinicId);
}
