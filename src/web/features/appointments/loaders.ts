import type { LoaderFunctionArgs } from 'react-router';
import { ensureRouteData } from '../../lib/route-data';
import { requireUuidParam } from '../../lib/route-params';
import { appointmentQuery } from './appointment-api';

/**
 * The appointment, before the screen shows. One of another clinic, or none at all, answers 404
 * from the API and reaches the route error screen as 'page not found'.
 */
async function loadAppointment({ params }: LoaderFunctionArgs) {
  const appointmentId = requireUuidParam(params.id);
  await ensureRouteData(appointmentQuery(appointmentId));
  return { appointmentId };
}

export const appointmentLoader = loadAppointment;
export const editAppointmentLoader = loadAppointment;
