import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { clinics, memberships, rooms, services } from '../../db/schema.js';
import { HttpError, notFound } from '../../http-errors.js';
import { patientInClinic } from '../patients/service.js';

/** Ids in a body that are not this clinic's: 400 on the field, like any other bad input. */
const unknownReference = (field: string, message: string) =>
  new HttpError(400, 'VALIDATION_FAILED', message, { [field]: message });

export async function clinicHoursOf(db: Db, clinicId: string) {
  const [clinic] = await db
    .select({ timeZone: clinics.timeZone, openingHours: clinics.openingHours })
    .from(clinics)
    .where(eq(clinics.id, clinicId));
  if (!clinic) throw notFound('The clinic');
  return clinic;
}

/** The therapist must be an active member of this clinic. */
export async function assertActiveMember(db: Db, clinicId: string, userId: string) {
  const [member] = await db
    .select({ id: memberships.id })
    .from(memberships)
    .where(
      and(
        eq(memberships.clinicId, clinicId),
        eq(memberships.userId, userId),
        isNull(memberships.deactivatedAt),
      ),
    );
  if (!member) throw unknownReference('therapistId', 'Choose an active member of this clinic.');
}

export async function assertPatient(db: Db, clinicId: string, patientId: string) {
  if (!(await patientInClinic(db, clinicId, patientId)))
    throw unknownReference('patientId', 'This patient was not found in this clinic.');
}

/** An active service of this clinic. */
export async function activeService(db: Db, clinicId: string, serviceId: string) {
  const [service] = await db
    .select()
    .from(services)
    .where(and(eq(services.id, serviceId), eq(services.clinicId, clinicId)));
  if (!service || !service.active)
    throw unknownReference('serviceId', 'Choose an active service of this clinic.');
  return service;
}

export async function assertActiveRoom(db: Db, clinicId: string, roomId: string) {
  const [room] = await db
    .select({ active: rooms.active })
    .from(rooms)
    .where(and(eq(rooms.id, roomId), eq(rooms.clinicId, clinicId)));
  if (!room || !room.active)
    throw unknownReference('roomId', 'Choose an active room of this clinic.');
}
