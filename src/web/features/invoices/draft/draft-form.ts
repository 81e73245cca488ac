import { z } from 'zod';
import {
  createInvoiceSchema,
  invoiceLineInputSchema,
  type Invoice,
  type InvoiceLineInput,
  type PayerKind,
} from '../../../../domain/invoices.js';
import { invoiceTotals, type InvoiceTotals } from '../../../../domain/invoice-math.js';
import { moneyField } from '../../../components/forms/money-field-schema';
import type { PickedPatient } from '../../../components/forms/PatientSearchField';

const line = invoiceLineInputSchema.shape;

/** One line as the editor holds it: amounts in minor units, null while empty. */
const draftLineSchema = z
  .object({
    description: line.description,
    quantity: line.quantity,
    unitPriceCents: moneyField(line.unitPriceCents),
    discountCents: z
      .custom<number | null>()
      .transform((value) => value ?? 0)
      .pipe(line.discountCents.unwrap()),
    appointmentId: z.string().optional(),
    serviceId: z.string().optional(),
  })
  .refine((row) => row.discountCents <= row.quantity * row.unitPriceCents, {
    message: 'The discount cannot be more than the line.',
    path: ['discountCents'],
  });

const invoice = createInvoiceSchema.shape;

export const draftFormSchema = z
  .object({
    patient: z
      .custom<PickedPatient | null>()
      .refine((value) => value !== null, 'Choose a patient.'),
    payerKind: invoice.payerKind.unwrap(),
    payerName: invoice.payerName.unwrap(),
    payerReference: invoice.payerReference.unwrap(),
    payerEmail: invoice.payerEmail.unwrap(),
    notes: invoice.notes.unwrap(),
    lines: z.array(draftLineSchema).min(1, 'Add a line.').max(50, 'Use at most 50 lines.'),
  })
  .refine((value) => value.payerKind === 'patient' || value.payerName.length > 0, {
    message: 'Name the payer.',
    path: ['payerName'],
  });
export type DraftFormValues = z.input<typeof draftFormSchema>;
export type ValidDraftForm = z.output<typeof draftFormSchema>;
export type DraftLineValues = DraftFormValues['lines'][number];

export const blankLine = (): DraftLineValues => ({
  description: '',
  quantity: 1,
  unitPriceCents: null,
  discountCents: null,
});

export function draftValuesOf(
  invoice: Invoice | null,
  patient: PickedPatient | null,
): DraftFormValues {
  if (!invoice) {
    return {
      patient,
      payerKind: 'patient' as PayerKind,
      payerName: '',
      payerReference: '',
      payerEmail: '',
      notes: '',
      lines: [blankLine()],
    };
  }
  return {
    patient: { id: invoice.patientId, name: invoice.patientName },
    payerKind: invoice.payerKind,
    payerName: invoice.payerName,
    payerReference: invoice.payerReference,
    payerEmail: invoice.payerEmail,
    notes: invoice.notes,
    lines: invoice.lines.map((row) => ({
      description: row.description,
      quantity: row.quantity,
      unitPriceCents: row.unitPriceCents,
      discountCents: row.discountCents,
      ...(row.appointmentId ? { appointmentId: row.appointmentId } : {}),
      ...(row.serviceId ? { serviceId: row.serviceId } : {}),
    })),
  };
}

/** The lines as the API takes them. */
export const linesInput = (lines: ValidDraftForm['lines']): InvoiceLineInput[] =>
  lines.map(({ appointmentId, serviceId, ...row }) => ({
    ...row,
    ...(appointmentId ? { appointmentId } : {}),
    ...(serviceId ? { serviceId } : {}),
  }));

const amountOr0 = (value: number | null | undefined) =>
  typeof value === 'number' && Number.isFinite(value) ? value : 0;

/** Totals of what is typed so far (half-typed amounts count as 0), with the clinic's tax. */
export function liveTotals(
  lines: readonly DraftLineValues[],
  tax: { taxRateBasisPoints: number; pricesIncludeTax: boolean },
): InvoiceTotals {
  return invoiceTotals(
    lines.map((row) => {
      const quantity = Number.isInteger(row.quantity) && row.quantity > 0 ? row.quantity : 0;
      const unitPriceCents = Math.max(0, amountOr0(row.unitPriceCents));
      return {
        quantity,
        unitPriceCents,
        discountCents: Math.min(
          Math.max(0, amountOr0(row.discountCents)),
          quantity * unitPriceCents,
        ),
        ...tax,
      };
    }),
  );
}
