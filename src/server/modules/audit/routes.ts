import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AUDIT_EXPORT_MAX_ROWS,
  auditActionsSchema,
  auditFiltersSchema,
  auditLogQuerySchema,
  auditLogSchema,
} from '../../../domain/audit-log.js';
import { downloadResponse } from '../../http/download-responses.js';
import { errorResponses } from '../../http/error-responses.js';
import type { RouteDeps } from '../../http/route-deps.js';
import { actorOf } from '../../http/clinic-actor.js';
import { auditActionsOf, auditLogPage, exportAuditLog } from './log-service.js';

const tags = ['audit'];

/**
 * The clinic's audit log, read-only: there is no route that changes or deletes an
 * event, and the database refuses UPDATE and DELETE on `audit_events` (migration 0001).
 */
export const auditLogRoutes: FastifyPluginAsyncZod<Pick<RouteDeps, 'ctx'>> = async (
  app,
  { ctx },
) => {
  app.get(
    '/audit-events',
    {
      config: { permission: 'audit.read' },
      schema: {
        tags,
        summary:
          "The clinic's audit trail, newest first, filtered by member, action, patient and days (clinic time)",
        querystring: auditLogQuerySchema,
        response: { 200: auditLogSchema, ...errorResponses },
      },
    },
    async (request) => auditLogPage(ctx.db, actorOf(request).clinicId, request.query),
  );

  app.get(
    '/audit-events/actions',
    {
      config: { permission: 'audit.read' },
      schema: {
        tags,
        summary: "The actions that occur in the clinic's trail, for the action filter",
        response: { 200: auditActionsSchema, ...errorResponses },
      },
    },
    async (request) => ({ actions: await auditActionsOf(ctx.db, actorOf(request).clinicId) }),
  );

  app.get(
    '/audit-events/export.csv',
    {
      config: { permission: 'audit.read' },
      schema: {
        tags,
        summary: `The filtered trail as a CSV download, newest first, at most ${AUDIT_EXPORT_MAX_ROWS} rows (X-Export-Truncated says when there were more)`,
        querystring: auditFiltersSchema,
        response: {
          200: downloadResponse('The audit trail as CSV', ['text/csv'], z.string()),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const { csv, truncated } = await exportAuditLog(ctx.db, actorOf(request), request.query);
      const day = ctx.clock.now().toISOString().slice(0, 10);
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="audit-log-${day}.csv"`)
        .header('X-Export-Row-Limit', String(AUDIT_EXPORT_MAX_ROWS))
        .header('X-Export-Truncated', String(truncated))
        .send(csv);
    },
  );
};
