import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createExtraShiftSchema,
  createLeaveSchema,
  extraShiftResponseSchema,
  leaveResponseSchema,
  memberScheduleResponseSchema,
  updateScheduleSchema,
} from '../../../domain/schedules.js';
import { errorResponses } from '../../http/error-responses.js';
import type { RouteDeps } from '../../http/route-deps.js';
import { actorOf } from '../../http/clinic-actor.js';
import {
  addExtraShift,
  addLeave,
  deleteExtraShift,
  deleteLeave,
  getSchedule,
  replaceWeeklySchedule,
} from './service.js';

const memberParams = z.object({ userId: z.uuid('Not a valid id.') });
const memberRecordParams = memberParams.extend({ id: z.uuid('Not a valid id.') });

/**
 * A practitioner's schedule: weekly working hours per location, breaks, leave and extra shifts.
 * Addressed by the member's user id. Owners and administrators manage everyone's; a clinician
 * reads their own and changes it when the clinic allows.
 */
export const scheduleRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { ctx }) => {
  app.get(
    '/team/:userId/schedule',
    {
      config: { permission: 'schedules.read' },
      schema: {
        tags: ['schedules'],
        summary: "A member's weekly hours, breaks, leave and extra shifts",
        params: memberParams,
        response: { 200: memberScheduleResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      schedule: await getSchedule(ctx, actorOf(request), request.params.userId),
    }),
  );

  app.put(
    '/team/:userId/schedule',
    {
      config: { permission: 'schedules.manage' },
      schema: {
        tags: ['schedules'],
        summary: "Replace a member's weekly working hours and breaks as a whole",
        params: memberParams,
        body: updateScheduleSchema,
        response: { 200: memberScheduleResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      schedule: await replaceWeeklySchedule(
        ctx,
        actorOf(request),
        request.params.userId,
        request.body,
      ),
    }),
  );

  app.post(
    '/team/:userId/leave',
    {
      config: { permission: 'schedules.manage' },
      schema: {
        tags: ['schedules'],
        summary: 'Add leave: whole days off, both dates included',
        params: memberParams,
        body: createLeaveSchema,
        response: { 201: leaveResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        leave: await addLeave(ctx, actorOf(request), request.params.userId, request.body),
      }),
  );

  app.delete(
    '/team/:userId/leave/:id',
    {
      config: { permission: 'schedules.manage' },
      schema: {
        tags: ['schedules'],
        summary: 'Delete leave',
        params: memberRecordParams,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await deleteLeave(ctx, actorOf(request), request.params.userId, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/team/:userId/extra-shifts',
    {
      config: { permission: 'schedules.manage' },
      schema: {
        tags: ['schedules'],
        summary: 'Add a one-off shift on top of the weekly hours',
        params: memberParams,
        body: createExtraShiftSchema,
        response: { 201: extraShiftResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        extraShift: await addExtraShift(ctx, actorOf(request), request.params.userId, request.body),
      }),
  );

  app.delete(
    '/team/:userId/extra-shifts/:id',
    {
      config: { permission: 'schedules.manage' },
      schema: {
        tags: ['schedules'],
        summary: 'Delete an extra shift',
        params: memberRecordParams,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await deleteExtraShift(ctx, actorOf(request), request.params.userId, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
