import { sql } from 'drizzle-orm';
import { boolean, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { type OpeningHours } from '../../../domain/scheduling.js';
import { at, createdAt, id } from './columns.js';

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
  /** Bookable slots start on multiples of this many minutes after local midnight. */
  slotSpacingMinutes: integer('slot_spacing_minutes').notNull().default(15),
  /** Whether clinicians may edit their own schedule (owners and administrators always may). */
  cliniciansEditOwnSchedule: boolean('clinicians_edit_own_schedule').notNull().default(false),
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
  /** The clinic's tax or VAT registration number, printed on invoices. */
  taxNumber: text('tax_number').notNull().default(''),
  /** How to pay (bank account, terms), printed on invoices and in their mail. */
  paymentInstructions: text('payment_instructions').notNull().default(''),
  /** Days from issue until an invoice is due. */
  invoiceDueDays: integer('invoice_due_days').notNull().default(14),
  /** Completing a visit creates a draft invoice for it. */
  autoDraftInvoices: boolean('auto_draft_invoices').notNull().default(true),
  /** No-show fee: none, a fixed `amount` (minor units) or a `percent` (basis points) of the visit. */
  noShowFeeKind: text('no_show_fee_kind').notNull().default('none'),
  noShowFeeValue: integer('no_show_fee_value').notNull().default(0),
  /** Late-cancellation fee, for cancelling less than `lateCancelWindowHours` before the visit. */
  lateCancelFeeKind: text('late_cancel_fee_kind').notNull().default('none'),
  lateCancelFeeValue: integer('late_cancel_fee_value').notNull().default(0),
  lateCancelWindowHours: integer('late_cancel_window_hours').notNull().default(24),
  /** First save of Settings → Clinic: the setup checklist's "clinic details" step. */
  settingsSavedAt: at('settings_saved_at'),
  /** The owner closed the setup checklist. */
  setupChecklistDismissedAt: at('setup_checklist_dismissed_at'),
  createdAt: createdAt(),
});
