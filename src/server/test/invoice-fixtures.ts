import { eq } from 'drizzle-orm';
import { clinics } from '../db/schema.js';
import { recordPayment } from '../modules/payments/record.js';
import type { TestContext } from './app.js';
import { apiCaller, local, schedulingClinic } from './appointment-helpers.js';
import { addPatient, addService } from './scheduling-fixtures.js';

type Call = ReturnType<typeof apiCaller>;
type Clinic = Awaited<ReturnType<typeof schedulingClinic>>;

/** A Belgrade clinic billing in EUR with 20 % tax added to prices, one service and one patient. */
export async function billingClinic(
  ctx: TestContext,
  settings: Partial<typeof clinics.$inferInsert> = {},
) {
  const clinic = await schedulingClinic(ctx);
  const db = ctx.database.db;
  await db
    .update(clinics)
    .set({
      currency: 'EUR',
      locale: 'en-GB',
      taxRateBasisPoints: 2000,
      pricesIncludeTax: false,
      ...settings,
    })
    .where(eq(clinics.id, clinic.clinicId));
  const service = await addService(db, clinic.clinicId, {
    name: 'Manual therapy',
    priceMinor: 5000,
  });
  const patient = await addPatient(db, clinic.clinicId);
  return { ...clinic, service, patient };
}

let slot = 0;
/** Books a visit through the API (so at the service's price) on its own half hour. */
export async function bookVisit(
  call: Call,
  clinic: Clinic,
  values: { patientId: string; serviceId?: string },
) {
  slot += 1;
  const day = `2026-12-${String(1 + (slot % 28)).padStart(2, '0')}`;
  const minutes = 8 * 60 + 30 * Math.floor(slot / 28);
  const hhmm = (m: number) =>
    `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
  const response = await call('POST', '/appointments', clinic.cookie, {
    ...values,
    therapistId: clinic.therapistId,
    start: local(day, hhmm(minutes)),
    end: local(day, hhmm(minutes + 30)),
    confirmOutsideOpeningHours: true,
    confirmOutsideWorkingHours: true,
  });
  if (response.statusCode !== 201) throw new Error(response.body);
  return response.json().appointment.id as string;
}

/** A draft with one free line, through the API. */
export async function draftInvoice(
  call: Call,
  cookie: string,
  patientId: string,
  unitPriceCents = 1000,
  extra: Record<string, unknown> = {},
) {
  const response = await call('POST', '/invoices', cookie, {
    patientId,
    lines: [{ description: 'Exercise programme', quantity: 1, unitPriceCents }],
    ...extra,
  });
  if (response.statusCode !== 201) throw new Error(response.body);
  return response.json().invoice as { id: string; totalCents: number; lines: { id: string }[] };
}

/** Money received at the desk for one invoice. */
export async function payAtDesk(
  ctx: TestContext,
  clinic: { clinicId: string; user: { id: string } },
  invoice: { id: string; patientId: string },
  amountCents: number,
) {
  await ctx.database.db.transaction((tx) =>
    recordPayment(tx, {
      clinicId: clinic.clinicId,
      patientId: invoice.patientId,
      kind: 'payment',
      method: 'cash',
      amountCents,
      currency: 'EUR',
      receivedAt: ctx.clock.now(),
      createdByUserId: clinic.user.id,
      allocations: [{ invoiceId: invoice.id, amountCents }],
    }),
  );
}
