import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  diagnosisInputSchema,
  diagnosisListResponseSchema,
  diagnosisResponseSchema,
} from '../../../domain/diagnoses.js';
import {
  icd10SearchResponseSchema,
  icd10SearchSchema,
  searchIcd10,
} from '../../../domain/icd10-search.js';
import { errorResponses } from '../../http/error-responses.js';
import type { RouteDeps } from '../../http/route-deps.js';
import { actorOf } from '../../http/clinic-actor.js';
import { patientParams, patientRecordParams } from '../../route-params.js';
import { createDiagnosis, listDiagnoses, readDiagnosis, updateDiagnosis } from './service.js';

const tags = ['diagnoses'];

/** ICD-10 look-up and a patient's diagnoses. */
export const diagnosisRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { ctx }) => {
  app.get(
    '/icd10',
    {
      config: { permission: 'clinical.read' },
      schema: {
        tags,
        summary:
          'Search the shipped ICD-10 list by code prefix, words of the title or everyday names (at most 20)',
        querystring: icd10SearchSchema,
        response: { 200: icd10SearchResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({ codes: searchIcd10(request.query.search) }),
  );

  app.get(
    '/patients/:patientId/diagnoses',
    {
      config: { permission: 'clinical.read' },
      schema: {
        tags,
        summary: "A patient's diagnoses, active first, newest first",
        params: patientParams,
        response: { 200: diagnosisListResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      diagnoses: await listDiagnoses(ctx, actorOf(request), request.params.patientId),
    }),
  );

  app.post(
    '/patients/:patientId/diagnoses',
    {
      config: { permission: 'clinical.manage' },
      schema: {
        tags,
        summary: 'Record a diagnosis: an ICD-10 code of the list or a description',
        params: patientParams,
        body: diagnosisInputSchema,
        response: { 201: diagnosisResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        diagnosis: await createDiagnosis(
          ctx,
          actorOf(request),
          request.params.patientId,
          request.body,
        ),
      }),
  );

  app.get(
    '/patients/:patientId/diagnoses/:id',
    {
      config: { permission: 'clinical.read' },
      schema: {
        tags,
        summary: 'One diagnosis of the patient',
        params: patientRecordParams,
        response: { 200: diagnosisResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      diagnosis: await readDiagnosis(
        ctx,
        actorOf(request),
        request.params.patientId,
        request.params.id,
      ),
    }),
  );

  app.put(
    '/patients/:patientId/diagnoses/:id',
    {
      config: { permission: 'clinical.manage' },
      schema: {
        tags,
        summary: 'Replace a diagnosis (resolve it by status; diagnoses are never deleted)',
        params: patientRecordParams,
        body: diagnosisInputSchema,
        response: { 200: diagnosisResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      diagnosis: await updateDiagnosis(
        ctx,
        actorOf(request),
        request.params.patientId,
        request.params.id,
        request.body,
      ),
    }),
  );
};
