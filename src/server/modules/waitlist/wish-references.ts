import { and, eq, isNull } from 'drizzle-orm';
import { localDayOf } from '../../../domain/clinic-time.js';
import type { PortalWishInput } from '../../../domain/waitlist.js';
import type { Db } from '../../db/client.js';
import { clinics, locations, memberships, services } from '../../db/schema.js';
import { invalidField } from '../../http-errors.js';
import { offeringColumns } from '../services/offerings.js';

/**
 * A wish names an active service of the clinic, a practitioner who takes appointments and offers
 * it, a location where it is given, and an end not in the past (the clinic's today): else 400 on
 * the field. Another clinic's id reads as unknown.
 */
export async function assertWishReferences(
  db: Db,
  clinicId: string,
  input: Pick<PortalWishInput, 'serviceId' | 'practitionerId' | 'locationId' | 'until'>,
  now: Date,
) {
  const [service] = await db
    .select({ active: services.active, ...offeringColumns })
    .from(services)
    .where(and(eq(services.clinicId, clinicId), eq(services.id, input.serviceId)));
  if (!service?.active) throw invalidField('serviceId', 'Choose an active service of this clinic.');

  if (input.practitionerId) {
    const [member] = await db
      .select({ takesAppointments: memberships.takesAppointments })
      .from(memberships)
      .where(
        and(
          eq(memberships.clinicId, clinicId),
          eq(memberships.userId, input.practitionerId),
          isNull(memberships.deactivatedAt),
        ),
      );
    if (!member?.takesAppointments)
      throw invalidField('practitionerId', 'Choose a practitioner of this clinic.');
    if (
      service.practitionerIds.length > 0 &&
      !service.practitionerIds.includes(input.practitionerId)
    )
      throw invalidField('practitionerId', 'This practitioner does not give this service.');
  }

  if (input.locationId) {
    const [location] = await db
      .select({ active: locations.active })
      .from(locations)
      .where(and(eq(locations.clinicId, clinicId), eq(locations.id, input.locationId)));
    if (!location?.active)
      throw invalidField('locationId', 'Choose an active location of this clinic.');
    if (service.locationIds.length > 0 && !service.locationIds.includes(input.locationId))
      throw invalidField('locationId', 'This service is not given at this location.');
  }

  const [clinic] = await db
    .select({ timeZone: clinics.timeZone })
    .from(clinics)
    .where(eq(clinics.id, clinicId));
  if (input.until < localDayOf(now, clinic!.timeZone).date)
    throw invalidField('until', 'Choose a day from today on.');
}
