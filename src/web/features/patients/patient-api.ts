import { queryOptions } from '@tanstack/react-query';
import type { PatientAppointments } from '../../../domain/appointments.js';
import type { DiagnosisListResponse } from '../../../domain/diagnoses.js';
import type { PatientRecord, PatientResponse } from '../../../domain/patients.js';
import type { TreatmentPlanListResponse } from '../../../domain/treatment-plans.js';
import { http } from '../../lib/http';

/**
 * Query keys of the patient screens. Everything about one patient lives under
 * `patientKeys.record(id)`, so invalidating that key refreshes the record and every list on
 * its page (diagnoses, plans, notes, attachments, appointments, timeline, access history).
 * Lists of patients live under `patientKeys.lists`.
 */
export const patientKeys = {
  all: ['patients'] as const,
  lists: ['patients', 'list'] as const,
  record: (patientId: string) => ['patients', 'record', patientId] as const,
  part: (patientId: string, part: string, ...rest: unknown[]) =>
    ['patients', 'record', patientId, part, ...rest] as const,
};

export const patientQuery = (patientId: string) =>
  queryOptions({
    queryKey: patientKeys.record(patientId),
    queryFn: async ({ signal }) =>
      (await http.get<PatientResponse>(`/patients/${patientId}`, { signal })).patient,
  });

export function patientName(patient: Pick<PatientRecord, 'firstName' | 'lastName'>): string {
  return `${patient.firstName} ${patient.lastName}`;
}

export const patientAppointmentsQuery = (patientId: string) =>
  queryOptions({
    queryKey: patientKeys.part(patientId, 'appointments'),
    queryFn: ({ signal }) =>
      http.get<PatientAppointments>(`/patients/${patientId}/appointments`, { signal }),
  });

export const patientDiagnosesQuery = (patientId: string) =>
  queryOptions({
    queryKey: patientKeys.part(patientId, 'diagnoses'),
    queryFn: async ({ signal }) =>
      (await http.get<DiagnosisListResponse>(`/patients/${patientId}/diagnoses`, { signal }))
        .diagnoses,
  });

export const patientPlansQuery = (patientId: string) =>
  queryOptions({
    queryKey: patientKeys.part(patientId, 'treatment-plans'),
    queryFn: async ({ signal }) =>
      (
        await http.get<TreatmentPlanListResponse>(`/patients/${patientId}/treatment-plans`, {
          signal,
        })
      ).treatmentPlans,
  });
