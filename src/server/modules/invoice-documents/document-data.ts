import type {
  InvoiceKind,
  InvoiceStatus,
  PayerKind,
  PaymentKind,
  PaymentMethod,
} from '../../../domain/invoices.js';

/** The clinic as its documents show it: letterhead, how it writes money and dates, how to pay. */
export interface ClinicLetterhead {
  name: string;
  address: string;
  phone: string;
  email: string;
  taxNumber: string;
  paymentInstructions: string;
  locale: string;
  timeZone: string;
  /** JPEG or PNG bytes; null without a logo, or with one a PDF cannot embed (WebP). */
  logo: { contentType: 'image/jpeg' | 'image/png'; data: Buffer } | null;
}

export interface InvoiceDocumentLine {
  description: string;
  quantity: number;
  unitPriceCents: number;
  discountCents: number;
  taxRateBasisPoints: number;
  totalCents: number;
}

/** Everything an invoice or credit note PDF prints, loaded by loadInvoiceDocument(). */
export interface InvoiceDocument {
  clinic: ClinicLetterhead;
  kind: InvoiceKind;
  status: InvoiceStatus;
  /** Null while a draft. */
  number: string | null;
  /** A credit note: the number of the invoice it corrects. */
  creditsInvoiceNumber: string | null;
  issuedAt: Date | null;
  /** The clinic's wall-calendar day, `YYYY-MM-DD`. */
  dueOn: string | null;
  createdAt: Date;
  currency: string;
  patient: { name: string; address: string };
  /** Null when the patient pays. */
  payer: { kind: Exclude<PayerKind, 'patient'>; name: string; reference: string } | null;
  lines: InvoiceDocumentLine[];
  /** Whether the prices of the lines contain their tax (true only when every line's does). */
  pricesIncludeTax: boolean;
  subtotalCents: number;
  discountCents: number;
  taxCents: number;
  totalCents: number;
  /** Payments less refunds. */
  paidCents: number;
  creditedCents: number;
  /** What is still owed (a draft: its total). */
  balanceCents: number;
  notes: string;
  reason: string;
  /** The "Pay now" page, when the invoice has a pay token and something is owed. */
  payLink: string | null;
}

/** Everything a receipt (or refund) PDF prints, loaded by loadReceiptDocument(). */
export interface ReceiptDocument {
  clinic: ClinicLetterhead;
  kind: PaymentKind;
  receivedAt: Date;
  currency: string;
  amountCents: number;
  method: PaymentMethod;
  reference: string;
  patient: { name: string; address: string };
  /** The invoices it paid (or, for a refund, gave money back for). */
  allocations: { invoiceNumber: string | null; amountCents: number }[];
  /** A payment: the part no invoice took, kept as the patient's credit. */
  unallocatedCents: number;
  /** The patient's whole credit with the clinic now. */
  creditCents: number;
}
