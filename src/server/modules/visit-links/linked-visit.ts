import { and, eq, sql } from 'drizzle-orm';
import { MINUTE_MS } from '../../../domain/clinic-time.js';
import type { LinkedVisit } from '../../../domain/visit-links.js';
import type { Db } from '../../db/client.js';
import {
  appointments,
  clinics,
  locations,
  onlineBookingSettings,
  services,
  users,
  visitLinks,
} from '../../db/schema.js';
import { notFound } from '../../http-errors.js';
import { hashToken } from '../../secure-tokens.js';
import { CHANGEABLE, DEFAULT_CHANGE_WINDOW_HOURS } from '../portal/visits.js';

/** The link a token opens, with its visit and clinic: 404 for a token Motio never made. */
export async function linkOfToken(db: Db, token: string) {
  const [row] = await db
    .select({
      linkId: visitLinks.id,
      clinicId: visitLinks.clinicId,
      appointmentId: visitLinks.appointmentId,
      expiresAt: visitLinks.expiresAt,
      usedAt: visitLinks.usedAt,
      patientId: appointments.patientId,
      status: appointments.status,
      startsAt: appointments.startsAt,
      endsAt: appointments.endsAt,
      serviceName: sql<string>`coalesce(${services.name}, 'Visit')`,
      practitionerName: sql<string>`${users.name} || ' ' || ${users.lastName}`,
      locationName: sql<string>`coalesce(${locations.name}, '')`,
      locationAddress: sql<string>`coalesce(${locations.address}, '')`,
      clinicName: clinics.name,
      clinicPhone: clinics.phone,
      timeZone: clinics.timeZone,
      locale: clinics.locale,
      changeWindowHours: sql<number>`coalesce(${onlineBookingSettings.changeWindowHours}, ${DEFAULT_CHANGE_WINDOW_HOURS})`,
    })
    .from(visitLinks)
    .innerJoin(
      appointments,
      and(
        eq(appointments.clinicId, visitLinks.clinicId),
        eq(appointments.id, visitLinks.appointmentId),
      ),
    )
    .innerJoin(clinics, eq(clinics.id, visitLinks.clinicId))
    .innerJoin(users, eq(users.id, appointments.therapistId))
    .leftJoin(
      services,
      and(eq(services.clinicId, appointments.clinicId), eq(services.id, appointments.serviceId)),
    )
    .leftJoin(
      locations,
      and(eq(locations.clinicId, appointments.clinicId), eq(locations.id, appointments.locationId)),
    )
    .leftJoin(onlineBookingSettings, eq(onlineBookingSettings.clinicId, visitLinks.clinicId))
    .where(eq(visitLinks.tokenHash, hashToken(token)));
  // A visit without a patient was never mailed; its link, were there one, opens nothing.
  if (!row?.patientId) throw notFound('The link');
  return { ...row, patientId: row.patientId };
}

export type LinkOfToken = Awaited<ReturnType<typeof linkOfToken>>;

export const linkStateOf = (row: LinkOfToken, now: Date): LinkedVisit['link'] =>
  row.usedAt ? 'used' : row.expiresAt <= now ? 'expired' : 'open';

function visitStatusOf(row: LinkOfToken, now: Date): LinkedVisit['status'] {
  if (row.status === 'cancelled') return 'cancelled';
  if (row.startsAt <= now || !(CHANGEABLE as readonly string[]).includes(row.status)) return 'past';
  return row.status === 'confirmed' ? 'confirmed' : 'upcoming';
}

/** The last moment the visit may be cancelled online: the clinic's window before its start. */
export const cancellableUntilOf = (row: LinkOfToken) =>
  new Date(row.startsAt.getTime() - row.changeWindowHours * 60 * MINUTE_MS);

export function toLinkedVisit(row: LinkOfToken, now: Date): LinkedVisit {
  const open = linkStateOf(row, now) === 'open';
  const status = visitStatusOf(row, now);
  const until = cancellableUntilOf(row);
  const cancellable = (status === 'upcoming' || status === 'confirmed') && until > now;
  return {
    clinicName: row.clinicName,
    clinicPhone: row.clinicPhone,
    timeZone: row.timeZone,
    locale: row.locale,
    start: row.startsAt.toISOString(),
    end: row.endsAt.toISOString(),
    serviceName: row.serviceName,
    practitionerName: row.practitionerName,
    locationName: row.locationName,
    locationAddress: row.locationAddress,
    status,
    link: linkStateOf(row, now),
    canConfirm: open && status === 'upcoming',
    canCancel: open && cancellable,
    changeWindowHours: row.changeWindowHours,
    cancellableUntil: cancellable ? until.toISOString() : null,
  };
}
