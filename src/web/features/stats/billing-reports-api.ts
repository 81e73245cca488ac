import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type {
  OutstandingReport,
  ReportRange,
  RevenueGrouping,
  RevenueReport,
} from '../../../domain/billing-reports.js';
import { apiUrl, http } from '../../lib/http';
import { queryKeys } from '../../lib/queries/query-keys';

/** Money received on the clinic's days from–to, by `groupBy` (GET /reports/revenue). */
export const revenueReportQuery = (range: ReportRange, groupBy: RevenueGrouping) =>
  queryOptions({
    queryKey: queryKeys.billingRevenue(range.from, range.to, groupBy),
    queryFn: ({ signal }) =>
      http.get<RevenueReport>(
        `/reports/revenue?${new URLSearchParams({ from: range.from, to: range.to, groupBy })}`,
        { signal },
      ),
    // The last grouping or range stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

/** Unpaid issued invoices as of the clinic's today, whatever the range (GET /reports/outstanding). */
export const outstandingReportQuery = queryOptions({
  queryKey: queryKeys.billingOutstanding,
  queryFn: ({ signal }) => http.get<OutstandingReport>('/reports/outstanding', { signal }),
});

export const billingExports = ['invoices', 'payments', 'xero'] as const;
export type BillingExport = (typeof billingExports)[number];

/** The accountant's CSV of the range: the server answers it as a download. */
export const billingExportUrl = (kind: BillingExport, range: ReportRange) =>
  apiUrl(`/reports/exports/${kind}.csv?${new URLSearchParams({ from: range.from, to: range.to })}`);
