import { and, eq, inArray, ne } from 'drizzle-orm';
import type { InvoiceLineInput } from '../../../domain/invoices.js';
import { invoiceTotals, lineAmounts } from '../../../domain/invoice-math.js';
import type { Db } from '../../db/client.js';
import { appointments, invoiceLines, invoices, services } from '../../db/schema.js';
import { HttpError, invalidField } from '../../http-errors.js';
import type { ClinicBilling } from './clinic-billing.js';

/** A line before tax: what a visit or the request says it charges. */
export interface LineDraft {
  description: string;
  quantity: number;
  unitPriceCents: number;
  discountCents: number;
  appointmentId: string | null;
  serviceId: string | null;
  practitionerId: string | null;
  locationId: string | null;
}

type ParsedLine = Omit<InvoiceLineInput, 'discountCents'> & { discountCents: number };

type VisitRow = {
  id: string;
  patientId: string | null;
  status: string;
  startsAt: Date;
  priceCents: number | null;
  therapistId: string;
  locationId: string | null;
  serviceId: string | null;
};

const alreadyInvoiced = () =>
  new HttpError(
    409,
    'APPOINTMENT_ALREADY_INVOICED',
    'This visit is already on an invoice. Void or credit that invoice first.',
  );

/**
 * The patient's visits, locked for the rest of the transaction so two drafts cannot both take
 * one. Each must be the patient's, on no invoice that is not void (other than `exceptInvoiceId`,
 * the draft being edited), and, when charged as a visit (`chargedIds`), not cancelled.
 */
async function visitsOf(
  tx: Db,
  clinicId: string,
  patientId: string,
  ids: readonly string[],
  field: string,
  chargedIds: readonly string[],
  exceptInvoiceId?: string,
) {
  if (ids.length === 0) return new Map<string, VisitRow>();
  if (new Set(ids).size !== ids.length) throw invalidField(field, 'Name each visit once.');
  const rows = await tx
    .select({
      id: appointments.id,
      patientId: appointments.patientId,
      status: appointments.status,
      startsAt: appointments.startsAt,
      priceCents: appointments.priceCents,
      therapistId: appointments.therapistId,
      locationId: appointments.locationId,
      serviceId: appointments.serviceId,
    })
    .from(appointments)
    .where(and(eq(appointments.clinicId, clinicId), inArray(appointments.id, [...ids])))
    .orderBy(appointments.id)
    .for('update');
  if (rows.length !== ids.length || rows.some((row) => row.patientId !== patientId))
    throw invalidField(field, "Choose visits of this patient's.");
  // A free line may charge a cancelled visit (a late-cancellation fee); the visit itself is not.
  if (rows.some((row) => row.status === 'cancelled' && chargedIds.includes(row.id)))
    throw new HttpError(409, 'APPOINTMENT_CANCELLED', 'A cancelled visit is not invoiced.');
  const [taken] = await tx
    .select({ id: invoiceLines.id })
    .from(invoiceLines)
    .innerJoin(
      invoices,
      and(eq(invoices.clinicId, invoiceLines.clinicId), eq(invoices.id, invoiceLines.invoiceId)),
    )
    .where(
      and(
        eq(invoiceLines.clinicId, clinicId),
        inArray(invoiceLines.appointmentId, [...ids]),
        eq(invoices.kind, 'invoice'),
        ne(invoices.status, 'void'),
        exceptInvoiceId ? ne(invoices.id, exceptInvoiceId) : undefined,
      ),
    )
    .limit(1);
  if (taken) throw alreadyInvoiced();
  return new Map(rows.map((row) => [row.id, row]));
}

async function servicesOf(tx: Db, clinicId: string, ids: readonly (string | null)[]) {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map<string, { name: string; priceMinor: number }>();
  const rows = await tx
    .select({ id: services.id, name: services.name, priceMinor: services.priceMinor })
    .from(services)
    .where(and(eq(services.clinicId, clinicId), inArray(services.id, wanted)));
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * The lines of a draft: one per visit (service and visit date, at the price booked, else the
 * service's current price), then the free lines as given.
 */
export async function draftLines(
  tx: Db,
  clinicId: string,
  clinic: ClinicBilling,
  patientId: string,
  appointmentIds: readonly string[],
  lines: readonly ParsedLine[],
  exceptInvoiceId?: string,
): Promise<LineDraft[]> {
  const lineVisitIds = lines.flatMap((line) => (line.appointmentId ? [line.appointmentId] : []));
  const visits = await visitsOf(
    tx,
    clinicId,
    patientId,
    [...appointmentIds, ...lineVisitIds],
    lineVisitIds.length ? 'lines' : 'appointmentIds',
    appointmentIds,
    exceptInvoiceId,
  );
  const serviceById = await servicesOf(tx, clinicId, [
    ...[...visits.values()].map((visit) => visit.serviceId),
    ...lines.map((line) => line.serviceId ?? null),
  ]);
  const unknownService = lines.find((line) => line.serviceId && !serviceById.has(line.serviceId));
  if (unknownService) throw invalidField('lines', 'Choose a service of this clinic.');
  const day = new Intl.DateTimeFormat(clinic.locale, {
    dateStyle: 'medium',
    timeZone: clinic.timeZone,
  });
  const fromVisits = appointmentIds.map((id): LineDraft => {
    const visit = visits.get(id)!;
    const service = visit.serviceId ? serviceById.get(visit.serviceId) : undefined;
    return {
      description: `${service?.name ?? 'Visit'}, ${day.format(visit.startsAt)}`,
      quantity: 1,
      unitPriceCents: visit.priceCents ?? service?.priceMinor ?? 0,
      discountCents: 0,
      appointmentId: visit.id,
      serviceId: visit.serviceId,
      practitionerId: visit.therapistId,
      locationId: visit.locationId,
    };
  });
  const free = lines.map((line): LineDraft => {
    const visit = line.appointmentId ? visits.get(line.appointmentId) : undefined;
    return {
      description: line.description,
      quantity: line.quantity,
      unitPriceCents: line.unitPriceCents,
      discountCents: line.discountCents,
      appointmentId: visit?.id ?? null,
      serviceId: line.serviceId ?? visit?.serviceId ?? null,
      practitionerId: visit?.therapistId ?? null,
      locationId: visit?.locationId ?? null,
    };
  });
  return [...fromVisits, ...free];
}

/** The lines with the clinic's tax applied, and the invoice's totals. */
export function pricedLines(clinic: ClinicBilling, drafts: readonly LineDraft[]) {
  const lines = drafts.map((line) => {
    const taxed = {
      ...line,
      taxRateBasisPoints: clinic.taxRateBasisPoints,
      pricesIncludeTax: clinic.pricesIncludeTax,
    };
    return { ...taxed, ...lineAmounts(taxed) };
  });
  return { lines, totals: invoiceTotals(lines) };
}

/** Writes an invoice's lines in order. */
export async function insertLines(
  tx: Db,
  clinicId: string,
  invoiceId: string,
  lines: readonly (Omit<typeof invoiceLines.$inferInsert, 'clinicId' | 'invoiceId' | 'position'> & {
    id?: string;
  })[],
) {
  if (lines.length === 0) return;
  await tx
    .insert(invoiceLines)
    .values(
      lines.map(({ id: _id, ...line }, position) => ({ ...line, clinicId, invoiceId, position })),
    );
}

/** The one visit an invoice is for, when its lines charge exactly one. */
export function singleVisit(lines: readonly { appointmentId: string | null }[]) {
  const ids = new Set(lines.flatMap((line) => (line.appointmentId ? [line.appointmentId] : [])));
  return ids.size === 1 ? [...ids][0]! : null;
}
