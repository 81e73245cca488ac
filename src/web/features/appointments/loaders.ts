import type { LoaderFunctionArgs } from 'react-router';
import { ApiError } from '../../lib/http';
import { queryClient } from '../../lib/query-client';
import { notFound, requireUuidParam } from '../../lib/route-params';
import { appointmentQuery } from './appointment-api';

/**
 * The appointment, before the screen shows. One of another clinic, or none at all, answers 404
 * from the API and reaches the route error screen as 'page not found'.
 */
async function loadAppointment({ params }: LoaderFunctionArgs) {
  const appointmentId = requireUuidParam(params.id);
  try {
    await queryClient.ensureQueryData(appointmentQuery(appointmentId));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw notFound();
    throw error;
  }
  return { appointmentId };
}

export const appointmentLoader = loadAppointment;
export const editAppointmentLoader = loadAppointment;
