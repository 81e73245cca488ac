import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  messageChannels,
  messageKinds,
  messageStatuses,
  replyActions,
  type MessageKind,
} from '../../../domain/messages.js';
import { users } from './accounts.js';
import { clinicRowKey, clinicScoped, sameClinicReference } from './clinic-scoped.js';
import { clinics } from './clinics.js';
import { at, createdAt, id } from './columns.js';
import { patients } from './patients.js';
import { appointments } from './scheduling.js';

const listed = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/**
 * One message to a patient, by email or SMS, with its delivery status. Email goes out through the
 * outbox (whose row names this one); SMS through the SMS provider, whose id and status callbacks
 * land here.
 */
export const patientMessages = pgTable(
  'patient_messages',
  {
    id: id(),
    clinicId: clinicScoped(),
    patientId: uuid('patient_id'),
    appointmentId: uuid('appointment_id'),
    kind: text('kind', { enum: messageKinds }).notNull(),
    channel: text('channel', { enum: messageChannels }).notNull(),
    recipient: text('recipient').notNull(),
    /** The SMS text; null for email, whose text lives only in the outbox until it is sent. */
    body: text('body'),
    segments: smallint('segments'),
    status: text('status', { enum: messageStatuses }).notNull().default('queued'),
    /** The provider's id (Twilio's message SID): status callbacks find the message by it. */
    providerId: text('provider_id'),
    error: text('error'),
    /** The email queued in this SMS's place when it failed. */
    fallbackMessageId: uuid('fallback_message_id'),
    isFallback: boolean('is_fallback').notNull().default(false),
    /** The mail to send instead if this SMS fails; cleared once used or delivered. */
    fallbackMail: jsonb('fallback_mail').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
    sentAt: at('sent_at'),
    deliveredAt: at('delivered_at'),
    failedAt: at('failed_at'),
  },
  (table) => [
    clinicRowKey('patient_messages', table),
    index('patient_messages_clinic_created_idx').on(table.clinicId, table.createdAt),
    index('patient_messages_appointment_idx').on(table.clinicId, table.appointmentId),
    index('patient_messages_patient_idx').on(table.clinicId, table.patientId, table.createdAt),
    uniqueIndex('patient_messages_provider_id_key')
      .on(table.providerId)
      .where(sql`${table.providerId} IS NOT NULL`),
    index('patient_messages_sms_recipient_idx')
      .on(table.recipient, table.createdAt)
      .where(sql`${table.channel} = 'sms'`),
    check(
      'patient_messages_values_valid',
      sql`${table.kind} IN (${listed(messageKinds)}) AND ${table.channel} IN (${listed(messageChannels)}) AND ${table.status} IN (${listed(messageStatuses)})`,
    ),
    sameClinicReference(
      'patient_messages_patient_same_clinic_fk',
      [table.clinicId, table.patientId],
      patients,
    ).onDelete('cascade'),
    sameClinicReference(
      'patient_messages_appointment_same_clinic_fk',
      [table.clinicId, table.appointmentId],
      appointments,
    ).onDelete('set null'),
  ],
);

/** An SMS a patient (or an unknown number) sent back, and what it did. */
export const messageReplies = pgTable(
  'message_replies',
  {
    id: id(),
    clinicId: clinicScoped(),
    patientId: uuid('patient_id'),
    appointmentId: uuid('appointment_id'),
    /** The message it answered: the latest SMS sent to that number. */
    messageId: uuid('message_id'),
    fromNumber: text('from_number').notNull(),
    body: text('body').notNull(),
    /** The provider's id of the inbound message: a repeated callback is recorded once. */
    providerId: text('provider_id').notNull(),
    action: text('action', { enum: replyActions }).notNull(),
    note: text('note').notNull().default(''),
    receivedAt: at('received_at').notNull(),
    handledAt: at('handled_at'),
    handledById: uuid('handled_by_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    uniqueIndex('message_replies_provider_id_key').on(table.providerId),
    index('message_replies_clinic_received_idx').on(table.clinicId, table.receivedAt),
    check('message_replies_action_valid', sql`${table.action} IN (${listed(replyActions)})`),
    sameClinicReference(
      'message_replies_patient_same_clinic_fk',
      [table.clinicId, table.patientId],
      patients,
    ).onDelete('cascade'),
    sameClinicReference(
      'message_replies_appointment_same_clinic_fk',
      [table.clinicId, table.appointmentId],
      appointments,
    ).onDelete('set null'),
    sameClinicReference(
      'message_replies_message_same_clinic_fk',
      [table.clinicId, table.messageId],
      patientMessages,
    ).onDelete('set null'),
  ],
);

/** SMS text per kind, written by the clinic; a kind without one uses Motio's default text. */
export type SmsTemplates = Partial<Record<MessageKind, string>>;

/** How a clinic messages its patients. A clinic without a row has the defaults. */
export const clinicMessageSettings = pgTable('clinic_message_settings', {
  clinicId: uuid('clinic_id')
    .primaryKey()
    .references(() => clinics.id, { onDelete: 'cascade' }),
  /** Kinds sent by SMS to patients who agreed to texts (else, and on failure, by email). */
  smsKinds: text('sms_kinds')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  /** 'HH:MM' clinic time: no SMS from `quiet_from` until `quiet_until`. */
  quietFrom: text('quiet_from').notNull().default('21:00'),
  quietUntil: text('quiet_until').notNull().default('08:00'),
  smsTemplates: jsonb('sms_templates').$type<SmsTemplates>().notNull().default({}),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/** A signed, single-use Confirm or Cancel link in a reminder mail. */
export const visitLinks = pgTable(
  'visit_links',
  {
    id: id(),
    clinicId: clinicScoped(),
    appointmentId: uuid('appointment_id').notNull(),
    /** SHA-256 of the token in the link; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('visit_links_token_hash_key').on(table.tokenHash),
    sameClinicReference(
      'visit_links_appointment_same_clinic_fk',
      [table.clinicId, table.appointmentId],
      appointments,
    ).onDelete('cascade'),
  ],
);
