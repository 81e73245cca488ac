import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  appointmentDetailsResponseSchema,
  appointmentListResponseSchema,
  appointmentsWrittenSchema,
  calendarQuerySchema,
  createAppointmentSchema,
  DEFAULT_WINDOW_DAYS_AFTER,
  DEFAULT_WINDOW_DAYS_BEFORE,
  MAX_RANGE_DAYS,
  patientAppointmentsSchema,
  statusChangeSchema,
  todayAppointmentsSchema,
  todayQuerySchema,
  updateAppointmentSchema,
  type CalendarAppointment,
} from '../../../domain/appointments.js';
import { localDayOf } from '../../../domain/clinic-time.js';
import { requireClinic } from '../../plugins/sessions.js';
import { idParams, patientParams } from '../../route-params.js';
import { errorResponses } from '../../http/error-responses.js';
import type { RouteDeps } from '../../http/route-deps.js';
import { actorOf } from '../../http/clinic-actor.js';
import { createAppointments } from './booking.js';
import { listCalendar, listCalendarWindow } from './calendar.js';
import { updateAppointment } from './changes.js';
import { appointmentDetails } from './details.js';
import { patientAppointments } from './patient-appointments.js';
import { clinicHoursOf } from '../../clinic/clinic-hours.js';
import { changeStatus } from './status.js';

const written = (all: CalendarAppointment[], id?: string) => ({
  appointment: all.find((appointment) => appointment.id === id) ?? all[0]!,
  appointments: all,
});

/** The calendar and the appointments behind it. */
export const appointmentRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { ctx }) => {
  app.get(
    '/appointments',
    {
      config: { permission: 'appointments.read' },
      schema: {
        tags: ['appointments'],
        summary:
          'Appointments overlapping [from, to), optionally of one therapist or one location (with blocked time that holds everywhere)',
        description:
          `Give both \`from\` and \`to\` (at most ${MAX_RANGE_DAYS} days apart), or neither. ` +
          `Without them the window runs from local midnight ${DEFAULT_WINDOW_DAYS_BEFORE} days ` +
          `before today to local midnight ${DEFAULT_WINDOW_DAYS_AFTER} days after today, in the ` +
          `clinic's time zone (one week back, seven weeks ahead).`,
        querystring: calendarQuerySchema,
        response: { 200: appointmentListResponseSchema, ...errorResponses },
      },
      // The week's rows come straight from one typed query (calendar.ts): checking each of up to
      // a thousand against the schema again cost more than the query itself (bench calendar-api).
      serializerCompiler: () => (data) => JSON.stringify(data),
    },
    async (request) => {
      const { from, to, therapistId, locationId, includeCancelled } = request.query;
      return {
        appointments: await listCalendarWindow(ctx, requireClinic(request), {
          from: from === undefined ? undefined : new Date(from),
          to: to === undefined ? undefined : new Date(to),
          therapistId,
          locationId,
          includeCancelled: includeCancelled === 'true',
        }),
      };
    },
  );

  app.get(
    '/appointments/today',
    {
      config: { permission: 'appointments.read' },
      schema: {
        tags: ['appointments'],
        summary: "Today's appointments in the clinic's time zone, by start",
        querystring: todayQuerySchema,
        response: {
          200: todayAppointmentsSchema,
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const viewer = requireClinic(request);
      const { timeZone } = await clinicHoursOf(ctx.db, viewer.clinicId);
      const today = localDayOf(ctx.clock.now(), timeZone);
      return {
        date: today.date,
        timeZone,
        appointments: await listCalendar(ctx.db, viewer, {
          from: today.start,
          to: today.end,
          therapistId: request.query.therapistId,
          includeCancelled: request.query.includeCancelled === 'true',
        }),
      };
    },
  );

  app.get(
    '/patients/:patientId/appointments',
    {
      config: { permission: 'patients.read' },
      schema: {
        tags: ['appointments', 'patients'],
        summary:
          "A patient's upcoming (soonest first) and past (newest first) appointments, at most 50 each, cancelled included",
        params: patientParams,
        response: { 200: patientAppointmentsSchema, ...errorResponses },
      },
    },
    async (request) =>
      patientAppointments(
        ctx.db,
        requireClinic(request),
        request.params.patientId,
        ctx.clock.now(),
      ),
  );

  app.post(
    '/appointments',
    {
      config: { permission: 'appointments.manage' },
      schema: {
        tags: ['appointments'],
        summary: 'Book an appointment, blocked time or a recurring series (all or nothing)',
        body: createAppointmentSchema,
        response: { 201: appointmentsWrittenSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(written(await createAppointments(ctx, actorOf(request), request.body))),
  );

  app.get(
    '/appointments/:id',
    {
      config: { permission: 'appointments.read' },
      schema: {
        tags: ['appointments'],
        summary: 'One appointment with patient, service, room, series and history',
        params: idParams,
        response: { 200: appointmentDetailsResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      appointment: await appointmentDetails(ctx.db, actorOf(request), request.params.id),
    }),
  );

  app.patch(
    '/appointments/:id',
    {
      config: { permission: 'appointments.manage' },
      schema: {
        tags: ['appointments'],
        summary: 'Move, resize or change an appointment (scope: one or following in a series)',
        params: idParams,
        body: updateAppointmentSchema,
        response: { 200: appointmentsWrittenSchema, ...errorResponses },
      },
    },
    async (request) =>
      written(
        await updateAppointment(ctx, actorOf(request), request.params.id, request.body),
        request.params.id,
      ),
  );

  app.post(
    '/appointments/:id/status',
    {
      config: { permission: 'appointments.manage' },
      schema: {
        tags: ['appointments'],
        summary: 'Confirm, check in, complete, no-show or cancel (with a reason)',
        params: idParams,
        body: statusChangeSchema,
        response: { 200: appointmentsWrittenSchema, ...errorResponses },
      },
    },
    async (request) =>
      written(
        await changeStatus(ctx, actorOf(request), request.params.id, request.body),
        request.params.id,
      ),
  );
};
