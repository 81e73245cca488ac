import type { LoaderFunctionArgs } from 'react-router';
import { ApiError } from '../../lib/http';
import { queryClient } from '../../lib/query-client';
import { notFound, requireUuidParam } from '../../lib/route-params';
import { appointmentQuery, clinicSettingsQuery } from './appointment-api';
import { appointmentsQuery } from './calendar/calendar-api';
import { isSmallScreen, openingView } from './calendar/opening-view';
import { visibleRange } from './calendar/visible-range';

/**
 * The calendar's first view with its appointments, before it shows: one render with everything
 * instead of an empty grid first. A failure here is left to the calendar, which offers a retry.
 */
export async function calendarLoader() {
  try {
    const { timeZone } = await queryClient.ensureQueryData(clinicSettingsQuery);
    const range = visibleRange(openingView(isSmallScreen()), new Date(), timeZone);
    await queryClient.ensureQueryData(appointmentsQuery(range, null));
  } catch {
    // the calendar asks again and shows what went wrong
  }
  return null;
}

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
