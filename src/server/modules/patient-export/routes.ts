import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fhirFileName, patientExportResponseSchema } from '../../../domain/patient-export.js';
import { patientParams } from '../../route-params.js';
import { downloadResponse } from '../../http/download-responses.js';
import { errorResponses } from '../../http/error-responses.js';
import type { RouteDeps } from '../../http/route-deps.js';
import { actorOf } from '../../http/clinic-actor.js';
import { exportPatient, exportPatientBundle } from './service.js';

const tags = ['patients'];

/** A patient's whole record for printing and as FHIR R4. */
export const patientExportRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { ctx }) => {
  app.get(
    '/patients/:patientId/export',
    {
      config: { permission: 'clinical.read' },
      schema: {
        tags,
        summary: "A patient's whole record, for the printable page",
        params: patientParams,
        response: { 200: patientExportResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      export: await exportPatient(ctx, actorOf(request), request.params.patientId, 'print'),
    }),
  );

  app.get(
    '/patients/:patientId/fhir',
    {
      config: { permission: 'clinical.read' },
      schema: {
        tags,
        summary:
          "A patient's whole record as a FHIR R4 Bundle (collection), attached files inline, as a download",
        params: patientParams,
        response: {
          200: downloadResponse(
            'A FHIR R4 Bundle of type collection',
            ['application/fhir+json'],
            z.looseObject({ resourceType: z.literal('Bundle') }),
          ),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const { patientId } = request.params;
      const bundle = await exportPatientBundle(ctx, actorOf(request), patientId);
      return reply
        .header('Content-Type', 'application/fhir+json; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${fhirFileName(patientId)}"`)
        .header('Cache-Control', 'no-store')
        .send(JSON.stringify(bundle, null, 2));
    },
  );
};
