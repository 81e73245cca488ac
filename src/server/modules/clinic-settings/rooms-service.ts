import { and, asc, desc, eq, gt, inArray, ne } from 'drizzle-orm';
import type { CreateRoomInput, Room, UpdateRoomInput } from '../../../domain/clinic-settings.js';
import { addFirstLocation } from '../../clinic/first-location.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { appointments, locations, rooms } from '../../db/schema.js';
import { HttpError, notFound } from '../../http-errors.js';
import type { ClinicActor } from '../../http/clinic-actor.js';
import { auditAs } from '../audit/service.js';
import { LIVE_STATUSES } from '../locations/service.js';

const roomColumns = {
  id: rooms.id,
  name: rooms.name,
  active: rooms.active,
  locationId: rooms.locationId,
};

/** A location of the actor's clinic, by id; another clinic's (or none) is not found. */
async function assertOwnLocation(db: Db, clinicId: string, locationId: string) {
  const [location] = await db
    .select({ id: locations.id })
    .from(locations)
    .where(and(eq(locations.id, locationId), eq(locations.clinicId, clinicId)));
  if (!location) throw notFound('The location');
  return location;
}

/**
 * A room booked for appointments still to come stays where they were booked: moving it would
 * send those patients to another address.
 */
async function assertNoUpcomingAppointments(
  ctx: AppContext,
  db: Db,
  clinicId: string,
  roomId: string,
) {
  const [upcoming] = await db
    .select({ id: appointments.id })
    .from(appointments)
    .where(
      and(
        eq(appointments.clinicId, clinicId),
        eq(appointments.roomId, roomId),
        inArray(appointments.status, [...LIVE_STATUSES]),
        gt(appointments.endsAt, ctx.clock.now()),
      ),
    )
    .limit(1);
  if (upcoming)
    throw new HttpError(
      409,
      'ROOM_HAS_FUTURE_APPOINTMENTS',
      'This room has upcoming appointments, so it stays at its location until they are over.',
    );
}

/** Where a room goes when no location is named: the clinic's first active location. */
async function defaultLocation(db: Db, clinicId: string) {
  const [location] = await db
    .select({ id: locations.id })
    .from(locations)
    .where(eq(locations.clinicId, clinicId))
    .orderBy(desc(locations.active), asc(locations.createdAt), asc(locations.id))
    .limit(1);
  return location ?? addFirstLocation(db, clinicId);
}

export async function createRoom(
  ctx: AppContext,
  actor: ClinicActor,
  input: CreateRoomInput,
): Promise<Room> {
  return ctx.db.transaction(async (tx) => {
    const location = input.locationId
      ? await assertOwnLocation(tx, actor.clinicId, input.locationId)
      : await defaultLocation(tx, actor.clinicId);
    const [room] = await tx
      .insert(rooms)
      .values({
        clinicId: actor.clinicId,
        locationId: location.id,
        name: input.name,
        createdAt: ctx.clock.now(),
      })
      .returning(roomColumns);
    await auditAs(tx, actor, { action: 'room.created', entityType: 'room', entityId: room!.id });
    return room!;
  });
}

/**
 * Renames, (de)activates or moves a room of the actor's clinic to another of its locations;
 * another clinic's room or location is not found.
 */
export async function updateRoom(
  ctx: AppContext,
  actor: ClinicActor,
  roomId: string,
  input: UpdateRoomInput,
): Promise<Room> {
  return ctx.db.transaction(async (tx) => {
    const ours = and(eq(rooms.id, roomId), eq(rooms.clinicId, actor.clinicId));
    if (input.locationId) {
      await assertOwnLocation(tx, actor.clinicId, input.locationId);
      // Only a move to another location is held back by the room's bookings.
      const [moving] = await tx
        .select({ id: rooms.id })
        .from(rooms)
        .where(and(ours, ne(rooms.locationId, input.locationId)))
        .for('update');
      if (moving) await assertNoUpcomingAppointments(ctx, tx, actor.clinicId, roomId);
    }
    const [room] = Object.keys(input).length
      ? await tx.update(rooms).set(input).where(ours).returning(roomColumns)
      : await tx.select(roomColumns).from(rooms).where(ours);
    if (!room) throw notFound('The room');
    await auditAs(tx, actor, {
      action: 'room.updated',
      entityType: 'room',
      entityId: room.id,
      meta: { fields: Object.keys(input) },
    });
    return room;
  });
}
