import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { invoices } from '../../db/schema.js';
import { portalCookieOf } from '../../security/clinic-world.js';
import { createTestApp } from '../../test/app.js';
import { apiCaller } from '../../test/appointment-helpers.js';
import { billingClinic, draftInvoice, payAtDesk } from '../../test/invoice-fixtures.js';
import { addPatient } from '../../test/scheduling-fixtures.js';

/** The patient's invoices on the portal: their own issued ones, and where to pay what is owed. */
const ctx = await createTestApp();
afterAll(() => ctx.close());
const db = ctx.database.db;
const call = apiCaller(ctx);

/** A billing clinic, its patient signed in to the portal, and another patient of the clinic. */
async function signedInPatient() {
  const clinic = await billingClinic(ctx);
  const patient = await addPatient(db, clinic.clinicId, { email: 'mila@example.com' });
  const other = await addPatient(db, clinic.clinicId, { email: 'ana@example.com' });
  return {
    clinic,
    patient,
    other,
    cookie: await portalCookieOf(ctx, clinic.clinicId, patient.id),
  };
}

/** A draft of 10.00 + 20 % tax for the patient, issued (and mailed with its pay link) unless kept a draft. */
async function invoiceFor(
  clinic: Awaited<ReturnType<typeof billingClinic>>,
  patientId: string,
  how: 'draft' | 'issued' | 'sent',
) {
  const draft = await draftInvoice(call, clinic.cookie, patientId, 1000);
  if (how !== 'draft') {
    // Each a minute apart, so "newest first" has an order to keep.
    ctx.clock.advance(60_000);
    const issued = await call('POST', `/invoices/${draft.id}/issue`, clinic.cookie, {
      send: how === 'sent',
    });
    expect(issued.statusCode, issued.body).toBe(200);
  }
  return { id: draft.id, patientId };
}

const portalInvoices = async (cookie?: string) =>
  call('GET', '/portal/invoices', cookie).then((response) => ({
    statusCode: response.statusCode,
    invoices: response.statusCode === 200 ? (response.json().invoices as PortalRow[]) : [],
  }));
type PortalRow = { id: string; status: string; payPath: string | null } & Record<string, unknown>;

describe('GET /portal/invoices', () => {
  it("lists the patient's issued invoices newest first, never drafts, void ones or another patient's", async () => {
    const { clinic, patient, other, cookie } = await signedInPatient();
    const sent = await invoiceFor(clinic, patient.id, 'sent');
    const paid = await invoiceFor(clinic, patient.id, 'sent');
    await payAtDesk(ctx, clinic, paid, 1200);
    const notSent = await invoiceFor(clinic, patient.id, 'issued');
    const draft = await invoiceFor(clinic, patient.id, 'draft');
    const voided = await invoiceFor(clinic, patient.id, 'issued');
    const voiding = await call('POST', `/invoices/${voided.id}/void`, clinic.cookie, {
      reason: 'Wrong patient',
    });
    expect(voiding.statusCode, voiding.body).toBe(200);
    const theirs = await invoiceFor(clinic, other.id, 'sent');

    const { statusCode, invoices: shown } = await portalInvoices(cookie);
    expect(statusCode).toBe(200);
    expect(shown.map((invoice) => invoice.id)).toEqual([notSent.id, paid.id, sent.id]);
    const ids = JSON.stringify(shown);
    for (const hidden of [draft.id, voided.id, theirs.id]) expect(ids).not.toContain(hidden);
  });

  it('offers the pay page only while money is due on an invoice with a pay link', async () => {
    const { clinic, patient, cookie } = await signedInPatient();
    const sent = await invoiceFor(clinic, patient.id, 'sent');
    const partly = await invoiceFor(clinic, patient.id, 'sent');
    await payAtDesk(ctx, clinic, partly, 200);
    const paid = await invoiceFor(clinic, patient.id, 'sent');
    await payAtDesk(ctx, clinic, paid, 1200);
    const notSent = await invoiceFor(clinic, patient.id, 'issued');
    const [link] = await db
      .select({ payToken: invoices.payToken })
      .from(invoices)
      .where(and(eq(invoices.clinicId, clinic.clinicId), eq(invoices.id, sent.id)));
    expect(link?.payToken).toBeTruthy();

    const byId = new Map((await portalInvoices(cookie)).invoices.map((row) => [row.id, row]));
    expect(byId.get(sent.id)).toMatchObject({
      currency: 'EUR',
      totalCents: 1200,
      balanceCents: 1200,
      status: 'issued',
      overdue: false,
      payPath: `/pay/${link!.payToken!}`,
    });
    expect(byId.get(partly.id)).toMatchObject({
      balanceCents: 1000,
      status: 'partly_paid',
      payPath: expect.stringMatching(/^\/pay\/[A-Za-z0-9_-]+$/),
    });
    expect(byId.get(paid.id)).toMatchObject({ balanceCents: 0, status: 'paid', payPath: null });
    expect(byId.get(notSent.id)).toMatchObject({ balanceCents: 1200, payPath: null });
    expect(byId.get(sent.id)!.number).toMatch(/\d/);
  });

  it('says an unpaid invoice is overdue once its due day has passed', async () => {
    const { clinic, patient, cookie } = await signedInPatient();
    const late = await invoiceFor(clinic, patient.id, 'sent');
    await db
      .update(invoices)
      .set({ dueOn: '2020-01-31' })
      .where(and(eq(invoices.clinicId, clinic.clinicId), eq(invoices.id, late.id)));
    const [shown] = (await portalInvoices(cookie)).invoices;
    expect(shown).toMatchObject({ id: late.id, dueOn: '2020-01-31', overdue: true });
  });

  it('answers 401 without a portal session, and to a staff session', async () => {
    const { clinic } = await signedInPatient();
    expect((await portalInvoices()).statusCode).toBe(401);
    expect((await portalInvoices(clinic.cookie)).statusCode).toBe(401);
  });
});

describe('GET /portal/invoices/{id}/pdf', () => {
  it("gives the patient their issued invoice's PDF, and 404 for a draft or another patient's", async () => {
    const { clinic, patient, other, cookie } = await signedInPatient();
    const own = await invoiceFor(clinic, patient.id, 'sent');
    const draft = await invoiceFor(clinic, patient.id, 'draft');
    const theirs = await invoiceFor(clinic, other.id, 'sent');

    const pdf = await call('GET', `/portal/invoices/${own.id}/pdf`, cookie);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    for (const hidden of [draft.id, theirs.id]) {
      const refused = await call('GET', `/portal/invoices/${hidden}/pdf`, cookie);
      expect(refused.statusCode).toBe(404);
    }
    expect((await call('GET', `/portal/invoices/${own.id}/pdf`)).statusCode).toBe(401);
    const badId = await call('GET', '/portal/invoices/not-an-id/pdf', cookie);
    expect(badId.statusCode).toBe(400);
  });
});
