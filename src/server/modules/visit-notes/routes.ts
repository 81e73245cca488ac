import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addendumResponseSchema,
  createAddendumSchema,
  createVisitNoteSchema,
  notesToFinishQuerySchema,
  notesToFinishSchema,
  updateVisitNoteSchema,
  visitNoteListResponseSchema,
  visitNoteResponseSchema,
} from '../../../domain/visit-notes.js';
import { idParams, patientParams } from '../../route-params.js';
import { errorResponses } from '../../http/error-responses.js';
import type { RouteDeps } from '../../http/route-deps.js';
import { actorOf } from '../../http/clinic-actor.js';
import { addAddendum, createNote, listNotes, readNote, signNote, updateNote } from './service.js';
import { notesToFinish } from './to-finish.js';

/** SOAP visit notes: assistants have no access to them. */
export const visitNoteRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { ctx }) => {
  app.get(
    '/patients/:patientId/notes',
    {
      config: { permission: 'clinical.read' },
      schema: {
        tags: ['visit notes'],
        summary: "A patient's visit notes, newest first, with how many addenda each has",
        params: patientParams,
        response: {
          200: visitNoteListResponseSchema,
          ...errorResponses,
        },
      },
    },
    async (request) => ({
      notes: await listNotes(ctx, actorOf(request), request.params.patientId),
    }),
  );

  app.post(
    '/patients/:patientId/notes',
    {
      config: { permission: 'clinical.manage' },
      schema: {
        tags: ['visit notes'],
        summary:
          "Start a draft note from a template (the one asked for, else the appointment's service's, else follow-up); one note per appointment",
        params: patientParams,
        body: createVisitNoteSchema,
        response: { 201: visitNoteResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        note: await createNote(ctx, actorOf(request), request.params.patientId, request.body),
      }),
  );

  app.get(
    '/notes/to-finish',
    {
      config: { permission: 'clinical.read' },
      schema: {
        tags: ['visit notes'],
        summary:
          "A clinician's completed patient visits without a signed note (none or a draft), oldest first; owners and admins may name a colleague",
        querystring: notesToFinishQuerySchema,
        response: { 200: notesToFinishSchema, ...errorResponses },
      },
    },
    async (request) => notesToFinish(ctx, actorOf(request), request.query),
  );

  app.get(
    '/notes/:id',
    {
      config: { permission: 'clinical.read' },
      schema: {
        tags: ['visit notes'],
        summary: 'One visit note with its addenda and the names of its author and signer',
        params: idParams,
        response: { 200: visitNoteResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({ note: await readNote(ctx, actorOf(request), request.params.id) }),
  );

  app.put(
    '/notes/:id',
    {
      config: { permission: 'clinical.manage' },
      schema: {
        tags: ['visit notes'],
        summary: "Change a draft's sections (its author only; a signed note answers 409)",
        params: idParams,
        body: updateVisitNoteSchema,
        response: { 200: visitNoteResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      note: await updateNote(ctx, actorOf(request), request.params.id, request.body),
    }),
  );

  app.post(
    '/notes/:id/sign',
    {
      config: { permission: 'clinical.manage' },
      schema: {
        tags: ['visit notes'],
        summary:
          'Sign a draft: it is locked, the signer and time are recorded (author, owner, admin)',
        params: idParams,
        response: { 200: visitNoteResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({ note: await signNote(ctx, actorOf(request), request.params.id) }),
  );

  app.post(
    '/notes/:id/addenda',
    {
      config: { permission: 'clinical.manage' },
      schema: {
        tags: ['visit notes'],
        summary: 'Add a correction to a signed note (its author, owners and admins)',
        params: idParams,
        body: createAddendumSchema,
        response: { 201: addendumResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        addendum: await addAddendum(ctx, actorOf(request), request.params.id, request.body.body),
      }),
  );
};
