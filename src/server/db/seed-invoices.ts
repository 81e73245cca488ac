import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { DAY_MS, localDateTimeOf, localDayOf } from '../../domain/clinic-time.js';
import type { PaymentMethod } from '../../domain/invoices.js';
import { invoiceTotals, lineAmounts } from '../../domain/invoice-math.js';
import { packageLineDescription } from '../../domain/packages.js';
import { addDays } from '../modules/invoices/clinic-billing.js';
import { refreshInvoiceTotals } from '../modules/invoices/settle.js';
import { payTokenOf } from '../modules/online-payments/pay-token.js';
import { recordPayment } from '../modules/payments/record.js';
import type { Db } from './client.js';
import {
  appointments,
  clinics,
  invoiceCounters,
  invoiceLines,
  invoices,
  memberships,
  packages,
  patientPackages,
  patients,
  services,
} from './schema.js';

/** The next number of a year, as issuing gives them. */
type NumberGiver = (year: number) => { number: string; numberYear: number; numberSequence: number };

/** What happened to a demo invoice after it was issued. */
type Outcome =
  | { paid: PaymentMethod }
  | { partly: PaymentMethod }
  | { insurer: string }
  | 'outstanding'
  | 'overpaid'
  | 'credited';

interface DemoInvoice {
  /** Days before today it was issued (history; a visit's invoice follows the visit). */
  daysAgo: number;
  patient: number;
  service: number;
  therapist: number;
  outcome: Outcome;
  appointmentId?: string;
  locationId?: string | null;
  priceCents?: number;
  /** The visit's end: its invoice is issued at the desk right after. */
  visitEndsAt?: Date;
  /** Not issued yet, as completing the visit left it. */
  draft?: boolean;
  /** The sale of this package (at its price) rather than a visit. */
  sells?: typeof packages.$inferSelect;
}

/**
 * Three months of history before the demo week (visits whose calendar entries are not in the
 * demo, billed as lines of the service), in the order they were issued: most paid at the desk,
 * some by an insurer, a few part-paid or outstanding across the 0–30 … 90+ ageing buckets, one
 * overpaid (the patient's credit) and one corrected by a credit note.
 */
function historicalInvoices(): DemoInvoice[] {
  const outcomes: Outcome[] = [
    { paid: 'card_terminal' },
    { paid: 'cash' },
    { insurer: 'Dunav osiguranje' },
    { paid: 'bank_transfer' },
    { paid: 'card_terminal' },
    { partly: 'cash' },
    { paid: 'card_terminal' },
    { insurer: 'DDOR Novi Sad' },
    'outstanding',
    { paid: 'cash' },
  ];
  const history: DemoInvoice[] = [];
  for (let i = 0; i < 40; i++) {
    history.push({
      daysAgo: 96 - i * 2,
      patient: (i * 7) % 12,
      service: i % 5,
      therapist: i % 3,
      outcome:
        i === 0
          ? 'outstanding'
          : i === 21
            ? 'credited'
            : i === 33
              ? 'overpaid'
              : outcomes[i % outcomes.length]!,
    });
  }
  return history;
}

/**
 * The demo clinic's invoices and payments: the history above, then the demo week's completed
 * visits, each invoiced at the price it was booked at: the older ones paid, the latest three
 * issued and unpaid (so "Take payment" has work), the last two still drafts.
 */
export async function seedDemoInvoices(tx: Db, clinicId: string, now: Date): Promise<void> {
  await tx
    .update(clinics)
    .set({
      taxNumber: 'PIB 108765432',
      paymentInstructions:
        'Pay at the desk by card or cash, or by bank transfer to RS35 1600 0000 1234 5678 90, quoting the invoice number.',
    })
    .where(eq(clinics.id, clinicId));
  const [clinic] = await tx.select().from(clinics).where(eq(clinics.id, clinicId));
  const patientRows = await tx
    .select({ id: patients.id })
    .from(patients)
    .where(eq(patients.clinicId, clinicId))
    .orderBy(asc(patients.lastName), asc(patients.firstName));
  const serviceRows = await tx
    .select()
    .from(services)
    .where(eq(services.clinicId, clinicId))
    .orderBy(asc(services.name));
  const therapists = await tx
    .select({ id: memberships.userId })
    .from(memberships)
    .where(and(eq(memberships.clinicId, clinicId), eq(memberships.role, 'therapist')))
    .orderBy(asc(memberships.userId));
  const visits = await tx
    .select()
    .from(appointments)
    .where(
      and(
        eq(appointments.clinicId, clinicId),
        eq(appointments.status, 'completed'),
        isNotNull(appointments.patientId),
        isNotNull(appointments.serviceId),
      ),
    )
    .orderBy(asc(appointments.startsAt));
  const today = localDayOf(now, clinic!.timeZone);
  const week: DemoInvoice[] = visits.map((visit, i) => {
    const fromLast = visits.length - i;
    return {
      daysAgo: 0,
      patient: patientRows.findIndex((row) => row.id === visit.patientId),
      service: serviceRows.findIndex((row) => row.id === visit.serviceId),
      therapist: Math.max(
        therapists.findIndex((row) => row.id === visit.therapistId),
        0,
      ),
      outcome: fromLast <= 5 ? 'outstanding' : { paid: 'card_terminal' },
      draft: fromLast <= 2,
      appointmentId: visit.id,
      visitEndsAt: visit.endsAt,
      locationId: visit.locationId,
      priceCents: visit.priceCents ?? undefined,
    };
  });

  const followUp = serviceRows.findIndex((row) => row.name === 'Follow-up treatment');
  const history = historicalInvoices();
  if (followUp >= 0) {
    const [tenSessions] = await tx
      .insert(packages)
      .values({
        clinicId,
        name: '10 × Follow-up treatment',
        serviceId: serviceRows[followUp]!.id,
        sessions: 10,
        priceCents: 55_000,
        validDays: 180,
      })
      .returning();
    // Sold two months ago, between the history's invoices of those days, and paid by card.
    const at = history.findIndex((demo) => demo.daysAgo < 59);
    history.splice(at, 0, {
      daysAgo: 59,
      patient: 0,
      service: followUp,
      therapist: 0,
      outcome: { paid: 'card_terminal' },
      sells: tenSessions!,
    });
  }

  const counters = new Map<number, number>();
  const nextNumber = (year: number) => {
    const sequence = (counters.get(year) ?? 0) + 1;
    counters.set(year, sequence);
    return {
      number: `${year}-${String(sequence).padStart(6, '0')}`,
      numberYear: year,
      numberSequence: sequence,
    };
  };
  for (const demo of [...history, ...week]) {
    const service = serviceRows[demo.service]!;
    const patientId = patientRows[demo.patient]!.id;
    const issuedAt = demo.visitEndsAt
      ? new Date(demo.visitEndsAt.getTime() + 5 * 60_000)
      : new Date(today.start.getTime() - demo.daysAgo * DAY_MS + 17 * 3_600_000);
    const isDraft = demo.draft === true;
    const line = {
      quantity: 1,
      unitPriceCents: demo.sells?.priceCents ?? demo.priceCents ?? service.priceMinor,
      discountCents: 0,
      taxRateBasisPoints: clinic!.taxRateBasisPoints,
      pricesIncludeTax: clinic!.pricesIncludeTax,
    };
    const insurer = typeof demo.outcome === 'object' && 'insurer' in demo.outcome;
    const { date } = localDateTimeOf(issuedAt, clinic!.timeZone);
    const year = Number(date.slice(0, 4));
    const [invoice] = await tx
      .insert(invoices)
      .values({
        clinicId,
        status: isDraft ? 'draft' : 'issued',
        ...(isDraft ? {} : nextNumber(year)),
        patientId,
        payerKind: insurer ? 'insurer' : 'patient',
        payerName: insurer ? (demo.outcome as { insurer: string }).insurer : '',
        payerReference: insurer ? `POL-${48_210 + demo.patient * 37}` : '',
        appointmentId: demo.appointmentId ?? null,
        currency: clinic!.currency,
        ...invoiceTotals([line]),
        issuedAt: isDraft ? null : issuedAt,
        dueOn: isDraft
          ? null
          : localDateTimeOf(
              new Date(issuedAt.getTime() + clinic!.invoiceDueDays * DAY_MS),
              clinic!.timeZone,
            ).date,
        createdAt: issuedAt,
        updatedAt: issuedAt,
      })
      .returning();
    await tx.insert(invoiceLines).values({
      clinicId,
      invoiceId: invoice!.id,
      position: 0,
      description: demo.sells
        ? packageLineDescription(demo.sells.name, demo.sells.sessions, service.name)
        : `${service.name}, ${date}`,
      appointmentId: demo.appointmentId ?? null,
      serviceId: service.id,
      practitionerId: demo.sells ? null : (therapists[demo.therapist]?.id ?? null),
      locationId: demo.locationId ?? null,
      ...line,
      ...lineAmounts(line),
    });
    if (demo.sells) {
      // Three sessions used at visits before the demo's calendar, so no visit is named.
      await tx.insert(patientPackages).values({
        clinicId,
        patientId,
        packageId: demo.sells.id,
        serviceId: service.id,
        sessionsTotal: demo.sells.sessions,
        sessionsUsed: 3,
        expiresOn: addDays(date, demo.sells.validDays),
        invoiceId: invoice!.id,
        createdAt: issuedAt,
      });
    }
    if (isDraft) continue;
    await refreshInvoiceTotals(tx, clinicId, invoice!.id);
    await settleDemoInvoice(tx, invoice!, demo.outcome, issuedAt, nextNumber);
    await giveOwedInvoicePayLink(tx, clinicId, invoice!.id, issuedAt);
  }
  for (const [year, lastNumber] of counters) {
    await tx.insert(invoiceCounters).values({ clinicId, year, lastNumber });
  }
}

/** An invoice still owed was mailed when it was issued, so it has its "Pay now" link. */
async function giveOwedInvoicePayLink(tx: Db, clinicId: string, invoiceId: string, issuedAt: Date) {
  const [invoice] = await tx
    .select({ id: invoices.id, payToken: invoices.payToken, balanceCents: invoices.balanceCents })
    .from(invoices)
    .where(and(eq(invoices.clinicId, clinicId), eq(invoices.id, invoiceId)));
  if (invoice && invoice.balanceCents > 0) await payTokenOf(tx, clinicId, invoice, issuedAt);
}

async function settleDemoInvoice(
  tx: Db,
  invoice: typeof invoices.$inferSelect,
  outcome: Outcome,
  issuedAt: Date,
  nextNumber: NumberGiver,
) {
  const pay = (method: PaymentMethod, amountCents: number, allocatedCents = amountCents) =>
    recordPayment(tx, {
      clinicId: invoice.clinicId,
      patientId: invoice.patientId,
      kind: 'payment',
      method,
      amountCents,
      currency: invoice.currency,
      receivedAt: new Date(issuedAt.getTime() + 600_000),
      createdByUserId: null,
      allocations: [{ invoiceId: invoice.id, amountCents: allocatedCents }],
    });
  const total = invoice.totalCents;
  if (outcome === 'outstanding') return;
  if (outcome === 'overpaid') return pay('cash', total + 2000, total);
  if (outcome === 'credited') {
    await pay('card_terminal', Math.round(total / 2));
    await creditHalf(tx, invoice, nextNumber);
    return;
  }
  if ('paid' in outcome) return pay(outcome.paid, total);
  if ('partly' in outcome) return pay(outcome.partly, Math.round(total / 2));
  return pay('insurer', total);
}

/** A credit note for half of the invoice: the clinic gave a goodwill discount after issuing. */
async function creditHalf(tx: Db, invoice: typeof invoices.$inferSelect, nextNumber: NumberGiver) {
  const [line] = await tx
    .select()
    .from(invoiceLines)
    .where(
      and(eq(invoiceLines.clinicId, invoice.clinicId), eq(invoiceLines.invoiceId, invoice.id)),
    );
  const credited = { ...line!, unitPriceCents: Math.round(line!.unitPriceCents / 2) };
  const [note] = await tx
    .insert(invoices)
    .values({
      clinicId: invoice.clinicId,
      kind: 'credit_note',
      status: 'issued',
      ...nextNumber(invoice.numberYear!),
      patientId: invoice.patientId,
      creditsInvoiceId: invoice.id,
      currency: invoice.currency,
      reason: 'Goodwill: the session was cut short.',
      ...invoiceTotals([credited]),
      issuedAt: invoice.issuedAt,
      createdAt: invoice.createdAt,
    })
    .returning({ id: invoices.id });
  await tx.insert(invoiceLines).values({
    clinicId: invoice.clinicId,
    invoiceId: note!.id,
    position: 0,
    description: `${line!.description} (goodwill credit)`,
    serviceId: line!.serviceId,
    practitionerId: line!.practitionerId,
    quantity: 1,
    unitPriceCents: credited.unitPriceCents,
    discountCents: 0,
    taxRateBasisPoints: line!.taxRateBasisPoints,
    pricesIncludeTax: line!.pricesIncludeTax,
    ...lineAmounts(credited),
  });
  await refreshInvoiceTotals(tx, invoice.clinicId, invoice.id);
}
