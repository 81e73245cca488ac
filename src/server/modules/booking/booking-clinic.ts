import { and, asc, eq, isNull } from 'drizzle-orm';
import type { PublicBooking } from '../../../domain/online-booking.js';
import type { Db } from '../../db/client.js';
import {
  clinics,
  locations,
  memberships,
  onlineBookingSettings,
  services,
  users,
} from '../../db/schema.js';
import { HttpError } from '../../http-errors.js';
import { offeringColumns } from '../services/offerings.js';

/** A clinic that takes online bookings, with its rules, found by the slug of its booking page. */
export interface BookingClinic {
  clinicId: string;
  name: string;
  slug: string;
  timeZone: string;
  locale: string;
  currency: string;
  phone: string;
  email: string;
  logoFileId: string | null;
  message: string;
  newPatientsAllowed: boolean;
  minNoticeMinutes: number;
  maxDaysAhead: number;
  changeWindowHours: number;
}

/** One answer for an unknown slug and a clinic that has switched booking off: nothing to probe. */
export const bookingClosed = () =>
  new HttpError(404, 'NOT_FOUND', 'This clinic does not take online bookings.');

export async function bookingClinicBySlug(db: Db, slug: string): Promise<BookingClinic> {
  const [clinic] = await db
    .select({
      clinicId: clinics.id,
      name: clinics.name,
      slug: onlineBookingSettings.slug,
      timeZone: clinics.timeZone,
      locale: clinics.locale,
      currency: clinics.currency,
      phone: clinics.phone,
      email: clinics.email,
      logoFileId: clinics.logoFileId,
      message: onlineBookingSettings.message,
      newPatientsAllowed: onlineBookingSettings.newPatientsAllowed,
      minNoticeMinutes: onlineBookingSettings.minNoticeMinutes,
      maxDaysAhead: onlineBookingSettings.maxDaysAhead,
      changeWindowHours: onlineBookingSettings.changeWindowHours,
    })
    .from(onlineBookingSettings)
    .innerJoin(clinics, eq(clinics.id, onlineBookingSettings.clinicId))
    .where(and(eq(onlineBookingSettings.slug, slug), eq(onlineBookingSettings.enabled, true)));
  if (!clinic?.slug) throw bookingClosed();
  return { ...clinic, slug: clinic.slug };
}

/** The active locations offered online, oldest first. */
export function offeredLocations(db: Db, clinicId: string) {
  return db
    .select({ id: locations.id, name: locations.name, address: locations.address })
    .from(locations)
    .where(
      and(
        eq(locations.clinicId, clinicId),
        eq(locations.active, true),
        eq(locations.offeredOnline, true),
      ),
    )
    .orderBy(asc(locations.createdAt), asc(locations.id));
}

/** The active members who take appointments and are offered online, by name. */
export function offeredPractitioners(db: Db, clinicId: string) {
  return db
    .select({
      id: memberships.userId,
      name: users.name,
      lastName: users.lastName,
      title: memberships.title,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      and(
        eq(memberships.clinicId, clinicId),
        eq(memberships.takesAppointments, true),
        eq(memberships.offeredOnline, true),
        isNull(memberships.deactivatedAt),
        isNull(users.disabledAt),
      ),
    )
    .orderBy(asc(users.name), asc(users.lastName), asc(memberships.userId));
}

/** The active services offered online, by name, with where and by whom they are offered. */
export function offeredServices(db: Db, clinicId: string) {
  return db
    .select({
      id: services.id,
      name: services.name,
      durationMinutes: services.durationMinutes,
      priceCents: services.priceMinor,
      ...offeringColumns,
    })
    .from(services)
    .where(
      and(
        eq(services.clinicId, clinicId),
        eq(services.active, true),
        eq(services.offeredOnline, true),
      ),
    )
    .orderBy(asc(services.name), asc(services.id));
}

/**
 * What the booking page offers: each service with the offered locations and practitioners that
 * give it (a service's empty offering lists mean everywhere and everyone). A service nobody
 * offered online gives, and a practitioner or location without any service, is left out.
 */
export async function bookingOffer(db: Db, clinic: BookingClinic): Promise<PublicBooking> {
  const [locationRows, practitionerRows, serviceRows] = await Promise.all([
    offeredLocations(db, clinic.clinicId),
    offeredPractitioners(db, clinic.clinicId),
    offeredServices(db, clinic.clinicId),
  ]);
  const within = (offered: string[], all: string[]) =>
    offered.length === 0 ? all : all.filter((id) => offered.includes(id));
  const allLocationIds = locationRows.map((row) => row.id);
  const allPractitionerIds = practitionerRows.map((row) => row.id);
  const offeredServiceRows = serviceRows
    .map((service) => ({
      id: service.id,
      name: service.name,
      durationMinutes: service.durationMinutes,
      priceCents: service.priceCents,
      locationIds: within(service.locationIds, allLocationIds),
      practitionerIds: within(service.practitionerIds, allPractitionerIds),
    }))
    .filter((service) => service.locationIds.length > 0 && service.practitionerIds.length > 0);
  const used = (key: 'locationIds' | 'practitionerIds', id: string) =>
    offeredServiceRows.some((service) => service[key].includes(id));
  return {
    clinic: {
      name: clinic.name,
      slug: clinic.slug,
      timeZone: clinic.timeZone,
      locale: clinic.locale,
      currency: clinic.currency,
      logoUrl: clinic.logoFileId ? `/api/v1/public/clinics/${clinic.slug}/logo` : null,
      phone: clinic.phone,
      email: clinic.email,
      message: clinic.message,
      newPatientsAllowed: clinic.newPatientsAllowed,
      minNoticeMinutes: clinic.minNoticeMinutes,
      maxDaysAhead: clinic.maxDaysAhead,
      changeWindowHours: clinic.changeWindowHours,
    },
    locations: locationRows.filter((row) => used('locationIds', row.id)),
    services: offeredServiceRows,
    practitioners: practitionerRows
      .filter((row) => used('practitionerIds', row.id))
      .map((row) => ({ id: row.id, name: `${row.name} ${row.lastName}`.trim(), title: row.title })),
  };
}
