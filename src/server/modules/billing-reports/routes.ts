import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  outstandingReportSchema,
  reportRangeSchema,
  revenueQuerySchema,
  revenueReportSchema,
} from '../../../domain/billing-reports.js';
import { downloadResponse } from '../../http/download-responses.js';
import { errorResponses } from '../../http/error-responses.js';
import type { RouteDeps } from '../../http/route-deps.js';
import { actorOf } from '../../http/clinic-actor.js';
import { billingExport, type ExportKind } from './exports.js';
import { outstandingReport } from './outstanding.js';
import { revenueReport } from './revenue.js';

const tags = ['reports'];

const exportSummaries: Record<ExportKind, string> = {
  invoices: "Invoices and credit notes issued on the clinic's days from–to, as CSV",
  payments: "Payments and refunds received on the clinic's days from–to, as CSV",
  xero: "Invoices issued on the clinic's days from–to as Xero's sales invoice import (CSV)",
};

/** Money received, what is still owed, and the accountant's files: owners and administrators. */
export const billingReportRoutes: FastifyPluginAsyncZod<Pick<RouteDeps, 'ctx'>> = async (
  app,
  { ctx },
) => {
  app.get(
    '/reports/revenue',
    {
      config: { permission: 'stats.read' },
      schema: {
        tags,
        summary:
          "Money received (payments less refunds) on the clinic's days from–to, by practitioner, service, payer, location or payment method",
        querystring: revenueQuerySchema,
        response: { 200: revenueReportSchema, ...errorResponses },
      },
    },
    async (request) => revenueReport(ctx.db, actorOf(request).clinicId, request.query),
  );

  app.get(
    '/reports/outstanding',
    {
      config: { permission: 'stats.read' },
      schema: {
        tags,
        summary: "Unpaid issued invoices aged by days since issue, as of the clinic's today",
        response: { 200: outstandingReportSchema, ...errorResponses },
      },
    },
    async (request) => outstandingReport(ctx.db, ctx.clock, actorOf(request).clinicId),
  );

  for (const kind of Object.keys(exportSummaries) as ExportKind[])
    app.get(
      `/reports/exports/${kind}.csv`,
      {
        config: { permission: 'stats.read' },
        schema: {
          tags,
          summary: exportSummaries[kind],
          querystring: reportRangeSchema,
          response: {
            200: downloadResponse(exportSummaries[kind], ['text/csv'], z.string()),
            ...errorResponses,
          },
        },
      },
      async (request, reply) => {
        const { from, to } = request.query;
        const csv = await billingExport(ctx.db, actorOf(request).clinicId, kind, { from, to });
        return reply
          .header('Content-Type', 'text/csv; charset=utf-8')
          .header('Content-Disposition', `attachment; filename="${kind}-${from}-to-${to}.csv"`)
          .send(csv);
      },
    );
};
