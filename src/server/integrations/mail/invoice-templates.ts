import type { Body } from './body.js';
import { unlinkableFields } from './unlinkable.js';

/** An invoice or credit note mailed with its PDF. Amounts and days come formatted for the clinic. */
export interface InvoiceMailData {
  clinicName: string;
  clinicPhone: string;
  kind: 'invoice' | 'credit_note';
  /** "Invoice 2026-000123", "Credit note 2026-000124 for invoice 2026-000120". */
  title: string;
  /** An invoice with a balance to pay. */
  owed: boolean;
  /** The invoice's balance, or the credit note's total. */
  amount: string;
  /** Null when nothing is owed or no due day is set. */
  dueOn: string | null;
  payLink: string | null;
  paymentInstructions: string;
}

/** A receipt for a payment (or a note of a refund) mailed with its PDF. */
export interface ReceiptMailData {
  clinicName: string;
  clinicPhone: string;
  refund: boolean;
  amount: string;
  date: string;
}

const contact = (clinicName: string, clinicPhone: string, about: string) =>
  clinicPhone
    ? `Questions about this ${about}? Reply to this email or call ${clinicName} at ${clinicPhone}.`
    : `Questions about this ${about}? Reply to this email.`;

export function invoiceBody(written: InvoiceMailData): Body {
  const data = unlinkableFields(written, ['clinicName', 'clinicPhone', 'paymentInstructions']);
  const creditNote = data.kind === 'credit_note';
  const document = creditNote
    ? data.title.replace(/^Credit note/, 'credit note')
    : data.title.replace(/^Invoice/, 'invoice');
  const owed = !creditNote && data.owed;
  return {
    subject: `${data.title} from ${data.clinicName}`,
    greeting: 'Hello,',
    paragraphs: [
      `${data.clinicName} sends you ${document}: the PDF is attached.`,
      creditNote
        ? `Amount credited: ${data.amount}.`
        : !owed
          ? 'Nothing is left to pay on it: thank you.'
          : data.dueOn
            ? `Amount due: ${data.amount}, by ${data.dueOn}.`
            : `Amount due: ${data.amount}.`,
      ...(owed && data.paymentInstructions ? [`How to pay: ${data.paymentInstructions}`] : []),
    ],
    ...(data.payLink && owed ? { action: { label: 'Pay now', link: data.payLink } } : {}),
    footnote: contact(data.clinicName, data.clinicPhone, creditNote ? 'credit note' : 'invoice'),
  };
}

export function receiptBody(written: ReceiptMailData): Body {
  const data = unlinkableFields(written, ['clinicName', 'clinicPhone']);
  return data.refund
    ? {
        subject: `Your refund from ${data.clinicName}`,
        greeting: 'Hello,',
        paragraphs: [
          `${data.clinicName} gave back ${data.amount} on ${data.date}. The confirmation is attached.`,
        ],
        footnote: contact(data.clinicName, data.clinicPhone, 'refund'),
      }
    : {
        subject: `Your receipt from ${data.clinicName}`,
        greeting: 'Hello,',
        paragraphs: [
          `Thank you for your payment of ${data.amount} on ${data.date}. Your receipt is attached.`,
        ],
        footnote: contact(data.clinicName, data.clinicPhone, 'receipt'),
      };
}
