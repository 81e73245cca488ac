import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  deliveryResponseSchema,
  messageLogQuerySchema,
  messageLogResponseSchema,
  messagesResponseSchema,
  repliesQuerySchema,
  repliesResponseSchema,
  replyResponseSchema,
  testInboxReplySchema,
  testInboxResponseSchema,
} from '../../../domain/messages.js';
import {
  messageSettingsResponseSchema,
  messageSettingsSchema,
} from '../../../domain/message-settings.js';
import { actorOf } from '../../http/clinic-actor.js';
import { errorResponses } from '../../http/error-responses.js';
import type { RouteDeps } from '../../http/route-deps.js';
import { idParams, patientParams } from '../../route-params.js';
import {
  appointmentMessages,
  deliveryRates,
  messageLog,
  patientMessageList,
} from './list-messages.js';
import { listReplies, markReplyHandled } from './replies.js';
import { replyToTestText, testInbox } from './test-inbox.js';
import { readMessageSettings, updateMessageSettings } from './update-settings.js';

/** What the clinic sent its patients and what came back. */
export const messageRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { ctx }) => {
  app.get(
    '/appointments/:id/messages',
    {
      config: { permission: 'messages.read' },
      schema: {
        tags: ['messages'],
        summary: "A visit's messages, oldest first, with their delivery status",
        params: idParams,
        response: { 200: messagesResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      messages: await appointmentMessages(ctx.db, actorOf(request).clinicId, request.params.id),
    }),
  );

  app.get(
    '/patients/:patientId/messages',
    {
      config: { permission: 'messages.read' },
      schema: {
        tags: ['messages'],
        summary: 'Everything sent to a patient, newest first',
        params: patientParams,
        response: { 200: messagesResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      messages: await patientMessageList(
        ctx.db,
        actorOf(request).clinicId,
        request.params.patientId,
      ),
    }),
  );

  app.get(
    '/messages',
    {
      config: { permission: 'messages.read' },
      schema: {
        tags: ['messages'],
        summary: "The clinic's message log, newest first, by channel, status, kind and time",
        querystring: messageLogQuerySchema,
        response: { 200: messageLogResponseSchema, ...errorResponses },
      },
    },
    async (request) => messageLog(ctx.db, actorOf(request).clinicId, request.query),
  );

  app.get(
    '/messages/delivery',
    {
      config: { permission: 'messages.read' },
      schema: {
        tags: ['messages'],
        summary: 'Delivery per channel over the last 30 days',
        response: { 200: deliveryResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      delivery: await deliveryRates(ctx.db, ctx.clock, actorOf(request).clinicId),
    }),
  );

  app.get(
    '/messages/replies',
    {
      config: { permission: 'messages.read' },
      schema: {
        tags: ['messages'],
        summary: 'Texts patients sent back: waiting for staff, handled, or all',
        querystring: repliesQuerySchema,
        response: { 200: repliesResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      replies: await listReplies(ctx.db, actorOf(request).clinicId, request.query.state),
    }),
  );

  app.post(
    '/messages/replies/:id/done',
    {
      config: { permission: 'messages.manage' },
      schema: {
        tags: ['messages'],
        summary: 'Mark a reply handled: it leaves the inbox',
        params: idParams,
        response: { 200: replyResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      reply: await markReplyHandled(ctx.db, ctx.clock, actorOf(request), request.params.id),
    }),
  );

  app.get(
    '/messages/test-inbox',
    {
      config: { permission: 'messages.read' },
      schema: {
        tags: ['messages'],
        summary:
          "With SMS_PROVIDER=local only: the clinic's latest texts, as phones would show them",
        response: { 200: testInboxResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({ texts: await testInbox(ctx, actorOf(request)) }),
  );

  app.post(
    '/messages/test-inbox/reply',
    {
      config: { permission: 'messages.manage' },
      schema: {
        tags: ['messages'],
        summary: 'With SMS_PROVIDER=local only: answer a text as its patient would',
        body: testInboxReplySchema,
        response: { 200: replyResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      reply: await replyToTestText(ctx, actorOf(request), request.body),
    }),
  );

  app.get(
    '/messages/settings',
    {
      config: { permission: 'messages.read' },
      schema: {
        tags: ['messages'],
        summary: 'Which messages go by SMS, the quiet hours and the clinic’s SMS texts',
        response: { 200: messageSettingsResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      settings: await readMessageSettings(ctx.db, actorOf(request).clinicId),
    }),
  );

  app.put(
    '/messages/settings',
    {
      config: { permission: 'clinic.manage' },
      schema: {
        tags: ['messages'],
        summary: 'Replace the clinic’s message settings',
        description:
          '400 with a message per field: a kind that cannot go by SMS, a time not HH:MM, a text ' +
          'too long or naming a placeholder that does not exist.',
        body: messageSettingsSchema,
        response: { 200: messageSettingsResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      settings: await updateMessageSettings(ctx, actorOf(request), request.body),
    }),
  );
};
