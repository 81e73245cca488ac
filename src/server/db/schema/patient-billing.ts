import {
  boolean,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  invoiceKinds,
  invoiceStatuses,
  payerKinds,
  paymentKinds,
  paymentMethods,
} from '../../../domain/invoices.js';
import { users } from './accounts.js';
import { clinicRowKey, clinicScoped, sameClinicReference } from './clinic-scoped.js';
import { at, createdAt, id } from './columns.js';
import { patients } from './patients.js';
import { appointments, locations, services } from './scheduling.js';

export const invoiceKind = pgEnum('invoice_kind', invoiceKinds);
export const invoiceStatus = pgEnum('invoice_status', invoiceStatuses);
export const payerKind = pgEnum('payer_kind', payerKinds);
export const paymentKind = pgEnum('payment_kind', paymentKinds);
export const paymentMethod = pgEnum('payment_method', paymentMethods);

/**
 * The last invoice number a clinic gave out in a year. Issuing takes the row's lock
 * (`INSERT … ON CONFLICT DO UPDATE … RETURNING`) inside the issuing transaction, so concurrent
 * issues queue on it and a rolled-back issue gives its number back: numbers have no gaps.
 */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    clinicId: clinicScoped(),
    year: integer('year').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (table) => [primaryKey({ columns: [table.clinicId, table.year] })],
);

/**
 * An invoice or a credit note (`kind`). A draft has no number and may change; once issued its
 * lines, payer and totals never change again: a credit note (pointing at it through
 * `creditsInvoiceId`) corrects it. Amounts are integer minor units of `currency`. The paid,
 * refunded and credited sums and the balance are kept here by `refreshInvoiceTotals()` from
 * the payment allocations and issued credit notes, so lists and balances read one row.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: id(),
    clinicId: clinicScoped(),
    kind: invoiceKind('kind').notNull().default('invoice'),
    status: invoiceStatus('status').notNull().default('draft'),
    /** `2026-000123`: clinic, year and sequence, given at issue. Null while a draft. */
    number: text('number'),
    numberYear: integer('number_year'),
    numberSequence: integer('number_sequence'),
    patientId: uuid('patient_id').notNull(),
    payerKind: payerKind('payer_kind').notNull().default('patient'),
    /** The insurer, employer or person paying; empty when the patient pays. */
    payerName: text('payer_name').notNull().default(''),
    /** Policy, claim or purchase-order number the payer asked for. */
    payerReference: text('payer_reference').notNull().default(''),
    payerEmail: text('payer_email').notNull().default(''),
    /** The visit a draft was created from, when it was. */
    appointmentId: uuid('appointment_id'),
    /** A credit note: the invoice it corrects. */
    creditsInvoiceId: uuid('credits_invoice_id'),
    currency: text('currency').notNull(),
    /** Σ quantity × unit price, before discounts. */
    subtotalCents: integer('subtotal_cents').notNull().default(0),
    discountCents: integer('discount_cents').notNull().default(0),
    taxCents: integer('tax_cents').notNull().default(0),
    totalCents: integer('total_cents').notNull().default(0),
    /** Money received for it (allocations of payments). */
    paidCents: integer('paid_cents').notNull().default(0),
    /** Money given back for it (allocations of refunds). */
    refundedCents: integer('refunded_cents').notNull().default(0),
    /** Issued credit notes against it. */
    creditedCents: integer('credited_cents').notNull().default(0),
    /** total − paid + refunded − credited; 0 for drafts, void invoices and credit notes. */
    balanceCents: integer('balance_cents').notNull().default(0),
    notes: text('notes').notNull().default(''),
    /** Why it was voided or credited. */
    reason: text('reason').notNull().default(''),
    issuedAt: at('issued_at'),
    /** The clinic's day payment is due (its wall calendar). */
    dueOn: text('due_on'),
    voidedAt: at('voided_at'),
    /** A random token in the patient's "Pay now" link; null until the invoice is sent. */
    payToken: text('pay_token'),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    clinicRowKey('invoices', table),
    unique('invoices_clinic_number_key').on(table.clinicId, table.number),
    unique('invoices_clinic_year_sequence_key').on(
      table.clinicId,
      table.numberYear,
      table.numberSequence,
    ),
    uniqueIndex('invoices_pay_token_key').on(table.payToken),
    index('invoices_clinic_created_idx').on(table.clinicId, table.createdAt),
    index('invoices_clinic_status_idx').on(table.clinicId, table.status),
    index('invoices_patient_idx').on(table.clinicId, table.patientId),
    index('invoices_appointment_idx').on(table.appointmentId),
    sameClinicReference(
      'invoices_patient_same_clinic_fk',
      [table.clinicId, table.patientId],
      patients,
    ).onDelete('restrict'),
    sameClinicReference(
      'invoices_appointment_same_clinic_fk',
      [table.clinicId, table.appointmentId],
      appointments,
    ).onDelete('set null'),
    sameClinicReference(
      'invoices_credits_invoice_same_clinic_fk',
      [table.clinicId, table.creditsInvoiceId],
      table,
    ).onDelete('restrict'),
  ],
);

/**
 * One line of an invoice: a visit, a package, a fee or free text. Net, tax and total are
 * computed once (`lineAmounts()` of the domain, half-up per line) and stored, so a later change
 * of the clinic's tax rate never changes an issued invoice.
 */
export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: id(),
    clinicId: clinicScoped(),
    invoiceId: uuid('invoice_id').notNull(),
    position: integer('position').notNull(),
    description: text('description').notNull(),
    appointmentId: uuid('appointment_id'),
    serviceId: uuid('service_id'),
    /** Which practitioner's work the line is (revenue by practitioner). */
    practitionerId: uuid('practitioner_id').references(() => users.id, { onDelete: 'set null' }),
    locationId: uuid('location_id'),
    quantity: integer('quantity').notNull().default(1),
    unitPriceCents: integer('unit_price_cents').notNull(),
    discountCents: integer('discount_cents').notNull().default(0),
    taxRateBasisPoints: integer('tax_rate_basis_points').notNull(),
    pricesIncludeTax: boolean('prices_include_tax').notNull(),
    netCents: integer('net_cents').notNull(),
    taxCents: integer('tax_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
  },
  (table) => [
    index('invoice_lines_invoice_idx').on(table.invoiceId),
    index('invoice_lines_appointment_idx').on(table.appointmentId),
    clinicRowKey('invoice_lines', table),
    sameClinicReference(
      'invoice_lines_invoice_same_clinic_fk',
      [table.clinicId, table.invoiceId],
      invoices,
    ).onDelete('cascade'),
    sameClinicReference(
      'invoice_lines_appointment_same_clinic_fk',
      [table.clinicId, table.appointmentId],
      appointments,
    ).onDelete('set null'),
    sameClinicReference(
      'invoice_lines_service_same_clinic_fk',
      [table.clinicId, table.serviceId],
      services,
    ).onDelete('set null'),
    sameClinicReference(
      'invoice_lines_location_same_clinic_fk',
      [table.clinicId, table.locationId],
      locations,
    ).onDelete('set null'),
  ],
);

/**
 * Money received from (`payment`) or given back to (`refund`) a patient or payer. A payment is
 * spread over invoices by allocations; what is not allocated is the patient's credit, which
 * later allocations of the same payment use up. A refund points at the payment it returns.
 */
export const payments = pgTable(
  'payments',
  {
    id: id(),
    clinicId: clinicScoped(),
    patientId: uuid('patient_id').notNull(),
    kind: paymentKind('kind').notNull().default('payment'),
    method: paymentMethod('method').notNull(),
    /** Always positive; `kind` says which way it went. */
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    receivedAt: at('received_at').notNull(),
    /** A card slip, transfer reference or the online provider's payment id. */
    reference: text('reference').notNull().default(''),
    refundOfPaymentId: uuid('refund_of_payment_id'),
    /** The online provider's id of this payment: a webhook delivered twice records it once. */
    providerPaymentId: text('provider_payment_id'),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
  },
  (table) => [
    clinicRowKey('payments', table),
    index('payments_clinic_received_idx').on(table.clinicId, table.receivedAt),
    index('payments_patient_idx').on(table.clinicId, table.patientId),
    uniqueIndex('payments_provider_payment_key').on(table.providerPaymentId),
    sameClinicReference(
      'payments_patient_same_clinic_fk',
      [table.clinicId, table.patientId],
      patients,
    ).onDelete('restrict'),
    sameClinicReference(
      'payments_refund_of_same_clinic_fk',
      [table.clinicId, table.refundOfPaymentId],
      table,
    ).onDelete('restrict'),
  ],
);

/** How much of a payment (or refund) went to which invoice. */
export const paymentAllocations = pgTable(
  'payment_allocations',
  {
    id: id(),
    clinicId: clinicScoped(),
    paymentId: uuid('payment_id').notNull(),
    invoiceId: uuid('invoice_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('payment_allocations_payment_idx').on(table.paymentId),
    index('payment_allocations_invoice_idx').on(table.invoiceId),
    sameClinicReference(
      'payment_allocations_payment_same_clinic_fk',
      [table.clinicId, table.paymentId],
      payments,
    ).onDelete('cascade'),
    sameClinicReference(
      'payment_allocations_invoice_same_clinic_fk',
      [table.clinicId, table.invoiceId],
      invoices,
    ).onDelete('restrict'),
  ],
);

/** A prepaid bundle a clinic sells: `sessions` visits of one service for `priceCents`. */
export const packages = pgTable(
  'packages',
  {
    id: id(),
    clinicId: clinicScoped(),
    name: text('name').notNull(),
    serviceId: uuid('service_id').notNull(),
    sessions: integer('sessions').notNull(),
    priceCents: integer('price_cents').notNull(),
    /** Days from the sale until unused sessions expire. */
    validDays: integer('valid_days').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (table) => [
    clinicRowKey('packages', table),
    index('packages_clinic_idx').on(table.clinicId),
    sameClinicReference(
      'packages_service_same_clinic_fk',
      [table.clinicId, table.serviceId],
      services,
    ).onDelete('restrict'),
  ],
);

/** A package sold to a patient: how many sessions it holds, how many are used, until when. */
export const patientPackages = pgTable(
  'patient_packages',
  {
    id: id(),
    clinicId: clinicScoped(),
    patientId: uuid('patient_id').notNull(),
    packageId: uuid('package_id').notNull(),
    serviceId: uuid('service_id').notNull(),
    sessionsTotal: integer('sessions_total').notNull(),
    sessionsUsed: integer('sessions_used').notNull().default(0),
    /** The clinic's last day the sessions can be used. */
    expiresOn: text('expires_on').notNull(),
    /** The invoice that sold it. */
    invoiceId: uuid('invoice_id'),
    createdAt: createdAt(),
  },
  (table) => [
    clinicRowKey('patient_packages', table),
    index('patient_packages_patient_idx').on(table.clinicId, table.patientId),
    sameClinicReference(
      'patient_packages_patient_same_clinic_fk',
      [table.clinicId, table.patientId],
      patients,
    ).onDelete('restrict'),
    sameClinicReference(
      'patient_packages_package_same_clinic_fk',
      [table.clinicId, table.packageId],
      packages,
    ).onDelete('restrict'),
    sameClinicReference(
      'patient_packages_invoice_same_clinic_fk',
      [table.clinicId, table.invoiceId],
      invoices,
    ).onDelete('restrict'),
  ],
);

/** One visit paid by a package session: a visit uses at most one. */
export const packageRedemptions = pgTable(
  'package_redemptions',
  {
    id: id(),
    clinicId: clinicScoped(),
    patientPackageId: uuid('patient_package_id').notNull(),
    appointmentId: uuid('appointment_id').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('package_redemptions_appointment_key').on(table.appointmentId),
    index('package_redemptions_package_idx').on(table.patientPackageId),
    sameClinicReference(
      'package_redemptions_package_same_clinic_fk',
      [table.clinicId, table.patientPackageId],
      patientPackages,
    ).onDelete('cascade'),
    sameClinicReference(
      'package_redemptions_appointment_same_clinic_fk',
      [table.clinicId, table.appointmentId],
      appointments,
    ).onDelete('cascade'),
  ],
);
