import { sql } from 'drizzle-orm';
import { boolean, index, pgEnum, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { clinicRoles } from '../../../domain/roles.js';
import { users } from './accounts.js';
import { clinicScoped } from './clinic-scoped.js';
import { at, createdAt, id } from './columns.js';

export const clinicRole = pgEnum('clinic_role', clinicRoles);

export const memberships = pgTable(
  'memberships',
  {
    id: id(),
    clinicId: clinicScoped(),
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
    /** Bookable on the clinic's online booking page (when they take appointments). */
    offeredOnline: boolean('offered_online').notNull().default(true),
    /** A deactivated member keeps their history but cannot sign in to this clinic. */
    deactivatedAt: at('deactivated_at'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('memberships_clinic_user_key').on(table.clinicId, table.userId),
    index('memberships_user_idx').on(table.userId),
  ],
);

export const invitations = pgTable(
  'invitations',
  {
    id: id(),
    clinicId: clinicScoped(),
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
