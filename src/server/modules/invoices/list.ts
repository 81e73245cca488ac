import { and, count, desc, eq, inArray, like, or, sql, type SQL } from 'drizzle-orm';
import {
  INVOICE_TOTAL_CAP,
  type InvoiceList,
  type InvoiceListQuery,
} from '../../../domain/invoices.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { invoices, patients } from '../../db/schema.js';
import { clinicToday } from '../../clinic/clinic-today.js';
import { pageInfo, pageOffset } from '../../db/pagination.js';
import type { ClinicActor } from '../../http/clinic-actor.js';
import { likePattern } from '../patients/list-query.js';
import { patientNameSql, toSummary } from './invoice-view.js';

/** The number, or a part of the patient's or the payer's name. */
function searchCondition(search: string | undefined): SQL | undefined {
  const text = search?.trim().toLowerCase();
  if (!text) return undefined;
  const pattern = likePattern(text);
  return or(
    like(sql`lower(${invoices.number})`, pattern),
    like(sql`lower(${patients.firstName} || ' ' || ${patients.lastName})`, pattern),
    like(sql`lower(${invoices.payerName})`, pattern),
  );
}

function statusCondition(status: InvoiceListQuery['status']): SQL | undefined {
  if (!status) return undefined;
  // Open: money still owed on it, which a credit note never is.
  if (status === 'open')
    return and(eq(invoices.kind, 'invoice'), inArray(invoices.status, ['issued', 'partly_paid']));
  return eq(invoices.status, status);
}

const withPatient = and(
  eq(patients.clinicId, invoices.clinicId),
  eq(patients.id, invoices.patientId),
);

/** The two queries of a list page: its rows and their total (exported for the benchmark's plans). */
export function invoiceListQueries(db: Db, clinicId: string, query: InvoiceListQuery) {
  const where = and(
    eq(invoices.clinicId, clinicId),
    query.patientId ? eq(invoices.patientId, query.patientId) : undefined,
    statusCondition(query.status),
    query.kind ? eq(invoices.kind, query.kind) : undefined,
    searchCondition(query.search),
  );
  return {
    rows: db
      .select({ invoice: invoices, patientName: patientNameSql })
      .from(invoices)
      .innerJoin(patients, withPatient)
      .where(where)
      .orderBy(desc(invoices.createdAt), desc(invoices.id))
      .limit(query.limit)
      .offset(pageOffset(query.page, query.limit)),
    // Counted up to one more than the cap: an exact count of 100,000 invoices would make the
    // first page of a large clinic as slow as reading them all.
    total: db.select({ n: count() }).from(
      (query.search
        ? db
            .select({ one: sql`1`.as('one') })
            .from(invoices)
            .innerJoin(patients, withPatient)
        : db.select({ one: sql`1`.as('one') }).from(invoices)
      )
        .where(where)
        .limit(INVOICE_TOTAL_CAP + 1)
        .as('matching'),
    ),
  };
}

/** GET /invoices: newest first, a page at a time, with the total counted separately. */
export async function listInvoices(
  ctx: AppContext,
  actor: ClinicActor,
  query: InvoiceListQuery,
): Promise<InvoiceList> {
  const queries = invoiceListQueries(ctx.db, actor.clinicId, query);
  const [today, rows, [counted]] = await Promise.all([
    clinicToday(ctx.db, ctx.clock, actor.clinicId),
    queries.rows,
    queries.total,
  ]);
  const total = Math.min(counted?.n ?? 0, INVOICE_TOTAL_CAP);
  return {
    invoices: rows.map((row) => toSummary(row.invoice, row.patientName, today)),
    ...pageInfo(total, query.page, query.limit),
    totalCapped: (counted?.n ?? 0) > INVOICE_TOTAL_CAP,
  };
}
