import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instantOfWallClock, localDayOf } from '../../../domain/clinic-time.js';
import { auditEvents, packageRedemptions, patientPackages } from '../../db/schema.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { apiCaller, CLINIC_ZONE } from '../../test/appointment-helpers.js';
import { bookVisit } from '../../test/invoice-fixtures.js';
import { addService } from '../../test/scheduling-fixtures.js';
import { clinicWithPackage, sell } from '../../test/package-fixtures.js';

describe('prepaid packages', () => {
  let ctx: TestContext;
  let call: ReturnType<typeof apiCaller>;
  beforeAll(async () => {
    ctx = await createTestApp();
    call = apiCaller(ctx);
  });
  afterAll(() => ctx.close());

  const plusDays = (date: string, days: number) =>
    new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

  it('are defined by the clinic, refused when invalid, and sold on a draft invoice expiring in clinic time', async () => {
    // Half past midnight in Belgrade, still the day before in UTC.
    const now = ctx.clock.now();
    const belgradeDay = plusDays(localDayOf(now, CLINIC_ZONE).date, 1);
    const midnight = instantOfWallClock(Date.parse(`${belgradeDay}T00:30:00Z`), CLINIC_ZONE);
    ctx.clock.advance(midnight.getTime() - now.getTime());
    expect(ctx.clock.now().toISOString().slice(0, 10)).toBe(plusDays(belgradeDay, -1));

    const clinic = await clinicWithPackage(ctx, call);
    const listed = await call('GET', '/packages', clinic.cookie);
    expect(listed.json().packages).toEqual([
      {
        id: clinic.packageId,
        name: '10 × Manual therapy',
        serviceId: clinic.service.id,
        serviceName: 'Manual therapy',
        sessions: 10,
        priceCents: 45000,
        validDays: 180,
        active: true,
        soldCount: 0,
      },
    ]);

    const bad = await call('POST', '/packages', clinic.cookie, {
      name: '',
      serviceId: clinic.service.id,
      sessions: 0,
      priceCents: -1,
      validDays: 0,
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields).sort()).toEqual(
      ['name', 'priceCents', 'sessions', 'validDays'].sort(),
    );
    const other = await clinicWithPackage(ctx, call);
    const foreignService = await call('POST', '/packages', clinic.cookie, {
      name: 'Theirs',
      serviceId: other.service.id,
      sessions: 5,
      priceCents: 100,
      validDays: 30,
    });
    expect(foreignService.statusCode).toBe(400);
    expect(foreignService.json().fields).toHaveProperty('serviceId');

    const sold = await call('POST', `/patients/${clinic.patient.id}/packages`, clinic.cookie, {
      packageId: clinic.packageId,
    });
    expect(sold.statusCode, sold.body).toBe(201);
    const { patientPackage, invoiceId } = sold.json();
    expect(patientPackage).toMatchObject({
      name: '10 × Manual therapy',
      serviceName: 'Manual therapy',
      sessionsTotal: 10,
      sessionsUsed: 0,
      remaining: 10,
      expiresOn: plusDays(belgradeDay, 180),
      expired: false,
    });
    const invoice = (await call('GET', `/invoices/${invoiceId}`, clinic.cookie)).json().invoice;
    expect(invoice).toMatchObject({
      status: 'draft',
      patientId: clinic.patient.id,
      currency: 'EUR',
      appointmentId: null,
      subtotalCents: 45000,
      totalCents: 54000,
    });
    expect(invoice.lines).toEqual([
      expect.objectContaining({
        description: '10 × Manual therapy (10 × Manual therapy)',
        quantity: 1,
        unitPriceCents: 45000,
        serviceId: clinic.service.id,
      }),
    ]);
    const audit = await ctx.database.db
      .select({ meta: auditEvents.meta })
      .from(auditEvents)
      .where(
        and(eq(auditEvents.clinicId, clinic.clinicId), eq(auditEvents.action, 'package.sell')),
      );
    expect(audit).toEqual([
      { meta: { patientId: clinic.patient.id, packageId: clinic.packageId, invoiceId } },
    ]);

    // Once sold, the price may change but the service may not.
    const anotherService = await addService(ctx.database.db, clinic.clinicId, {
      name: 'Dry needling',
    });
    const moved = await call('PATCH', `/packages/${clinic.packageId}`, clinic.cookie, {
      serviceId: anotherService.id,
    });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().code).toBe('PACKAGE_SOLD');
    const repriced = await call('PATCH', `/packages/${clinic.packageId}`, clinic.cookie, {
      priceCents: 50000,
      active: false,
    });
    expect(repriced.json().package).toMatchObject({
      priceCents: 50000,
      active: false,
      soldCount: 1,
    });
    const inactive = await call('POST', `/patients/${clinic.patient.id}/packages`, clinic.cookie, {
      packageId: clinic.packageId,
    });
    expect(inactive.statusCode).toBe(409);

    // Another clinic's package or patient is not found; nothing of theirs is listed.
    const cases = [
      ['PATCH', `/packages/${other.packageId}`, { name: 'Mine now' }],
      ['POST', `/patients/${clinic.patient.id}/packages`, { packageId: other.packageId }],
      ['POST', `/patients/${other.patient.id}/packages`, { packageId: clinic.packageId }],
      ['GET', `/patients/${other.patient.id}/packages`, undefined],
    ] as const;
    for (const [method, path, body] of cases)
      expect((await call(method, path, clinic.cookie, body)).statusCode, path).toBe(404);
    expect(
      (await call('GET', `/patients/${other.patient.id}/packages`, other.cookie)).json().packages,
    ).toEqual([]);
    const badSale = await call('POST', `/patients/${clinic.patient.id}/packages`, clinic.cookie, {
      packageId: 'nope',
    });
    expect(badSale.statusCode).toBe(400);
    expect(badSale.json().fields).toHaveProperty('packageId');
  });

  it('pays a completed visit of its service with a session instead of drafting an invoice', async () => {
    const clinic = await clinicWithPackage(ctx, call, { sessions: 1 });
    const { patient, service } = clinic;
    const db = ctx.database.db;
    const other = await addService(db, clinic.clinicId, { name: 'Dry needling', priceMinor: 3000 });
    const complete = (id: string) =>
      call('POST', `/appointments/${id}/status`, clinic.cookie, { status: 'completed' });
    const invoicedVisits = async () => {
      const list = (await call('GET', `/invoices?patientId=${patient.id}`, clinic.cookie)).json()
        .invoices as { id: string }[];
      const details = await Promise.all(
        list.map(
          async (row) => (await call('GET', `/invoices/${row.id}`, clinic.cookie)).json().invoice,
        ),
      );
      return details.flatMap((invoice: { appointmentId: string | null }) =>
        invoice.appointmentId ? [invoice.appointmentId] : [],
      );
    };
    const held = async () =>
      (await call('GET', `/patients/${patient.id}/packages`, clinic.cookie)).json().packages;

    // A second package of the service expires later: the one expiring first is used first.
    const later = await sell(call, clinic.cookie, patient.id, clinic.packageId);
    const sooner = await sell(call, clinic.cookie, patient.id, clinic.packageId);
    await db
      .update(patientPackages)
      .set({ expiresOn: '2099-12-31' })
      .where(eq(patientPackages.id, later.patientPackage.id));
    await db
      .update(patientPackages)
      .set({ expiresOn: '2098-12-31' })
      .where(eq(patientPackages.id, sooner.patientPackage.id));

    const covered = await bookVisit(call, clinic, { patientId: patient.id, serviceId: service.id });
    expect((await complete(covered)).statusCode).toBe(200);
    expect(await invoicedVisits()).toEqual([]);
    expect(await held()).toEqual([
      expect.objectContaining({ id: later.patientPackage.id, remaining: 1 }),
      expect.objectContaining({ id: sooner.patientPackage.id, sessionsUsed: 1, remaining: 0 }),
    ]);
    const [redemption] = await db
      .select()
      .from(packageRedemptions)
      .where(eq(packageRedemptions.appointmentId, covered));
    expect(redemption?.patientPackageId).toBe(sooner.patientPackage.id);

    // Another service is invoiced as before.
    const needling = await bookVisit(call, clinic, { patientId: patient.id, serviceId: other.id });
    await complete(needling);
    expect(await invoicedVisits()).toEqual([needling]);

    // The later package expired before the visit's day: invoiced, and its session kept.
    const expiredVisit = await bookVisit(call, clinic, {
      patientId: patient.id,
      serviceId: service.id,
    });
    await db
      .update(patientPackages)
      .set({ expiresOn: '2026-01-01' })
      .where(eq(patientPackages.id, later.patientPackage.id));
    await complete(expiredVisit);
    expect((await invoicedVisits()).sort()).toEqual([needling, expiredVisit].sort());
    expect(await held()).toEqual([
      expect.objectContaining({ id: sooner.patientPackage.id, remaining: 0, expired: false }),
      expect.objectContaining({ id: later.patientPackage.id, remaining: 1, expired: true }),
    ]);

    // Every session used: invoiced as before.
    await db
      .update(patientPackages)
      .set({ expiresOn: '2099-12-31', sessionsUsed: 1 })
      .where(eq(patientPackages.id, later.patientPackage.id));
    const usedUp = await bookVisit(call, clinic, { patientId: patient.id, serviceId: service.id });
    await complete(usedUp);
    expect((await invoicedVisits()).sort()).toEqual([needling, expiredVisit, usedUp].sort());

    const redeemed = await db
      .select({ entityId: auditEvents.entityId, meta: auditEvents.meta })
      .from(auditEvents)
      .where(
        and(eq(auditEvents.clinicId, clinic.clinicId), eq(auditEvents.action, 'package.redeem')),
      );
    expect(redeemed).toEqual([
      {
        entityId: sooner.patientPackage.id,
        meta: { patientId: patient.id, appointmentId: covered },
      },
    ]);
  });
});
