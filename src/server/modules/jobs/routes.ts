import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createJobSchema,
  jobListQuerySchema,
  jobListSchema,
  jobResponseSchema,
  updateJobSchema,
} from '../../../domain/jobs.js';
import { idParams } from '../../route-params.js';
import { errorResponses } from '../../http/error-responses.js';
import type { RouteDeps } from '../../http/route-deps.js';
import { actorOf } from '../../http/clinic-actor.js';
import { listJobs } from './list.js';
import { createJob, deleteJob, readJob, updateJob } from './service.js';

const tags = ['jobs'];

/** Clinic tasks (all-jobs, add-job, edit-job): every member reads, adds and works on them. */
export const jobRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { ctx }) => {
  app.get(
    '/jobs',
    {
      config: { permission: 'jobs.read' },
      schema: {
        tags,
        summary:
          "Search, filter (status, type, assignee, mine, overdue in the clinic's time zone), sort and page the jobs",
        querystring: jobListQuerySchema,
        response: { 200: jobListSchema, ...errorResponses },
      },
    },
    async (request) => listJobs(ctx, actorOf(request), request.query),
  );

  app.post(
    '/jobs',
    {
      config: { permission: 'jobs.manage' },
      schema: {
        tags,
        summary: 'Add a job, optionally assigned to an active member and about a patient',
        body: createJobSchema,
        response: { 201: jobResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ job: await createJob(ctx, actorOf(request), request.body) }),
  );

  app.get(
    '/jobs/:id',
    {
      config: { permission: 'jobs.read' },
      schema: {
        tags,
        summary: 'One job of the clinic',
        params: idParams,
        response: { 200: jobResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({ job: await readJob(ctx, actorOf(request), request.params.id) }),
  );

  app.patch(
    '/jobs/:id',
    {
      config: { permission: 'jobs.manage' },
      schema: {
        tags,
        summary: 'Change the fields sent; done records when, back to open clears it',
        params: idParams,
        body: updateJobSchema,
        response: { 200: jobResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      job: await updateJob(ctx, actorOf(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/jobs/:id',
    {
      config: { permission: 'jobs.manage' },
      schema: {
        tags,
        summary: "Delete a job: its creator, or an owner or admin for anyone's",
        params: idParams,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await deleteJob(ctx, actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
