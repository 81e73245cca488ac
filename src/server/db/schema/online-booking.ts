import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { clinicRowKey, clinicScoped, sameClinicReference } from './clinic-scoped.js';
import { clinics } from './clinics.js';
import { at, createdAt, id } from './columns.js';
import { patients } from './patients.js';
import { appointments, locations, rooms, services } from './scheduling.js';

/**
 * A clinic's online booking: whether it takes bookings at /book/{slug} and its rules. Which
 * services, practitioners and locations are offered is the `offered_online` flag of each.
 */
export const onlineBookingSettings = pgTable(
  'online_booking_settings',
  {
    clinicId: uuid('clinic_id')
      .primaryKey()
      .references(() => clinics.id, { onDelete: 'cascade' }),
    enabled: boolean('enabled').notNull().default(false),
    slug: text('slug'),
    minNoticeMinutes: integer('min_notice_minutes').notNull().default(120),
    maxDaysAhead: integer('max_days_ahead').notNull().default(60),
    changeWindowHours: integer('change_window_hours').notNull().default(24),
    newPatientsAllowed: boolean('new_patients_allowed').notNull().default(true),
    message: text('message').notNull().default(''),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('online_booking_settings_slug_key').on(table.slug),
    check(
      'online_booking_settings_values_valid',
      sql`${table.minNoticeMinutes} >= 0 AND ${table.maxDaysAhead} > 0 AND ${table.changeWindowHours} >= 0 AND (NOT ${table.enabled} OR ${table.slug} IS NOT NULL)`,
    ),
  ],
);

/**
 * A time a visitor chose on the booking page, held for them while they verify their email with
 * the code mailed to it. The details they gave wait here until the booking is made (then
 * `appointment_id` is set) or the hold lapses; lapsed requests are deleted by the worker.
 */
export const onlineBookingRequests = pgTable(
  'online_booking_requests',
  {
    id: id(),
    clinicId: clinicScoped(),
    serviceId: uuid('service_id').notNull(),
    practitionerId: uuid('practitioner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    locationId: uuid('location_id').notNull(),
    roomId: uuid('room_id'),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at').notNull(),
    /** Lower-cased. */
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone').notNull().default(''),
    dateOfBirth: date('date_of_birth', { mode: 'string' }).notNull(),
    note: text('note').notNull().default(''),
    /** SHA-256 of the 6-digit code mailed to `email`. */
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: at('expires_at').notNull(),
    appointmentId: uuid('appointment_id'),
    patientId: uuid('patient_id'),
    createdAt: createdAt(),
  },
  (table) => [
    clinicRowKey('online_booking_requests', table),
    index('online_booking_requests_practitioner_idx').on(
      table.clinicId,
      table.practitionerId,
      table.startsAt,
    ),
    index('online_booking_requests_expires_idx').on(table.expiresAt),
    sameClinicReference(
      'online_booking_requests_service_same_clinic_fk',
      [table.clinicId, table.serviceId],
      services,
    ).onDelete('cascade'),
    sameClinicReference(
      'online_booking_requests_location_same_clinic_fk',
      [table.clinicId, table.locationId],
      locations,
    ).onDelete('cascade'),
    sameClinicReference(
      'online_booking_requests_room_same_clinic_fk',
      [table.clinicId, table.roomId],
      rooms,
    ).onDelete('set null'),
    sameClinicReference(
      'online_booking_requests_appointment_same_clinic_fk',
      [table.clinicId, table.appointmentId],
      appointments,
    ).onDelete('set null'),
    sameClinicReference(
      'online_booking_requests_patient_same_clinic_fk',
      [table.clinicId, table.patientId],
      patients,
    ).onDelete('set null'),
  ],
);
