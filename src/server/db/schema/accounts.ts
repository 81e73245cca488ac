import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { clinics } from './clinics.js';
import { at, createdAt, id } from './columns.js';

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

export const userTokenPurpose = pgEnum('user_token_purpose', [
  'verify_email',
  'reset_password',
  'change_email',
  'two_factor_login',
  'unlock_sign_in',
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
