import type { z } from 'zod';
import type { createInvoiceSchema, Invoice } from '../../../domain/invoices.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { invoices } from '../../db/schema.js';
import { invalidField } from '../../http-errors.js';
import type { ClinicActor } from '../../http/clinic-actor.js';
import { clinicToday } from '../../clinic/clinic-today.js';
import { auditAs } from '../audit/service.js';
import { patientInClinic } from '../patients/service.js';
import { clinicBillingOf, type ClinicBilling } from './clinic-billing.js';
import { invoiceDetails } from './invoice-view.js';
import { draftLines, insertLines, pricedLines, singleVisit } from './lines.js';

export type NewInvoice = z.infer<typeof createInvoiceSchema>;

/**
 * Writes a draft invoice in the caller's transaction: one line per visit, then the free lines,
 * each taxed with the clinic's rate, in the clinic's currency. Returns its id.
 */
export async function writeDraft(
  tx: Db,
  actor: ClinicActor,
  clinic: ClinicBilling,
  input: NewInvoice,
  meta: Record<string, unknown> = {},
): Promise<string> {
  const { clinicId } = actor;
  if (!(await patientInClinic(tx, clinicId, input.patientId)))
    throw invalidField('patientId', 'This patient was not found in this clinic.');
  const drafts = await draftLines(
    tx,
    clinicId,
    clinic,
    input.patientId,
    input.appointmentIds,
    input.lines,
  );
  const { lines, totals } = pricedLines(clinic, drafts);
  const [row] = await tx
    .insert(invoices)
    .values({
      clinicId,
      kind: 'invoice',
      status: 'draft',
      patientId: input.patientId,
      payerKind: input.payerKind,
      payerName: input.payerKind === 'patient' ? '' : input.payerName,
      payerReference: input.payerReference,
      payerEmail: input.payerEmail,
      appointmentId: singleVisit(lines),
      currency: clinic.currency,
      ...totals,
      notes: input.notes,
      createdByUserId: actor.userId,
    })
    .returning({ id: invoices.id });
  const invoiceId = row!.id;
  await insertLines(tx, clinicId, invoiceId, lines);
  await auditAs(tx, actor, {
    action: 'invoice.create',
    entityType: 'invoice',
    entityId: invoiceId,
    meta: {
      patientId: input.patientId,
      appointmentIds: lines.flatMap((line) => (line.appointmentId ? [line.appointmentId] : [])),
      totalCents: totals.totalCents,
      ...meta,
    },
  });
  return invoiceId;
}

/** POST /invoices: a draft for a patient of the clinic. */
export async function createInvoice(
  ctx: AppContext,
  actor: ClinicActor,
  input: NewInvoice,
): Promise<Invoice> {
  const id = await ctx.db.transaction(async (tx) =>
    writeDraft(tx, actor, await clinicBillingOf(tx, actor.clinicId), input),
  );
  return invoiceDetails(
    ctx.db,
    actor.clinicId,
    id,
    await clinicToday(ctx.db, ctx.clock, actor.clinicId),
  );
}
