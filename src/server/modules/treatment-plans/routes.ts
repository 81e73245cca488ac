import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  progressEntryResponseSchema,
  progressInputSchema,
  treatmentPlanInputSchema,
  treatmentPlanListResponseSchema,
  treatmentPlanResponseSchema,
} from '../../../domain/treatment-plans.js';
import { errorResponses } from '../../http/error-responses.js';
import type { RouteDeps } from '../../http/route-deps.js';
import { patientParams, patientRecordParams } from '../../route-params.js';
import { actorOf } from '../../http/clinic-actor.js';
import { addProgress, deleteProgress } from './progress.js';
import { createPlan, listPlans, readPlan, updatePlan } from './service.js';

const entryParams = patientRecordParams.extend({ entryId: z.uuid('Not a valid id.') });
const tags = ['treatment plans'];

/** A patient's treatment plans, their progress entries and linked sessions. */
export const treatmentPlanRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { ctx }) => {
  app.get(
    '/patients/:patientId/treatment-plans',
    {
      config: { permission: 'clinical.read' },
      schema: {
        tags,
        summary: "A patient's treatment plans with sessions done, newest start first",
        params: patientParams,
        response: {
          200: treatmentPlanListResponseSchema,
          ...errorResponses,
        },
      },
    },
    async (request) => ({
      treatmentPlans: await listPlans(ctx, actorOf(request), request.params.patientId),
    }),
  );

  app.post(
    '/patients/:patientId/treatment-plans',
    {
      config: { permission: 'clinical.manage' },
      schema: {
        tags,
        summary: 'Create a treatment plan (goals and interventions get their ids here)',
        params: patientParams,
        body: treatmentPlanInputSchema,
        response: { 201: treatmentPlanResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        treatmentPlan: await createPlan(
          ctx,
          actorOf(request),
          request.params.patientId,
          request.body,
        ),
      }),
  );

  app.get(
    '/patients/:patientId/treatment-plans/:id',
    {
      config: { permission: 'clinical.read' },
      schema: {
        tags,
        summary: 'One plan with its progress entries and linked appointments',
        params: patientRecordParams,
        response: { 200: treatmentPlanResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      treatmentPlan: await readPlan(
        ctx,
        actorOf(request),
        request.params.patientId,
        request.params.id,
      ),
    }),
  );

  app.put(
    '/patients/:patientId/treatment-plans/:id',
    {
      config: { permission: 'clinical.manage' },
      schema: {
        tags,
        summary: 'Replace a plan: goals and interventions as whole lists, known ids kept',
        params: patientRecordParams,
        body: treatmentPlanInputSchema,
        response: { 200: treatmentPlanResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      treatmentPlan: await updatePlan(
        ctx,
        actorOf(request),
        request.params.patientId,
        request.params.id,
        request.body,
      ),
    }),
  );

  app.post(
    '/patients/:patientId/treatment-plans/:id/progress',
    {
      config: { permission: 'clinical.manage' },
      schema: {
        tags,
        summary: 'Record progress: pain 0-10, an outcome score, range of motion, notes',
        params: patientRecordParams,
        body: progressInputSchema,
        response: { 201: progressEntryResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        progressEntry: await addProgress(
          ctx,
          actorOf(request),
          request.params.patientId,
          request.params.id,
          request.body,
        ),
      }),
  );

  app.delete(
    '/patients/:patientId/treatment-plans/:id/progress/:entryId',
    {
      config: { permission: 'clinical.manage' },
      schema: {
        tags,
        summary: 'Delete a progress entry (its recorder, an owner or an admin)',
        params: entryParams,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { patientId, id, entryId } = request.params;
      await deleteProgress(ctx, actorOf(request), patientId, id, entryId);
      return reply.status(204).send(null);
    },
  );
};
