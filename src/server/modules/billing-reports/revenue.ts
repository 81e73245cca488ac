import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  NONE_KEY,
  UNALLOCATED_KEY,
  UNALLOCATED_LABEL,
  type RevenueGrouping,
  type RevenueQuery,
  type RevenueReport,
} from '../../../domain/billing-reports.js';
import { payerKindLabels, paymentMethodLabels } from '../../../domain/invoices.js';
import type { Db } from '../../db/client.js';
import { locations, services, users } from '../../db/schema.js';
import { reportClinicOf } from './clinic-range.js';
import { receivedParts, type ReceivedPart } from './received.js';

const noneLabels: Record<'practitioner' | 'service' | 'location', string> = {
  practitioner: 'No practitioner',
  service: 'No service',
  location: 'No location',
};

/** The row a part of money belongs to, before it is named. */
function keyOf(part: ReceivedPart, groupBy: RevenueGrouping): string {
  if (groupBy === 'method') return part.method;
  if (part.invoiceId === null) return UNALLOCATED_KEY;
  if (groupBy === 'payer')
    return part.payerKind === 'patient' ? 'patient' : `${part.payerKind}:${part.payerName}`;
  const id = {
    practitioner: part.practitionerId,
    service: part.serviceId,
    location: part.locationId,
  }[groupBy];
  return id ?? NONE_KEY;
}

/** Names of the ids among the keys: practitioners, the clinic's services or its locations. */
async function namesOf(db: Db, clinicId: string, groupBy: RevenueGrouping, ids: string[]) {
  if (ids.length === 0) return new Map<string, string>();
  const rows =
    groupBy === 'practitioner'
      ? await db
          .select({
            id: users.id,
            name: sql<string>`trim(${users.name} || ' ' || ${users.lastName})`,
          })
          .from(users)
          .where(inArray(users.id, ids))
      : groupBy === 'service'
        ? await db
            .select({ id: services.id, name: services.name })
            .from(services)
            .where(and(eq(services.clinicId, clinicId), inArray(services.id, ids)))
        : await db
            .select({ id: locations.id, name: locations.name })
            .from(locations)
            .where(and(eq(locations.clinicId, clinicId), inArray(locations.id, ids)));
  return new Map(rows.map((row) => [row.id, row.name]));
}

function labelOf(key: string, groupBy: RevenueGrouping, names: Map<string, string>): string {
  if (key === UNALLOCATED_KEY) return UNALLOCATED_LABEL;
  if (groupBy === 'method') return paymentMethodLabels[key as keyof typeof paymentMethodLabels];
  if (groupBy === 'payer') {
    if (key === 'patient') return 'Patients';
    const [kind, ...name] = key.split(':');
    return `${name.join(':')} (${payerKindLabels[kind as keyof typeof payerKindLabels]})`;
  }
  if (key === NONE_KEY) return noneLabels[groupBy];
  return names.get(key) ?? 'Removed';
}

/**
 * Money received on the clinic's days `from`–`to` in its currency, grouped: largest first,
 * unallocated credit and "none" last. Payments recorded in another currency (before the clinic
 * changed its own) are left out.
 */
export async function revenueReport(
  db: Db,
  clinicId: string,
  query: RevenueQuery,
): Promise<RevenueReport> {
  const clinic = await reportClinicOf(db, clinicId);
  const parts = (
    await receivedParts(db, { clinicId, timeZone: clinic.timeZone, from: query.from, to: query.to })
  ).filter((part) => part.currency === clinic.currency);
  const sums = new Map<string, number>();
  for (const part of parts) {
    const key = keyOf(part, query.groupBy);
    sums.set(key, (sums.get(key) ?? 0) + part.amountCents);
  }
  const ids = [...sums.keys()].filter((key) => /^[0-9a-f-]{36}$/.test(key));
  const names = ['practitioner', 'service', 'location'].includes(query.groupBy)
    ? await namesOf(db, clinicId, query.groupBy, ids)
    : new Map<string, string>();
  const last = (key: string) => (key === UNALLOCATED_KEY || key === NONE_KEY ? 1 : 0);
  const rows = [...sums]
    .map(([key, amountCents]) => ({ key, label: labelOf(key, query.groupBy, names), amountCents }))
    .sort(
      (a, b) =>
        last(a.key) - last(b.key) ||
        b.amountCents - a.amountCents ||
        a.label.localeCompare(b.label),
    );
  return {
    currency: clinic.currency,
    from: query.from,
    to: query.to,
    groupBy: query.groupBy,
    totalCents: parts.reduce((sum, part) => sum + part.amountCents, 0),
    rows,
  };
}
