import { appointmentStatusLabels, type AppointmentStatus } from '../../../../domain/scheduling.js';
import { formatTime } from './clinic-time';
import type { CalendarEvent } from './slot-groups';
import type { CalendarNames } from './time-grid-context';

export interface EventDetails {
  heading: string;
  lines: { label: string; value: string }[];
}

/** A group's details list this many of its appointments, then how many more. */
const GROUP_LINES = 6;

const timeRange = (start: Date, end: Date, zone: string) =>
  `${formatTime(start, zone)} – ${formatTime(end, zone)}`;

/** Everything a block of the week or day view stands for, for its tooltip. */
export function eventDetails(
  event: CalendarEvent,
  zone: string,
  names: CalendarNames,
): EventDetails {
  const time = { label: 'Time', value: timeRange(event.start, event.end, zone) };
  if (event.kind === 'group') {
    const listed = event.appointments.slice(0, GROUP_LINES).map((appointment) => ({
      label: formatTime(new Date(appointment.start), zone),
      value: appointment.patientName ?? appointment.title,
    }));
    const more = event.appointments.length - listed.length;
    return {
      heading: event.title,
      lines: [time, ...listed, ...(more > 0 ? [{ label: 'Also', value: `${more} more` }] : [])],
    };
  }
  const { appointment } = event;
  const status =
    appointmentStatusLabels[appointment.status as AppointmentStatus] ?? appointment.status;
  const lines = [
    time,
    appointment.patientName
      ? { label: 'Patient', value: appointment.patientName }
      : { label: 'Kind', value: 'Blocked time' },
    { label: 'Service', value: appointment.serviceName ?? 'No service' },
    { label: 'Practitioner', value: names.member(appointment.therapistId) ?? 'Team member' },
    {
      label: 'Room',
      value: (appointment.roomId && names.room(appointment.roomId)) || 'No room',
    },
    { label: 'Status', value: status },
  ];
  return { heading: appointment.patientName ?? appointment.title, lines };
}
