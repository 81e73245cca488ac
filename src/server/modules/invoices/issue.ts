import { and, eq } from 'drizzle-orm';
import type { Invoice, MailOutcome as SentOrWhyNot } from '../../../domain/invoices.js';
import { sendInvoiceMail, trySending } from '../invoice-documents/mail.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { invoices } from '../../db/schema.js';
import { HttpError, notFound } from '../../http-errors.js';
import type { ClinicActor } from '../../http/clinic-actor.js';
import { clinicToday } from '../../clinic/clinic-today.js';
import { auditAs } from '../audit/service.js';
import { addDays, clinicBillingOf, clinicDateOf } from './clinic-billing.js';
import { invoiceDetails } from './invoice-view.js';
import { nextInvoiceNumber } from './numbering.js';
import { lockInvoice, refreshInvoiceTotals } from './settle.js';

/**
 * Issues a draft in the caller's transaction: its number (year of the clinic's issue day), the
 * issue time, the due day, and its status from what is owed (a total of 0 is paid at once).
 */
export async function issueDraft(tx: Db, actor: ClinicActor, id: string, now: Date) {
  const { clinicId } = actor;
  const row = await lockInvoice(tx, clinicId, id);
  if (!row) throw notFound('The invoice');
  if (row.status !== 'draft')
    throw new HttpError(409, 'INVOICE_NOT_DRAFT', `Invoice ${row.number} is already issued.`);
  const clinic = await clinicBillingOf(tx, clinicId);
  const issuedOn = clinicDateOf(now, clinic.timeZone);
  const numbered = await nextInvoiceNumber(tx, clinicId, Number(issuedOn.slice(0, 4)));
  await tx
    .update(invoices)
    .set({
      status: 'issued',
      number: numbered.number,
      numberYear: numbered.year,
      numberSequence: numbered.sequence,
      issuedAt: now,
      dueOn: addDays(issuedOn, clinic.invoiceDueDays),
      updatedAt: now,
    })
    .where(and(eq(invoices.clinicId, clinicId), eq(invoices.id, id)));
  await refreshInvoiceTotals(tx, clinicId, id);
  await auditAs(tx, actor, {
    action: 'invoice.issue',
    entityType: 'invoice',
    entityId: id,
    meta: { number: numbered.number, totalCents: row.totalCents },
  });
  return { issuedOn, number: numbered.number };
}

/**
 * POST /invoices/{id}/issue. With `send`, mails it afterwards: the invoice stays issued when the
 * mail cannot go, and `mail` says why.
 */
export async function issueInvoice(
  ctx: AppContext,
  actor: ClinicActor,
  id: string,
  input: { send: boolean },
): Promise<{ invoice: Invoice; mail: SentOrWhyNot | null }> {
  const now = ctx.clock.now();
  await ctx.db.transaction((tx) => issueDraft(tx, actor, id, now));
  const mail = input.send ? await trySending(() => sendInvoiceMail(ctx, actor, id)) : null;
  const today = await clinicToday(ctx.db, ctx.clock, actor.clinicId);
  return { invoice: await invoiceDetails(ctx.db, actor.clinicId, id, today), mail };
}
