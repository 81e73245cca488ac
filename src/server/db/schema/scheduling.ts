import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { appointmentStatuses, type OpeningHours } from '../../../domain/scheduling.js';
import { users } from './accounts.js';
import { clinicRowKey, clinicScoped, sameClinicReference } from './clinic-scoped.js';
import { noteTemplate, treatmentPlans } from './clinical.js';
import { at, createdAt, id } from './columns.js';
import { patients } from './patients.js';

/** A place where a clinic works, with its own contact details, opening hours and rooms. */
export const locations = pgTable(
  'locations',
  {
    id: id(),
    clinicId: clinicScoped(),
    name: text('name').notNull(),
    address: text('address').notNull().default(''),
    phone: text('phone').notNull().default(''),
    /** Per weekday (0 = Sunday … 6 = Saturday) the opening interval, or null when closed. */
    openingHours: jsonb('opening_hours').$type<OpeningHours>().notNull(),
    active: boolean('active').notNull().default(true),
    /** Offered on the clinic's online booking page. */
    offeredOnline: boolean('offered_online').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [index('locations_clinic_idx').on(table.clinicId), clinicRowKey('locations', table)],
);

/** Treatment rooms a clinic books (optional: a clinic without rooms books none). */
export const rooms = pgTable(
  'rooms',
  {
    id: id(),
    clinicId: clinicScoped(),
    /** The location the room is in. */
    locationId: uuid('location_id').notNull(),
    name: text('name').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (table) => [
    index('rooms_clinic_idx').on(table.clinicId),
    index('rooms_location_idx').on(table.locationId),
    clinicRowKey('rooms', table),
    sameClinicReference(
      'rooms_location_same_clinic_fk',
      [table.clinicId, table.locationId],
      locations,
    ),
  ],
);

/** What a clinic offers: its duration sets an appointment's length, its colour the calendar's. */
export const services = pgTable(
  'services',
  {
    id: id(),
    clinicId: clinicScoped(),
    name: text('name').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    /** The visit-note template an appointment of this service starts from. */
    noteTemplate: noteTemplate('note_template').notNull().default('follow_up'),
    /** Money in minor units. */
    priceMinor: integer('price_minor').notNull(),
    currency: text('currency').notNull().default('USD'),
    /** Hex colour, e.g. '#228be6'. */
    color: text('color').notNull(),
    /** Minutes kept free before and after an appointment of the service (preparation, notes). */
    bufferBeforeMinutes: integer('buffer_before_minutes').notNull().default(0),
    bufferAfterMinutes: integer('buffer_after_minutes').notNull().default(0),
    active: boolean('active').notNull().default(true),
    /** Offered on the clinic's online booking page. */
    offeredOnline: boolean('offered_online').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [index('services_clinic_idx').on(table.clinicId), clinicRowKey('services', table)],
);

export const appointmentStatus = pgEnum('appointment_status', appointmentStatuses);

/** How a recurring series repeats; its appointments point to it. */
export const appointmentSeries = pgTable(
  'appointment_series',
  {
    id: id(),
    clinicId: clinicScoped(),
    /** e.g. {"every":"week"} or {"every":"days","days":3}, with {"count":10} or {"until":"2026-12-31"}. */
    rule: jsonb('rule').notNull(),
    createdAt: createdAt(),
  },
  (table) => [clinicRowKey('appointment_series', table)],
);

/**
 * One booking of a therapist's time, with a patient or (patient null) blocked time such as a
 * meeting. Overlaps of the same therapist, patient or room among live appointments are refused
 * by exclusion constraints (migration 0006), so two simultaneous bookings cannot both succeed.
 */
export const appointments = pgTable(
  'appointments',
  {
    id: id(),
    clinicId: clinicScoped(),
    patientId: uuid('patient_id'),
    /** The member (a user of this clinic) whose time this is. */
    therapistId: uuid('therapist_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    serviceId: uuid('service_id'),
    roomId: uuid('room_id'),
    /** Where it takes place; null: not tied to one (blocked time, which holds everywhere). */
    locationId: uuid('location_id'),
    /** Blocked time's own title ('Team meeting'); for a patient the calendar shows their name. */
    title: text('title').notNull().default(''),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at').notNull(),
    status: appointmentStatus('status').notNull().default('scheduled'),
    cancelReason: text('cancel_reason'),
    notes: text('notes').notNull().default(''),
    /** Hex colour; null: from the service, else the therapist, else the default blue. */
    labelColor: text('label_color'),
    /** The service's price when it was booked, in minor units: what its invoice line charges. */
    priceCents: integer('price_cents'),
    seriesId: uuid('series_id'),
    /** The treatment plan this visit belongs to: its completed visits are the plan's sessions. */
    treatmentPlanId: uuid('treatment_plan_id'),
    /** The patient confirmed by SMS reply or by the reminder's Confirm link. */
    confirmedByPatientAt: at('confirmed_by_patient_at'),
    /** Set when the reminder mail was queued: each reminder goes out once. */
    reminderQueuedAt: at('reminder_queued_at'),
    /** Brought over by a CSV import: its notes, if any, stayed in the system it came from. */
    importedAt: at('imported_at'),
    /** iCalendar SEQUENCE: raised by every change, so calendars replace their copy of the event. */
    sequence: integer('sequence').notNull().default(0),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('appointments_clinic_start_idx').on(table.clinicId, table.startsAt),
    index('appointments_therapist_start_idx').on(table.therapistId, table.startsAt),
    index('appointments_patient_idx').on(table.patientId),
    index('appointments_series_idx').on(table.seriesId),
    index('appointments_plan_idx').on(table.treatmentPlanId),
    clinicRowKey('appointments', table),
    sameClinicReference(
      'appointments_patient_same_clinic_fk',
      [table.clinicId, table.patientId],
      patients,
    ).onDelete('restrict'),
    sameClinicReference(
      'appointments_service_same_clinic_fk',
      [table.clinicId, table.serviceId],
      services,
    ).onDelete('set null'),
    index('appointments_location_start_idx').on(table.locationId, table.startsAt),
    sameClinicReference(
      'appointments_location_same_clinic_fk',
      [table.clinicId, table.locationId],
      locations,
    ).onDelete('restrict'),
    sameClinicReference(
      'appointments_room_same_clinic_fk',
      [table.clinicId, table.roomId],
      rooms,
    ).onDelete('set null'),
    sameClinicReference(
      'appointments_series_same_clinic_fk',
      [table.clinicId, table.seriesId],
      appointmentSeries,
    ).onDelete('set null'),
    sameClinicReference(
      'appointments_plan_same_clinic_fk',
      [table.clinicId, table.treatmentPlanId],
      treatmentPlans,
    ).onDelete('set null'),
  ],
);

/**
 * Patient appointments counted per clinic and local day of their start (the clinic's time zone),
 * what the stats read instead of every appointment (decision 015). Each row is one facet of a
 * day, only its own key column set: per `status` (count, length), per `therapistId` (count of
 * every status, length of the live ones only) and per `serviceId` (completed ones: count,
 * length). Kept exact by triggers on appointments and clinics (migration 0009), never written by
 * the app; not in backups (the triggers rebuild it while appointments are restored).
 */
export const appointmentDayCounts = pgTable(
  'appointment_day_counts',
  {
    clinicId: clinicScoped(),
    day: date('day').notNull(),
    status: appointmentStatus('status'),
    therapistId: uuid('therapist_id'),
    serviceId: uuid('service_id'),
    count: integer('count').notNull(),
    /** The counted appointments' length summed, in seconds. */
    seconds: bigint('seconds', { mode: 'number' }).notNull(),
  },
  (table) => [
    unique('appointment_day_counts_key')
      .on(table.clinicId, table.day, table.status, table.therapistId, table.serviceId)
      .nullsNotDistinct(),
  ],
);

/** Each therapist's secret iCalendar feed: only the token's hash is kept. */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    id: id(),
    clinicId: clinicScoped(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    revokedAt: at('revoked_at'),
    createdAt: createdAt(),
    /** The feed's last served content (its hash) and when it was first served: Last-Modified. */
    contentHash: text('content_hash'),
    contentChangedAt: at('content_changed_at'),
  },
  (table) => [uniqueIndex('calendar_feeds_token_key').on(table.tokenHash)],
);
