import { and, eq } from 'drizzle-orm';
import type { Invoice, UpdateInvoiceInput } from '../../../domain/invoices.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { invoiceLines, invoices } from '../../db/schema.js';
import { HttpError, invalidField, notFound } from '../../http-errors.js';
import type { ClinicActor } from '../../http/clinic-actor.js';
import { clinicToday } from '../../clinic/clinic-today.js';
import { auditAs } from '../audit/service.js';
import { clinicBillingOf } from './clinic-billing.js';
import { invoiceDetails } from './invoice-view.js';
import { draftLines, insertLines, pricedLines, singleVisit } from './lines.js';
import { lockInvoice } from './settle.js';

const notDraft = () =>
  new HttpError(
    409,
    'INVOICE_NOT_DRAFT',
    'An issued invoice cannot be changed or deleted. Correct it with a credit note.',
  );

/** A draft of the clinic, locked; 404 for none, 409 once issued. */
async function lockDraft(tx: Db, clinicId: string, id: string) {
  const row = await lockInvoice(tx, clinicId, id);
  if (!row) throw notFound('The invoice');
  if (row.status !== 'draft') throw notDraft();
  return row;
}

type DraftChanges = Omit<UpdateInvoiceInput, 'lines'> & {
  lines?: (Omit<NonNullable<UpdateInvoiceInput['lines']>[number], 'discountCents'> & {
    discountCents: number;
  })[];
};

/** PATCH /invoices/{id}: the payer, notes, or every line of a draft. */
export async function updateInvoice(
  ctx: AppContext,
  actor: ClinicActor,
  id: string,
  input: DraftChanges,
): Promise<Invoice> {
  const { clinicId } = actor;
  await ctx.db.transaction(async (tx) => {
    const row = await lockDraft(tx, clinicId, id);
    const payerKind = input.payerKind ?? row.payerKind;
    const payerName = payerKind === 'patient' ? '' : (input.payerName ?? row.payerName);
    if (payerKind !== 'patient' && !payerName) throw invalidField('payerName', 'Name the payer.');
    const { lines: newLines, ...fields } = input;
    let lineChanges = {};
    if (newLines) {
      const clinic = await clinicBillingOf(tx, clinicId);
      const drafts = await draftLines(tx, clinicId, clinic, row.patientId, [], newLines, id);
      const { lines, totals } = pricedLines(clinic, drafts);
      await tx
        .delete(invoiceLines)
        .where(and(eq(invoiceLines.clinicId, clinicId), eq(invoiceLines.invoiceId, id)));
      await insertLines(tx, clinicId, id, lines);
      lineChanges = { ...totals, appointmentId: singleVisit(lines) };
    }
    await tx
      .update(invoices)
      .set({ ...fields, payerKind, payerName, ...lineChanges, updatedAt: ctx.clock.now() })
      .where(and(eq(invoices.clinicId, clinicId), eq(invoices.id, id)));
    await auditAs(tx, actor, {
      action: 'invoice.update',
      entityType: 'invoice',
      entityId: id,
      meta: { fields: Object.keys(input) },
    });
  });
  return invoiceDetails(ctx.db, clinicId, id, await clinicToday(ctx.db, ctx.clock, clinicId));
}

/** DELETE /invoices/{id}: a draft only; an issued invoice is voided or credited. */
export async function deleteInvoice(ctx: AppContext, actor: ClinicActor, id: string) {
  await ctx.db.transaction(async (tx) => {
    await lockDraft(tx, actor.clinicId, id);
    await tx
      .delete(invoices)
      .where(and(eq(invoices.clinicId, actor.clinicId), eq(invoices.id, id)));
    await auditAs(tx, actor, { action: 'invoice.delete', entityType: 'invoice', entityId: id });
  });
}
