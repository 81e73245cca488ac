import { queryOptions } from '@tanstack/react-query';
import type { PatientAppointments } from '../../../../domain/appointments.js';
import type { ClinicSettings } from '../../../../domain/clinic-settings.js';
import type { Diagnosis } from '../../../../domain/diagnoses.js';
import type { TimelineEvent } from '../../../../domain/patient-timeline.js';
import type { PatientAccessEntry } from '../../../../domain/patients.js';
import type { TreatmentPlanSummary } from '../../../../domain/treatment-plans.js';
import { http } from '../../../lib/http';
import { patientKeys } from '../patient-api';

/**
 * The record page's reads, each under `patientKeys.part(id, …)` so a change anywhere in the
 * record (which invalidates `patientKeys.record(id)`) refreshes them all.
 */
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
      (await http.get<{ diagnoses: Diagnosis[] }>(`/patients/${patientId}/diagnoses`, { signal }))
        .diagnoses,
  });

export const patientPlansQuery = (patientId: string) =>
  queryOptions({
    queryKey: patientKeys.part(patientId, 'treatment-plans'),
    queryFn: async ({ signal }) =>
      (
        await http.get<{ treatmentPlans: TreatmentPlanSummary[] }>(
          `/patients/${patientId}/treatment-plans`,
          { signal },
        )
      ).treatmentPlans,
  });

export const patientTimelineQuery = (patientId: string) =>
  queryOptions({
    queryKey: patientKeys.part(patientId, 'timeline'),
    queryFn: async ({ signal }) =>
      (await http.get<{ events: TimelineEvent[] }>(`/patients/${patientId}/timeline`, { signal }))
        .events,
  });

export const accessHistoryQuery = (patientId: string) =>
  queryOptions({
    queryKey: patientKeys.part(patientId, 'access-history'),
    queryFn: async ({ signal }) =>
      (
        await http.get<{ entries: PatientAccessEntry[] }>(`/patients/${patientId}/access-history`, {
          signal,
        })
      ).entries,
  });

/** The clinic's settings, shared with the other screens' ['clinic', 'settings'] entry. */
export const clinicSettingsQuery = queryOptions({
  queryKey: ['clinic', 'settings'] as const,
  queryFn: async ({ signal }) =>
    (await http.get<{ settings: ClinicSettings }>('/clinic/settings', { signal })).settings,
});
