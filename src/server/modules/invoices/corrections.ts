import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { CreateCreditNoteInput, Invoice, VoidInvoiceInput } from '../../../domain/invoices.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { invoiceLines, invoices, paymentAllocations } from '../../db/schema.js';
import { HttpError, invalidField, notFound } from '../../http-errors.js';
import type { ClinicActor } from '../../http/clinic-actor.js';
import { clinicToday } from '../../clinic/clinic-today.js';
import { auditAs } from '../audit/service.js';
import { clinicBillingOf, clinicDateOf } from './clinic-billing.js';
import { invoiceDetails } from './invoice-view.js';
import { insertLines } from './lines.js';
import { nextInvoiceNumber } from './numbering.js';
import { lockInvoice, refreshInvoiceTotals } from './settle.js';

const conflict = (code: string, message: string) => new HttpError(409, code, message);

/** An issued invoice (not a credit note) of the clinic, locked: what voids and credits act on. */
async function lockIssued(tx: Db, clinicId: string, id: string, action: 'void' | 'credit') {
  const row = await lockInvoice(tx, clinicId, id);
  if (!row) throw notFound('The invoice');
  if (row.kind !== 'invoice')
    throw conflict('NOT_AN_INVOICE', `A credit note cannot be ${action}ed; it is a correction.`);
  if (row.status === 'draft')
    throw conflict(
      'INVOICE_NOT_ISSUED',
      action === 'void'
        ? 'A draft is not voided: delete it instead.'
        : 'A draft is not credited: change it instead.',
    );
  if (row.status === 'void') throw conflict('INVOICE_VOID', `Invoice ${row.number} is void.`);
  return row;
}

async function creditNotesOf(tx: Db, clinicId: string, invoiceId: string) {
  return tx
    .select({ totalCents: invoices.totalCents })
    .from(invoices)
    .where(
      and(
        eq(invoices.clinicId, clinicId),
        eq(invoices.creditsInvoiceId, invoiceId),
        ne(invoices.status, 'void'),
      ),
    );
}

/**
 * POST /invoices/{id}/void: only an issued invoice nothing was paid, refunded or credited on
 * (a mistake caught before anyone acted on it). Anything else is corrected by a credit note.
 */
export async function voidInvoice(
  ctx: AppContext,
  actor: ClinicActor,
  id: string,
  input: VoidInvoiceInput,
): Promise<Invoice> {
  const { clinicId } = actor;
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const row = await lockIssued(tx, clinicId, id, 'void');
    const [money] = await tx
      .select({ id: paymentAllocations.id })
      .from(paymentAllocations)
      .where(and(eq(paymentAllocations.clinicId, clinicId), eq(paymentAllocations.invoiceId, id)))
      .limit(1);
    if (money)
      throw conflict(
        'INVOICE_HAS_PAYMENTS',
        `Money was recorded on invoice ${row.number}: refund it or issue a credit note instead of voiding.`,
      );
    if ((await creditNotesOf(tx, clinicId, id)).length > 0)
      throw conflict(
        'INVOICE_HAS_CREDIT_NOTES',
        `Invoice ${row.number} has a credit note: issue another credit note instead of voiding.`,
      );
    await tx
      .update(invoices)
      .set({ status: 'void', voidedAt: now, reason: input.reason, balanceCents: 0, updatedAt: now })
      .where(and(eq(invoices.clinicId, clinicId), eq(invoices.id, id)));
    await auditAs(tx, actor, {
      action: 'invoice.void',
      entityType: 'invoice',
      entityId: id,
      meta: { number: row.number, totalCents: row.totalCents },
    });
  });
  return invoiceDetails(ctx.db, clinicId, id, await clinicToday(ctx.db, ctx.clock, clinicId));
}

/**
 * POST /invoices/{id}/credit-notes: a credit note for all or some lines of an issued invoice,
 * with the lines' own amounts, issued at once with the next number; the invoice's balance drops
 * by its total. No more than the invoice's total may be credited altogether.
 */
export async function createCreditNote(
  ctx: AppContext,
  actor: ClinicActor,
  id: string,
  input: CreateCreditNoteInput,
): Promise<Invoice> {
  const { clinicId } = actor;
  const now = ctx.clock.now();
  const creditNoteId = await ctx.db.transaction(async (tx) => {
    const original = await lockIssued(tx, clinicId, id, 'credit');
    const lines = await tx
      .select()
      .from(invoiceLines)
      .where(
        and(
          eq(invoiceLines.clinicId, clinicId),
          eq(invoiceLines.invoiceId, id),
          input.lineIds ? inArray(invoiceLines.id, input.lineIds) : undefined,
        ),
      )
      .orderBy(asc(invoiceLines.position));
    const wanted = input.lineIds ? new Set(input.lineIds).size : lines.length;
    if (lines.length === 0 || lines.length !== wanted)
      throw invalidField('lineIds', 'Choose lines of this invoice.');
    const sum = (key: 'totalCents' | 'taxCents' | 'discountCents') =>
      lines.reduce((total, line) => total + line[key], 0);
    const totalCents = sum('totalCents');
    const creditedBefore = (await creditNotesOf(tx, clinicId, id)).reduce(
      (total, note) => total + note.totalCents,
      0,
    );
    if (creditedBefore + totalCents > original.totalCents)
      throw conflict(
        'CREDIT_MORE_THAN_INVOICE',
        `Only ${original.totalCents - creditedBefore} of invoice ${original.number} is left to credit.`,
      );
    const clinic = await clinicBillingOf(tx, clinicId);
    const issuedOn = clinicDateOf(now, clinic.timeZone);
    const numbered = await nextInvoiceNumber(tx, clinicId, Number(issuedOn.slice(0, 4)));
    const [note] = await tx
      .insert(invoices)
      .values({
        clinicId,
        kind: 'credit_note',
        status: 'issued',
        number: numbered.number,
        numberYear: numbered.year,
        numberSequence: numbered.sequence,
        patientId: original.patientId,
        payerKind: original.payerKind,
        payerName: original.payerName,
        payerReference: original.payerReference,
        payerEmail: original.payerEmail,
        appointmentId: original.appointmentId,
        creditsInvoiceId: id,
        currency: original.currency,
        subtotalCents: lines.reduce(
          (total, line) => total + line.quantity * line.unitPriceCents,
          0,
        ),
        discountCents: sum('discountCents'),
        taxCents: sum('taxCents'),
        totalCents,
        reason: input.reason,
        issuedAt: now,
        createdByUserId: actor.userId,
      })
      .returning({ id: invoices.id });
    await insertLines(tx, clinicId, note!.id, lines);
    await refreshInvoiceTotals(tx, clinicId, id);
    await auditAs(tx, actor, {
      action: 'invoice.credit',
      entityType: 'invoice',
      entityId: note!.id,
      meta: {
        invoiceId: id,
        invoiceNumber: original.number,
        number: numbered.number,
        totalCents,
      },
    });
    return note!.id;
  });
  return invoiceDetails(
    ctx.db,
    clinicId,
    creditNoteId,
    await clinicToday(ctx.db, ctx.clock, clinicId),
  );
}
