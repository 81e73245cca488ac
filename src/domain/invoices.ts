import { z } from 'zod';
import { instantSchema } from './dates.js';
import { withoutBidiControls } from './names.js';

/**
 * Patient billing: invoices, credit notes, payments and refunds, in integer minor units of the
 * clinic's currency.
 *
 * GET    /invoices?patientId=&status=&kind=&search=&page=&limit= → {invoices, total, page, pages}
 * POST   /invoices → 201 {invoice}: a draft, from visits and/or free lines
 * GET    /invoices/{id} → {invoice} with lines, payments and credit notes
 * PATCH  /invoices/{id} → {invoice}: drafts only (409 INVOICE_NOT_DRAFT)
 * DELETE /invoices/{id} → 204: drafts only
 * POST   /invoices/{id}/issue → {invoice}: gives the number; `send` mails it
 * POST   /invoices/{id}/send → {invoice}: mails it (again) with its PDF and a "Pay now" link
 * POST   /invoices/{id}/void → {invoice}: an issued invoice nothing was paid or credited on
 * POST   /invoices/{id}/credit-notes → 201 {invoice}: the credit note, issued
 * POST   /invoices/{id}/payments → 201 {invoice}: a payment for this invoice; more than its
 *        balance becomes the patient's credit
 * POST   /invoices/{id}/apply-credit → {invoice}: uses the patient's credit on it
 * GET    /invoices/{id}/pdf → application/pdf (invoice or credit note)
 * POST   /payments → 201 {payment}: one payment spread over several invoices
 * GET    /payments?patientId= → {payments}
 * POST   /payments/{id}/refunds → 201 {payment}: the refund
 * GET    /payments/{id}/receipt → application/pdf
 * GET    /patients/{id}/balance → {balance}
 */

export const invoiceKinds = ['invoice', 'credit_note'] as const;
export type InvoiceKind = (typeof invoiceKinds)[number];

export const invoiceStatuses = ['draft', 'issued', 'partly_paid', 'paid', 'void'] as const;
export type InvoiceStatus = (typeof invoiceStatuses)[number];
export const invoiceStatusLabels: Record<InvoiceStatus, string> = {
  draft: 'Draft',
  issued: 'Issued',
  partly_paid: 'Partly paid',
  paid: 'Paid',
  void: 'Void',
};

export const payerKinds = ['patient', 'insurer', 'employer', 'other'] as const;
export type PayerKind = (typeof payerKinds)[number];
export const payerKindLabels: Record<PayerKind, string> = {
  patient: 'Patient',
  insurer: 'Insurer',
  employer: 'Employer',
  other: 'Another person',
};

export const paymentKinds = ['payment', 'refund'] as const;
export type PaymentKind = (typeof paymentKinds)[number];

export const paymentMethods = [
  'cash',
  'card_terminal',
  'bank_transfer',
  'insurer',
  'online_card',
] as const;
export type PaymentMethod = (typeof paymentMethods)[number];
export const paymentMethodLabels: Record<PaymentMethod, string> = {
  cash: 'Cash',
  card_terminal: 'Card terminal',
  bank_transfer: 'Bank transfer',
  insurer: 'Insurer',
  online_card: 'Online card',
};
/** What a member records at the desk; online card payments come from the provider only. */
export const deskPaymentMethods = paymentMethods.filter((method) => method !== 'online_card');

export const INVOICE_PAGE_SIZE_MAX = 100;
/**
 * The list counts matches up to this many: beyond it `total` is the cap and `totalCapped` true
 * ("more than 10,000"), so the first page stays fast in a clinic of many years' invoices.
 */
export const INVOICE_TOTAL_CAP = 10_000;
/** Larger than any one invoice a physiotherapy clinic writes: 10 million minor units. */
export const AMOUNT_CENTS_MAX = 10_000_000;

const text = (max: number) => z.string().trim().max(max, `Use at most ${max} characters.`);
const wholeNumber = (min: number, max: number) =>
  z.coerce
    .number()
    .int('Use a whole number.')
    .min(min, `Ask for at least ${min}.`)
    .max(max, `Ask for at most ${max}.`);

/** A positive amount in minor units: zero and negative amounts are refused. */
export const amountCentsSchema = z
  .number('Enter an amount.')
  .int('Use whole minor units (cents).')
  .min(1, 'Enter an amount greater than zero.')
  .max(AMOUNT_CENTS_MAX, 'That amount is too large.');

const priceCentsSchema = z
  .number('Enter a price.')
  .int('Use whole minor units (cents).')
  .min(0, 'A price cannot be negative.')
  .max(AMOUNT_CENTS_MAX, 'That price is too large.');

export const invoiceLineInputSchema = z
  .object({
    description: withoutBidiControls(text(300).min(1, 'Describe the line.')),
    quantity: z
      .number('Enter a quantity.')
      .int('Use a whole number.')
      .min(1, 'Use a quantity of at least 1.')
      .max(1000, 'Use a quantity of at most 1000.'),
    unitPriceCents: priceCentsSchema,
    discountCents: z
      .number('Enter a discount.')
      .int('Use whole minor units (cents).')
      .min(0, 'A discount cannot be negative.')
      .max(AMOUNT_CENTS_MAX, 'That discount is too large.')
      .default(0),
    /** The visit the line charges for; its service, practitioner and location follow it. */
    appointmentId: z.uuid('Not a valid id.').optional(),
    serviceId: z.uuid('Not a valid id.').optional(),
  })
  .refine((line) => line.discountCents <= line.quantity * line.unitPriceCents, {
    message: 'The discount cannot be more than the line.',
    path: ['discountCents'],
  });
export type InvoiceLineInput = z.input<typeof invoiceLineInputSchema>;

const payerFields = {
  payerKind: z.enum(payerKinds, 'Choose the patient, an insurer, an employer or another person.'),
  payerName: withoutBidiControls(text(200)),
  payerReference: text(100),
  payerEmail: z.union([z.literal(''), z.email('Enter a valid e-mail address.').max(254)]),
};

const payerRefinement = <T extends { payerKind?: PayerKind; payerName?: string }>(value: T) =>
  value.payerKind === undefined || value.payerKind === 'patient' || Boolean(value.payerName);
const payerMessage = { message: 'Name the payer.', path: ['payerName'] };

/** POST /invoices: a draft from visits (one line each, at the price booked) and/or free lines. */
export const createInvoiceSchema = z
  .object({
    patientId: z.uuid('Choose a patient.'),
    appointmentIds: z.array(z.uuid('Not a valid id.')).max(50).default([]),
    lines: z.array(invoiceLineInputSchema).max(50).default([]),
    ...payerFields,
    payerKind: payerFields.payerKind.default('patient'),
    payerName: payerFields.payerName.default(''),
    payerReference: payerFields.payerReference.default(''),
    payerEmail: payerFields.payerEmail.default(''),
    notes: text(2000).default(''),
  })
  .refine(payerRefinement, payerMessage)
  .refine((value) => value.appointmentIds.length + value.lines.length > 0, {
    message: 'Add a visit or a line.',
    path: ['lines'],
  });
export type CreateInvoiceInput = z.input<typeof createInvoiceSchema>;

/** PATCH /invoices/{id} (drafts): `lines` replaces every line. */
export const updateInvoiceSchema = z
  .object({
    ...payerFields,
    notes: text(2000),
    lines: z.array(invoiceLineInputSchema).min(1, 'Keep at least one line.').max(50),
  })
  .partial()
  .refine(payerRefinement, payerMessage);
export type UpdateInvoiceInput = z.input<typeof updateInvoiceSchema>;

export const issueInvoiceSchema = z.object({ send: z.boolean().default(false) });
export type IssueInvoiceInput = z.input<typeof issueInvoiceSchema>;

export const voidInvoiceSchema = z.object({
  reason: text(500).min(1, 'Say why the invoice is void.'),
});
export type VoidInvoiceInput = z.infer<typeof voidInvoiceSchema>;

/** A credit note for the whole invoice, or for some of its lines. */
export const createCreditNoteSchema = z.object({
  reason: text(500).min(1, 'Say why the invoice is credited.'),
  lineIds: z.array(z.uuid('Not a valid id.')).max(50).optional(),
});
export type CreateCreditNoteInput = z.infer<typeof createCreditNoteSchema>;

const paymentFields = {
  amountCents: amountCentsSchema,
  method: z.enum(
    deskPaymentMethods as [PaymentMethod, ...PaymentMethod[]],
    'Choose cash, card terminal, bank transfer or insurer.',
  ),
  reference: text(100).default(''),
  /** When the money arrived; now when left out. */
  receivedAt: instantSchema('Use a date and time.').optional(),
  /** Sent with the mail of the receipt when true. */
  sendReceipt: z.boolean().default(false),
};

/** POST /invoices/{id}/payments (the API name keeps `{ amountCents, method }`). */
export const recordInvoicePaymentSchema = z.object(paymentFields);
export type RecordInvoicePaymentInput = z.input<typeof recordInvoicePaymentSchema>;

/** POST /payments: one payment over several invoices; what is left over is the patient's credit. */
export const createPaymentSchema = z
  .object({
    patientId: z.uuid('Choose a patient.'),
    ...paymentFields,
    allocations: z
      .array(z.object({ invoiceId: z.uuid('Not a valid id.'), amountCents: amountCentsSchema }))
      .max(50)
      .default([]),
  })
  .refine(
    (value) => value.allocations.reduce((sum, a) => sum + a.amountCents, 0) <= value.amountCents,
    { message: 'The invoices take more than the payment.', path: ['allocations'] },
  );
export type CreatePaymentInput = z.input<typeof createPaymentSchema>;

export const refundSchema = z.object({
  amountCents: amountCentsSchema,
  method: paymentFields.method,
  reason: text(500).min(1, 'Say why the money is given back.'),
});
export type RefundInput = z.infer<typeof refundSchema>;

/** GET /payments: one patient's payments and refunds. */
export const paymentListQuerySchema = z.object({ patientId: z.uuid('Choose a patient.') });
export type PaymentListQuery = z.infer<typeof paymentListQuerySchema>;

export const applyCreditSchema = z.object({ amountCents: amountCentsSchema });
export type ApplyCreditInput = z.infer<typeof applyCreditSchema>;

export const invoiceListQuerySchema = z.object({
  patientId: z.uuid('Not a valid id.').optional(),
  status: z
    .enum([...invoiceStatuses, 'open'], 'Choose draft, issued, partly paid, paid, void or open.')
    .optional(),
  kind: z.enum(invoiceKinds, 'Choose invoice or credit note.').optional(),
  /** The number, or part of the patient's or payer's name. */
  search: text(100).optional(),
  page: wholeNumber(1, 100_000).default(1),
  limit: wholeNumber(1, INVOICE_PAGE_SIZE_MAX).default(25),
});
export type InvoiceListQuery = z.infer<typeof invoiceListQuerySchema>;

export const invoiceSummarySchema = z.object({
  id: z.uuid(),
  kind: z.enum(invoiceKinds),
  /** Null while a draft. */
  number: z.string().nullable(),
  status: z.enum(invoiceStatuses),
  currency: z.string(),
  totalCents: z.number().int(),
  paidCents: z.number().int(),
  balanceCents: z.number().int(),
  patientId: z.uuid(),
  patientName: z.string(),
  payerKind: z.enum(payerKinds),
  payerName: z.string(),
  issuedAt: z.iso.datetime().nullable(),
  dueOn: z.iso.date().nullable(),
  /** Issued, not paid, and due before the clinic's today. */
  overdue: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;

export const invoiceLineSchema = z.object({
  id: z.uuid(),
  description: z.string(),
  appointmentId: z.uuid().nullable(),
  serviceId: z.uuid().nullable(),
  practitionerId: z.uuid().nullable(),
  quantity: z.number().int(),
  unitPriceCents: z.number().int(),
  discountCents: z.number().int(),
  taxRateBasisPoints: z.number().int(),
  pricesIncludeTax: z.boolean(),
  netCents: z.number().int(),
  taxCents: z.number().int(),
  totalCents: z.number().int(),
});
export type InvoiceLine = z.infer<typeof invoiceLineSchema>;

/** A payment or refund as one invoice sees it: the part allocated to it. */
export const invoicePaymentSchema = z.object({
  paymentId: z.uuid(),
  kind: z.enum(paymentKinds),
  method: z.enum(paymentMethods),
  amountCents: z.number().int(),
  receivedAt: z.iso.datetime(),
  reference: z.string(),
});
export type InvoicePayment = z.infer<typeof invoicePaymentSchema>;

export const invoiceSchema = invoiceSummarySchema.extend({
  payerReference: z.string(),
  payerEmail: z.string(),
  appointmentId: z.uuid().nullable(),
  subtotalCents: z.number().int(),
  discountCents: z.number().int(),
  taxCents: z.number().int(),
  refundedCents: z.number().int(),
  creditedCents: z.number().int(),
  notes: z.string(),
  reason: z.string(),
  voidedAt: z.iso.datetime().nullable(),
  lines: z.array(invoiceLineSchema),
  payments: z.array(invoicePaymentSchema),
  /** A credit note: the invoice it corrects. */
  creditsInvoice: z.object({ id: z.uuid(), number: z.string().nullable() }).nullable(),
  /** An invoice: its credit notes. */
  creditNotes: z.array(
    z.object({ id: z.uuid(), number: z.string().nullable(), totalCents: z.number().int() }),
  ),
  /** The patient's unallocated credit, which apply-credit can use here. */
  patientCreditCents: z.number().int(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

export const invoiceResponseSchema = z.object({ invoice: invoiceSchema });
export type InvoiceResponse = z.infer<typeof invoiceResponseSchema>;

/** Whether a mail asked for went out, and if not, why (no address, the clinic's mail held). */
export const mailOutcomeSchema = z.object({ sent: z.boolean(), message: z.string().nullable() });
export type MailOutcome = z.infer<typeof mailOutcomeSchema>;

/** POST /invoices/{id}/issue: `mail` answers `send` (null when not asked). */
export const issuedInvoiceResponseSchema = invoiceResponseSchema.extend({
  mail: mailOutcomeSchema.nullable(),
});

/** POST /invoices/{id}/payments: `receipt` answers `sendReceipt` (null when not asked). */
export const invoicePaymentResponseSchema = invoiceResponseSchema.extend({
  receipt: mailOutcomeSchema.nullable(),
});
export type InvoicePaymentResponse = z.infer<typeof invoicePaymentResponseSchema>;
export type IssuedInvoiceResponse = z.infer<typeof issuedInvoiceResponseSchema>;

export const invoiceListSchema = z.object({
  invoices: z.array(invoiceSummarySchema),
  total: z.number().int(),
  /** More matches than INVOICE_TOTAL_CAP: `total` is the cap. */
  totalCapped: z.boolean(),
  page: z.number().int(),
  pages: z.number().int(),
});
export type InvoiceList = z.infer<typeof invoiceListSchema>;

export const paymentSchema = z.object({
  id: z.uuid(),
  patientId: z.uuid(),
  kind: z.enum(paymentKinds),
  method: z.enum(paymentMethods),
  amountCents: z.number().int(),
  currency: z.string(),
  receivedAt: z.iso.datetime(),
  reference: z.string(),
  refundOfPaymentId: z.uuid().nullable(),
  allocations: z.array(
    z.object({
      invoiceId: z.uuid(),
      invoiceNumber: z.string().nullable(),
      amountCents: z.number().int(),
    }),
  ),
  /** A payment: the part no invoice took (the patient's credit), less what was refunded of it. */
  unallocatedCents: z.number().int(),
  /** A payment: how much of it was given back. */
  refundedCents: z.number().int(),
});
export type Payment = z.infer<typeof paymentSchema>;

export const paymentResponseSchema = z.object({ payment: paymentSchema });
/** POST /payments: `receipt` answers `sendReceipt` (null when not asked). */
export const createdPaymentResponseSchema = paymentResponseSchema.extend({
  receipt: mailOutcomeSchema.nullable(),
});
export type CreatedPaymentResponse = z.infer<typeof createdPaymentResponseSchema>;
export type PaymentResponse = z.infer<typeof paymentResponseSchema>;
export const paymentListSchema = z.object({ payments: z.array(paymentSchema) });
export type PaymentList = z.infer<typeof paymentListSchema>;

/** What a patient owes (issued invoices' balances) less their credit. */
export const patientBalanceSchema = z.object({
  currency: z.string(),
  owedCents: z.number().int(),
  creditCents: z.number().int(),
  /** owed − credit: positive when they owe, negative when the clinic owes them. */
  balanceCents: z.number().int(),
  openInvoices: z.number().int(),
});
export type PatientBalance = z.infer<typeof patientBalanceSchema>;
export const patientBalanceResponseSchema = z.object({ balance: patientBalanceSchema });

/** Whether a visit is invoiced and paid: what therapists see of billing. */
export const visitBillingStates = ['not_invoiced', 'draft', 'invoiced', 'paid'] as const;
export type VisitBillingState = (typeof visitBillingStates)[number];
