import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { at, createdAt, id } from './columns.js';

/**
 * Append-only: a trigger in the migrations refuses UPDATE and DELETE. No foreign keys, so
 * removing a user or clinic never needs to rewrite history.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: id(),
    clinicId: uuid('clinic_id'),
    actorUserId: uuid('actor_user_id'),
    action: text('action').notNull(),
    entityType: text('entity_type'),
    entityId: uuid('entity_id'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    meta: jsonb('meta').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (table) => [
    index('audit_events_clinic_created_idx').on(table.clinicId, table.createdAt),
    index('audit_events_entity_idx').on(table.entityType, table.entityId),
    // The audit log's member and patient filters and a patient's access history.
    index('audit_events_clinic_actor_created_idx').on(
      table.clinicId,
      table.actorUserId,
      table.createdAt,
    ),
    index('audit_events_clinic_patient_created_idx').on(
      table.clinicId,
      sql`(${table.meta}->>'patientId')`,
      table.createdAt,
    ),
  ],
);

export const outboxStatus = pgEnum('outbox_status', ['pending', 'sent', 'failed']);

export const outbox = pgTable(
  'outbox',
  {
    id: id(),
    kind: text('kind').notNull(),
    /** The clinic a mail is sent for (its daily allowance counts these); null: Motio's own mail. */
    clinicId: uuid('clinic_id'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: outboxStatus('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    runAfter: timestamp('run_after', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    index('outbox_pending_idx').on(table.status, table.runAfter),
    index('outbox_clinic_created_idx').on(table.clinicId, table.createdAt),
  ],
);

/**
 * Operator settings that override the shipped defaults (plan-management): plan limits for the
 * local provider, Early Access capacity. One row per key; absent means the default applies.
 */
export const platformSettings = pgTable('platform_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
  updatedById: uuid('updated_by_id').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: at('updated_at').notNull().defaultNow(),
});
