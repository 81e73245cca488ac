import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Wish } from '../../../domain/waitlist.js';
import type { Db } from '../../db/client.js';
import { locations, patients, services, users, waitlistWishes } from '../../db/schema.js';

/** Wishes of a clinic with the names they show, newest first. */
export function wishRows(db: Db, clinicId: string, where?: SQL) {
  return db
    .select({
      wish: waitlistWishes,
      patientName: sql<string>`${patients.firstName} || ' ' || ${patients.lastName}`,
      serviceName: services.name,
      practitionerName: sql<string | null>`${users.name} || ' ' || ${users.lastName}`,
      locationName: locations.name,
    })
    .from(waitlistWishes)
    .innerJoin(
      patients,
      and(
        eq(patients.clinicId, waitlistWishes.clinicId),
        eq(patients.id, waitlistWishes.patientId),
      ),
    )
    .innerJoin(
      services,
      and(
        eq(services.clinicId, waitlistWishes.clinicId),
        eq(services.id, waitlistWishes.serviceId),
      ),
    )
    .leftJoin(users, eq(users.id, waitlistWishes.practitionerId))
    .leftJoin(
      locations,
      and(
        eq(locations.clinicId, waitlistWishes.clinicId),
        eq(locations.id, waitlistWishes.locationId),
      ),
    )
    .where(and(eq(waitlistWishes.clinicId, clinicId), where))
    .orderBy(desc(waitlistWishes.createdAt), desc(waitlistWishes.id));
}

type WishRow = Awaited<ReturnType<typeof wishRows>>[number];

/** A wish as its answer shows it; the portal leaves out the patient's name. */
export function toWish(row: WishRow, { withPatientName = true } = {}): Wish {
  const { wish } = row;
  return {
    id: wish.id,
    patientId: wish.patientId,
    patientName: withPatientName ? row.patientName : '',
    serviceId: wish.serviceId,
    serviceName: row.serviceName,
    practitionerId: wish.practitionerId,
    practitionerName: wish.practitionerId ? row.practitionerName : null,
    locationId: wish.locationId,
    locationName: row.locationName,
    weekdays: [...wish.weekdays].sort((a, b) => a - b),
    from: wish.fromTime,
    to: wish.toTime,
    until: wish.until,
    note: wish.note,
    status: wish.status,
    source: wish.source,
    appointmentId: wish.appointmentId,
    createdAt: wish.createdAt.toISOString(),
  };
}
