import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminFeedbackItemResponseSchema,
  adminFeedbackListQuerySchema,
  adminFeedbackListSchema,
  adminFeedbackParamsSchema,
  adminFeedbackUpdateSchema,
  adminOverviewResponseSchema,
  adminPlanParamsSchema,
  adminPlanResponseSchema,
  adminPlansSchema,
  adminPlanUpdateSchema,
  adminUsageListQuerySchema,
  adminUsageListSchema,
  adminUserListQuerySchema,
  adminUserListSchema,
  adminUserResponseSchema,
  earlyAccessCapacitySchema,
  earlyAccessResponseSchema,
} from '../../../domain/admin.js';
import { idParams } from '../../route-params.js';
import { errorResponses } from '../../http/error-responses.js';
import type { RouteDeps } from '../../http/route-deps.js';
import { adminActorOf } from './actor.js';
import { listFeedback, updateFeedback } from './feedback.js';
import { adminOverview } from './overview.js';
import { adminPlans, updateEarlyAccessCapacity, updatePlan } from './plans.js';
import { listClinicUsage } from './usage.js';
import {
  admitUser,
  disableUser,
  enableUser,
  endUserSessions,
  resendVerification,
} from './user-actions.js';
import { listUsers } from './users.js';

const tags = ['admin'];
/** Platform operators only: 401 signed out, 403 for everyone else. */
const operatorsOnly = { platformAdmin: true } as const;
const userResponse = { 200: adminUserResponseSchema, ...errorResponses };

/** The operator admin area; no route here returns patient data. */
export const adminRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { ctx }) => {
  app.get(
    '/admin/overview',
    {
      config: operatorsOnly,
      schema: {
        tags,
        summary:
          'Platform figures: users, clinics, sign-ups per week, subscriptions, MRR, open feedback',
        response: { 200: adminOverviewResponseSchema, ...errorResponses },
      },
    },
    async () => ({ overview: await adminOverview(ctx) }),
  );

  app.get(
    '/admin/users',
    {
      config: operatorsOnly,
      schema: {
        tags,
        summary: 'Users by name or email, with their clinics, roles and sessions',
        querystring: adminUserListQuerySchema,
        response: { 200: adminUserListSchema, ...errorResponses },
      },
    },
    async (request) => listUsers(ctx, request.query),
  );

  const userActions = [
    ['disable', 'Disable the account and end all its sessions', disableUser],
    ['enable', 'Let a disabled account sign in again', enableUser],
    ['admit', 'Admit a waitlisted user to Early Access (they are emailed)', admitUser],
    ['resend-verification', 'Send a new email verification link', resendVerification],
    ['end-sessions', 'Sign the user out everywhere', endUserSessions],
  ] as const;
  for (const [action, summary, run] of userActions) {
    app.post(
      `/admin/users/:id/${action}`,
      {
        config: operatorsOnly,
        schema: { tags, summary, params: idParams, response: userResponse },
      },
      async (request) => ({
        user: await run(ctx, adminActorOf(request), request.params.id),
      }),
    );
  }

  app.get(
    '/admin/feedback',
    {
      config: operatorsOnly,
      schema: {
        tags,
        summary: 'Feedback and contact messages together, newest first',
        querystring: adminFeedbackListQuerySchema,
        response: { 200: adminFeedbackListSchema, ...errorResponses },
      },
    },
    async (request) => listFeedback(ctx, request.query),
  );

  app.patch(
    '/admin/feedback/:kind/:id',
    {
      config: operatorsOnly,
      schema: {
        tags,
        summary: "Set a message's triage status and internal notes",
        params: adminFeedbackParamsSchema,
        body: adminFeedbackUpdateSchema,
        response: { 200: adminFeedbackItemResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      item: await updateFeedback(
        ctx,
        adminActorOf(request),
        request.params.kind,
        request.params.id,
        request.body,
      ),
    }),
  );

  app.get(
    '/admin/usage',
    {
      config: operatorsOnly,
      schema: {
        tags,
        summary: "Per clinic: users, patients, storage and appointments against its plan's limits",
        querystring: adminUsageListQuerySchema,
        response: { 200: adminUsageListSchema, ...errorResponses },
      },
    },
    async (request) => listClinicUsage(ctx, request.query),
  );

  app.get(
    '/admin/plans',
    {
      config: operatorsOnly,
      schema: {
        tags,
        summary: 'Plans with their limits and prices, add-ons, Paddle price mapping, Early Access',
        response: { 200: adminPlansSchema, ...errorResponses },
      },
    },
    async () => adminPlans(ctx),
  );

  app.put(
    '/admin/plans/:planId',
    {
      config: operatorsOnly,
      schema: {
        tags,
        summary: "Change a plan's limits and local prices (local billing provider only)",
        params: adminPlanParamsSchema,
        body: adminPlanUpdateSchema,
        response: { 200: adminPlanResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      plan: await updatePlan(ctx, adminActorOf(request), request.params.planId, request.body),
    }),
  );

  app.put(
    '/admin/early-access',
    {
      config: operatorsOnly,
      schema: {
        tags,
        summary: 'Set how many Early Access members there may be',
        body: earlyAccessCapacitySchema,
        response: { 200: earlyAccessResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      earlyAccess: await updateEarlyAccessCapacity(
        ctx,
        adminActorOf(request),
        request.body.capacity,
      ),
    }),
  );
};
