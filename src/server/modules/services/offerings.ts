import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { locations, memberships, serviceLocations, servicePractitioners } from '../../db/schema.js';
import { invalidField } from '../../http-errors.js';

/*
 * Where and by whom a service is offered: rows of service_locations and service_practitioners.
 * No rows means everywhere / everyone, so the lists are replaced whole, never merged.
 */

/**
 * The service's location and practitioner ids, by name, aggregated in the query that reads the
 * service (no query per service). Written out with aliases: drizzle leaves columns unqualified in
 * a one-table select, which a correlated subquery would read as its own.
 */
export const offeringColumns = {
  locationIds: sql<string[]>`coalesce((
    select array_agg(sl.location_id::text order by l.name, l.id)
    from service_locations sl
    join locations l on l.id = sl.location_id and l.clinic_id = sl.clinic_id
    where sl.service_id = "services"."id" and sl.clinic_id = "services"."clinic_id"
  ), '{}')::text[]`,
  practitionerIds: sql<string[]>`coalesce((
    select array_agg(sp.practitioner_id::text order by u.name, u.last_name, u.id)
    from service_practitioners sp
    join users u on u.id = sp.practitioner_id
    where sp.service_id = "services"."id" and sp.clinic_id = "services"."clinic_id"
  ), '{}')::text[]`,
};

const unique = (ids: readonly string[]) => [...new Set(ids)];

/** Every id is a location of this clinic. */
async function assertLocations(db: Db, clinicId: string, ids: string[]) {
  if (ids.length === 0) return;
  const found = await db
    .select({ id: locations.id })
    .from(locations)
    .where(and(eq(locations.clinicId, clinicId), inArray(locations.id, ids)));
  if (found.length !== ids.length)
    throw invalidField('locationIds', 'Choose locations of this clinic.');
}

/** Every id is an active member of this clinic who takes appointments. */
async function assertPractitioners(db: Db, clinicId: string, ids: string[]) {
  if (ids.length === 0) return;
  const found = await db
    .select({ takesAppointments: memberships.takesAppointments })
    .from(memberships)
    .where(
      and(
        eq(memberships.clinicId, clinicId),
        inArray(memberships.userId, ids),
        isNull(memberships.deactivatedAt),
      ),
    );
  if (found.length !== ids.length)
    throw invalidField('practitionerIds', 'Choose active members of this clinic.');
  if (found.some((member) => !member.takesAppointments))
    throw invalidField(
      'practitionerIds',
      'Choose members who take appointments. Turn on "Takes appointments" in Settings → Team first.',
    );
}

/**
 * Replaces the lists given (undefined: left as they are). Ids newly added are checked; ones
 * already on the service may stay after their location or member is deactivated.
 */
export async function replaceOfferings(
  tx: Db,
  clinicId: string,
  serviceId: string,
  lists: { locationIds?: string[] | undefined; practitionerIds?: string[] | undefined },
): Promise<void> {
  if (lists.locationIds) {
    const ids = unique(lists.locationIds);
    const current = await tx
      .delete(serviceLocations)
      .where(
        and(eq(serviceLocations.clinicId, clinicId), eq(serviceLocations.serviceId, serviceId)),
      )
      .returning({ id: serviceLocations.locationId });
    const kept = new Set(current.map((row) => row.id));
    await assertLocations(
      tx,
      clinicId,
      ids.filter((id) => !kept.has(id)),
    );
    if (ids.length)
      await tx
        .insert(serviceLocations)
        .values(ids.map((locationId) => ({ clinicId, serviceId, locationId })));
  }
  if (lists.practitionerIds) {
    const ids = unique(lists.practitionerIds);
    const current = await tx
      .delete(servicePractitioners)
      .where(
        and(
          eq(servicePractitioners.clinicId, clinicId),
          eq(servicePractitioners.serviceId, serviceId),
        ),
      )
      .returning({ id: servicePractitioners.practitionerId });
    const kept = new Set(current.map((row) => row.id));
    await assertPractitioners(
      tx,
      clinicId,
      ids.filter((id) => !kept.has(id)),
    );
    if (ids.length)
      await tx
        .insert(servicePractitioners)
        .values(ids.map((practitionerId) => ({ clinicId, serviceId, practitionerId })));
  }
}
