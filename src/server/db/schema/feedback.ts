import { index, integer, pgEnum, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { inquiryTypes } from '../../../domain/contact.js';
import { feedbackCategories, supportCategories, triageStatuses } from '../../../domain/feedback.js';
import { users } from './accounts.js';
import { clinics } from './clinics.js';
import { at, createdAt, id } from './columns.js';

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
