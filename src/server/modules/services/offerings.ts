import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  locations,
  memberships,
  serviceLocations,
  servicePractitioners,
  services,
} from '../../db/schema.js';
import { invalidField } from '../../http-errors.js';

/*
 * Where and by whom a service is offered: rows of service_locations and service_practitioners.
 * No rows means everywhere / everyone, so the lists are replaced whole, never merged.
 */

/** The service's location and practitioner ids, aggregated in the query that reads the service. */
export const offeringColumns = {
  locationIds: sql<
    string[]
  >`coalesce((select array_agg(${serviceLocations.locationId}::text order by ${serviceLocations.locationId}) from ${serviceLocations} where ${serviceLocations.serviceId} = ${services.id} and ${serviceLocations.clinicId} = ${services.clinicId}), '{}')::text[]`,
  practitionerIds: sql<
    string[]
  >`coalesce((select array_agg(${servicePractitioners.practitionerId}::text order by ${servicePractitioners.practitionerId}) from ${servicePractitioners} where ${servicePractitioners.serviceId} = ${services.id} and ${servicePractitioners.clinicId} = ${services.clinicId}), '{}')::text[]`,
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
