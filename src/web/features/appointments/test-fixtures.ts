import type { AppointmentDetails, CalendarAppointment } from '../../../domain/appointments.js';
import { demoOwnerMember, demoTherapistMember } from '../../test/api-mock';

export const CLINIC_ZONE = 'Europe/Belgrade';

export const appointmentId = (n: number) =>
  `00000000-0000-4000-8000-00000000a${String(n).padStart(3, '0')}`;

export const patientId = '00000000-0000-4000-8000-0000000000aa';

/** Milica Jovanović with Jelena Ilić, Thursday 26 November 2026 10:00–11:00 in Belgrade. */
export function appointmentDetails(
  overrides: Partial<AppointmentDetails> = {},
): AppointmentDetails {
  return {
    id: appointmentId(1),
    title: 'Milica Jovanović · Manual therapy',
    start: '2026-11-26T09:00:00.000Z',
    end: '2026-11-26T10:00:00.000Z',
    therapistId: demoTherapistMember.userId,
    labelColor: '#2f9e44',
    status: 'scheduled',
    patientId,
    patientName: 'Milica Jovanović',
    serviceId: '00000000-0000-4000-8000-0000000000e5',
    serviceName: 'Manual therapy',
    roomId: '00000000-0000-4000-8000-0000000000e6',
    locationId: null,
    seriesId: null,
    noteStatus: null,
    ownLabelColor: null,
    treatmentPlanId: null,
    cancelReason: null,
    confirmedByPatientAt: null,
    notes: 'Left shoulder, second week after surgery.',
    patient: {
      id: patientId,
      firstName: 'Milica',
      lastName: 'Jovanović',
      phone: '+381 64 123 4567',
      email: 'milica@example.com',
    },
    therapistName: 'Jelena Ilić',
    service: {
      id: '00000000-0000-4000-8000-0000000000e5',
      name: 'Manual therapy',
      durationMinutes: 60,
      color: '#2f9e44',
    },
    room: { id: '00000000-0000-4000-8000-0000000000e6', name: 'Room 2' },
    series: null,
    createdAt: '2026-11-20T08:00:00.000Z',
    billing: 'not_invoiced',
    history: [
      {
        at: '2026-11-20T08:00:00.000Z',
        action: 'appointment.create',
        actorName: 'Ana Marković',
        changes: { start: '2026-11-26T09:00:00.000Z', end: '2026-11-26T10:00:00.000Z' },
      },
    ],
    visitNote: null,
    ...overrides,
  };
}

/** One row of GET /appointments/today, with Jelena Ilić unless said otherwise. */
export function todayAppointment(
  n: number,
  patientName: string | null,
  start: string,
  end: string,
  extra: Partial<CalendarAppointment> = {},
): CalendarAppointment {
  return {
    id: appointmentId(n),
    title: patientName ?? 'Team meeting',
    start,
    end,
    therapistId: demoTherapistMember.userId,
    labelColor: '#2f9e44',
    status: 'scheduled',
    patientId: patientName ? patientId : null,
    patientName,
    serviceId: null,
    serviceName: null,
    roomId: null,
    locationId: null,
    seriesId: null,
    noteStatus: null,
    ...extra,
  };
}

export const ownerTherapistId = demoOwnerMember.userId;
