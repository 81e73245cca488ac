import { and, asc, desc, eq, gt, lte, sql, type SQL } from 'drizzle-orm';
import type {
  Portal,
  PortalAppointment,
  PortalAppointmentsResponse,
} from '../../../domain/portal.js';
import { MINUTE_MS } from '../../../domain/clinic-time.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import {
  appointments,
  clinics,
  locations,
  onlineBookingSettings,
  patients,
  services,
  users,
} from '../../db/schema.js';
import { notFound } from '../../http-errors.js';
import type { ClinicPatient, PortalPatient } from './portal-session.js';

export const DEFAULT_CHANGE_WINDOW_HOURS = 24;

/** Visits a patient may still change online: not started, and not cancelled or missed. */
export const CHANGEABLE = ['scheduled', 'confirmed'] as const;

/** The signed-in patient and their clinic's rules. */
export async function portalOf(db: Db, patient: PortalPatient): Promise<Portal> {
  const [row] = await db
    .select({
      firstName: patients.firstName,
      lastName: patients.lastName,
      name: clinics.name,
      slug: onlineBookingSettings.slug,
      timeZone: clinics.timeZone,
      locale: clinics.locale,
      phone: clinics.phone,
      email: clinics.email,
      logoFileId: clinics.logoFileId,
      changeWindowHours: onlineBookingSettings.changeWindowHours,
    })
    .from(patients)
    .innerJoin(clinics, eq(clinics.id, patients.clinicId))
    .innerJoin(onlineBookingSettings, eq(onlineBookingSettings.clinicId, clinics.id))
    .where(and(eq(patients.clinicId, patient.clinicId), eq(patients.id, patient.patientId)));
  if (!row?.slug) throw notFound('The portal');
  const { firstName, lastName, logoFileId, ...clinic } = row;
  return {
    patient: { firstName, lastName },
    clinic: {
      ...clinic,
      slug: row.slug,
      logoUrl: logoFileId ? `/api/v1/public/clinics/${row.slug}/logo` : null,
    },
  };
}

/** The patient's visits (those `narrowed` to), with what the portal shows of each. */
function visitRows(db: Db, patient: ClinicPatient, narrowed: SQL) {
  return db
    .select({
      id: appointments.id,
      startsAt: appointments.startsAt,
      endsAt: appointments.endsAt,
      status: appointments.status,
      serviceId: appointments.serviceId,
      serviceName: sql<string>`coalesce(${services.name}, 'Visit')`,
      practitionerId: appointments.therapistId,
      practitionerName: sql<string>`${users.name} || ' ' || ${users.lastName}`,
      locationId: appointments.locationId,
      locationName: sql<string>`coalesce(${locations.name}, '')`,
      locationAddress: sql<string>`coalesce(${locations.address}, '')`,
      // A clinic that never saved its booking rules has the default window.
      changeWindowHours: sql<number>`coalesce(${onlineBookingSettings.changeWindowHours}, ${DEFAULT_CHANGE_WINDOW_HOURS})`,
    })
    .from(appointments)
    .innerJoin(users, eq(users.id, appointments.therapistId))
    .leftJoin(onlineBookingSettings, eq(onlineBookingSettings.clinicId, appointments.clinicId))
    .leftJoin(
      services,
      and(eq(services.id, appointments.serviceId), eq(services.clinicId, appointments.clinicId)),
    )
    .leftJoin(
      locations,
      and(eq(locations.id, appointments.locationId), eq(locations.clinicId, appointments.clinicId)),
    )
    .where(
      and(
        eq(appointments.clinicId, patient.clinicId),
        eq(appointments.patientId, patient.patientId),
        narrowed,
      ),
    );
}

type VisitRow = Awaited<ReturnType<typeof visitRows>>[number];

export function toPortalAppointment(row: VisitRow, now: Date): PortalAppointment {
  const until = new Date(row.startsAt.getTime() - row.changeWindowHours * 60 * MINUTE_MS);
  const changeable =
    (CHANGEABLE as readonly string[]).includes(row.status) && until.getTime() > now.getTime();
  return {
    id: row.id,
    start: row.startsAt.toISOString(),
    end: row.endsAt.toISOString(),
    status: row.status,
    serviceId: row.serviceId,
    serviceName: row.serviceName,
    practitionerId: row.practitionerId,
    practitionerName: row.practitionerName,
    locationId: row.locationId,
    locationName: row.locationName,
    locationAddress: row.locationAddress,
    changeableUntil: changeable ? until.toISOString() : null,
  };
}

export async function portalAppointments(
  ctx: AppContext,
  patient: PortalPatient,
): Promise<PortalAppointmentsResponse> {
  const now = ctx.clock.now();
  const [upcoming, past] = await Promise.all([
    visitRows(ctx.db, patient, gt(appointments.startsAt, now)).orderBy(asc(appointments.startsAt)),
    visitRows(ctx.db, patient, lte(appointments.startsAt, now))
      .orderBy(desc(appointments.startsAt))
      .limit(50),
  ]);
  return {
    upcoming: upcoming.map((row) => toPortalAppointment(row, now)),
    past: past.map((row) => toPortalAppointment(row, now)),
  };
}

/** One of the patient's own visits; another patient's answers 404, as an unknown id does. */
export async function portalVisit(ctx: AppContext, patient: ClinicPatient, id: string) {
  const [row] = await visitRows(ctx.db, patient, eq(appointments.id, id));
  if (!row) throw notFound('The visit');
  return row;
}
