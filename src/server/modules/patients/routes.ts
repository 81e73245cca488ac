import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createPatientSchema,
  patientSchema,
  patientSearchSchema,
} from '../../../domain/patients.js';
import { idParams } from '../../route-params.js';
import { errorResponses, type RouteDeps } from '../auth/routes.js';
import { actorOf } from '../team/actor.js';
import { createPatient, findPatient, searchPatients } from './service.js';

const patientResponse = z.object({ patient: patientSchema });

/** The minimal patient record the booking form needs (issue "Scheduling"). */
export const patientRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { ctx }) => {
  app.get(
    '/patients',
    {
      config: { permission: 'patients.read' },
      schema: {
        tags: ['patients'],
        summary: 'Search patients by name, phone or email (the booking form)',
        querystring: patientSearchSchema,
        response: { 200: z.object({ patients: z.array(patientSchema) }), ...errorResponses },
      },
    },
    async (request) => ({
      patients: await searchPatients(ctx, actorOf(request), request.query),
    }),
  );

  app.post(
    '/patients',
    {
      config: { permission: 'patients.manage' },
      schema: {
        tags: ['patients'],
        summary: "Create a patient within the plan's patient limit",
        body: createPatientSchema,
        response: { 201: patientResponse, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ patient: await createPatient(ctx, actorOf(request), request.body) }),
  );

  app.get(
    '/patients/:id',
    {
      config: { permission: 'patients.read' },
      schema: {
        tags: ['patients'],
        summary: 'One patient of the active clinic',
        params: idParams,
        response: { 200: patientResponse, ...errorResponses },
      },
    },
    async (request) => ({
      patient: await findPatient(ctx, actorOf(request), request.params.id),
    }),
  );
};
