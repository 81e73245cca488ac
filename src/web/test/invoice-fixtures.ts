import type { ClinicSettings } from '../../domain/clinic-settings.js';
import type { Invoice, InvoiceSummary, PatientBalance } from '../../domain/invoices.js';

export const INVOICE_ID = '00000000-0000-4000-8000-00000000a001';
export const PATIENT_ID = '00000000-0000-4000-8000-00000000b001';
export const PAYMENT_ID = '00000000-0000-4000-8000-00000000c001';
export const LINE_ID = '00000000-0000-4000-8000-00000000d001';

/** A clinic in euros, written the Irish way, whose prices include 20 % tax. */
export const euroClinicSettings: ClinicSettings = {
  name: 'Demo Physio Clinic',
  address: '',
  phone: '',
  email: '',
  logoUrl: null,
  timeZone: 'Europe/Dublin',
  openingHours: [null, null, null, null, null, null, null],
  rooms: [],
  remindersEnabled: false,
  reminderHoursBefore: 24,
  cancellationPolicy: '',
  currency: 'EUR',
  locale: 'en-IE',
  taxRateBasisPoints: 2000,
  pricesIncludeTax: true,
  slotSpacingMinutes: 15,
  cliniciansEditOwnSchedule: false,
  taxNumber: '',
  paymentInstructions: '',
  invoiceDueDays: 14,
  autoDraftInvoices: true,
  noShowFeeKind: 'none',
  noShowFeeValue: 0,
  lateCancelFeeKind: 'none',
  lateCancelFeeValue: 0,
  lateCancelWindowHours: 24,
};

/** An issued invoice of one €65 visit (tax included), nothing paid yet. */
export function demoInvoice(overrides: Partial<Invoice> = {}): Invoice {
  return {
    id: INVOICE_ID,
    kind: 'invoice',
    number: 'INV-2026-0042',
    status: 'issued',
    currency: 'EUR',
    totalCents: 6500,
    paidCents: 0,
    balanceCents: 6500,
    patientId: PATIENT_ID,
    patientName: 'Milica Jovanović',
    payerKind: 'patient',
    payerName: '',
    issuedAt: '2026-11-20T10:00:00.000Z',
    dueOn: '2026-12-04',
    overdue: false,
    createdAt: '2026-11-20T09:00:00.000Z',
    payerReference: '',
    payerEmail: '',
    appointmentId: null,
    subtotalCents: 6500,
    discountCents: 0,
    taxCents: 1083,
    refundedCents: 0,
    creditedCents: 0,
    notes: '',
    reason: '',
    voidedAt: null,
    lines: [
      {
        id: LINE_ID,
        description: 'Initial assessment',
        appointmentId: null,
        serviceId: null,
        practitionerId: null,
        quantity: 1,
        unitPriceCents: 6500,
        discountCents: 0,
        taxRateBasisPoints: 2000,
        pricesIncludeTax: true,
        netCents: 5417,
        taxCents: 1083,
        totalCents: 6500,
      },
    ],
    payments: [],
    creditsInvoice: null,
    creditNotes: [],
    patientCreditCents: 0,
    ...overrides,
  };
}

export function summaryOf(invoice: Invoice): InvoiceSummary {
  const { id, kind, number, status, currency, totalCents, paidCents, balanceCents } = invoice;
  const { patientId, patientName, payerKind, payerName, issuedAt, dueOn, overdue } = invoice;
  return {
    ...{ id, kind, number, status, currency, totalCents, paidCents, balanceCents },
    ...{ patientId, patientName, payerKind, payerName, issuedAt, dueOn, overdue },
    createdAt: invoice.createdAt,
  };
}

export const invoicePage = (invoices: Invoice[]) => ({
  invoices: invoices.map(summaryOf),
  total: invoices.length,
  totalCapped: false,
  page: 1,
  pages: 1,
});

export function demoBalance(overrides: Partial<PatientBalance> = {}): PatientBalance {
  return {
    currency: 'EUR',
    owedCents: 6500,
    creditCents: 0,
    balanceCents: 6500,
    openInvoices: 1,
    ...overrides,
  };
}
