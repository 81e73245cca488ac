import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDayOf } from '../../../domain/clinic-time.js';
import { appointments, auditEvents, clinics, invoices } from '../../db/schema.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { apiCaller, CLINIC_ZONE } from '../../test/appointment-helpers.js';
import { addAppointment } from '../../test/clinical-record-fixtures.js';
import { signedInMember } from '../../test/fixtures.js';
import { billingClinic, bookVisit, draftInvoice, payAtDesk } from '../../test/invoice-fixtures.js';
import { addPatient, addService } from '../../test/scheduling-fixtures.js';

describe('invoices', () => {
  let ctx: TestContext;
  let call: ReturnType<typeof apiCaller>;
  beforeAll(async () => {
    ctx = await createTestApp();
    call = apiCaller(ctx);
  });
  afterAll(() => ctx.close());

  const year = () => localDayOf(new Date(), CLINIC_ZONE).date.slice(0, 4);
  const today = () => localDayOf(ctx.clock.now(), CLINIC_ZONE).date;
  const plusDays = (date: string, days: number) =>
    new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

  it('drafts from a visit at the price booked, with tax added or included, once per visit', async () => {
    const clinic = await billingClinic(ctx);
    const { patient, service } = clinic;
    const visit = await bookVisit(call, clinic, { patientId: patient.id, serviceId: service.id });
    // The price list changes after booking: the visit keeps the price it was booked at.
    const repriced = await call('PATCH', `/services/${service.id}`, clinic.cookie, {
      priceMinor: 7000,
    });
    expect(repriced.statusCode).toBe(200);

    const created = await call('POST', '/invoices', clinic.cookie, {
      patientId: patient.id,
      appointmentIds: [visit],
      lines: [
        { description: 'Exercise band', quantity: 2, unitPriceCents: 999, discountCents: 98 },
      ],
      payerKind: 'insurer',
      payerName: 'Generali Osiguranje',
      payerReference: 'POL-1',
    });
    expect(created.statusCode, created.body).toBe(201);
    const invoice = created.json().invoice;
    expect(invoice).toMatchObject({
      kind: 'invoice',
      status: 'draft',
      number: null,
      currency: 'EUR',
      patientId: patient.id,
      patientName: 'Mila Stojanović',
      payerKind: 'insurer',
      payerName: 'Generali Osiguranje',
      appointmentId: visit,
      subtotalCents: 5000 + 1998,
      discountCents: 98,
      taxCents: 1000 + 380,
      totalCents: 6000 + 2280,
      balanceCents: 0,
      issuedAt: null,
      payments: [],
      creditNotes: [],
      creditsInvoice: null,
      patientCreditCents: 0,
    });
    expect(invoice.lines).toEqual([
      expect.objectContaining({
        appointmentId: visit,
        serviceId: service.id,
        practitionerId: clinic.therapistId,
        quantity: 1,
        unitPriceCents: 5000,
        taxRateBasisPoints: 2000,
        pricesIncludeTax: false,
        netCents: 5000,
        taxCents: 1000,
        totalCents: 6000,
      }),
      expect.objectContaining({
        description: 'Exercise band',
        appointmentId: null,
        netCents: 1900,
        taxCents: 380,
        totalCents: 2280,
      }),
    ]);
    expect(invoice.lines[0].description).toMatch(/^Manual therapy, \d+ Dec 2026$/);

    const again = await call('POST', '/invoices', clinic.cookie, {
      patientId: patient.id,
      appointmentIds: [visit],
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('APPOINTMENT_ALREADY_INVOICED');

    // Prices with tax included: the tax is taken out of the price, half-up per line.
    await ctx.database.db
      .update(clinics)
      .set({ pricesIncludeTax: true })
      .where(eq(clinics.id, clinic.clinicId));
    const inclusive = await draftInvoice(call, clinic.cookie, patient.id, 1205);
    expect(inclusive).toMatchObject({ totalCents: 1205, taxCents: 201 });
    expect(inclusive.lines[0]).toMatchObject({ netCents: 1004, taxCents: 201, totalCents: 1205 });

    // An imported visit has no price booked: it is invoiced at the service's current price.
    const imported = await addAppointment(ctx.database.db, {
      clinicId: clinic.clinicId,
      therapistId: clinic.therapistId,
      patientId: patient.id,
      serviceId: service.id,
      status: 'completed',
    });
    const fromImport = await call('POST', '/invoices', clinic.cookie, {
      patientId: patient.id,
      appointmentIds: [imported.id],
    });
    expect(fromImport.statusCode).toBe(201);
    expect(fromImport.json().invoice.lines[0]).toMatchObject({ unitPriceCents: 7000 });

    // Visits that cannot be invoiced: cancelled, another patient's, blocked time.
    const cancelled = await addAppointment(ctx.database.db, {
      clinicId: clinic.clinicId,
      therapistId: clinic.therapistId,
      patientId: patient.id,
      status: 'cancelled',
    });
    const refusedCancelled = await call('POST', '/invoices', clinic.cookie, {
      patientId: patient.id,
      appointmentIds: [cancelled.id],
    });
    expect(refusedCancelled.statusCode).toBe(409);
    const other = await addPatient(ctx.database.db, clinic.clinicId, { firstName: 'Other' });
    const notTheirs = await call('POST', '/invoices', clinic.cookie, {
      patientId: other.id,
      appointmentIds: [imported.id],
    });
    expect(notTheirs.statusCode).toBe(400);
    expect(notTheirs.json().fields).toHaveProperty('appointmentIds');

    const [audit] = await ctx.database.db
      .select({ meta: auditEvents.meta })
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'invoice.create'), eq(auditEvents.entityId, invoice.id)));
    expect(audit!.meta).toEqual({
      patientId: patient.id,
      appointmentIds: [visit],
      totalCents: 8280,
    });
  });

  it('books the service price on the visit, and a new service brings its own price', async () => {
    const clinic = await billingClinic(ctx);
    const visit = await bookVisit(call, clinic, {
      patientId: clinic.patient.id,
      serviceId: clinic.service.id,
    });
    const blocked = await call('POST', '/appointments', clinic.cookie, {
      therapistId: clinic.therapistId,
      title: 'Team meeting',
      serviceId: clinic.service.id,
      start: '2027-01-05T08:00:00Z',
      end: '2027-01-05T09:00:00Z',
      confirmOutsideOpeningHours: true,
      confirmOutsideWorkingHours: true,
    });
    expect(blocked.statusCode, blocked.body).toBe(201);
    const massage = await addService(ctx.database.db, clinic.clinicId, {
      name: 'Massage',
      priceMinor: 3300,
    });
    const priceOf = async (id: string) =>
      (
        await ctx.database.db
          .select({ price: appointments.priceCents })
          .from(appointments)
          .where(eq(appointments.id, id))
      )[0]!.price;
    expect(await priceOf(visit)).toBe(5000);
    expect(await priceOf(blocked.json().appointment.id)).toBeNull();
    const notes = await call('PATCH', `/appointments/${visit}`, clinic.cookie, { notes: 'Knee' });
    expect(notes.statusCode).toBe(200);
    expect(await priceOf(visit)).toBe(5000);
    const changed = await call('PATCH', `/appointments/${visit}`, clinic.cookie, {
      serviceId: massage.id,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await priceOf(visit)).toBe(3300);
  });

  it('issues with consecutive numbers and a due day; then the invoice no longer changes', async () => {
    const clinic = await billingClinic(ctx, { invoiceDueDays: 10 });
    const first = await draftInvoice(call, clinic.cookie, clinic.patient.id, 1000);
    const second = await draftInvoice(call, clinic.cookie, clinic.patient.id, 2000);

    // A draft changes freely: its lines are replaced and its totals follow.
    const edited = await call('PATCH', `/invoices/${second.id}`, clinic.cookie, {
      notes: 'Thank you',
      lines: [
        { description: 'Taping', quantity: 3, unitPriceCents: 500 },
        { description: 'Report', quantity: 1, unitPriceCents: 1000, discountCents: 100 },
      ],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().invoice).toMatchObject({
      notes: 'Thank you',
      subtotalCents: 2500,
      discountCents: 100,
      taxCents: 480,
      totalCents: 2880,
    });
    expect(edited.json().invoice.lines).toHaveLength(2);

    const issued = await call('POST', `/invoices/${first.id}/issue`, clinic.cookie, {
      send: false,
    });
    expect(issued.statusCode, issued.body).toBe(200);
    expect(issued.json().invoice).toMatchObject({
      status: 'issued',
      number: `${year()}-000001`,
      dueOn: plusDays(today(), 10),
      balanceCents: 1200,
      overdue: false,
    });
    expect(issued.json().invoice.issuedAt).toBe(ctx.clock.now().toISOString());
    const next = await call('POST', `/invoices/${second.id}/issue`, clinic.cookie, {});
    expect(next.json().invoice.number).toBe(`${year()}-000002`);
    expect(next.json().mail).toBeNull();

    const reissued = await call('POST', `/invoices/${first.id}/issue`, clinic.cookie, {});
    expect(reissued.statusCode).toBe(409);
    const edit = await call('PATCH', `/invoices/${first.id}`, clinic.cookie, { notes: 'x' });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().code).toBe('INVOICE_NOT_DRAFT');
    const removed = await call('DELETE', `/invoices/${first.id}`, clinic.cookie);
    expect(removed.statusCode).toBe(409);
    expect(removed.json().code).toBe('INVOICE_NOT_DRAFT');

    // A draft is deleted outright; a total of 0 is paid as soon as it is issued.
    const scrap = await draftInvoice(call, clinic.cookie, clinic.patient.id);
    expect((await call('DELETE', `/invoices/${scrap.id}`, clinic.cookie)).statusCode).toBe(204);
    expect((await call('GET', `/invoices/${scrap.id}`, clinic.cookie)).statusCode).toBe(404);
    const free = await draftInvoice(call, clinic.cookie, clinic.patient.id, 0);
    const freeIssued = await call('POST', `/invoices/${free.id}/issue`, clinic.cookie, {});
    expect(freeIssued.json().invoice).toMatchObject({
      status: 'paid',
      number: `${year()}-000003`,
      balanceCents: 0,
    });

    // Issue and send to a patient without an address: issued all the same, and told why not sent.
    const third = await draftInvoice(call, clinic.cookie, clinic.patient.id, 500);
    const sent = await call('POST', `/invoices/${third.id}/issue`, clinic.cookie, { send: true });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({
      invoice: { status: 'issued' },
      mail: { sent: false, message: expect.stringContaining('no email address') },
    });
  });

  it('voids only an untouched issued invoice; credit notes take back lines and lower the balance', async () => {
    const clinic = await billingClinic(ctx);
    const { patient } = clinic;
    const mistake = await draftInvoice(call, clinic.cookie, patient.id, 1000);
    const draftVoid = await call('POST', `/invoices/${mistake.id}/void`, clinic.cookie, {
      reason: 'Wrong patient',
    });
    expect(draftVoid.statusCode).toBe(409);
    expect(draftVoid.json().msg).toMatch(/delete it/);
    await call('POST', `/invoices/${mistake.id}/issue`, clinic.cookie, {});
    const assistant = await signedInMember(ctx, 'assistant', clinic.clinicId);
    const notAllowed = await call('POST', `/invoices/${mistake.id}/void`, assistant.cookie, {
      reason: 'Wrong patient',
    });
    expect(notAllowed.statusCode).toBe(403);
    const voided = await call('POST', `/invoices/${mistake.id}/void`, clinic.cookie, {
      reason: 'Wrong patient',
    });
    expect(voided.statusCode, voided.body).toBe(200);
    expect(voided.json().invoice).toMatchObject({
      status: 'void',
      balanceCents: 0,
      reason: 'Wrong patient',
    });
    expect(voided.json().invoice.voidedAt).not.toBeNull();
    const twice = await call('POST', `/invoices/${mistake.id}/void`, clinic.cookie, {
      reason: 'Again',
    });
    expect(twice.statusCode).toBe(409);
    expect(
      (await call('POST', `/invoices/${mistake.id}/credit-notes`, clinic.cookie, { reason: 'x' }))
        .statusCode,
    ).toBe(409);

    // Two lines of 12.00 each (10.00 + 20 % tax), 10.00 paid.
    const created = await call('POST', '/invoices', clinic.cookie, {
      patientId: patient.id,
      lines: [
        { description: 'Session', quantity: 1, unitPriceCents: 1000 },
        { description: 'Taping', quantity: 1, unitPriceCents: 1000 },
      ],
    });
    const invoice = created.json().invoice;
    const draftCredit = await call('POST', `/invoices/${invoice.id}/credit-notes`, clinic.cookie, {
      reason: 'Too early',
    });
    expect(draftCredit.statusCode).toBe(409);
    const issued = (await call('POST', `/invoices/${invoice.id}/issue`, clinic.cookie, {})).json()
      .invoice;
    await payAtDesk(ctx, clinic, invoice, 1000);
    const paidVoid = await call('POST', `/invoices/${invoice.id}/void`, clinic.cookie, {
      reason: 'Changed my mind',
    });
    expect(paidVoid.statusCode).toBe(409);
    expect(paidVoid.json()).toMatchObject({ code: 'INVOICE_HAS_PAYMENTS' });
    expect(paidVoid.json().msg).toMatch(/credit note/);

    const foreignLine = await call('POST', `/invoices/${invoice.id}/credit-notes`, clinic.cookie, {
      reason: 'Taping not done',
      lineIds: [mistake.lines[0]!.id],
    });
    expect(foreignLine.statusCode).toBe(400);
    expect(foreignLine.json().fields).toHaveProperty('lineIds');

    const credit = await call('POST', `/invoices/${invoice.id}/credit-notes`, clinic.cookie, {
      reason: 'Taping not done',
      lineIds: [invoice.lines[1].id],
    });
    expect(credit.statusCode, credit.body).toBe(201);
    const note = credit.json().invoice;
    const nextNumber = Number(issued.number.slice(5)) + 1;
    expect(note).toMatchObject({
      kind: 'credit_note',
      status: 'issued',
      number: `${year()}-${String(nextNumber).padStart(6, '0')}`,
      totalCents: 1200,
      taxCents: 200,
      patientId: patient.id,
      reason: 'Taping not done',
      creditsInvoice: { id: invoice.id, number: issued.number },
    });
    expect(note.lines).toEqual([
      expect.objectContaining({ description: 'Taping', netCents: 1000, totalCents: 1200 }),
    ]);

    const after = (await call('GET', `/invoices/${invoice.id}`, clinic.cookie)).json().invoice;
    expect(after).toMatchObject({
      status: 'partly_paid',
      totalCents: 2400,
      paidCents: 1000,
      creditedCents: 1200,
      balanceCents: 200,
      creditNotes: [{ id: note.id, number: note.number, totalCents: 1200 }],
      payments: [expect.objectContaining({ kind: 'payment', method: 'cash', amountCents: 1000 })],
    });

    const tooMuch = await call('POST', `/invoices/${invoice.id}/credit-notes`, clinic.cookie, {
      reason: 'All of it',
    });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().code).toBe('CREDIT_MORE_THAN_INVOICE');
    const hasCredit = await call('POST', `/invoices/${invoice.id}/void`, clinic.cookie, {
      reason: 'x',
    });
    expect(hasCredit.statusCode).toBe(409);

    const [audit] = await ctx.database.db
      .select({ meta: auditEvents.meta })
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'invoice.credit'), eq(auditEvents.entityId, note.id)));
    expect(audit!.meta).toEqual({
      invoiceId: invoice.id,
      invoiceNumber: issued.number,
      number: note.number,
      totalCents: 1200,
    });
  });

  it('drafts an invoice when a visit is completed, once, if the clinic wants it', async () => {
    const clinic = await billingClinic(ctx);
    const { patient, service } = clinic;
    const billingOf = async (id: string) =>
      (await call('GET', `/appointments/${id}`, clinic.cookie)).json().appointment.billing;
    const complete = (id: string) =>
      call('POST', `/appointments/${id}/status`, clinic.cookie, { status: 'completed' });

    const visit = await bookVisit(call, clinic, { patientId: patient.id, serviceId: service.id });
    expect(await billingOf(visit)).toBe('not_invoiced');
    expect((await complete(visit)).statusCode).toBe(200);
    const listed = (await call('GET', `/invoices?patientId=${patient.id}`, clinic.cookie)).json()
      .invoices;
    expect(listed).toHaveLength(1);
    const detail = (await call('GET', `/invoices/${listed[0].id}`, clinic.cookie)).json().invoice;
    expect(detail).toMatchObject({ status: 'draft', appointmentId: visit, totalCents: 6000 });
    expect(await billingOf(visit)).toBe('draft');
    await call('POST', `/invoices/${detail.id}/issue`, clinic.cookie, {});
    expect(await billingOf(visit)).toBe('invoiced');
    await payAtDesk(ctx, clinic, detail, 6000);
    expect(await billingOf(visit)).toBe('paid');

    // Invoiced by hand before it was completed: no second draft.
    const billedFirst = await bookVisit(call, clinic, { patientId: patient.id });
    await call('POST', '/invoices', clinic.cookie, {
      patientId: patient.id,
      appointmentIds: [billedFirst],
    });
    await complete(billedFirst);
    const count = async () =>
      (await call('GET', `/invoices?patientId=${patient.id}`, clinic.cookie)).json().total;
    expect(await count()).toBe(2);

    await ctx.database.db
      .update(clinics)
      .set({ autoDraftInvoices: false })
      .where(eq(clinics.id, clinic.clinicId));
    const manual = await bookVisit(call, clinic, { patientId: patient.id });
    await complete(manual);
    expect(await count()).toBe(2);
    expect(await billingOf(manual)).toBe('not_invoiced');
  });

  it('lists newest first with filters, search and overdue, only of the clinic', async () => {
    const clinic = await billingClinic(ctx);
    const db = ctx.database.db;
    const ana = await addPatient(db, clinic.clinicId, { firstName: 'Ana', lastName: 'Marić' });
    const petar = await addPatient(db, clinic.clinicId, { firstName: 'Petar', lastName: 'Kos' });
    const draft = await draftInvoice(call, clinic.cookie, ana.id);
    const insured = await draftInvoice(call, clinic.cookie, petar.id, 3000, {
      payerKind: 'insurer',
      payerName: 'Generali Osiguranje',
    });
    const issued = (await call('POST', `/invoices/${insured.id}/issue`, clinic.cookie, {})).json()
      .invoice;
    const credited = await draftInvoice(call, clinic.cookie, petar.id, 500);
    await call('POST', `/invoices/${credited.id}/issue`, clinic.cookie, {});
    const note = (
      await call('POST', `/invoices/${credited.id}/credit-notes`, clinic.cookie, { reason: 'x' })
    ).json().invoice;
    // Due yesterday in the clinic.
    await db
      .update(invoices)
      .set({ dueOn: plusDays(today(), -1) })
      .where(eq(invoices.id, insured.id));

    const ids = async (query: string) => {
      const response = await call('GET', `/invoices${query}`, clinic.cookie);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().invoices.map((invoice: { id: string }) => invoice.id);
    };
    expect(await ids('')).toEqual([note.id, credited.id, insured.id, draft.id]);
    expect(await ids('?status=draft')).toEqual([draft.id]);
    expect(await ids('?status=open')).toEqual([insured.id]);
    expect(await ids('?kind=credit_note')).toEqual([note.id]);
    expect(await ids(`?patientId=${ana.id}`)).toEqual([draft.id]);
    expect(await ids('?search=MARI')).toEqual([draft.id]);
    expect(await ids('?search=generali')).toEqual([insured.id]);
    expect(await ids(`?search=${issued.number}`)).toEqual([insured.id]);
    expect(await ids('?search=%25')).toEqual([]);

    const page = (await call('GET', '/invoices?limit=3&page=2', clinic.cookie)).json();
    expect(page).toMatchObject({ total: 4, page: 2, pages: 2 });
    expect(page.invoices.map((invoice: { id: string }) => invoice.id)).toEqual([draft.id]);
    const open = (await call('GET', '/invoices?status=open', clinic.cookie)).json().invoices;
    expect(open[0]).toMatchObject({
      overdue: true,
      patientName: 'Petar Kos',
      payerName: 'Generali Osiguranje',
      balanceCents: 3600,
    });

    const stranger = await billingClinic(ctx);
    expect((await call('GET', '/invoices', stranger.cookie)).json()).toMatchObject({
      invoices: [],
      total: 0,
    });
    for (const [method, path, body] of [
      ['GET', `/invoices/${draft.id}`, undefined],
      ['PATCH', `/invoices/${draft.id}`, { notes: 'x' }],
      ['DELETE', `/invoices/${draft.id}`, undefined],
      ['POST', `/invoices/${draft.id}/issue`, {}],
      ['POST', `/invoices/${insured.id}/void`, { reason: 'x' }],
      ['POST', `/invoices/${insured.id}/credit-notes`, { reason: 'x' }],
    ] as const) {
      const response = await call(method, path, stranger.cookie, body);
      expect(response.statusCode, `${method} ${path}`).toBe(404);
    }
    const theirPatient = await call('POST', '/invoices', stranger.cookie, {
      patientId: ana.id,
      lines: [{ description: 'x', quantity: 1, unitPriceCents: 1 }],
    });
    expect(theirPatient.statusCode).toBe(400);
  });

  it('answers 400 naming the field for bad input', async () => {
    const clinic = await billingClinic(ctx);
    const fieldsOf = async (method: 'GET' | 'POST' | 'PATCH', path: string, body?: object) => {
      const response = await call(method, path, clinic.cookie, body);
      expect(response.statusCode, response.body).toBe(400);
      return Object.keys(response.json().fields ?? {});
    };
    expect(await fieldsOf('GET', '/invoices?status=late')).toContain('status');
    expect(await fieldsOf('GET', '/invoices?limit=1000')).toContain('limit');
    expect(await fieldsOf('POST', '/invoices', { patientId: clinic.patient.id })).toContain(
      'lines',
    );
    expect(
      await fieldsOf('POST', '/invoices', {
        patientId: clinic.patient.id,
        lines: [{ description: 'x', quantity: 1, unitPriceCents: -5 }],
      }),
    ).toEqual(expect.arrayContaining([expect.stringContaining('unitPriceCents')]));
    expect(
      await fieldsOf('POST', '/invoices', {
        patientId: clinic.patient.id,
        payerKind: 'insurer',
        lines: [{ description: 'x', quantity: 1, unitPriceCents: 5 }],
      }),
    ).toContain('payerName');
    const draft = await draftInvoice(call, clinic.cookie, clinic.patient.id);
    expect(await fieldsOf('PATCH', `/invoices/${draft.id}`, { payerKind: 'employer' })).toContain(
      'payerName',
    );
    expect(await fieldsOf('PATCH', `/invoices/${draft.id}`, { lines: [] })).toContain('lines');
    expect(await fieldsOf('POST', `/invoices/${draft.id}/void`, { reason: ' ' })).toContain(
      'reason',
    );
  });
});
