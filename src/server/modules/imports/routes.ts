import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../../domain/api-error.js';
import {
  IMPORT_MAX_BYTES,
  IMPORT_SAMPLE_ROWS,
  importHeadersRequestSchema,
  importHeadersSchema,
  importKinds,
  importReportResponseSchema,
  importRequestSchema,
  importResultResponseSchema,
} from '../../../domain/imports.js';
import { errorResponses } from '../../http/error-responses.js';
import type { RouteDeps } from '../../http/route-deps.js';
import { actorOf } from '../../http/clinic-actor.js';
import { inClinicSlot } from '../../clinic/fair-share.js';
import { importAppointments } from './appointment-import.js';
import { parseCsv } from './csv.js';
import { ambiguousDateColumns } from './date-order.js';
import { importPatients } from './patient-import.js';

const kindParams = z.object({
  kind: z.enum(importKinds, 'Import patients or appointments.'),
});

/** The CSV travels inside JSON: room for escaped quotes and non-ASCII text on top of 2 MB. */
const bodyLimit = IMPORT_MAX_BYTES * 3;

const responses = { ...errorResponses, 413: apiErrorSchema };

/** Data migration by CSV (Export and import). */
export const importRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { ctx }) => {
  app.post(
    '/imports/:kind/headers',
    {
      bodyLimit,
      config: { permission: 'patients.import' },
      schema: {
        tags: ['imports'],
        summary: "A CSV file's headers and first rows, to map its columns",
        params: kindParams,
        body: importHeadersRequestSchema,
        response: { 200: importHeadersSchema, ...responses },
      },
    },
    async (request) => {
      const { clinicId } = actorOf(request);
      return inClinicSlot(ctx, 'import', clinicId, async () => {
        const parsed = await parseCsv(request.body.csv);
        return {
          headers: parsed.headers,
          delimiter: parsed.delimiter,
          rows: parsed.rows.length,
          sample: parsed.rows.slice(0, IMPORT_SAMPLE_ROWS).map((row) => row.cells),
          ambiguousDateColumns: ambiguousDateColumns(parsed),
        };
      });
    },
  );

  app.post(
    '/imports/:kind',
    {
      bodyLimit,
      config: { permission: 'patients.import' },
      schema: {
        tags: ['imports'],
        summary:
          'Dry run (report per-row errors and duplicates, write nothing) or commit (all rows or none: 400 IMPORT_INVALID / 409 IMPORT_DUPLICATES with details.report). One import per clinic at a time, else 429 with Retry-After',
        params: kindParams,
        body: importRequestSchema,
        response: {
          200: importReportResponseSchema,
          201: importResultResponseSchema,
          ...responses,
        },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const run = request.params.kind === 'patients' ? importPatients : importAppointments;
      const outcome = await inClinicSlot(ctx, 'import', actor.clinicId, () =>
        run(ctx, actor, request.body),
      );
      return 'result' in outcome ? reply.status(201).send(outcome) : outcome;
    },
  );
};
