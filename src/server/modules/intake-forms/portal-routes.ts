import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  patientFormResponseSchema,
  patientFormsResponseSchema,
  portalFormParamsSchema,
  submitIntakeFormSchema,
} from '../../../domain/intake-forms.js';
import { errorResponses } from '../../http/error-responses.js';
import type { RouteDeps } from '../../http/route-deps.js';
import { portalPatientOf } from '../portal/portal-session.js';
import { portalForm, portalForms, submitPortalForm } from './portal-forms.js';

/**
 * The patient's forms on the portal: no staff session (`public` to the staff sessions hook);
 * each route needs a portal session, whose patient is the only one it reads or changes.
 */
export const portalFormRoutes: FastifyPluginAsyncZod<Pick<RouteDeps, 'ctx'>> = async (
  app,
  { ctx },
) => {
  const portal = { public: true, keepsSessions: true } as const;

  app.get(
    '/portal/forms',
    {
      config: portal,
      schema: {
        tags: ['portal'],
        summary: "The signed-in patient's forms, newest first",
        response: { 200: patientFormsResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      patientForms: await portalForms(ctx, await portalPatientOf(ctx, request)),
    }),
  );

  app.get(
    '/portal/forms/:id',
    {
      config: portal,
      schema: {
        tags: ['portal'],
        summary: "One of the signed-in patient's forms",
        params: portalFormParamsSchema,
        response: { 200: patientFormResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      patientForm: await portalForm(ctx, await portalPatientOf(ctx, request), request.params.id),
    }),
  );

  app.post(
    '/portal/forms/:id',
    {
      config: portal,
      schema: {
        tags: ['portal'],
        summary: 'Send the answers to one of the patient’s forms',
        description:
          'Each answer is checked against its field (400 naming `answers.<fieldId>`); 409 ALREADY_SUBMITTED the second time.',
        params: portalFormParamsSchema,
        body: submitIntakeFormSchema,
        response: { 200: patientFormResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      patientForm: await submitPortalForm(
        ctx,
        await portalPatientOf(ctx, request),
        request.params.id,
        request.body,
      ),
    }),
  );
};
