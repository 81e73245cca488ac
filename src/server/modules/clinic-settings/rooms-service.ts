import { and, asc, desc, eq } from 'drizzle-orm';
import type { CreateRoomInput, Room, UpdateRoomInput } from '../../../domain/clinic-settings.js';
import { addFirstLocation } from '../../clinic/first-location.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { locations, rooms } from '../../db/schema.js';
import { notFound } from '../../http-errors.js';
import type { ClinicActor } from '../../http/clinic-actor.js';
import { auditAs } from '../audit/service.js';

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
    if (input.locationId) await assertOwnLocation(tx, actor.clinicId, input.locationId);
    const ours = and(eq(rooms.id, roomId), eq(rooms.clinicId, actor.clinicId));
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
