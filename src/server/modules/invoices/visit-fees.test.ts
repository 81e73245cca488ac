import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, invoiceLines, invoices } from '../../db/schema.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { apiCaller } from '../../test/appointment-helpers.js';
import { billingClinic } from '../../test/invoice-fixtures.js';
import { addPatient } from '../../test/scheduling-fixtures.js';

const HOUR = 3_600_000;

/** No-show and late-cancellation fees drafted when a visit is marked (visit-fees). */
describe('visit fees', () => {
  let ctx: TestContext;
  let call: ReturnType<typeof apiCaller>;
  beforeAll(async () => {
    ctx = await createTestApp();
    call = apiCaller(ctx);
  });
  afterAll(() => ctx.close());

  type Clinic = Awaited<ReturnType<typeof billingClinic>>;

  /** Books through the API (at the service's price) `hoursAhead` from the next full hour. */
  async function book(clinic: Clinic, hoursAhead: number, extra: object = {}) {
    const start = Math.ceil(ctx.clock.now().getTime() / HOUR) * HOUR + hoursAhead * HOUR;
    const response = await call('POST', '/appointments', clinic.cookie, {
      patientId: (await addPatient(ctx.database.db, clinic.clinicId)).id,
      serviceId: clinic.service.id,
      therapistId: clinic.therapistId,
      start: new Date(start).toISOString(),
      end: new Date(start + HOUR / 2).toISOString(),
      confirmOutsideOpeningHours: true,
      confirmOutsideWorkingHours: true,
      ...extra,
    });
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    return (body.appointments ?? [body.appointment]).map((a: { id: string }) => a.id) as string[];
  }

  const mark = async (
    clinic: Clinic,
    id: string,
    status: 'no_show' | 'cancelled',
    scope?: string,
  ) => {
    const response = await call('POST', `/appointments/${id}/status`, clinic.cookie, {
      status,
      ...(status === 'cancelled' ? { reason: 'Called', ...(scope ? { scope } : {}) } : {}),
    });
    expect(response.statusCode, response.body).toBe(200);
  };

  /** The invoices (with their lines) that charge a visit. */
  async function feesOf(appointmentId: string) {
    return ctx.database.db
      .select({ invoice: invoices, line: invoiceLines })
      .from(invoiceLines)
      .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
      .where(eq(invoiceLines.appointmentId, appointmentId));
  }

  it('drafts a fixed no-show fee for the patient, linked to the visit and audited with its reason', async () => {
    const clinic = await billingClinic(ctx, { noShowFeeKind: 'amount', noShowFeeValue: 2500 });
    const [visit] = await book(clinic, 2);
    await mark(clinic, visit!, 'no_show');
    const fees = await feesOf(visit!);
    expect(fees).toHaveLength(1);
    const { invoice, line } = fees[0]!;
    expect(invoice).toMatchObject({
      kind: 'invoice',
      status: 'draft',
      currency: 'EUR',
      appointmentId: visit,
      totalCents: 3000,
    });
    expect(line).toMatchObject({
      quantity: 1,
      unitPriceCents: 2500,
      taxCents: 500,
      serviceId: clinic.service.id,
      practitionerId: clinic.therapistId,
    });
    expect(line.description).toMatch(/^No-show fee: Manual therapy, \d{1,2} \w{3} \d{4}$/);
    const [event] = await ctx.database.db
      .select({ meta: auditEvents.meta })
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'invoice.create'), eq(auditEvents.entityId, invoice.id)));
    expect(event!.meta).toEqual({
      patientId: invoice.patientId,
      appointmentIds: [visit],
      totalCents: 3000,
      reason: 'no_show_fee',
    });

    // With no late-cancellation policy, a late cancellation costs nothing.
    const [cancelled] = await book(clinic, 3);
    await mark(clinic, cancelled!, 'cancelled');
    expect(await feesOf(cancelled!)).toEqual([]);
  });

  it('charges a late cancellation a percentage of the price booked, half-up; earlier ones and blocked time nothing', async () => {
    const clinic = await billingClinic(ctx, {
      lateCancelFeeKind: 'percent',
      lateCancelFeeValue: 3333,
      lateCancelWindowHours: 24,
    });
    const [late] = await book(clinic, 5);
    const [early] = await book(clinic, 30);
    // The price list changes after booking: the fee is a share of the price booked.
    const repriced = await call('PATCH', `/services/${clinic.service.id}`, clinic.cookie, {
      priceMinor: 7000,
    });
    expect(repriced.statusCode).toBe(200);
    await mark(clinic, late!, 'cancelled');
    await mark(clinic, early!, 'cancelled');
    const [fee] = await feesOf(late!);
    // 33.33 % of 50.00 is 16.665: 16.67.
    expect(fee!.line).toMatchObject({ unitPriceCents: 1667, netCents: 1667 });
    expect(fee!.line.description).toMatch(/^Late cancellation fee: Manual therapy, /);
    expect(await feesOf(early!)).toEqual([]);
    // Checked in, then cancelled: the patient came, so no late-cancellation fee.
    const [checkedIn] = await book(clinic, 1);
    expect(
      (
        await call('POST', `/appointments/${checkedIn}/status`, clinic.cookie, {
          status: 'arrived',
        })
      ).statusCode,
    ).toBe(200);
    await mark(clinic, checkedIn!, 'cancelled');
    expect(await feesOf(checkedIn!)).toEqual([]);

    const blocked = await call('POST', '/appointments', clinic.cookie, {
      therapistId: clinic.therapistId,
      title: 'Team meeting',
      start: new Date(ctx.clock.now().getTime() + HOUR).toISOString(),
      end: new Date(ctx.clock.now().getTime() + 2 * HOUR).toISOString(),
      confirmOutsideOpeningHours: true,
      confirmOutsideWorkingHours: true,
    });
    expect(blocked.statusCode, blocked.body).toBe(201);
    const blockedId = blocked.json().appointment.id;
    await mark(clinic, blockedId, 'cancelled');
    expect(await feesOf(blockedId)).toEqual([]);
    expect(
      await ctx.database.db.select().from(invoices).where(eq(invoices.clinicId, clinic.clinicId)),
    ).toHaveLength(1);
  });

  it('cancelling the following visits of a series charges only those inside the window', async () => {
    const clinic = await billingClinic(ctx, {
      lateCancelFeeKind: 'amount',
      lateCancelFeeValue: 1000,
      lateCancelWindowHours: 48,
    });
    const series = await book(clinic, 10, { repeat: { every: 'days', days: 1, count: 4 } });
    expect(series).toHaveLength(4);
    await mark(clinic, series[0]!, 'cancelled', 'following');
    const charged = await Promise.all(series.map(async (id) => (await feesOf(id)).length));
    // Starting 10, 34, 58 and 82 hours from now: the first two are inside 48 hours.
    expect(charged).toEqual([1, 1, 0, 0]);
  });

  it('charges nothing when the policy is none or the fee comes to 0', async () => {
    const none = await billingClinic(ctx);
    const [visit] = await book(none, 2);
    await mark(none, visit!, 'no_show');
    const free = await billingClinic(ctx, { noShowFeeKind: 'percent', noShowFeeValue: 0 });
    const [other] = await book(free, 2);
    await mark(free, other!, 'no_show');
    expect([...(await feesOf(visit!)), ...(await feesOf(other!))]).toEqual([]);
  });
});
