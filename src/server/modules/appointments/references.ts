import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rooms, services } from '../../db/schema.js';
import { invalidField } from '../../http-errors.js';
import { patientInClinic } from '../patients/service.js';

export async function assertPatient(db: Db, clinicId: string, patientId: string) {
  if (!(await patientInClinic(db, clinicId, patientId)))
    throw invalidField('patientId', 'This patient was not found in this clinic.');
}

/** An active service of this clinic. */
export async function activeService(db: Db, clinicId: string, serviceId: string) {
  const [service] = await db
    .select()
    .from(services)
    .where(and(eq(services.id, serviceId), eq(services.clinicId, clinicId)));
  if (!service || !service.active)
    throw invalidField('serviceId', 'Choose an active service of this clinic.');
  return service;
}

/** A service's current price, for the price an appointment is booked at. */
export async function priceOfService(db: Db, clinicId: string, serviceId: string) {
  const [service] = await db
    .select({ priceMinor: services.priceMinor })
    .from(services)
    .where(and(eq(services.id, serviceId), eq(services.clinicId, clinicId)));
  return service?.priceMinor ?? null;
}

/** An active room of this clinic, and the location it is in. */
export async function assertActiveRoom(db: Db, clinicId: string, roomId: string) {
  const [room] = await db
    .select({ active: rooms.active, locationId: rooms.locationId })
    .from(rooms)
    .where(and(eq(rooms.id, roomId), eq(rooms.clinicId, clinicId)));
  if (!room || !room.active) throw invalidField('roomId', 'Choose an active room of this clinic.');
  return { locationId: room.locationId };
}

/** The location of a room of this clinic (active or not), or null. */
export async function locationOfRoom(db: Db, clinicId: string, roomId: string) {
  const [room] = await db
    .select({ locationId: rooms.locationId })
    .from(rooms)
    .where(and(eq(rooms.id, roomId), eq(rooms.clinicId, clinicId)));
  return room?.locationId ?? null;
}
