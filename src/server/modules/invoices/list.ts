import { and, count, desc, eq, inArray, like, or, sql, type SQL } from 'drizzle-orm';
import type { InvoiceList, InvoiceListQuery } from '../../../domain/invoices.js';
import type { AppContext } from '../../context.js';
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

/** GET /invoices: newest first, a page at a time, with the total counted separately. */
export async function listInvoices(
  ctx: AppContext,
  actor: ClinicActor,
  query: InvoiceListQuery,
): Promise<InvoiceList> {
  const where = and(
    eq(invoices.clinicId, actor.clinicId),
    query.patientId ? eq(invoices.patientId, query.patientId) : undefined,
    statusCondition(query.status),
    query.kind ? eq(invoices.kind, query.kind) : undefined,
    searchCondition(query.search),
  );
  const [today, rows, [counted]] = await Promise.all([
    clinicToday(ctx.db, ctx.clock, actor.clinicId),
    ctx.db
      .select({ invoice: invoices, patientName: patientNameSql })
      .from(invoices)
      .innerJoin(patients, withPatient)
      .where(where)
      .orderBy(desc(invoices.createdAt), desc(invoices.id))
      .limit(query.limit)
      .offset(pageOffset(query.page, query.limit)),
    query.search
      ? ctx.db.select({ n: count() }).from(invoices).innerJoin(patients, withPatient).where(where)
      : ctx.db.select({ n: count() }).from(invoices).where(where),
  ]);
  const total = counted?.n ?? 0;
  return {
    invoices: rows.map((row) => toSummary(row.invoice, row.patientName, today)),
    ...pageInfo(total, query.page, query.limit),
  };
}
