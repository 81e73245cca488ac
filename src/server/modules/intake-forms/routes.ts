import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  acceptIntakeFormResponseSchema,
  acceptIntakeFormSchema,
  intakeFormInputSchema,
  intakeFormParamsSchema,
  intakeFormResponseSchema,
  intakeFormsResponseSchema,
  patientFormParamsSchema,
  patientFormResponseSchema,
  patientFormsResponseSchema,
  sendIntakeFormSchema,
} from '../../../domain/intake-forms.js';
import { patientParams } from '../../route-params.js';
import { errorResponses } from '../../http/error-responses.js';
import type { RouteDeps } from '../../http/route-deps.js';
import { actorOf } from '../../http/clinic-actor.js';
import { acceptPatientForm, listPatientForms, sendIntakeForm } from './patient-forms.js';
import {
  createIntakeForm,
  deleteIntakeForm,
  getIntakeForm,
  listIntakeForms,
  updateIntakeForm,
} from './settings.js';

/**
 * Intake forms: built in Settings (every member reads them, owners and administrators change
 * them), sent to patients and accepted into their record (clinicians: the answers are health
 * data, as the record's clinical fields are).
 */
export const intakeFormRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { ctx }) => {
  app.get(
    '/intake-forms',
    {
      config: { permission: 'clinic.read' },
      schema: {
        tags: ['intake-forms'],
        summary: "The clinic's intake forms, oldest first, with the services that send them",
        response: { 200: intakeFormsResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({ intakeForms: await listIntakeForms(ctx, actorOf(request)) }),
  );

  app.post(
    '/intake-forms',
    {
      config: { permission: 'clinic.manage' },
      schema: {
        tags: ['intake-forms'],
        summary: 'Create an intake form',
        body: intakeFormInputSchema,
        response: { 201: intakeFormResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ intakeForm: await createIntakeForm(ctx, actorOf(request), request.body) }),
  );

  app.get(
    '/intake-forms/:id',
    {
      config: { permission: 'clinic.read' },
      schema: {
        tags: ['intake-forms'],
        summary: 'One intake form',
        params: intakeFormParamsSchema,
        response: { 200: intakeFormResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      intakeForm: await getIntakeForm(ctx, actorOf(request), request.params.id),
    }),
  );

  app.put(
    '/intake-forms/:id',
    {
      config: { permission: 'clinic.manage' },
      schema: {
        tags: ['intake-forms'],
        summary: 'Replace an intake form; copies already sent keep the form as it was',
        params: intakeFormParamsSchema,
        body: intakeFormInputSchema,
        response: { 200: intakeFormResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      intakeForm: await updateIntakeForm(ctx, actorOf(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/intake-forms/:id',
    {
      config: { permission: 'clinic.manage' },
      schema: {
        tags: ['intake-forms'],
        summary: 'Delete an intake form; copies already sent stay with their patients',
        params: intakeFormParamsSchema,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await deleteIntakeForm(ctx, actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/patients/:patientId/intake-forms',
    {
      config: { permission: 'clinical.read' },
      schema: {
        tags: ['intake-forms'],
        summary: 'The forms sent to a patient, newest first, with their answers',
        params: patientParams,
        response: { 200: patientFormsResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      patientForms: await listPatientForms(ctx, actorOf(request), request.params.patientId),
    }),
  );

  app.post(
    '/patients/:patientId/intake-forms',
    {
      config: { permission: 'clinical.manage' },
      schema: {
        tags: ['intake-forms'],
        summary: 'Send one of the clinic’s forms to the patient now, by email through the portal',
        description:
          '409 PORTAL_OFF when the clinic’s portal is off (online booking); 409 NO_EMAIL when the patient has no email.',
        params: patientParams,
        body: sendIntakeFormSchema,
        response: { 201: patientFormResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        patientForm: await sendIntakeForm(
          ctx,
          actorOf(request),
          request.params.patientId,
          request.body.intakeFormId,
        ),
      }),
  );

  app.post(
    '/patients/:patientId/intake-forms/:id/accept',
    {
      config: { permission: 'clinical.manage' },
      schema: {
        tags: ['intake-forms'],
        summary: "Accept a submitted form: its chosen mapped answers go into the patient's record",
        description: '409 NOT_SUBMITTED before the patient sends it; 409 ALREADY_ACCEPTED after.',
        params: patientFormParamsSchema,
        body: acceptIntakeFormSchema,
        response: { 200: acceptIntakeFormResponseSchema, ...errorResponses },
      },
    },
    async (request) => acceptPatientForm(ctx, actorOf(request), request.params, request.body),
  );
};
