import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createPackageSchema,
  packageListResponseSchema,
  packageResponseSchema,
  patientPackageListResponseSchema,
  sellPackageResponseSchema,
  sellPackageSchema,
  updatePackageSchema,
} from '../../../domain/packages.js';
import { requireClinic } from '../../plugins/sessions.js';
import { idParams } from '../../route-params.js';
import { errorResponses } from '../../http/error-responses.js';
import type { RouteDeps } from '../../http/route-deps.js';
import { actorOf } from '../../http/clinic-actor.js';
import { createPackage, packagesOf, updatePackage } from './definitions.js';
import { listPatientPackages } from './patient-packages.js';
import { sellPackage } from './sell.js';

/** Prepaid packages: the clinic's definitions, and those sold to a patient. */
export const packageRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { ctx }) => {
  app.get(
    '/packages',
    {
      config: { permission: 'invoices.read' },
      schema: {
        tags: ['packages'],
        summary: "The clinic's prepaid packages, active ones first",
        response: { 200: packageListResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({ packages: await packagesOf(ctx.db, requireClinic(request).clinicId) }),
  );

  app.post(
    '/packages',
    {
      config: { permission: 'clinic.manage' },
      schema: {
        tags: ['packages'],
        summary: 'Add a prepaid package: N sessions of one service for one price',
        body: createPackageSchema,
        response: { 201: packageResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ package: await createPackage(ctx, actorOf(request), request.body) }),
  );

  app.patch(
    '/packages/:id',
    {
      config: { permission: 'clinic.manage' },
      schema: {
        tags: ['packages'],
        summary: 'Change a package; its service is fixed once one is sold (409 PACKAGE_SOLD)',
        params: idParams,
        body: updatePackageSchema,
        response: { 200: packageResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      package: await updatePackage(ctx, actorOf(request), request.params.id, request.body),
    }),
  );

  app.get(
    '/patients/:id/packages',
    {
      config: { permission: 'invoices.read' },
      schema: {
        tags: ['packages'],
        summary: "The patient's packages with the sessions left and their expiry",
        params: idParams,
        response: { 200: patientPackageListResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      packages: await listPatientPackages(ctx, actorOf(request), request.params.id),
    }),
  );

  app.post(
    '/patients/:id/packages',
    {
      config: { permission: 'invoices.manage' },
      schema: {
        tags: ['packages'],
        summary: 'Sell a package to the patient, on a draft invoice at its price',
        params: idParams,
        body: sellPackageSchema,
        response: { 201: sellPackageResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await sellPackage(ctx, actorOf(request), request.params.id, request.body)),
  );
};
