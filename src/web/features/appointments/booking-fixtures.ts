import type { AppointmentDetails, CalendarAppointment } from '../../../domain/appointments.js';
import type { ClinicSettings } from '../../../domain/clinic-settings.js';
import type { Patient, PatientRecord } from '../../../domain/patients.js';
import type { Service } from '../../../domain/services.js';
import type { TreatmentPlanSummary } from '../../../domain/treatment-plans.js';
import { demoMembers, demoTherapistMember, json, mockApi, ownerUser } from '../../test/api-mock';

/** The booking screens' fake clinic: an hour ahead of UTC in winter, two ahead in summer. */
export const ZONE = 'Europe/Belgrade';

export const ROOM_ID = '00000000-0000-4000-8000-0000000000b1';

export const bookingSettings: ClinicSettings = {
  name: 'Demo Physio Clinic',
  address: '',
  phone: '',
  email: '',
  logoUrl: null,
  timeZone: ZONE,
  openingHours: [null, ...Array(5).fill({ open: '08:00', close: '20:00' }), null],
  rooms: [
    {
      id: ROOM_ID,
      name: 'Room 1',
      active: true,
      locationId: '00000000-0000-4000-8000-00000000010c',
    },
    {
      id: '00000000-0000-4000-8000-0000000000b2',
      name: 'Old gym',
      active: false,
      locationId: '00000000-0000-4000-8000-00000000010c',
    },
  ],
  remindersEnabled: false,
  reminderHoursBefore: 24,
  cancellationPolicy: '',
  currency: 'USD',
  locale: 'en-US',
  taxRateBasisPoints: 0,
  pricesIncludeTax: false,
  slotSpacingMinutes: 15,
  cliniciansEditOwnSchedule: false,
  taxNumber: '',
  paymentInstructions: '',
  invoiceDueDays: 14,
  autoDraftInvoices: true,
  noShowFeeKind: 'none',
  noShowFeeValue: 0,
  lateCancelFeeKind: 'none',
  lateCancelFeeValue: 0,
  lateCancelWindowHours: 24,
};

export const assessment: Service = {
  id: '00000000-0000-4000-8000-0000000005e1',
  name: 'Initial assessment',
  durationMinutes: 60,
  priceMinor: 6000,
  currency: 'USD',
  color: '#1c7ed6',
  noteTemplate: 'initial_assessment',
  active: true,
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 0,
  locationIds: [],
  practitionerIds: [],
};

export const followUp: Service = {
  ...assessment,
  id: '00000000-0000-4000-8000-0000000005e2',
  name: 'Follow-up',
  durationMinutes: 45,
  noteTemplate: 'follow_up',
};

export const retiredService: Service = {
  ...followUp,
  id: '00000000-0000-4000-8000-0000000005e3',
  name: 'Sports massage',
  active: false,
};

export const ivana: Patient = {
  id: '00000000-0000-4000-8000-0000000000a1',
  firstName: 'Ivana',
  lastName: 'Lukić',
  dateOfBirth: null,
  phone: '+381 60 123 4567',
  email: '',
  consentToContact: true,
  consentToSms: false,
  smsOptedOut: false,
  status: 'active',
  createdAt: '2026-01-05T09:00:00.000Z',
};

/** Ivana's record as GET /patients/{id} answers it. */
export const ivanaRecord: PatientRecord = {
  ...ivana,
  primaryTherapistId: null,
  bookedOnline: false,
  needsReview: false,
  sex: null,
  address: '',
  occupation: '',
  emergencyContactName: '',
  emergencyContactPhone: '',
  insurer: '',
  policyNumber: '',
  referralSource: '',
  referringDoctor: '',
  medicalHistory: '',
  allergies: '',
  medications: '',
  redFlags: '',
  consentToTreatmentOn: null,
  notes: '',
  updatedAt: '2026-01-05T09:00:00.000Z',
};

/** One of Ivana's treatment plans: active, 2 of 8 sessions done. */
export function ivanaPlan(overrides: Partial<TreatmentPlanSummary> = {}): TreatmentPlanSummary {
  return {
    id: '00000000-0000-4000-8000-0000000000e1',
    patientId: ivana.id,
    title: 'Rotator cuff loading',
    diagnosisId: null,
    status: 'active',
    startsOn: '2026-02-02',
    endsOn: null,
    plannedSessions: 8,
    sessionsDone: 2,
    updatedAt: '2026-03-01T09:00:00.000Z',
    ...overrides,
  };
}

export const APPOINTMENT_ID = '00000000-0000-4000-8000-0000000000bb';

export function calendarAppointment(
  overrides: Partial<CalendarAppointment> = {},
): CalendarAppointment {
  return {
    id: APPOINTMENT_ID,
    title: 'Ivana Lukić',
    start: '2026-03-09T08:30:00.000Z',
    end: '2026-03-09T09:30:00.000Z',
    therapistId: demoTherapistMember.userId,
    labelColor: '#1c7ed6',
    status: 'scheduled',
    patientId: ivana.id,
    patientName: 'Ivana Lukić',
    serviceId: assessment.id,
    serviceName: assessment.name,
    roomId: null,
    locationId: null,
    seriesId: null,
    noteStatus: null,
    ...overrides,
  };
}

export function appointmentDetails(
  overrides: Partial<AppointmentDetails> = {},
): AppointmentDetails {
  return {
    ...calendarAppointment(),
    ownLabelColor: null,
    treatmentPlanId: null,
    cancelReason: null,
    confirmedByPatientAt: null,
    notes: 'Left knee, after the skiing injury.',
    patient: {
      id: ivana.id,
      firstName: ivana.firstName,
      lastName: ivana.lastName,
      phone: ivana.phone,
      email: ivana.email,
    },
    therapistName: 'Jelena Ilić',
    service: { id: assessment.id, name: assessment.name, durationMinutes: 60, color: '#1c7ed6' },
    room: null,
    series: null,
    createdAt: '2026-03-01T09:00:00.000Z',
    billing: 'not_invoiced',
    history: [],
    visitNote: null,
    ...overrides,
  };
}

/** A fake API answering what the booking form reads (Ivana has no plans); `handlers` add the writes. */
export function mockBooking(handlers: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/v1/users/current-user': () => json(200, ownerUser),
    'GET /api/v1/clinic/settings': () => json(200, { settings: bookingSettings }),
    'GET /api/v1/services': () => json(200, { services: [assessment, followUp, retiredService] }),
    'GET /api/v1/team/members': () => json(200, { members: demoMembers }),
    'GET /api/v1/patients': () => json(200, { patients: [ivana] }),
    [`GET /api/v1/patients/${ivana.id}/treatment-plans`]: () => json(200, { treatmentPlans: [] }),
    ...handlers,
  });
}

/** The JSON bodies the app sent as `method path`. */
export function bodiesSent(fetchMock: ReturnType<typeof mockApi>, method: string, path: string) {
  return fetchMock.mock.calls
    .filter(([input, init]) => init?.method === method && String(input) === `/api/v1${path}`)
    .map(([, init]) => JSON.parse(String(init!.body)) as Record<string, unknown>);
}
