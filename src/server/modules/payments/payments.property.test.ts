import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settledStatus } from '../../../domain/invoice-math.js';
import { invoices } from '../../db/schema.js';
import type { ClinicActor } from '../../http/clinic-actor.js';
import { HttpError } from '../../http-errors.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { signedInMember } from '../../test/fixtures.js';
import { refreshInvoiceTotals } from '../invoices/settle.js';
import { applyCredit } from './apply-credit.js';
import { patientCreditCents } from './credit.js';
import { recordInvoicePayment } from './desk-payments.js';
import { patientLedger } from './ledger.js';
import { refundPayment } from './refund.js';
import { addBillingPatient, addInvoice } from './test-invoices.js';

type Step =
  | { kind: 'pay'; amountCents: number }
  | { kind: 'refund'; payment: number; share: number; tooMuch: boolean }
  | { kind: 'applyCredit'; share: number }
  | { kind: 'creditNote'; amountCents: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('pay' as const), amountCents: fc.integer({ min: 1, max: 9000 }) }),
  fc.record({
    kind: fc.constant('refund' as const),
    payment: fc.nat(),
    share: fc.double({ min: 0, max: 1, noNaN: true }),
    tooMuch: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('applyCredit' as const),
    share: fc.double({ min: 0, max: 1, noNaN: true }),
  }),
  fc.record({
    kind: fc.constant('creditNote' as const),
    amountCents: fc.integer({ min: 1, max: 3000 }),
  }),
);

/** What the desk expects of each payment: the part still on the invoice and still credit. */
interface ModelPayment {
  id: string;
  onInvoice: number;
  credit: number;
}

describe('an invoice after random payments, refunds, credit and credit notes', () => {
  let ctx: TestContext;
  let actor: ClinicActor;
  let patientId: string;
  beforeAll(async () => {
    ctx = await createTestApp();
    const owner = await signedInMember(ctx, 'owner');
    actor = {
      userId: owner.user.id,
      name: 'Test User',
      clinicId: owner.clinicId,
      role: 'owner',
      twoFactorEnabled: false,
      origin: { ip: '127.0.0.1' },
    };
  });
  afterAll(() => ctx.close());

  it('balance = total − payments + refunds − credit notes, and no money appears or vanishes', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(step, { minLength: 1, maxLength: 6 }),
        fc.integer({ min: 1000, max: 20_000 }),
        async (steps, priceCents) => {
          const db = ctx.database.db;
          // A new patient each run: their credit is this invoice's story only.
          patientId = await addBillingPatient(db, actor.clinicId);
          const invoiceId = await addInvoice(db, {
            clinicId: actor.clinicId,
            patientId,
            lines: [{ unitPriceCents: priceCents, taxRateBasisPoints: 1000 }],
          });
          // 10 % tax on top, rounded half-up.
          const totalCents = priceCents + Math.floor((priceCents * 2000 + 10_000) / 20_000);
          const model = { paid: 0, refunded: 0, credited: 0, received: 0, givenBack: 0 };
          const ledger: ModelPayment[] = [];
          const refundIds = new Set<string>();
          const balance = () => totalCents - model.paid + model.refunded - model.credited;

          for (const s of steps) {
            if (s.kind === 'pay') {
              const toInvoice = Math.min(s.amountCents, Math.max(balance(), 0));
              await recordInvoicePayment(ctx.app.ctx, actor, invoiceId, {
                amountCents: s.amountCents,
                method: 'cash',
                reference: '',
                sendReceipt: false,
              });
              const known = new Set([...ledger.map((p) => p.id), ...refundIds]);
              const created = (await patientLedger(db, actor.clinicId, patientId)).find(
                (entry) => !known.has(entry.payment.id),
              );
              ledger.push({
                id: created!.payment.id,
                onInvoice: toInvoice,
                credit: s.amountCents - toInvoice,
              });
              model.paid += toInvoice;
              model.received += s.amountCents;
            } else if (s.kind === 'refund') {
              const payment = ledger[s.payment % Math.max(ledger.length, 1)];
              if (!payment) continue;
              const left = payment.onInvoice + payment.credit;
              if (s.tooMuch || left === 0) {
                await expect(
                  refundPayment(ctx.app.ctx, actor, payment.id, {
                    amountCents: left + 1,
                    method: 'cash',
                    reason: 'Test',
                  }),
                ).rejects.toMatchObject({ code: 'REFUND_MORE_THAN_PAID' });
                continue;
              }
              const amountCents = 1 + Math.floor(s.share * (left - 1));
              const refund = await refundPayment(ctx.app.ctx, actor, payment.id, {
                amountCents,
                method: 'cash',
                reason: 'Test',
              });
              refundIds.add(refund.id);
              const fromCredit = Math.min(amountCents, payment.credit);
              payment.credit -= fromCredit;
              payment.onInvoice -= amountCents - fromCredit;
              model.refunded += amountCents - fromCredit;
              model.givenBack += amountCents;
            } else if (s.kind === 'applyCredit') {
              const credit = ledger.reduce((sum, p) => sum + p.credit, 0);
              const most = Math.min(credit, balance());
              if (most <= 0) {
                const refused = await applyCredit(ctx.app.ctx, actor, invoiceId, {
                  amountCents: 1,
                }).catch((error: unknown) => error);
                expect(refused).toBeInstanceOf(HttpError);
                expect(['NO_CREDIT', 'MORE_THAN_BALANCE']).toContain((refused as HttpError).code);
                continue;
              }
              let rest = 1 + Math.floor(s.share * (most - 1));
              await applyCredit(ctx.app.ctx, actor, invoiceId, { amountCents: rest });
              model.paid += rest;
              for (const p of ledger) {
                const take = Math.min(rest, p.credit);
                p.credit -= take;
                p.onInvoice += take;
                rest -= take;
              }
            } else {
              const creditNote = await addInvoice(db, {
                clinicId: actor.clinicId,
                patientId,
                lines: [{ unitPriceCents: s.amountCents }],
              });
              await db
                .update(invoices)
                .set({ kind: 'credit_note', creditsInvoiceId: invoiceId, balanceCents: 0 })
                .where(and(eq(invoices.clinicId, actor.clinicId), eq(invoices.id, creditNote)));
              await refreshInvoiceTotals(db, actor.clinicId, invoiceId);
              model.credited += s.amountCents;
            }
          }

          const [row] = await db.select().from(invoices).where(eq(invoices.id, invoiceId));
          expect(row).toMatchObject({
            totalCents,
            paidCents: model.paid,
            refundedCents: model.refunded,
            creditedCents: model.credited,
            balanceCents: balance(),
            status: settledStatus({
              totalCents,
              paidCents: model.paid,
              refundedCents: model.refunded,
              creditedCents: model.credited,
            }),
          });
          const credit = await patientCreditCents(db, actor.clinicId, patientId);
          expect(credit).toBe(ledger.reduce((sum, p) => sum + p.credit, 0));
          expect(credit).toBeGreaterThanOrEqual(0);
          expect(model.received - model.givenBack).toBe(
            row!.paidCents - row!.refundedCents + credit,
          );
        },
      ),
      { numRuns: 20 },
    );
    // About 80 payments, refunds and applications of credit, each its own transaction.
  }, 90_000);
});
