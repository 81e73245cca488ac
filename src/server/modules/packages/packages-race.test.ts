import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packageRedemptions, patientPackages } from '../../db/schema.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { apiCaller } from '../../test/appointment-helpers.js';
import { bookVisit } from '../../test/invoice-fixtures.js';
import { clinicWithPackage, sell } from '../../test/package-fixtures.js';

describe('two visits completed at once', () => {
  let ctx: TestContext;
  let call: ReturnType<typeof apiCaller>;
  beforeAll(async () => {
    ctx = await createTestApp();
    call = apiCaller(ctx);
  });
  afterAll(() => ctx.close());

  it('use the last session of a package once; the other visit is invoiced', async () => {
    const clinic = await clinicWithPackage(ctx, call, { sessions: 1 });
    const { patient, service } = clinic;
    const { patientPackage } = await sell(call, clinic.cookie, patient.id, clinic.packageId);
    const visits = [
      await bookVisit(call, clinic, { patientId: patient.id, serviceId: service.id }),
      await bookVisit(call, clinic, { patientId: patient.id, serviceId: service.id }),
    ];

    const answers = await Promise.all(
      visits.map((id) =>
        call('POST', `/appointments/${id}/status`, clinic.cookie, { status: 'completed' }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);

    const db = ctx.database.db;
    const redemptions = await db
      .select({ appointmentId: packageRedemptions.appointmentId })
      .from(packageRedemptions)
      .where(eq(packageRedemptions.patientPackageId, patientPackage.id));
    expect(redemptions).toHaveLength(1);
    const [held] = await db
      .select({ used: patientPackages.sessionsUsed })
      .from(patientPackages)
      .where(eq(patientPackages.id, patientPackage.id));
    expect(held?.used).toBe(1);
    const invoiced = (await call('GET', `/invoices?patientId=${patient.id}`, clinic.cookie)).json()
      .invoices as { id: string }[];
    const visitInvoices = await Promise.all(
      invoiced.map(
        async (row) => (await call('GET', `/invoices/${row.id}`, clinic.cookie)).json().invoice,
      ),
    );
    const other = visits.find((id) => id !== redemptions[0]!.appointmentId);
    expect(visitInvoices.flatMap((invoice) => invoice.appointmentId ?? [])).toEqual([other]);
  });
});
