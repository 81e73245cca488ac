import { and, asc, desc, eq, gt, inArray } from 'drizzle-orm';
import type {
  CreateLocationInput,
  Location,
  UpdateLocationInput,
} from '../../../domain/locations.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { appointments, clinics, locations, rooms } from '../../db/schema.js';
import { HttpError, notFound } from '../../http-errors.js';
import type { ClinicActor } from '../../http/clinic-actor.js';
import { auditAs } from '../audit/service.js';

const locationColumns = {
  id: locations.id,
  name: locations.name,
  address: locations.address,
  phone: locations.phone,
  openingHours: locations.openingHours,
  active: locations.active,
};

/** Appointments that still take place: a location holding one of these is only deactivated. */
export const LIVE_STATUSES = ['scheduled', 'confirmed', 'arrived'] as const;

export const locationHasFutureAppointments = () =>
  new HttpError(
    409,
    'LOCATION_HAS_FUTURE_APPOINTMENTS',
    'This location has upcoming appointments, so it cannot be deleted. Deactivate it instead.',
  );

const lastLocation = () =>
  new HttpError(
    409,
    'LAST_LOCATION',
    'A clinic keeps at least one location: add another before deleting this one.',
  );

/** The clinic's locations, active ones first, then by name. */
export async function listLocations(db: Db, clinicId: string): Promise<Location[]> {
  return db
    .select(locationColumns)
    .from(locations)
    .where(eq(locations.clinicId, clinicId))
    .orderBy(desc(locations.active), asc(locations.name));
}

export async function createLocation(
  ctx: AppContext,
  actor: ClinicActor,
  input: CreateLocationInput,
): Promise<Location> {
  return ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    const [clinic] = await tx
      .select({ openingHours: clinics.openingHours })
      .from(clinics)
      .where(eq(clinics.id, actor.clinicId));
    if (!clinic) throw notFound('The clinic');
    const [location] = await tx
      .insert(locations)
      .values({
        openingHours: clinic.openingHours,
        ...input,
        clinicId: actor.clinicId,
        createdAt: now,
        updatedAt: now,
      })
      .returning(locationColumns);
    await auditAs(tx, actor, {
      action: 'location.created',
      entityType: 'location',
      entityId: location!.id,
    });
    return location!;
  });
}

/** Renames, changes or (de)activates a location of the actor's clinic; another clinic's is not found. */
export async function updateLocation(
  ctx: AppContext,
  actor: ClinicActor,
  locationId: string,
  input: UpdateLocationInput,
): Promise<Location> {
  return ctx.db.transaction(async (tx) => {
    const [location] = await tx
      .update(locations)
      .set({ ...input, updatedAt: ctx.clock.now() })
      .where(and(eq(locations.id, locationId), eq(locations.clinicId, actor.clinicId)))
      .returning(locationColumns);
    if (!location) throw notFound('The location');
    await auditAs(tx, actor, {
      action: 'location.updated',
      entityType: 'location',
      entityId: location.id,
      meta: { fields: Object.keys(input) },
    });
    return location;
  });
}

/**
 * Deletes a location of the actor's clinic with its rooms (past appointments keep their time and
 * lose the room). Refused while an appointment still to come is booked in one of its rooms, and
 * for the clinic's only location.
 */
export async function deleteLocation(
  ctx: AppContext,
  actor: ClinicActor,
  locationId: string,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const ours = and(eq(locations.id, locationId), eq(locations.clinicId, actor.clinicId));
    // Every location of the clinic is locked, so two deletes cannot both remove "the other one".
    const clinicLocations = await tx
      .select({ id: locations.id })
      .from(locations)
      .where(eq(locations.clinicId, actor.clinicId))
      .for('update');
    if (!clinicLocations.some((location) => location.id === locationId))
      throw notFound('The location');
    if (clinicLocations.length === 1) throw lastLocation();
    const roomsHere = tx
      .select({ id: rooms.id })
      .from(rooms)
      .where(and(eq(rooms.clinicId, actor.clinicId), eq(rooms.locationId, locationId)));
    const [upcoming] = await tx
      .select({ id: appointments.id })
      .from(appointments)
      .where(
        and(
          eq(appointments.clinicId, actor.clinicId),
          inArray(appointments.roomId, roomsHere),
          inArray(appointments.status, [...LIVE_STATUSES]),
          gt(appointments.endsAt, ctx.clock.now()),
        ),
      )
      .limit(1);
    if (upcoming) throw locationHasFutureAppointments();
    await tx
      .delete(rooms)
      .where(and(eq(rooms.clinicId, actor.clinicId), eq(rooms.locationId, locationId)));
    await tx.delete(locations).where(ours);
    await auditAs(tx, actor, {
      action: 'location.deleted',
      entityType: 'location',
      entityId: locationId,
    });
  });
}
