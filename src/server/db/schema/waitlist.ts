import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { clinicRowKey, clinicScoped, sameClinicReference } from './clinic-scoped.js';
import { at, createdAt, id } from './columns.js';
import { patients } from './patients.js';
import { appointments, locations, rooms, services } from './scheduling.js';

/**
 * What a patient waits for: a service, with a practitioner and location or anyone and anywhere,
 * on some weekdays between two times of day (the clinic's wall clock), until a date.
 */
export const waitlistWishes = pgTable(
  'waitlist_wishes',
  {
    id: id(),
    clinicId: clinicScoped(),
    patientId: uuid('patient_id').notNull(),
    serviceId: uuid('service_id').notNull(),
    /** Null: anyone who offers the service. */
    practitionerId: uuid('practitioner_id').references(() => users.id, { onDelete: 'set null' }),
    /** Null: any location. */
    locationId: uuid('location_id'),
    /** 0 = Sunday … 6 = Saturday. */
    weekdays: smallint('weekdays').array().notNull(),
    /** 'HH:MM', the clinic's wall clock; `to_time` may be '24:00'. */
    fromTime: text('from_time').notNull(),
    toTime: text('to_time').notNull(),
    /** The last day waited for (inclusive). */
    until: date('until', { mode: 'string' }).notNull(),
    note: text('note').notNull().default(''),
    status: text('status', { enum: ['waiting', 'booked', 'removed', 'lapsed'] })
      .notNull()
      .default('waiting'),
    source: text('source', { enum: ['staff', 'portal'] }).notNull(),
    /** The visit an accepted offer made. */
    appointmentId: uuid('appointment_id'),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    clinicRowKey('waitlist_wishes', table),
    index('waitlist_wishes_status_idx').on(table.clinicId, table.status),
    check(
      'waitlist_wishes_values_valid',
      sql`${table.status} IN ('waiting', 'booked', 'removed', 'lapsed') AND ${table.source} IN ('staff', 'portal') AND ${table.toTime} > ${table.fromTime}`,
    ),
    sameClinicReference(
      'waitlist_wishes_patient_same_clinic_fk',
      [table.clinicId, table.patientId],
      patients,
    ).onDelete('cascade'),
    sameClinicReference(
      'waitlist_wishes_service_same_clinic_fk',
      [table.clinicId, table.serviceId],
      services,
    ).onDelete('cascade'),
    sameClinicReference(
      'waitlist_wishes_location_same_clinic_fk',
      [table.clinicId, table.locationId],
      locations,
    ).onDelete('set null'),
    sameClinicReference(
      'waitlist_wishes_appointment_same_clinic_fk',
      [table.clinicId, table.appointmentId],
      appointments,
    ).onDelete('set null'),
  ],
);

/** A freed time of a practitioner, mailed to every waiting wish it matched. */
export const waitlistOffers = pgTable(
  'waitlist_offers',
  {
    id: id(),
    clinicId: clinicScoped(),
    practitionerId: uuid('practitioner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    locationId: uuid('location_id'),
    roomId: uuid('room_id'),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at').notNull(),
    /** The visit whose cancellation or move freed the time. */
    freedAppointmentId: uuid('freed_appointment_id'),
    status: text('status', { enum: ['open', 'taken', 'lapsed'] })
      .notNull()
      .default('open'),
    expiresAt: at('expires_at').notNull(),
    /** The visit made when a patient accepted. */
    appointmentId: uuid('appointment_id'),
    createdAt: createdAt(),
  },
  (table) => [
    clinicRowKey('waitlist_offers', table),
    index('waitlist_offers_status_idx').on(table.clinicId, table.status, table.expiresAt),
    check(
      'waitlist_offers_values_valid',
      sql`${table.status} IN ('open', 'taken', 'lapsed') AND ${table.endsAt} > ${table.startsAt}`,
    ),
    sameClinicReference(
      'waitlist_offers_location_same_clinic_fk',
      [table.clinicId, table.locationId],
      locations,
    ).onDelete('set null'),
    sameClinicReference(
      'waitlist_offers_room_same_clinic_fk',
      [table.clinicId, table.roomId],
      rooms,
    ).onDelete('set null'),
    sameClinicReference(
      'waitlist_offers_freed_appointment_same_clinic_fk',
      [table.clinicId, table.freedAppointmentId],
      appointments,
    ).onDelete('set null'),
    sameClinicReference(
      'waitlist_offers_appointment_same_clinic_fk',
      [table.clinicId, table.appointmentId],
      appointments,
    ).onDelete('set null'),
  ],
);

/** One wish an offer was mailed to: the link's token and what came of it. */
export const waitlistOfferRecipients = pgTable(
  'waitlist_offer_recipients',
  {
    id: id(),
    clinicId: clinicScoped(),
    offerId: uuid('offer_id').notNull(),
    wishId: uuid('wish_id').notNull(),
    /** SHA-256 of the mailed link's token. */
    tokenHash: text('token_hash').notNull().unique(),
    outcome: text('outcome', { enum: ['offered', 'accepted', 'taken_by_other', 'lapsed'] })
      .notNull()
      .default('offered'),
    respondedAt: at('responded_at'),
    createdAt: createdAt(),
  },
  (table) => [
    index('waitlist_offer_recipients_offer_idx').on(table.clinicId, table.offerId),
    index('waitlist_offer_recipients_wish_idx').on(table.clinicId, table.wishId),
    check(
      'waitlist_offer_recipients_outcome_valid',
      sql`${table.outcome} IN ('offered', 'accepted', 'taken_by_other', 'lapsed')`,
    ),
    sameClinicReference(
      'waitlist_offer_recipients_offer_same_clinic_fk',
      [table.clinicId, table.offerId],
      waitlistOffers,
    ).onDelete('cascade'),
    sameClinicReference(
      'waitlist_offer_recipients_wish_same_clinic_fk',
      [table.clinicId, table.wishId],
      waitlistWishes,
    ).onDelete('cascade'),
  ],
);
