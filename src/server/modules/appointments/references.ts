import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { clinics, memberships, rooms, services } from '../../db/schema.js';
import { invalidField, notFound } from '../../http-errors.js';
import { patientInClinic } from '../patients/service.js';

export async function clinicHoursOf(db: Db, clinicId: string) {
  const [clinic] = await db
    .select({ timeZone: clinics.timeZone, openingHours: clinics.openingHours })
    .from(clinics)
    .where(eq(clinics.id, clinicId));
  if (!clinic) throw notFound('The clinic');
  return clinic;
}

/** The membership of `userId` in this clinic while it is active. */
async function activeMembership(db: Db, clinicId: string, userId: string) {
  const [member] = await db
    .select({ takesAppointments: memberships.takesAppointments })
    .from(memberships)
    .where(
      and(
        eq(memberships.clinicId, clinicId),
        eq(memberships.userId, userId),
        isNull(memberships.deactivatedAt),
      ),
    );
  return member;
}

/** A member named in a body (therapist, diagnosing member…) must be active in this clinic. */
export async function assertActiveMember(
  db: Db,
  clinicId: string,
  userId: string,
  field = 'therapistId',
) {
  if (!(await activeMembership(db, clinicId, userId)))
    throw invalidField(field, 'Choose an active member of this clinic.');
}

/** The member booked for an appointment: active here, and taking appointments. */
export async function assertPractitioner(db: Db, clinicId: string, userId: string) {
  const member = await activeMembership(db, clinicId, userId);
  if (!member) throw invalidField('therapistId', 'Choose an active member of this clinic.');
  if (!member.takesAppointments)
    throw invalidField(
      'therapistId',
      'This member does not take appointments. Turn on "Takes appointments" in Settings → Team first.',
    );
}

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

export async function assertActiveRoom(db: Db, clinicId: string, roomId: string) {
  const [room] = await db
    .select({ active: rooms.active })
    .from(rooms)
    .where(and(eq(rooms.id, roomId), eq(rooms.clinicId, clinicId)));
  if (!room || !room.active) throw invalidField('roomId', 'Choose an active room of this clinic.');
}
