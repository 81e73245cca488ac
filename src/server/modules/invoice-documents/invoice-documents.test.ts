import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import pino from 'pino';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverDueMail } from '../../background/outbox.js';
import { auditEvents, clinics, invoices, outbox, patientMessages, users } from '../../db/schema.js';
import { createMailTransport } from '../../integrations/mail/transport.js';
import { createTestApp, TEST_ORIGIN, type TestContext } from '../../test/app.js';
import { queuedMail, signedInMember } from '../../test/fixtures.js';
import { tinyPng, tinyWebp } from '../../test/images.js';
import { multipartBody } from '../../test/multipart.js';
import { addPatient } from '../../test/scheduling-fixtures.js';
import { queueReceiptMail } from './mail.js';
import { insertTestInvoice, insertTestPayment } from './test-invoices.js';

const log = pino({ level: 'silent' });
const PATIENT = 'Đorđe Šimić';
const visit = {
  description: 'Physiotherapy 45 min',
  quantity: 1,
  unitPriceCents: 6500,
  taxRateBasisPoints: 2000,
  pricesIncludeTax: true,
};

/** The text of a PDF, with the spaces Intl puts in money ("€ 65,00") made plain. */
async function pdfText(bytes: Buffer | Uint8Array) {
  const { text } = await extractText(new Uint8Array(bytes), { mergePages: true });
  return text.replace(/[\u00a0\u202f]/g, ' ');
}

describe('invoice, credit note and receipt documents', () => {
  let ctx: TestContext;
  let owner: Awaited<ReturnType<typeof signedInMember>>;
  let patientId: string;
  const db = () => ctx.database.db;
  let numbers = 122;
  const nextNumber = () => `2026-${String((numbers += 1)).padStart(6, '0')}`;

  beforeAll(async () => {
    ctx = await createTestApp();
    owner = await signedInMember(ctx, 'owner');
    await db()
      .update(clinics)
      .set({
        name: 'Physio Wien',
        address: 'Mariahilfer Straße 1, 1060 Wien',
        phone: '+43 1 555 0100',
        email: 'praxis@physio-wien.example',
        currency: 'EUR',
        locale: 'de-AT',
        timeZone: 'Europe/Vienna',
        taxNumber: 'ATU12345678',
        paymentInstructions: 'Bank transfer to IBAN AT61 1904 3002 3457 3201',
      })
      .where(eq(clinics.id, owner.clinicId));
    const logo = await multipartBody([{ field: 'file', file: tinyPng, filename: 'logo.png' }]);
    const uploaded = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/clinic/logo',
      payload: logo.payload,
      headers: { ...logo.headers, cookie: owner.cookie },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const patient = await addPatient(db(), owner.clinicId, {
      firstName: 'Đorđe',
      lastName: 'Šimić',
      email: 'djordje@example.com',
      address: 'Čačak, Gradsko šetalište 3',
    });
    patientId = patient.id;
  });
  afterAll(() => ctx.close());

  const get = (url: string, cookie = owner.cookie) =>
    ctx.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { cookie } });
  const send = (invoiceId: string, cookie = owner.cookie) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/v1/invoices/${invoiceId}/send`,
      headers: { cookie },
    });

  it("prints an issued invoice with the clinic's letterhead, the patient, the lines and the money in the clinic's currency", async () => {
    const number = nextNumber();
    const invoice = await insertTestInvoice(db(), {
      clinicId: owner.clinicId,
      patientId,
      number,
      lines: [
        visit,
        { ...visit, description: 'Kinesio taping', unitPriceCents: 1500, discountCents: 500 },
      ],
      payToken: 'pay-token-123',
    });

    const response = await get(`/invoices/${invoice.id}/pdf`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `inline; filename="invoice-${number}.pdf"`,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    const text = await pdfText(response.rawPayload);
    for (const expected of [
      'Physio Wien',
      'Mariahilfer Straße 1, 1060 Wien',
      'praxis@physio-wien.example',
      'Tax number: ATU12345678',
      `Invoice ${number}`,
      '1. März 2026',
      '15. März 2026',
      PATIENT,
      'Čačak, Gradsko šetalište 3',
      'Physiotherapy 45 min',
      'Kinesio taping',
      '20 %',
      'Tax (included in the prices)',
      'Total € 75,00',
      'Balance due € 75,00',
      'Bank transfer to IBAN AT61 1904 3002 3457 3201',
      `${TEST_ORIGIN}/pay/pay-token-123`,
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('DRAFT');

    // The same invoice gives the same bytes: nothing in it changes from one reading to the next.
    expect((await get(`/invoices/${invoice.id}/pdf`)).rawPayload.equals(response.rawPayload)).toBe(
      true,
    );
  });

  it('names a third-party payer with the patient, marks drafts, and says what a credit note corrects', async () => {
    const number = nextNumber();
    const insured = await insertTestInvoice(db(), {
      clinicId: owner.clinicId,
      patientId,
      number,
      lines: [visit],
      payer: { kind: 'insurer', name: 'Wiener Versicherung', reference: 'POL-77' },
    });
    const insuredText = await pdfText((await get(`/invoices/${insured.id}/pdf`)).rawPayload);
    expect(insuredText).toContain('Wiener Versicherung');
    expect(insuredText).toContain('Reference: POL-77');
    expect(insuredText).toContain(`for patient ${PATIENT}`);
    // Without a pay token there is no link to pay online, but the clinic's instructions stay.
    expect(insuredText).not.toContain('/pay/');
    expect(insuredText).toContain('How to pay');

    const creditNumber = nextNumber();
    const credit = await insertTestInvoice(db(), {
      clinicId: owner.clinicId,
      patientId,
      kind: 'credit_note',
      number: creditNumber,
      creditsInvoiceId: insured.id,
      lines: [visit],
    });
    const creditResponse = await get(`/invoices/${credit.id}/pdf`);
    expect(creditResponse.headers['content-disposition']).toBe(
      `inline; filename="credit-note-${creditNumber}.pdf"`,
    );
    const creditText = await pdfText(creditResponse.rawPayload);
    expect(creditText).toContain(`Credit note ${creditNumber} for invoice ${number}`);
    expect(creditText).toContain('Total credited € 65,00');
    expect(creditText).not.toContain('Balance due');

    const draft = await insertTestInvoice(db(), {
      clinicId: owner.clinicId,
      patientId,
      lines: [visit],
    });
    const draftResponse = await get(`/invoices/${draft.id}/pdf`);
    expect(draftResponse.statusCode).toBe(200);
    expect(draftResponse.headers['content-disposition']).toBe(
      'inline; filename="invoice-draft.pdf"',
    );
    const draftText = await pdfText(draftResponse.rawPayload);
    expect(draftText).toContain('Invoice (draft)');
    expect(draftText).toContain('DRAFT');
  });

  it('prints the receipt of a payment: amount, method, the invoices it paid and the credit left', async () => {
    const number = nextNumber();
    const invoice = await insertTestInvoice(db(), {
      clinicId: owner.clinicId,
      patientId,
      number,
      lines: [visit],
    });
    const paymentId = await insertTestPayment(db(), {
      clinicId: owner.clinicId,
      patientId,
      amountCents: 10_000,
      method: 'card_terminal',
      allocations: [{ invoiceId: invoice.id, amountCents: 6500 }],
    });
    const response = await get(`/payments/${paymentId}/receipt`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      'inline; filename="receipt-2026-03-02.pdf"',
    );
    const text = await pdfText(response.rawPayload);
    for (const expected of [
      'Physio Wien',
      'Receipt',
      '2. März 2026',
      `Received from ${PATIENT}`,
      'Amount € 100,00',
      'Card terminal',
      `Invoice ${number} € 65,00`,
      'Kept as credit for later invoices: € 35,00',
    ])
      expect(text).toContain(expected);
  });

  it("answers 404 for another clinic's invoice or payment, and for none", async () => {
    const other = await signedInMember(ctx, 'owner');
    const otherPatient = await addPatient(db(), other.clinicId);
    const theirs = await insertTestInvoice(db(), {
      clinicId: other.clinicId,
      patientId: otherPatient.id,
      number: '2026-000001',
      lines: [visit],
    });
    const theirPayment = await insertTestPayment(db(), {
      clinicId: other.clinicId,
      patientId: otherPatient.id,
      amountCents: 6500,
      allocations: [{ invoiceId: theirs.id, amountCents: 6500 }],
    });
    expect((await get(`/invoices/${theirs.id}/pdf`)).statusCode).toBe(404);
    expect((await get(`/payments/${theirPayment}/receipt`)).statusCode).toBe(404);
    expect((await send(theirs.id)).statusCode).toBe(404);
    // Their WebP logo cannot be embedded in a PDF: the invoice prints without it.
    const webp = await multipartBody([{ field: 'file', file: tinyWebp, filename: 'logo.webp' }]);
    const uploaded = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/clinic/logo',
      payload: webp.payload,
      headers: { ...webp.headers, cookie: other.cookie },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const ownView = await get(`/invoices/${theirs.id}/pdf`, other.cookie);
    expect(ownView.statusCode).toBe(200);
    expect(await pdfText(ownView.rawPayload)).toContain('Invoice 2026-000001');
    expect((await get(`/payments/${crypto.randomUUID()}/receipt`)).statusCode).toBe(404);
  });

  it('mails an invoice with a Pay now link; delivery attaches the PDF it renders then', async () => {
    const number = nextNumber();
    const invoice = await insertTestInvoice(db(), {
      clinicId: owner.clinicId,
      patientId,
      number,
      lines: [visit],
    });
    const response = await send(invoice.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ invoice: { id: invoice.id, number } });

    const [row] = await db()
      .select({ payToken: invoices.payToken })
      .from(invoices)
      .where(eq(invoices.id, invoice.id));
    expect(row!.payToken).toMatch(/^[\w-]{43}$/);
    const payLink = `${TEST_ORIGIN}/pay/${row!.payToken}`;
    const [mail] = await queuedMail(db(), 'djordje@example.com', 'invoice');
    expect(mail).toMatchObject({
      replyTo: { name: 'Physio Wien', address: 'praxis@physio-wien.example' },
      data: { title: `Invoice ${number}`, payLink, dueOn: '15. März 2026' },
      attachments: [{ kind: 'invoice_pdf', clinicId: owner.clinicId, invoiceId: invoice.id }],
    });
    // The queue names the document; neither its bytes nor the patient's name are stored.
    const stored = JSON.stringify(mail);
    expect(stored).not.toContain('Šimić');
    expect(stored).not.toContain('JVBER');

    const mailDir = path.join(
      await fs.mkdtemp(path.join(os.tmpdir(), 'motio-invoice-mail-')),
      'mail',
    );
    try {
      await deliverDueMail({
        db: db(),
        clock: ctx.clock,
        log,
        appOrigin: TEST_ORIGIN,
        transport: createMailTransport({ from: 'Motio <no-reply@motio.test>', mailDir, log }),
      });
      const [file] = (await fs.readdir(mailDir)).filter((name) => name.includes('-invoice-'));
      const eml = await fs.readFile(path.join(mailDir, file!), 'utf8');
      expect(eml).toContain(`Subject: Invoice ${number} from Physio Wien`);
      expect(eml).toContain('Pay now');
      expect(eml).toMatch(/Content-Type: application\/pdf; name=.?invoice-2026-\d+\.pdf/);
      const part = eml.split(`filename=invoice-${number}.pdf`)[1]!.split('\r\n\r\n')[1]!;
      const pdf = Buffer.from(part.split('\r\n--')[0]!.replace(/\s/g, ''), 'base64');
      const text = await pdfText(pdf);
      expect(text).toContain(`Invoice ${number}`);
      expect(text).toContain(payLink);
    } finally {
      await fs.rm(path.dirname(mailDir), { recursive: true, force: true });
    }
    const sent = await db().select().from(outbox).where(eq(outbox.status, 'sent'));
    expect(sent.map((r) => r.payload)).toContainEqual({ template: 'invoice' });
    // The patient's messages show it sent, to the address it went to.
    const [message] = await db()
      .select()
      .from(patientMessages)
      .where(
        and(eq(patientMessages.clinicId, owner.clinicId), eq(patientMessages.kind, 'invoice')),
      );
    expect(message).toMatchObject({
      patientId,
      channel: 'email',
      recipient: 'djordje@example.com',
      status: 'sent',
    });
  });

  it("mails the payer's address when a third party has one, and refuses without any address", async () => {
    const paid = await insertTestInvoice(db(), {
      clinicId: owner.clinicId,
      patientId,
      number: nextNumber(),
      lines: [visit],
      payer: { kind: 'employer', name: 'Firma GmbH', email: 'hr@firma.example' },
    });
    expect((await send(paid.id)).statusCode).toBe(200);
    expect(await queuedMail(db(), 'hr@firma.example', 'invoice')).toHaveLength(1);

    const silent = await addPatient(db(), owner.clinicId, { email: '' });
    const unreachable = await insertTestInvoice(db(), {
      clinicId: owner.clinicId,
      patientId: silent.id,
      number: nextNumber(),
      lines: [visit],
    });
    const refused = await send(unreachable.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('NO_EMAIL');
    const [unchanged] = await db()
      .select({ payToken: invoices.payToken })
      .from(invoices)
      .where(eq(invoices.id, unreachable.id));
    expect(unchanged!.payToken).toBeNull();

    const draft = await insertTestInvoice(db(), {
      clinicId: owner.clinicId,
      patientId,
      lines: [visit],
    });
    expect((await send(draft.id)).json().code).toBe('INVOICE_NOT_ISSUED');
  });

  it('mails a receipt with its PDF through the outbox', async () => {
    const paymentId = await insertTestPayment(db(), {
      clinicId: owner.clinicId,
      patientId,
      amountCents: 4000,
    });
    const actor = {
      userId: owner.user.id,
      name: 'Test User',
      clinicId: owner.clinicId,
      role: 'owner' as const,
      twoFactorEnabled: false,
      origin: { ip: '127.0.0.1' },
    };
    const held = await db().transaction((tx) =>
      queueReceiptMail(tx, ctx.app.ctx, actor, paymentId),
    );
    expect(held).toBeNull();
    const [mail] = await queuedMail(db(), 'djordje@example.com', 'receipt');
    expect(mail).toMatchObject({
      data: { amount: expect.stringMatching(/^€\s40,00$/), date: '2. März 2026', refund: false },
      attachments: [{ kind: 'receipt_pdf', clinicId: owner.clinicId, paymentId }],
    });
  });

  it('does not mail for a clinic whose owner has not confirmed their address', async () => {
    const unverified = await signedInMember(ctx, 'owner');
    await db().update(users).set({ emailVerifiedAt: null }).where(eq(users.id, unverified.user.id));
    const patient = await addPatient(db(), unverified.clinicId, { email: 'held@example.com' });
    const invoice = await insertTestInvoice(db(), {
      clinicId: unverified.clinicId,
      patientId: patient.id,
      number: '2026-000001',
      lines: [visit],
    });
    const response = await send(invoice.id, unverified.cookie);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('MAIL_HELD');
    expect(await queuedMail(db(), 'held@example.com')).toEqual([]);
    const held = await db()
      .select({ meta: auditEvents.meta })
      .from(auditEvents)
      .where(
        and(eq(auditEvents.clinicId, unverified.clinicId), eq(auditEvents.action, 'mail.held')),
      );
    expect(held).toEqual([
      { meta: expect.objectContaining({ template: 'invoice', reason: 'owner_unverified' }) },
    ]);
  });
});
