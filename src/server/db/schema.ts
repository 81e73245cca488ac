import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  real,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { billingProviderIds, subscriptionStatuses } from '../../domain/billing.js';
import {
  bodySides,
  diagnosisStatuses,
  noteTemplates,
  patientSexes,
  treatmentPlanStatuses,
  visitNoteStatuses,
  type PlanGoal,
  type PlanIntervention,
  type RangeOfMotion,
} from '../../domain/clinical.js';
import { inquiryTypes } from '../../domain/contact.js';
import { feedbackCategories, supportCategories, triageStatuses } from '../../domain/feedback.js';
import { jobPriorities, jobStatuses, jobTypes } from '../../domain/jobs.js';
import { billingPeriods } from '../../domain/pricing.js';
import { clinicRoles } from '../../domain/roles.js';
import { appointmentStatuses, type OpeningHours } from '../../domain/scheduling.js';

const id = () => uuid('id').primaryKey().defaultRandom();
const at = (name: string) => timestamp(name, { withTimezone: true });
const createdAt = () => at('created_at').notNull().defaultNow();

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** Early Access programme: a member uses Motio free; the waitlisted wait for a spot. */
export const earlyAccessStatus = pgEnum('early_access_status', ['member', 'waitlisted']);

export const users = pgTable(
  'users',
  {
    id: id(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    lastName: text('last_name').notNull(),
    location: text('location').notNull().default(''),
    passwordHash: text('password_hash').notNull(),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    platformAdmin: boolean('platform_admin').notNull().default(false),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    /** Null for accounts that did not come through the Early Access sign-up. */
    earlyAccess: earlyAccessStatus('early_access'),
    /** Base32 TOTP secret; set while enabling (unconfirmed) and once enabled. */
    totpSecret: text('totp_secret'),
    totpEnabledAt: at('totp_enabled_at'),
    /** The newest TOTP time step accepted: a code is good once (RFC 6238 section 5.2, no replay). */
    totpLastUsedStep: integer('totp_last_used_step'),
    avatarFileId: uuid('avatar_file_id'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('users_email_lower_key').on(sql`lower(${table.email})`)],
);

export const clinics = pgTable('clinics', {
  id: id(),
  name: text('name').notNull(),
  timeZone: text('time_zone').notNull().default('UTC'),
  /** A plan id of the domain plan catalogue; its limits apply to the clinic. */
  planId: text('plan_id').notNull().default('team'),
  /** Set by the owner: every member must sign in with two-factor authentication. */
  requireTwoFactor: boolean('require_two_factor').notNull().default(false),
  // Clinic settings: contact details shown to patients and in mails.
  address: text('address').notNull().default(''),
  phone: text('phone').notNull().default(''),
  email: text('email').notNull().default(''),
  /** A stored_files row (purpose 'clinic_logo'); null: no logo. */
  logoFileId: uuid('logo_file_id'),
  /** Per weekday (0 = Sunday … 6 = Saturday) the opening interval, or null when closed. */
  openingHours: jsonb('opening_hours')
    .$type<OpeningHours>()
    .notNull()
    .default(
      sql`'[null,{"open":"08:00","close":"20:00"},{"open":"08:00","close":"20:00"},{"open":"08:00","close":"20:00"},{"open":"08:00","close":"20:00"},{"open":"08:00","close":"20:00"},null]'::jsonb`,
    ),
  remindersEnabled: boolean('reminders_enabled').notNull().default(true),
  reminderHoursBefore: integer('reminder_hours_before').notNull().default(24),
  cancellationPolicy: text('cancellation_policy').notNull().default(''),
  /** ISO 4217 code of every price the clinic charges; services and invoices follow it. */
  currency: text('currency').notNull().default('USD'),
  /** BCP 47 locale the clinic's numbers, money and dates are written in, e.g. 'de-AT'. */
  locale: text('locale').notNull().default('en-US'),
  /** The default tax rate in basis points: 2000 is 20 %. */
  taxRateBasisPoints: integer('tax_rate_basis_points').notNull().default(0),
  /** Whether the clinic's prices already contain the tax (as in most of Europe). */
  pricesIncludeTax: boolean('prices_include_tax').notNull().default(false),
  /** First save of Settings → Clinic: the setup checklist's "clinic details" step. */
  settingsSavedAt: at('settings_saved_at'),
  /** The owner closed the setup checklist. */
  setupChecklistDismissedAt: at('setup_checklist_dismissed_at'),
  createdAt: createdAt(),
});

export const clinicRole = pgEnum('clinic_role', clinicRoles);

export const memberships = pgTable(
  'memberships',
  {
    id: id(),
    clinicId: uuid('clinic_id')
      .notNull()
      .references(() => clinics.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: clinicRole('role').notNull(),
    /** Job title shown in the team list and on appointments, e.g. 'Senior physiotherapist'. */
    title: text('title').notNull().default(''),
    /** Hex colour of this member's appointments in the calendar. */
    calendarColor: text('calendar_color'),
    /** Offered as a practitioner in the calendar, the booking form, Today and Stats. */
    takesAppointments: boolean('takes_appointments').notNull().default(false),
    /** A deactivated member keeps their history but cannot sign in to this clinic. */
    deactivatedAt: at('deactivated_at'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('memberships_clinic_user_key').on(table.clinicId, table.userId),
    index('memberships_user_idx').on(table.userId),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clinicId: uuid('clinic_id').references(() => clinics.id, { onDelete: 'set null' }),
    userAgent: text('user_agent'),
    ip: text('ip'),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

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
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: outboxStatus('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    runAfter: timestamp('run_after', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [index('outbox_pending_idx').on(table.status, table.runAfter)],
);

export const userTokenPurpose = pgEnum('user_token_purpose', [
  'verify_email',
  'reset_password',
  'change_email',
  'two_factor_login',
]);

/** Single-use links and challenges: only a hash of the token is stored. */
export const userTokens = pgTable(
  'user_tokens',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: userTokenPurpose('purpose').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    /** Purpose-specific data, e.g. the new address of an email change. Never secrets. */
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: createdAt(),
  },
  (table) => [index('user_tokens_user_purpose_idx').on(table.userId, table.purpose)],
);

export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: at('used_at'),
    createdAt: createdAt(),
  },
  (table) => [index('recovery_codes_user_idx').on(table.userId)],
);

export const invitations = pgTable(
  'invitations',
  {
    id: id(),
    clinicId: uuid('clinic_id')
      .notNull()
      .references(() => clinics.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: clinicRole('role').notNull(),
    title: text('title').notNull().default(''),
    invitedByUserId: uuid('invited_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: at('expires_at').notNull(),
    acceptedAt: at('accepted_at'),
    cancelledAt: at('cancelled_at'),
    createdAt: createdAt(),
  },
  (table) => [
    // One open invitation per address and clinic.
    uniqueIndex('invitations_open_clinic_email_key')
      .on(table.clinicId, sql`lower(${table.email})`)
      .where(sql`${table.acceptedAt} is null and ${table.cancelledAt} is null`),
  ],
);

/**
 * Uploaded files (avatars now, attachments later), kept in the database so every app instance
 * sees them and a database backup holds them. `clinic_id` is null for a user's own files.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: id(),
    clinicId: uuid('clinic_id').references(() => clinics.id, { onDelete: 'cascade' }),
    ownerUserId: uuid('owner_user_id').references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    contentType: text('content_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    data: bytea('data').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('stored_files_clinic_idx').on(table.clinicId)],
);

export const inquiryType = pgEnum('inquiry_type', inquiryTypes);
export const supportCategory = pgEnum('support_category', supportCategories);
export const triageStatus = pgEnum('triage_status', triageStatuses);

/**
 * Messages sent through the public contact form. Personal data: never logged.
 * `user_id` is set when the sender was signed in; the message outlives the account.
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    inquiryType: inquiryType('inquiry_type').notNull().default('general'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Set for a request sent from the dashboard's `contact-support`: the sender's clinic. */
    clinicId: uuid('clinic_id').references(() => clinics.id, { onDelete: 'set null' }),
    /** Set only for a dashboard support request; the public form has `inquiry_type` alone. */
    supportCategory: supportCategory('support_category'),
    /** The operator's triage (feedback-management); never shown to the sender. */
    status: triageStatus('status').notNull().default('new'),
    internalNotes: text('internal_notes').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('contact_messages_created_idx').on(table.createdAt),
    index('contact_messages_user_created_idx').on(table.userId, table.createdAt),
  ],
);

export const billingProvider = pgEnum('billing_provider', billingProviderIds);
export const billingInterval = pgEnum('billing_interval', billingPeriods);

/**
 * The local provider's price list: one row per plan and interval, seeded
 * from the plan catalogue (domain/plans.ts) and editable by the operator later. Paddle's prices
 * live at Paddle; its products name their plan in custom data instead.
 */
export const planPrices = pgTable(
  'plan_prices',
  {
    /** The price id the browser sends (`local_team_monthly`). */
    id: text('id').primaryKey(),
    planId: text('plan_id').notNull(),
    interval: billingInterval('interval').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('plan_prices_plan_interval_key').on(table.planId, table.interval)],
);

export const billingTransactionStatus = pgEnum('billing_transaction_status', [
  'completed',
  'declined',
]);

/**
 * Payments as the server saw them: local checkout and renewal payments when they happen, and
 * Paddle's when a registration or webhook looks them up. A completed payment creates at most one
 * account: registration claims it by setting `claimed_at` once.
 */
export const billingTransactions = pgTable(
  'billing_transactions',
  {
    /** The provider's transaction id (`txn_…` at Paddle, `local_txn_…` locally). */
    id: text('id').primaryKey(),
    provider: billingProvider('provider').notNull(),
    status: billingTransactionStatus('status').notNull(),
    priceId: text('price_id').notNull(),
    /** The paying customer's address; personal data, never logged. */
    customerEmail: text('customer_email'),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    /** Local provider only: the last four digits of the test card, nothing else of it. */
    cardLast4: text('card_last4'),
    /** 'checkout' (the first payment) or 'renewal'. */
    kind: text('kind').notNull().default('checkout'),
    clinicId: uuid('clinic_id').references(() => clinics.id, { onDelete: 'cascade' }),
    providerSubscriptionId: text('provider_subscription_id'),
    claimedAt: at('claimed_at'),
    occurredAt: at('occurred_at').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('billing_transactions_clinic_idx').on(table.clinicId, table.occurredAt)],
);

export const subscriptionStatus = pgEnum('subscription_status', subscriptionStatuses);

/** One subscription per clinic; `clinics.plan_id` mirrors its plan. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: id(),
    clinicId: uuid('clinic_id')
      .notNull()
      .references(() => clinics.id, { onDelete: 'cascade' }),
    provider: billingProvider('provider').notNull(),
    /** Paddle's `sub_…`; null for local subscriptions. */
    providerSubscriptionId: text('provider_subscription_id'),
    planId: text('plan_id').notNull(),
    priceId: text('price_id').notNull(),
    interval: billingInterval('interval').notNull(),
    status: subscriptionStatus('status').notNull(),
    trialEndsAt: at('trial_ends_at'),
    currentPeriodStart: at('current_period_start').notNull(),
    currentPeriodEnd: at('current_period_end').notNull(),
    /** Cancelled by the owner: access stays until the period ends, then it stops (no proration). */
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    canceledAt: at('canceled_at'),
    /** Add-on ids of the catalogue with their quantity. */
    addOns: jsonb('add_ons').$type<Record<string, number>>().notNull().default({}),
    /** Occurrence time of the newest provider event applied: older events are not applied. */
    lastEventAt: at('last_event_at'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('subscriptions_clinic_key').on(table.clinicId),
    uniqueIndex('subscriptions_provider_subscription_key').on(table.providerSubscriptionId),
  ],
);

/**
 * Every verified provider webhook, once (the event id is the key, so a replay is a no-op).
 * Kept to apply events that arrive before the account they belong to exists.
 */
export const billingWebhookEvents = pgTable(
  'billing_webhook_events',
  {
    eventId: text('event_id').primaryKey(),
    provider: billingProvider('provider').notNull(),
    eventType: text('event_type').notNull(),
    occurredAt: at('occurred_at').notNull(),
    providerSubscriptionId: text('provider_subscription_id'),
    providerTransactionId: text('provider_transaction_id'),
    payload: jsonb('payload').notNull(),
    processedAt: at('processed_at'),
    receivedAt: at('received_at').notNull().defaultNow(),
  },
  (table) => [
    index('billing_webhook_events_subscription_idx').on(table.providerSubscriptionId),
    index('billing_webhook_events_transaction_idx').on(table.providerTransactionId),
  ],
);

/** Treatment rooms a clinic books (optional: a clinic without rooms books none). */
export const rooms = pgTable(
  'rooms',
  {
    id: id(),
    clinicId: uuid('clinic_id')
      .notNull()
      .references(() => clinics.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (table) => [index('rooms_clinic_idx').on(table.clinicId)],
);

export const noteTemplate = pgEnum('note_template', noteTemplates);

/** What a clinic offers: its duration sets an appointment's length, its colour the calendar's. */
export const services = pgTable(
  'services',
  {
    id: id(),
    clinicId: uuid('clinic_id')
      .notNull()
      .references(() => clinics.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    /** The visit-note template an appointment of this service starts from. */
    noteTemplate: noteTemplate('note_template').notNull().default('follow_up'),
    /** Money in minor units. */
    priceMinor: integer('price_minor').notNull(),
    currency: text('currency').notNull().default('USD'),
    /** Hex colour, e.g. '#228be6'. */
    color: text('color').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [index('services_clinic_idx').on(table.clinicId)],
);

export const patientStatus = pgEnum('patient_status', ['active', 'discharged', 'archived']);

/**
 * A clinic's patient: demographics, contact, insurance, referral, history and consents.
 * Patient data: never logged, never in analytics.
 */
export const patientSex = pgEnum('patient_sex', patientSexes);

export const patients = pgTable(
  'patients',
  {
    id: id(),
    clinicId: uuid('clinic_id')
      .notNull()
      .references(() => clinics.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    sex: patientSex('sex'),
    phone: text('phone').notNull().default(''),
    email: text('email').notNull().default(''),
    address: text('address').notNull().default(''),
    occupation: text('occupation').notNull().default(''),
    emergencyContactName: text('emergency_contact_name').notNull().default(''),
    emergencyContactPhone: text('emergency_contact_phone').notNull().default(''),
    insurer: text('insurer').notNull().default(''),
    policyNumber: text('policy_number').notNull().default(''),
    referralSource: text('referral_source').notNull().default(''),
    referringDoctor: text('referring_doctor').notNull().default(''),
    medicalHistory: text('medical_history').notNull().default(''),
    allergies: text('allergies').notNull().default(''),
    medications: text('medications').notNull().default(''),
    redFlags: text('red_flags').notNull().default(''),
    /** The day the patient consented to treatment; null: not recorded. */
    consentToTreatmentOn: date('consent_to_treatment_on', { mode: 'string' }),
    /** Reminders and confirmations are mailed only with this consent. */
    consentToContact: boolean('consent_to_contact').notNull().default(false),
    primaryTherapistId: uuid('primary_therapist_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    status: patientStatus('status').notNull().default('active'),
    notes: text('notes').notNull().default(''),
    /**
     * Lower-cased name, phone and email in one column (generated by the database) with a trigram
     * index, so a search for any part stays fast with 100,000 patients.
     */
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(first_name || ' ' || last_name || ' ' || phone || ' ' || email)`,
    ),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('patients_clinic_name_idx').on(table.clinicId, table.lastName, table.firstName),
    index('patients_search_trgm_idx').using('gin', sql`${table.searchText} gin_trgm_ops`),
    index('patients_clinic_status_idx').on(table.clinicId, table.status),
    index('patients_clinic_therapist_idx').on(table.clinicId, table.primaryTherapistId),
    index('patients_clinic_birth_idx').on(table.clinicId, table.dateOfBirth),
    index('patients_clinic_email_idx').on(table.clinicId, sql`lower(${table.email})`),
  ],
);

export const appointmentStatus = pgEnum('appointment_status', appointmentStatuses);

/** How a recurring series repeats; its appointments point to it. */
export const appointmentSeries = pgTable('appointment_series', {
  id: id(),
  clinicId: uuid('clinic_id')
    .notNull()
    .references(() => clinics.id, { onDelete: 'cascade' }),
  /** e.g. {"every":"week"} or {"every":"days","days":3}, with {"count":10} or {"until":"2026-12-31"}. */
  rule: jsonb('rule').notNull(),
  createdAt: createdAt(),
});

/**
 * One booking of a therapist's time, with a patient or (patient null) blocked time such as a
 * meeting. Overlaps of the same therapist, patient or room among live appointments are refused
 * by exclusion constraints (migration 0006), so two simultaneous bookings cannot both succeed.
 */
export const appointments = pgTable(
  'appointments',
  {
    id: id(),
    clinicId: uuid('clinic_id')
      .notNull()
      .references(() => clinics.id, { onDelete: 'cascade' }),
    patientId: uuid('patient_id').references(() => patients.id, { onDelete: 'restrict' }),
    /** The member (a user of this clinic) whose time this is. */
    therapistId: uuid('therapist_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    serviceId: uuid('service_id').references(() => services.id, { onDelete: 'set null' }),
    roomId: uuid('room_id').references(() => rooms.id, { onDelete: 'set null' }),
    /** Blocked time's own title ('Team meeting'); for a patient the calendar shows their name. */
    title: text('title').notNull().default(''),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at').notNull(),
    status: appointmentStatus('status').notNull().default('scheduled'),
    cancelReason: text('cancel_reason'),
    notes: text('notes').notNull().default(''),
    /** Hex colour; null: from the service, else the therapist, else the default blue. */
    labelColor: text('label_color'),
    seriesId: uuid('series_id').references(() => appointmentSeries.id, { onDelete: 'set null' }),
    /** The treatment plan this visit belongs to: its completed visits are the plan's sessions. */
    treatmentPlanId: uuid('treatment_plan_id').references(() => treatmentPlans.id, {
      onDelete: 'set null',
    }),
    /** Set when the reminder mail was queued: each reminder goes out once. */
    reminderQueuedAt: at('reminder_queued_at'),
    /** Brought over by a CSV import: its notes, if any, stayed in the system it came from. */
    importedAt: at('imported_at'),
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
    clinicId: uuid('clinic_id')
      .notNull()
      .references(() => clinics.id, { onDelete: 'cascade' }),
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
    clinicId: uuid('clinic_id')
      .notNull()
      .references(() => clinics.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    revokedAt: at('revoked_at'),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('calendar_feeds_token_key').on(table.tokenHash)],
);

export const bodySide = pgEnum('body_side', bodySides);
export const diagnosisStatus = pgEnum('diagnosis_status', diagnosisStatuses);

/** A diagnosis: an ICD-10 code from the shipped list, or free text. */
export const diagnoses = pgTable(
  'diagnoses',
  {
    id: id(),
    clinicId: uuid('clinic_id')
      .notNull()
      .references(() => clinics.id, { onDelete: 'cascade' }),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade' }),
    /** e.g. 'M54.5'; null for a free-text diagnosis. */
    icd10Code: text('icd10_code'),
    description: text('description').notNull(),
    bodyRegion: text('body_region').notNull().default(''),
    side: bodySide('side'),
    onsetOn: date('onset_on', { mode: 'string' }),
    diagnosedOn: date('diagnosed_on', { mode: 'string' }).notNull(),
    status: diagnosisStatus('status').notNull().default('active'),
    notes: text('notes').notNull().default(''),
    diagnosedById: uuid('diagnosed_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [index('diagnoses_clinic_patient_idx').on(table.clinicId, table.patientId)],
);

export const treatmentPlanStatus = pgEnum('treatment_plan_status', treatmentPlanStatuses);

/** A treatment plan: goals and interventions (JSON, edited as a whole), sessions and dates. */
export const treatmentPlans = pgTable(
  'treatment_plans',
  {
    id: id(),
    clinicId: uuid('clinic_id')
      .notNull()
      .references(() => clinics.id, { onDelete: 'cascade' }),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade' }),
    diagnosisId: uuid('diagnosis_id').references(() => diagnoses.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    goals: jsonb('goals').$type<PlanGoal[]>().notNull().default([]),
    interventions: jsonb('interventions').$type<PlanIntervention[]>().notNull().default([]),
    plannedSessions: integer('planned_sessions'),
    /** e.g. '2x per week'. */
    frequency: text('frequency').notNull().default(''),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }),
    status: treatmentPlanStatus('status').notNull().default('planned'),
    notes: text('notes').notNull().default(''),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [index('treatment_plans_clinic_patient_idx').on(table.clinicId, table.patientId)],
);

/** A measurement against a plan's goals: pain, a function or outcome score, range of motion. */
export const progressEntries = pgTable(
  'progress_entries',
  {
    id: id(),
    clinicId: uuid('clinic_id')
      .notNull()
      .references(() => clinics.id, { onDelete: 'cascade' }),
    treatmentPlanId: uuid('treatment_plan_id')
      .notNull()
      .references(() => treatmentPlans.id, { onDelete: 'cascade' }),
    recordedOn: date('recorded_on', { mode: 'string' }).notNull(),
    /** 0-10 (numeric rating scale). */
    pain: integer('pain'),
    /** A function or outcome-measure score, in the goal's measure. */
    score: real('score'),
    outcomeMeasure: text('outcome_measure').notNull().default(''),
    rangeOfMotion: jsonb('range_of_motion').$type<RangeOfMotion[]>().notNull().default([]),
    notes: text('notes').notNull().default(''),
    recordedById: uuid('recorded_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [index('progress_entries_plan_idx').on(table.treatmentPlanId, table.recordedOn)],
);

export const visitNoteStatus = pgEnum('visit_note_status', visitNoteStatuses);

/** A SOAP note of a visit: a draft until signed, then locked (corrections are addenda). */
export const visitNotes = pgTable(
  'visit_notes',
  {
    id: id(),
    clinicId: uuid('clinic_id')
      .notNull()
      .references(() => clinics.id, { onDelete: 'cascade' }),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade' }),
    appointmentId: uuid('appointment_id').references(() => appointments.id, {
      onDelete: 'set null',
    }),
    template: noteTemplate('template').notNull(),
    subjective: text('subjective').notNull().default(''),
    objective: text('objective').notNull().default(''),
    assessment: text('assessment').notNull().default(''),
    plan: text('plan').notNull().default(''),
    status: visitNoteStatus('status').notNull().default('draft'),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    signedById: uuid('signed_by_id').references(() => users.id, { onDelete: 'set null' }),
    signedAt: at('signed_at'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('visit_notes_clinic_patient_idx').on(table.clinicId, table.patientId),
    uniqueIndex('visit_notes_appointment_key').on(table.appointmentId),
  ],
);

/** A correction or addition to a signed note; the note itself never changes again. */
export const visitNoteAddenda = pgTable(
  'visit_note_addenda',
  {
    id: id(),
    clinicId: uuid('clinic_id')
      .notNull()
      .references(() => clinics.id, { onDelete: 'cascade' }),
    visitNoteId: uuid('visit_note_id')
      .notNull()
      .references(() => visitNotes.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [index('visit_note_addenda_note_idx').on(table.visitNoteId)],
);

/** A patient's document or image; the bytes are a stored file, served only through its route. */
export const attachments = pgTable(
  'attachments',
  {
    id: id(),
    clinicId: uuid('clinic_id')
      .notNull()
      .references(() => clinics.id, { onDelete: 'cascade' }),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'cascade' }),
    /** The uploader's file name, for display and download only (never a storage path). */
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    uploadedById: uuid('uploaded_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [index('attachments_clinic_patient_idx').on(table.clinicId, table.patientId)],
);

export const jobStatus = pgEnum('job_status', jobStatuses);
export const jobType = pgEnum('job_type', jobTypes);
export const jobPriority = pgEnum('job_priority', jobPriorities);

/** A clinic task (all-jobs): owned by a member, optionally about a patient. */
export const jobs = pgTable(
  'jobs',
  {
    id: id(),
    clinicId: uuid('clinic_id')
      .notNull()
      .references(() => clinics.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    status: jobStatus('status').notNull().default('pending'),
    type: jobType('type').notNull().default('other'),
    priority: jobPriority('priority').notNull().default('normal'),
    /** A day on the clinic's calendar; overdue once the clinic's today is past it and not done. */
    dueOn: date('due_on', { mode: 'string' }),
    assigneeId: uuid('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    patientId: uuid('patient_id').references(() => patients.id, { onDelete: 'set null' }),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    completedAt: at('completed_at'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('jobs_clinic_status_due_idx').on(table.clinicId, table.status, table.dueOn),
    index('jobs_clinic_assignee_idx').on(table.clinicId, table.assigneeId),
    index('jobs_clinic_created_idx').on(table.clinicId, table.createdAt),
  ],
);

export const feedbackCategory = pgEnum('feedback_category', feedbackCategories);

/** In-app feedback from a signed-in user, with the page it was sent from and the operator's triage. */
export const feedback = pgTable(
  'feedback',
  {
    id: id(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    clinicId: uuid('clinic_id').references(() => clinics.id, { onDelete: 'set null' }),
    category: feedbackCategory('category').notNull(),
    message: text('message').notNull(),
    /** 1 to 5, or null when the sender gave none. */
    rating: integer('rating'),
    /** The dashboard path it was sent from (no query string: it may hold search terms). */
    page: text('page').notNull().default(''),
    status: triageStatus('status').notNull().default('new'),
    internalNotes: text('internal_notes').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('feedback_created_idx').on(table.createdAt),
    index('feedback_status_idx').on(table.status),
    index('feedback_user_created_idx').on(table.userId, table.createdAt),
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
