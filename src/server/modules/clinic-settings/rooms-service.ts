import { and, asc, desc, eq } from 'drizzle-orm';
import type { CreateRoomInput, Room, UpdateRoomInput } from '../../../domain/clinic-settings.js';
import { addFirstLocation } from '../../clinic/first-location.js';
import type { AppContext } from '../../context.js';
import { locations, rooms } from '../../db/schema.js';
import { notFound } from '../../http-errors.js';
import type { ClinicActor } from '../../http/clinic-actor.js';
import { auditAs } from '../audit/service.js';

const roomColumns = { id: rooms.id, name: rooms.name, active: rooms.active };

export async function createRoom(
  ctx: AppContext,
  actor: ClinicActor,
  input: CreateRoomInput,
): Promise<Room> {
  return ctx.db.transaction(async (tx) => {
    // Until rooms are edited per location, a new room goes to the clinic's first location.
    const [location] = await tx
      .select({ id: locations.id })
      .from(locations)
      .where(eq(locations.clinicId, actor.clinicId))
      .orderBy(desc(locations.active), asc(locations.createdAt), asc(locations.id))
      .limit(1);
    const [room] = await tx
      .insert(rooms)
      .values({
        clinicId: actor.clinicId,
        locationId: (location ?? (await addFirstLocation(tx, actor.clinicId))).id,
        name: input.name,
        createdAt: ctx.clock.now(),
      })
      .returning(roomColumns);
    await auditAs(tx, actor, { action: 'room.created', entityType: 'room', entityId: room!.id });
    return room!;
  });
}

/** Renames or (de)activates a room of the actor's clinic; another clinic's room is not found. */
export async function updateRoom(
  ctx: AppContext,
  actor: ClinicActor,
  roomId: string,
  input: UpdateRoomInput,
): Promise<Room> {
  return ctx.db.transaction(async (tx) => {
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
