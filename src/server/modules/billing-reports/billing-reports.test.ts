import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { XERO_COLUMNS } from './xero.js';
import { addDays } from '../../../domain/stats.js';
import { localDayOf } from '../../../domain/clinic-time.js';
import { clinics } from '../../db/schema.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { apiCaller, CLINIC_ZONE, local, schedulingClinic } from '../../test/appointment-helpers.js';
import { addPatient, addRoom, addService } from '../../test/scheduling-fixtures.js';
import { addInvoice, addPayment } from './report-fixtures.js';

const at = (day: string, hhmm: string) => new Date(local(day, hhmm));

/**
 * A Belgrade clinic (EUR, en-GB) with March 2026's money: invoice 1 (patient pays, three lines
 * 5000 + 2700 + 1001) got 4000 of a 5000 card payment (1000 stays credit) and 500 of it back in
 * cash; invoice 2 (the insurer pays) got 8000 by transfer. A payment just after local midnight
 * ending March belongs to April.
 */
async function seededClinic(ctx: TestContext) {
  const db = ctx.database.db;
  const clinic = await schedulingClinic(ctx);
  const { clinicId } = clinic;
  await db
    .update(clinics)
    .set({ currency: 'EUR', locale: 'en-GB' })
    .where(eq(clinics.id, clinicId));
  const assessment = await addService(db, clinicId, { name: 'Assessment' });
  const massage = await addService(db, clinicId, { name: 'Massage' });
  const { locationId } = await addRoom(db, clinicId);
  const patient = await addPatient(db, clinicId, {
    firstName: '=cmd',
    lastName: 'Ilić, Jr',
    address: 'Bulevar 1\nNovi Sad',
  });
  const money = { clinicId, patientId: patient.id, currency: 'EUR' };
  const first = await addInvoice(db, {
    ...money,
    issuedAt: at('2026-03-02', '10:00'),
    dueOn: '2026-03-16',
    lines: [
      {
        description: 'Assessment',
        unitPriceCents: 5000,
        practitionerId: clinic.user.id,
        serviceId: assessment.id,
        locationId,
      },
      {
        description: 'Massage',
        quantity: 2,
        unitPriceCents: 1500,
        discountCents: 300,
        practitionerId: clinic.therapistId,
        serviceId: massage.id,
      },
      {
        description: 'Theraband',
        unitPriceCents: 1001,
        taxRateBasisPoints: 2000,
        pricesIncludeTax: true,
      },
    ],
  });
  const second = await addInvoice(db, {
    ...money,
    issuedAt: at('2026-03-05', '10:00'),
    payerKind: 'insurer',
    payerName: 'Allianz',
    payerReference: 'POL-7',
    lines: [
      {
        description: 'Assessment',
        quantity: 3,
        unitPriceCents: 3000,
        discountCents: 1000,
        practitionerId: clinic.therapistId,
        serviceId: assessment.id,
        locationId,
      },
    ],
  });
  const card = await addPayment(db, {
    ...money,
    amountCents: 5000,
    method: 'card_terminal',
    reference: '+381 slip',
    receivedAt: at('2026-03-03', '09:00'),
    allocations: [{ invoiceId: first.id, amountCents: 4000 }],
  });
  await addPayment(db, {
    ...money,
    amountCents: 8000,
    method: 'bank_transfer',
    receivedAt: at('2026-03-06', '09:00'),
    allocations: [{ invoiceId: second.id, amountCents: 8000 }],
  });
  await addPayment(db, {
    ...money,
    kind: 'refund',
    amountCents: 500,
    refundOfPaymentId: card,
    receivedAt: at('2026-03-10', '09:00'),
    allocations: [{ invoiceId: first.id, amountCents: 500 }],
  });
  await addPayment(db, { ...money, amountCents: 700, receivedAt: at('2026-04-01', '00:30') });
  return { ...clinic, assessment, massage, locationId, patient, first, second };
}

describe('billing reports', () => {
  let ctx: TestContext;
  let clinic: Awaited<ReturnType<typeof seededClinic>>;
  let other: Awaited<ReturnType<typeof seededClinic>>;
  const get = (path: string, cookie = clinic.cookie) => apiCaller(ctx)('GET', path, cookie);
  const march = 'from=2026-03-01&to=2026-03-31';

  beforeAll(async () => {
    ctx = await createTestApp();
    clinic = await seededClinic(ctx);
    // Another clinic with the same money: none of it may show in the first clinic's reports.
    other = await seededClinic(ctx);
    await addPayment(ctx.database.db, {
      clinicId: other.clinicId,
      patientId: other.patient.id,
      currency: 'EUR',
      amountCents: 99_900,
      receivedAt: at('2026-03-20', '09:00'),
    });
  });
  afterAll(() => ctx.close());

  const revenue = async (groupBy: string, cookie = clinic.cookie) => {
    const response = await get(`/reports/revenue?${march}&groupBy=${groupBy}`, cookie);
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json();
    expect(
      report.rows.reduce((sum: number, row: { amountCents: number }) => sum + row.amountCents, 0),
    ).toBe(report.totalCents);
    return report;
  };

  it('adds up payments less refunds by local day, each invoice part split over its lines', async () => {
    const byPractitioner = await revenue('practitioner');
    expect(byPractitioner).toMatchObject({ currency: 'EUR', from: '2026-03-01', to: '2026-03-31' });
    // 5000 + 8000 − 500; the 700 received at 00:30 on 1 April (22:30 UTC on 31 March) is April's.
    expect(byPractitioner.totalCents).toBe(12_500);
    // 4000 over 5000 : 2700 : 1001 is 2299 + 1241 + 460; the refund of 500 is 287 + 155 + 58.
    expect(byPractitioner.rows).toEqual([
      { key: clinic.therapistId, label: 'Test User', amountCents: 1241 - 155 + 8000 },
      { key: clinic.user.id, label: 'Test User', amountCents: 2299 - 287 },
      { key: 'unallocated', label: 'Unallocated credit', amountCents: 1000 },
      { key: 'none', label: 'No practitioner', amountCents: 460 - 58 },
    ]);
    expect((await revenue('service')).rows).toEqual([
      { key: clinic.assessment.id, label: 'Assessment', amountCents: 2012 + 8000 },
      { key: clinic.massage.id, label: 'Massage', amountCents: 1086 },
      { key: 'unallocated', label: 'Unallocated credit', amountCents: 1000 },
      { key: 'none', label: 'No service', amountCents: 402 },
    ]);
    expect((await revenue('location')).rows).toEqual([
      { key: clinic.locationId, label: expect.any(String), amountCents: 10_012 },
      { key: 'none', label: 'No location', amountCents: 1086 + 402 },
      { key: 'unallocated', label: 'Unallocated credit', amountCents: 1000 },
    ]);
    expect((await revenue('payer')).rows).toEqual([
      { key: 'insurer:Allianz', label: 'Allianz (Insurer)', amountCents: 8000 },
      { key: 'patient', label: 'Patients', amountCents: 4000 - 500 },
      { key: 'unallocated', label: 'Unallocated credit', amountCents: 1000 },
    ]);
    expect((await revenue('method')).rows).toEqual([
      { key: 'bank_transfer', label: 'Bank transfer', amountCents: 8000 },
      { key: 'card_terminal', label: 'Card terminal', amountCents: 5000 },
      { key: 'cash', label: 'Cash', amountCents: -500 },
    ]);
    // The refund's day alone: only money going back.
    const refundDay = await get('/reports/revenue?from=2026-03-10&to=2026-03-10&groupBy=method');
    expect(refundDay.json()).toMatchObject({
      totalCents: -500,
      rows: [{ key: 'cash', amountCents: -500 }],
    });
    expect((await get(`/reports/revenue?${march}&groupBy=room`)).json().fields).toHaveProperty(
      'groupBy',
    );
  });

  it('shows each clinic only its own money and invoices', async () => {
    expect((await revenue('method', other.cookie)).totalCents).toBe(12_500 + 99_900);
    const text = [
      JSON.stringify(await revenue('practitioner')),
      JSON.stringify(await revenue('service')),
      JSON.stringify(await revenue('location')),
      (await get('/reports/outstanding')).body,
      (await get(`/reports/exports/invoices.csv?${march}`)).body,
      (await get(`/reports/exports/payments.csv?${march}`)).body,
      (await get(`/reports/exports/xero.csv?${march}`)).body,
    ].join('\n');
    for (const id of [other.user.id, other.therapistId, other.assessment.id, other.locationId])
      expect(text).not.toContain(id);
    for (const id of [other.first.id, other.second.id, other.first.number, other.second.number])
      expect(text).not.toContain(id);
    expect(text).toContain(clinic.first.number);
  });

  it('exports invoices and payments as CSV files, amounts in euros and formulas disarmed', async () => {
    const invoices = await get(`/reports/exports/invoices.csv?${march}`);
    expect(invoices.statusCode, invoices.body).toBe(200);
    expect(invoices.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(invoices.headers['content-disposition']).toBe(
      'attachment; filename="invoices-2026-03-01-to-2026-03-31.csv"',
    );
    const name = `"'=cmd Ilić, Jr"`;
    expect(invoices.body).toBe(
      '\uFEFFnumber,date,due,patient,payer,net,tax,total,paid,balance,status\r\n' +
        `${clinic.first.number},2026-03-02,2026-03-16,${name},${name},85.34,1.67,87.01,35.00,52.01,Partly paid\r\n` +
        `${clinic.second.number},2026-03-05,,${name},Allianz,80.00,0.00,80.00,80.00,0.00,Paid\r\n`,
    );

    const payments = await get(`/reports/exports/payments.csv?${march}`);
    expect(payments.headers['content-disposition']).toContain('attachment;');
    expect(payments.body).toBe(
      '\uFEFFdate,patient,method,amount,kind,invoices,reference\r\n' +
        `2026-03-03,${name},Card terminal,50.00,Payment,${clinic.first.number},'+381 slip\r\n` +
        `2026-03-06,${name},Bank transfer,80.00,Payment,${clinic.second.number},\r\n` +
        `2026-03-10,${name},Cash,-5.00,Refund,${clinic.first.number},\r\n`,
    );
  });

  it("exports Xero's sales invoice import: one row a line, its dates, account and tax types", async () => {
    const response = await get(`/reports/exports/xero.csv?${march}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toContain('attachment;');
    const [header, ...rows] = response.body.trimEnd().split('\r\n');
    expect(header).toBe(XERO_COLUMNS.join(','));
    expect(XERO_COLUMNS).toHaveLength(29);
    const patientContact = `"'=cmd Ilić, Jr",,"Bulevar 1, Novi Sad",,,,,,,`;
    const first = `${clinic.first.number},,02/03/2026,16/03/2026,87.01,`;
    const second = `${clinic.second.number},POL-7,05/03/2026,05/03/2026,80.00,`;
    expect(rows).toEqual([
      `${patientContact},${first},Assessment,1,50.00,,200,Tax Exempt,0.00,,,,,EUR,`,
      // 300 off 2 × 15.00 is Xero's 10 %.
      `${patientContact},${first},Massage,2,15.00,10.00,200,Tax Exempt,0.00,,,,,EUR,`,
      `${patientContact},${first},Theraband,1,10.01,,200,Tax on Sales,1.67,,,,,EUR,`,
      // 10.00 off 3 × 30.00 is no whole hundredth of a percent: one line at its amount.
      `Allianz,,,,,,,,,,${second},Assessment,1,80.00,,200,Tax Exempt,0.00,,,,,EUR,`,
    ]);
  });

  it('ages open invoices by days since issue: 30/31, 60/61 and 90/91 fall apart', async () => {
    const aging = await schedulingClinic(ctx);
    const db = ctx.database.db;
    const patient = await addPatient(db, aging.clinicId, { firstName: 'Ana', lastName: 'Kovač' });
    const today = localDayOf(ctx.clock.now(), CLINIC_ZONE).date;
    const issue = async (daysAgo: number, cents: number, extra: object = {}) => {
      const day = addDays(today, -daysAgo);
      return addInvoice(db, {
        clinicId: aging.clinicId,
        patientId: patient.id,
        issuedAt: at(day, '12:00'),
        dueOn: addDays(day, 14),
        lines: [{ unitPriceCents: cents }],
        ...extra,
      });
    };
    const ages = [0, 30, 31, 60, 61, 90, 91];
    const open = [];
    for (const [index, daysAgo] of ages.entries())
      open.push(await issue(daysAgo, 100 * (index + 1)));
    // Not owed: paid in full, a draft, a void invoice, a credit note.
    const paid = await issue(10, 5000);
    await addPayment(db, {
      clinicId: aging.clinicId,
      patientId: patient.id,
      amountCents: 5000,
      receivedAt: ctx.clock.now(),
      allocations: [{ invoiceId: paid.id, amountCents: 5000 }],
    });
    await issue(10, 5000, { status: 'draft' });
    await issue(10, 5000, { status: 'void' });
    await issue(10, 5000, { kind: 'credit_note' });

    const response = await get('/reports/outstanding', aging.cookie);
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json();
    expect(report.asOf).toBe(today);
    expect(report.currency).toBe('USD');
    expect(report.buckets).toEqual({
      '0-30': 100 + 200,
      '31-60': 300 + 400,
      '61-90': 500 + 600,
      '90+': 700,
    });
    expect(report.invoices.map((invoice: { id: string }) => invoice.id)).toEqual(
      open.map((invoice) => invoice.id).reverse(),
    );
    const byAge = Object.fromEntries(
      report.invoices.map((invoice: { ageDays: number }) => [invoice.ageDays, invoice]),
    );
    expect(byAge[0]).toEqual({
      id: open[0]!.id,
      number: open[0]!.number,
      patientName: 'Ana Kovač',
      payerName: '',
      issuedAt: at(today, '12:00').toISOString(),
      dueOn: addDays(today, 14),
      ageDays: 0,
      balanceCents: 100,
      bucket: '0-30',
    });
    expect(byAge[30]).toMatchObject({ bucket: '0-30', daysOverdue: 16 });
    expect(byAge[31]).toMatchObject({ bucket: '31-60', daysOverdue: 17 });
    expect(byAge[60]).toMatchObject({ bucket: '31-60' });
    expect(byAge[61]).toMatchObject({ bucket: '61-90' });
    expect(byAge[90]).toMatchObject({ bucket: '61-90' });
    expect(byAge[91]).toMatchObject({ bucket: '90+', daysOverdue: 77 });
  });
});
