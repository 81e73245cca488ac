import type { LoaderFunctionArgs } from 'react-router';
import { requireUuidParam } from '../../lib/route-params';

// For now these only check the URL; they will prefetch the appointment with ensureQueryData.

export function appointmentLoader({ params }: LoaderFunctionArgs) {
  return { appointmentId: requireUuidParam(params.id) };
}

export function editAppointmentLoader({ params }: LoaderFunctionArgs) {
  return { appointmentId: requireUuidParam(params.id) };
}
