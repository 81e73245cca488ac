import type { CalendarAppointment } from '../../../../domain/appointments.js';
import type { Service } from '../../../../domain/services.js';
import {
  noteTemplateText,
  type VisitNote,
  type VisitNoteSummary,
} from '../../../../domain/visit-notes.js';
import { demoTherapistMember, ownerUser } from '../../../test/api-mock';

/** Test data of the visit notes panel: one patient, her visits, and two notes. */

export const PATIENT_ID = '00000000-0000-4000-8000-0000000007a1';
export const PATIENT_PATH = `/dashboard/patients/${PATIENT_ID}`;

export const assessmentService: Service = {
  id: '00000000-0000-4000-8000-0000000007b1',
  name: 'Initial assessment',
  durationMinutes: 60,
  priceMinor: 9000,
  currency: 'USD',
  color: '#0c7a81',
  noteTemplate: 'initial_assessment',
  active: true,
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 0,
  locationIds: [],
  practitionerIds: [],
};
export const dischargeService: Service = {
  ...assessmentService,
  id: '00000000-0000-4000-8000-0000000007b2',
  name: 'Discharge review',
  noteTemplate: 'discharge',
};

const visit = (
  id: string,
  start: string,
  service: Service | null,
  overrides: Partial<CalendarAppointment> = {},
): CalendarAppointment => ({
  id,
  title: service?.name ?? 'Visit',
  start,
  end: start.replace('T12:00', 'T13:00'),
  therapistId: demoTherapistMember.userId,
  labelColor: '#0c7a81',
  status: 'completed',
  patientId: PATIENT_ID,
  patientName: 'Mira Kovač',
  serviceId: service?.id ?? null,
  serviceName: service?.name ?? null,
  roomId: null,
  locationId: null,
  seriesId: null,
  noteStatus: null,
  ...overrides,
});

/** Noon UTC, so the day is the same in any test machine's zone. */
export const assessmentVisit = visit(
  '00000000-0000-4000-8000-0000000007c1',
  '2026-11-02T12:00:00.000Z',
  assessmentService,
);
export const followUpVisit = visit(
  '00000000-0000-4000-8000-0000000007c2',
  '2026-11-09T12:00:00.000Z',
  null,
);
export const notedVisit = visit(
  '00000000-0000-4000-8000-0000000007c3',
  '2026-10-26T12:00:00.000Z',
  assessmentService,
);
export const upcomingDischarge = visit(
  '00000000-0000-4000-8000-0000000007c4',
  '2026-12-07T12:00:00.000Z',
  dischargeService,
  { status: 'scheduled' },
);

export const patientVisits = {
  past: [followUpVisit, assessmentVisit, notedVisit],
  upcoming: [upcomingDischarge],
};

const base = {
  patientId: PATIENT_ID,
  signedById: null,
  signedByName: null,
  signedAt: null,
  addendaCount: 0,
  createdAt: '2026-10-26T14:00:00.000Z',
  updatedAt: '2026-10-26T14:00:00.000Z',
};

/** The owner's draft of the October assessment. */
export const ownerDraft: VisitNote = {
  ...base,
  id: '00000000-0000-4000-8000-0000000007d1',
  appointmentId: notedVisit.id,
  appointmentStartsAt: notedVisit.start,
  template: 'initial_assessment',
  status: 'draft',
  authorId: ownerUser.user.id,
  authorName: 'Ana Marković',
  ...noteTemplateText.initial_assessment,
  subjective: 'Right knee pain for 3 weeks after a football tackle.',
  addenda: [],
};

/** The therapist's signed note without a visit, with one addendum. */
export const therapistSigned: VisitNote = {
  ...base,
  id: '00000000-0000-4000-8000-0000000007d2',
  appointmentId: null,
  appointmentStartsAt: null,
  template: 'follow_up',
  status: 'signed',
  authorId: demoTherapistMember.userId,
  authorName: 'Jelena Ilić',
  signedById: demoTherapistMember.userId,
  signedByName: 'Jelena Ilić',
  signedAt: '2026-10-20T12:00:00.000Z',
  createdAt: '2026-10-20T11:00:00.000Z',
  subjective: 'Phone review: pain 2/10, walking 5 km.',
  objective: 'Not examined (phone call).',
  assessment: 'Improving as expected.',
  plan: 'Continue the home programme.',
  addendaCount: 1,
  addenda: [
    {
      id: '00000000-0000-4000-8000-0000000007e1',
      body: 'Correction: walking 3 km, not 5.',
      authorId: demoTherapistMember.userId,
      authorName: 'Jelena Ilić',
      createdAt: '2026-10-21T12:00:00.000Z',
    },
  ],
};

/** The therapist's own draft of a later visit. */
export const therapistDraft: VisitNote = {
  ...therapistSigned,
  id: '00000000-0000-4000-8000-0000000007d3',
  status: 'draft',
  signedById: null,
  signedByName: null,
  signedAt: null,
  addendaCount: 0,
  addenda: [],
};

export function summaryOf(note: VisitNote): VisitNoteSummary {
  const {
    subjective: _subjective,
    objective: _objective,
    assessment: _assessment,
    plan: _plan,
    addenda: _addenda,
    ...summary
  } = note;
  return summary;
}
