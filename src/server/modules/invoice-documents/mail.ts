import { and, eq } from 'drizzle-orm';
import { DAILY_MAIL_LIMIT, queueClinicMail, type MailHold } from '../../clinic/clinic-mail.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { clinics, invoices, patients, payments } from '../../db/schema.js';
import type { ClinicActor } from '../../http/clinic-actor.js';
import { HttpError, notFound } from '../../http-errors.js';
import type { MailMessage } from '../../integrations/mail/templates.js';
import type { MailOutcome as SentOrWhyNot } from '../../../domain/invoices.js';
import { auditAs } from '../audit/service.js';
import { payTokenOf } from '../online-payments/pay-token.js';
import { documentFormat } from './document-format.js';
import { invoiceTitle } from './invoice-pdf.js';
import { payLinkOf } from './load-invoice-document.js';

export type MailOutcome = { held: MailHold; limit: number } | null;

const conflict = (code: string, message: string) => new HttpError(409, code, message);

async function clinicOf(tx: Db, clinicId: string) {
  const [clinic] = await tx
    .select({
      name: clinics.name,
      phone: clinics.phone,
      email: clinics.email,
      locale: clinics.locale,
      timeZone: clinics.timeZone,
      paymentInstructions: clinics.paymentInstructions,
    })
    .from(clinics)
    .where(eq(clinics.id, clinicId));
  if (!clinic) throw notFound('The clinic');
  return clinic;
}

const replyToClinic = (clinic: { name: string; email: string }) =>
  clinic.email ? { replyTo: { name: clinic.name, address: clinic.email } } : {};

/**
 * Queues an issued invoice or credit note to its payer's address (a third party's when it has
 * one, else the patient's), with its PDF rendered at delivery. An invoice with something owed
 * gets its "Pay now" token the first time it is mailed. Call inside the transaction of the
 * change that sends it. Answers why the clinic's mail was held (queueClinicMail), or null.
 */
export async function queueInvoiceMail(
  tx: Db,
  ctx: AppContext,
  actor: ClinicActor,
  invoiceId: string,
): Promise<MailOutcome> {
  const { clinicId } = actor;
  const [row] = await tx
    .select({ invoice: invoices, patientEmail: patients.email })
    .from(invoices)
    .innerJoin(
      patients,
      and(eq(patients.id, invoices.patientId), eq(patients.clinicId, invoices.clinicId)),
    )
    .where(and(eq(invoices.clinicId, clinicId), eq(invoices.id, invoiceId)))
    .for('update', { of: invoices });
  if (!row) throw notFound('The invoice');
  const { invoice } = row;
  if (invoice.status === 'draft') {
    throw conflict('INVOICE_NOT_ISSUED', 'Issue the invoice before sending it.');
  }
  if (invoice.status === 'void') throw conflict('INVOICE_VOID', 'A void invoice is not sent.');
  const toPayer = invoice.payerKind !== 'patient' && invoice.payerEmail !== '';
  const to = toPayer ? invoice.payerEmail : row.patientEmail;
  if (!to) {
    throw conflict(
      'NO_EMAIL',
      invoice.payerKind === 'patient'
        ? 'The patient has no email address. Add one to their record first.'
        : 'Neither the payer nor the patient has an email address. Add one first.',
    );
  }

  const owed = invoice.kind === 'invoice' && invoice.balanceCents > 0;
  const payToken = owed ? await payTokenOf(tx, clinicId, invoice, ctx.clock.now()) : null;

  const clinic = await clinicOf(tx, clinicId);
  const format = documentFormat(clinic, invoice.currency);
  let creditsInvoiceNumber: string | null = null;
  if (invoice.creditsInvoiceId) {
    const [credited] = await tx
      .select({ number: invoices.number })
      .from(invoices)
      .where(and(eq(invoices.clinicId, clinicId), eq(invoices.id, invoice.creditsInvoiceId)));
    creditsInvoiceNumber = credited?.number ?? null;
  }
  const message: MailMessage = {
    template: 'invoice',
    to,
    ...replyToClinic(clinic),
    data: {
      clinicName: clinic.name,
      clinicPhone: clinic.phone,
      kind: invoice.kind,
      title: invoiceTitle({ ...invoice, creditsInvoiceNumber }),
      owed,
      amount: format.money(
        invoice.kind === 'credit_note' ? invoice.totalCents : invoice.balanceCents,
      ),
      dueOn: owed && invoice.dueOn ? format.day(invoice.dueOn) : null,
      payLink: owed && payToken ? payLinkOf(ctx.config.APP_ORIGIN, payToken) : null,
      paymentInstructions: owed ? clinic.paymentInstructions : '',
    },
    attachments: [{ kind: 'invoice_pdf', clinicId, invoiceId }],
  };
  const held = await queueClinicMail(tx, ctx.clock, clinicId, message, {
    toPatient: true,
    entity: { type: 'invoice', id: invoiceId },
    record: { clinicId, patientId: invoice.patientId, kind: 'invoice' },
  });
  if (!held) {
    await auditAs(tx, actor, {
      action: 'invoice.sent',
      entityType: 'invoice',
      entityId: invoiceId,
      meta: { to: toPayer ? 'payer' : 'patient' },
    });
  }
  return held;
}

/** Queues the receipt of a payment (or the note of a refund) to the patient, PDF attached. */
export async function queueReceiptMail(
  tx: Db,
  ctx: AppContext,
  actor: ClinicActor,
  paymentId: string,
): Promise<MailOutcome> {
  const { clinicId } = actor;
  const [row] = await tx
    .select({ payment: payments, patientEmail: patients.email })
    .from(payments)
    .innerJoin(
      patients,
      and(eq(patients.id, payments.patientId), eq(patients.clinicId, payments.clinicId)),
    )
    .where(and(eq(payments.clinicId, clinicId), eq(payments.id, paymentId)));
  if (!row) throw notFound('The payment');
  if (!row.patientEmail) {
    throw conflict('NO_EMAIL', 'The patient has no email address. Add one to their record first.');
  }
  const { payment } = row;
  const clinic = await clinicOf(tx, clinicId);
  const format = documentFormat(clinic, payment.currency);
  const held = await queueClinicMail(
    tx,
    ctx.clock,
    clinicId,
    {
      template: 'receipt',
      to: row.patientEmail,
      ...replyToClinic(clinic),
      data: {
        clinicName: clinic.name,
        clinicPhone: clinic.phone,
        refund: payment.kind === 'refund',
        amount: format.money(payment.amountCents),
        date: format.date(payment.receivedAt),
      },
      attachments: [{ kind: 'receipt_pdf', clinicId, paymentId }],
    },
    {
      toPatient: true,
      entity: { type: 'payment', id: paymentId },
      record: { clinicId, patientId: payment.patientId, kind: 'invoice' },
    },
  );
  if (!held) {
    await auditAs(tx, actor, {
      action: 'payment.receipt_sent',
      entityType: 'payment',
      entityId: paymentId,
    });
  }
  return held;
}

/** The refusal when the clinic may not mail now: its daily allowance, or an unverified owner. */
function mailRefusal(outcome: NonNullable<MailOutcome>) {
  if (outcome.held === 'daily_limit') return DAILY_MAIL_LIMIT(outcome.limit);
  return new HttpError(
    409,
    'MAIL_HELD',
    outcome.held === 'waitlisted'
      ? 'Your clinic cannot email patients while its owner is on the Early Access waitlist.'
      : 'Your clinic cannot email patients until its owner has confirmed their email address.',
  );
}

/** Queues a mail in a transaction of its own, or throws why the clinic may not mail now. */
async function mailNow(ctx: AppContext, queue: (tx: Db) => Promise<MailOutcome>) {
  const outcome = await ctx.db.transaction(queue);
  // Refused after the transaction, so the audit record of a held mail stays.
  if (outcome) throw mailRefusal(outcome);
}

export const sendInvoiceMail = (ctx: AppContext, actor: ClinicActor, invoiceId: string) =>
  mailNow(ctx, (tx) => queueInvoiceMail(tx, ctx, actor, invoiceId));

export const sendReceiptMail = (ctx: AppContext, actor: ClinicActor, paymentId: string) =>
  mailNow(ctx, (tx) => queueReceiptMail(tx, ctx, actor, paymentId));

/**
 * Sends a mail that follows a change already made (an issue, a payment): answers why it did not
 * go (no address, mail held) instead of failing the change.
 */
export async function trySending(send: () => Promise<void>): Promise<SentOrWhyNot> {
  try {
    await send();
    return { sent: true, message: null };
  } catch (error) {
    if (error instanceof HttpError && (error.statusCode === 409 || error.statusCode === 429)) {
      return { sent: false, message: error.message };
    }
    throw error;
  }
}
