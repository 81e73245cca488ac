import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDayOf } from '../../../domain/clinic-time.js';
import { invoices } from '../../db/schema.js';
import type { ClinicActor } from '../../http/clinic-actor.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { apiCaller, CLINIC_ZONE } from '../../test/appointment-helpers.js';
import { sessionCookieFor } from '../../test/fixtures.js';
import { billingClinic, draftInvoice } from '../../test/invoice-fixtures.js';
import { issueDraft } from './issue.js';

/** Invoice numbers: per clinic and local year, consecutive, never twice, no gaps. */
describe('invoice numbers', () => {
  let ctx: TestContext;
  let call: ReturnType<typeof apiCaller>;
  beforeAll(async () => {
    ctx = await createTestApp();
    call = apiCaller(ctx);
  });
  afterAll(() => ctx.close());

  const year = () => localDayOf(ctx.clock.now(), CLINIC_ZONE).date.slice(0, 4);

  it('gives 20 invoices issued at once 20 consecutive numbers, none twice', async () => {
    const clinic = await billingClinic(ctx);
    const drafts = [];
    for (let i = 0; i < 20; i += 1)
      drafts.push(await draftInvoice(call, clinic.cookie, clinic.patient.id, 100 + i));
    const responses = await Promise.all(
      drafts.map((draft) => call('POST', `/invoices/${draft.id}/issue`, clinic.cookie, {})),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(200));
    const numbers = responses.map((response) => response.json().invoice.number as string).sort();
    expect(numbers).toEqual(
      Array.from({ length: 20 }, (_, i) => `${year()}-${String(i + 1).padStart(6, '0')}`),
    );

    // Another clinic counts on its own.
    const other = await billingClinic(ctx);
    const theirs = await draftInvoice(call, other.cookie, other.patient.id);
    const issued = await call('POST', `/invoices/${theirs.id}/issue`, other.cookie, {});
    expect(issued.json().invoice.number).toBe(`${year()}-000001`);
  });

  it('gives back the number of an issue that rolled back', async () => {
    const clinic = await billingClinic(ctx);
    const actor: ClinicActor = {
      userId: clinic.user.id,
      name: 'Test User',
      clinicId: clinic.clinicId,
      role: 'owner',
      twoFactorEnabled: false,
      origin: { ip: '127.0.0.1' },
    };
    const failed = await draftInvoice(call, clinic.cookie, clinic.patient.id);
    const later = await draftInvoice(call, clinic.cookie, clinic.patient.id);
    await expect(
      ctx.database.db.transaction(async (tx) => {
        const { number } = await issueDraft(tx, actor, failed.id, ctx.clock.now());
        expect(number).toBe(`${year()}-000001`);
        throw new Error('The mail could not be queued');
      }),
    ).rejects.toThrow('could not be queued');
    const [still] = await ctx.database.db
      .select({ status: invoices.status, number: invoices.number })
      .from(invoices)
      .where(and(eq(invoices.clinicId, clinic.clinicId), eq(invoices.id, failed.id)));
    expect(still).toEqual({ status: 'draft', number: null });

    const issued = await call('POST', `/invoices/${later.id}/issue`, clinic.cookie, {});
    expect(issued.json().invoice.number).toBe(`${year()}-000001`);
    const retried = await call('POST', `/invoices/${failed.id}/issue`, clinic.cookie, {});
    expect(retried.json().invoice.number).toBe(`${year()}-000002`);
  });

  it("starts again at 1 in the clinic's new year, which may not yet be UTC's", async () => {
    const clinic = await billingClinic(ctx, { invoiceDueDays: 30 });
    const before = await draftInvoice(call, clinic.cookie, clinic.patient.id);
    const after = await draftInvoice(call, clinic.cookie, clinic.patient.id);
    await call('POST', `/invoices/${before.id}/issue`, clinic.cookie, {});
    const nextYear = Number(year()) + 1;
    // 23:30 UTC on 31 December is 00:30 on 1 January in Belgrade.
    const newYearsEve = Date.parse(`${nextYear - 1}-12-31T23:30:00Z`);
    ctx.clock.advance(newYearsEve - ctx.clock.now().getTime());
    // A month on, the session of before has lapsed.
    const cookie = await sessionCookieFor(ctx, clinic.user.id, clinic.clinicId);
    const issued = await call('POST', `/invoices/${after.id}/issue`, cookie, {});
    expect(issued.statusCode, issued.body).toBe(200);
    expect(issued.json().invoice).toMatchObject({
      number: `${nextYear}-000001`,
      dueOn: `${nextYear}-01-31`,
    });
  });
});
