import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createPatientSchema,
  patientAccessHistorySchema,
  patientListQuerySchema,
  patientListSchema,
  patientResponseSchema,
  updatePatientSchema,
} from '../../../domain/patients.js';
import { patientTimelineSchema } from '../../../domain/patient-timeline.js';
import { idParams, patientParams } from '../../route-params.js';
import { errorResponses } from '../../http/error-responses.js';
import type { RouteDeps } from '../../http/route-deps.js';
import { actorOf } from '../../http/clinic-actor.js';
import { patientAccessHistory } from './access-history.js';
import { listPatients } from './list.js';
import { markPatientReviewed } from './review.js';
import { patientTimeline } from './timeline.js';
import { createPatient, findPatient, patientInClinic, updatePatient } from './service.js';
import { notFound } from '../../http-errors.js';

/** The patient record (issues "Scheduling" and "Clinical record"). */
export const patientRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { ctx }) => {
  app.get(
    '/patients',
    {
      config: { permission: 'patients.read' },
      schema: {
        tags: ['patients'],
        summary:
          "Search, filter, sort and page the patients (name, phone, email, date of birth); `limit` is the booking form's first page",
        querystring: patientListQuerySchema,
        response: { 200: patientListSchema, ...errorResponses },
      },
    },
    async (request) => listPatients(ctx.db, actorOf(request), request.query),
  );

  app.post(
    '/patients',
    {
      config: { permission: 'patients.manage' },
      schema: {
        tags: ['patients'],
        summary:
          "Create a patient within the plan's patient limit; 409 DUPLICATE_PATIENT names look-alikes unless confirmDuplicate",
        body: createPatientSchema,
        response: { 201: patientResponseSchema, ...errorResponses },
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
        summary: 'The whole record of one patient (clinical fields null without clinical.read)',
        params: idParams,
        response: { 200: patientResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      patient: await findPatient(ctx, actorOf(request), request.params.id),
    }),
  );

  app.put(
    '/patients/:id',
    {
      config: { permission: 'patients.manage' },
      schema: {
        tags: ['patients'],
        summary:
          'Replace the editable fields (clinical ones need clinical.manage; left out, they stay); 409 DUPLICATE_PATIENT unless confirmDuplicate',
        params: idParams,
        body: updatePatientSchema,
        response: { 200: patientResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      patient: await updatePatient(ctx, actorOf(request), request.params.id, request.body),
    }),
  );

  app.post(
    '/patients/:id/review',
    {
      config: { permission: 'patients.manage' },
      schema: {
        tags: ['patients'],
        summary:
          'Mark a patient booked online as reviewed (checked for a duplicate): needsReview becomes false',
        params: idParams,
        response: { 200: patientResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      patient: await markPatientReviewed(ctx, actorOf(request), request.params.id),
    }),
  );

  app.get(
    '/patients/:id/access-history',
    {
      config: { permission: 'patients.access_history' },
      schema: {
        tags: ['patients'],
        summary: "Who opened or changed this patient's record, newest first (at most 200)",
        params: idParams,
        response: { 200: patientAccessHistorySchema, ...errorResponses },
      },
    },
    async (request) => {
      const { clinicId } = actorOf(request);
      if (!(await patientInClinic(ctx.db, clinicId, request.params.id)))
        throw notFound('The patient');
      return { entries: await patientAccessHistory(ctx.db, clinicId, request.params.id) };
    },
  );

  app.get(
    '/patients/:patientId/timeline',
    {
      config: { permission: 'patients.read' },
      schema: {
        tags: ['patients'],
        summary:
          'Everything about this patient, newest first (at most 200); clinical events need clinical.read',
        params: patientParams,
        response: { 200: patientTimelineSchema, ...errorResponses },
      },
    },
    async (request) => ({
      events: await patientTimeline(ctx, actorOf(request), request.params.patientId),
    }),
  );
};
