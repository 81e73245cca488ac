import { sql } from 'drizzle-orm';
import {
  check,
  date,
  foreignKey,
  index,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { scheduleRuleKinds } from '../../../domain/schedules.js';
import { clinicRowKey, clinicScoped, sameClinicReference } from './clinic-scoped.js';
import { createdAt, id } from './columns.js';
import { locations, services } from './scheduling.js';
import { memberships } from './team.js';

/*
 * Practitioners' schedules. Times of day are 'HH:mm' text in the clinic's time zone ('24:00' ends
 * a span at midnight), dates are local days: the availability engine (src/domain/availability.ts)
 * turns them into instants day by day, so 09:00 stays 09:00 across daylight-saving changes.
 */

/** `(clinic_id, user_id)` of a schedule row points at the member, and goes when they leave. */
const memberReference = (
  name: string,
  table: { clinicId: AnyPgColumn; practitionerId: AnyPgColumn },
) =>
  foreignKey({
    name,
    columns: [table.clinicId, table.practitionerId],
    foreignColumns: [memberships.clinicId, memberships.userId],
  }).onDelete('cascade');

const timeOfDay = (name: string) => text(name).notNull();
const spanChecks = (tableName: string, table: { startTime: AnyPgColumn; endTime: AnyPgColumn }) => [
  check(
    `${tableName}_times_check`,
    sql`${table.startTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and ${table.endTime} ~ '^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$' and ${table.startTime} < ${table.endTime}`,
  ),
];

export const scheduleRuleKind = pgEnum('schedule_rule_kind', scheduleRuleKinds);

/**
 * A weekly span of a practitioner's week: working hours at a location, or a break (which holds
 * wherever they work that day). It repeats from the first `weekday` on or after `starts_on`,
 * every `every_n_weeks` weeks, up to `ends_on` inclusive (null: no end).
 */
export const scheduleRules = pgTable(
  'schedule_rules',
  {
    id: id(),
    clinicId: clinicScoped(),
    practitionerId: uuid('practitioner_id').notNull(),
    kind: scheduleRuleKind('kind').notNull(),
    /** Where working hours are spent; null for a break. */
    locationId: uuid('location_id'),
    /** 0 = Sunday … 6 = Saturday. */
    weekday: smallint('weekday').notNull(),
    startTime: timeOfDay('start_time'),
    endTime: timeOfDay('end_time'),
    everyNWeeks: smallint('every_n_weeks').notNull().default(1),
    startsOn: date('starts_on').notNull(),
    endsOn: date('ends_on'),
    createdAt: createdAt(),
  },
  (table) => [
    index('schedule_rules_practitioner_idx').on(table.clinicId, table.practitionerId),
    clinicRowKey('schedule_rules', table),
    memberReference('schedule_rules_member_fk', table),
    sameClinicReference(
      'schedule_rules_location_same_clinic_fk',
      [table.clinicId, table.locationId],
      locations,
    ).onDelete('cascade'),
    ...spanChecks('schedule_rules', table),
    check('schedule_rules_weekday_check', sql`${table.weekday} between 0 and 6`),
    check('schedule_rules_every_check', sql`${table.everyNWeeks} between 1 and 52`),
    check(
      'schedule_rules_dates_check',
      sql`${table.endsOn} is null or ${table.endsOn} >= ${table.startsOn}`,
    ),
    check(
      'schedule_rules_location_check',
      sql`(${table.kind} = 'working') = (${table.locationId} is not null)`,
    ),
  ],
);

/** Whole local days off, `starts_on` to `ends_on` inclusive; leave wins over extra shifts. */
export const scheduleLeave = pgTable(
  'schedule_leave',
  {
    id: id(),
    clinicId: clinicScoped(),
    practitionerId: uuid('practitioner_id').notNull(),
    startsOn: date('starts_on').notNull(),
    endsOn: date('ends_on').notNull(),
    /** e.g. 'Annual leave', 'Course in Ljubljana'. */
    reason: text('reason').notNull().default(''),
    createdAt: createdAt(),
  },
  (table) => [
    index('schedule_leave_practitioner_idx').on(table.clinicId, table.practitionerId),
    clinicRowKey('schedule_leave', table),
    memberReference('schedule_leave_member_fk', table),
    check('schedule_leave_dates_check', sql`${table.endsOn} >= ${table.startsOn}`),
  ],
);

/** A one-off shift on a day, on top of the weekly hours. */
export const scheduleExtraShifts = pgTable(
  'schedule_extra_shifts',
  {
    id: id(),
    clinicId: clinicScoped(),
    practitionerId: uuid('practitioner_id').notNull(),
    locationId: uuid('location_id').notNull(),
    date: date('date').notNull(),
    startTime: timeOfDay('start_time'),
    endTime: timeOfDay('end_time'),
    createdAt: createdAt(),
  },
  (table) => [
    index('schedule_extra_shifts_practitioner_idx').on(table.clinicId, table.practitionerId),
    clinicRowKey('schedule_extra_shifts', table),
    memberReference('schedule_extra_shifts_member_fk', table),
    sameClinicReference(
      'schedule_extra_shifts_location_same_clinic_fk',
      [table.clinicId, table.locationId],
      locations,
    ).onDelete('cascade'),
    ...spanChecks('schedule_extra_shifts', table),
  ],
);

/** The locations that offer a service. A service with no rows here is offered at every one. */
export const serviceLocations = pgTable(
  'service_locations',
  {
    clinicId: clinicScoped(),
    serviceId: uuid('service_id').notNull(),
    locationId: uuid('location_id').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.serviceId, table.locationId] }),
    sameClinicReference(
      'service_locations_service_same_clinic_fk',
      [table.clinicId, table.serviceId],
      services,
    ).onDelete('cascade'),
    sameClinicReference(
      'service_locations_location_same_clinic_fk',
      [table.clinicId, table.locationId],
      locations,
    ).onDelete('cascade'),
  ],
);

/** The practitioners who offer a service. A service with no rows here is offered by everyone. */
export const servicePractitioners = pgTable(
  'service_practitioners',
  {
    clinicId: clinicScoped(),
    serviceId: uuid('service_id').notNull(),
    practitionerId: uuid('practitioner_id').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.serviceId, table.practitionerId] }),
    sameClinicReference(
      'service_practitioners_service_same_clinic_fk',
      [table.clinicId, table.serviceId],
      services,
    ).onDelete('cascade'),
    memberReference('service_practitioners_member_fk', table),
  ],
);
