import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AppointmentConflict,
  AppointmentDetailsResponse,
  AppointmentsWritten,
  CreateAppointmentInput,
  StatusChangeInput,
  TodayAppointments,
  UpdateAppointmentInput,
} from '../../../domain/appointments.js';
import type {
  CreatePatientInput,
  DuplicatePatient,
  PatientResponse,
} from '../../../domain/patients.js';
import type { TreatmentPlanListResponse } from '../../../domain/treatment-plans.js';
import { NOTES_TO_FINISH_KEY } from '../../components/dashboard/notes-to-finish-count';
import { ApiError, http } from '../../lib/http';
import { queryKeys } from '../../lib/queries/query-keys';

/**
 * The appointment screens' API (clinic settings, services and the team come from lib/queries);
 * everything under ['appointments'] is refreshed after any booking change.
 */

/** The patient's record, under the patient screens' key so one cache entry serves both. */
export const patientRecordQuery = (patientId: string) =>
  queryOptions({
    queryKey: ['patients', 'record', patientId] as const,
    queryFn: async ({ signal }) =>
      (await http.get<PatientResponse>(`/patients/${patientId}`, { signal })).patient,
  });

/** The patient's treatment plans (clinical data), the same entry as the patient page's. */
export const patientPlansQuery = (patientId: string) =>
  queryOptions({
    queryKey: ['patients', 'record', patientId, 'treatment-plans'] as const,
    queryFn: async ({ signal }) =>
      (
        await http.get<TreatmentPlanListResponse>(`/patients/${patientId}/treatment-plans`, {
          signal,
        })
      ).treatmentPlans,
  });

export const appointmentQuery = (id: string) =>
  queryOptions({
    queryKey: ['appointments', 'detail', id] as const,
    queryFn: async ({ signal }) =>
      (await http.get<AppointmentDetailsResponse>(`/appointments/${id}`, { signal })).appointment,
  });

export const todayQuery = (includeCancelled = false) =>
  queryOptions({
    queryKey: ['appointments', 'today', { includeCancelled }] as const,
    queryFn: ({ signal }) =>
      http.get<TodayAppointments>(`/appointments/today?includeCancelled=${includeCancelled}`, {
        signal,
      }),
  });

/**
 * A booking also changes its patient's record: their appointments, and a plan's linked visits
 * and sessions done; completing a visit adds to the notes to finish.
 */
function useRefreshAppointments() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['appointments'] }),
      // Free slots and the calendar's working time are read around bookings.
      queryClient.invalidateQueries({ queryKey: queryKeys.availability }),
      queryClient.invalidateQueries({ queryKey: ['patients', 'record'] }),
      queryClient.invalidateQueries({ queryKey: [NOTES_TO_FINISH_KEY] }),
    ]);
}

export function useCreateAppointment() {
  const refresh = useRefreshAppointments();
  return useMutation({
    mutationFn: (input: CreateAppointmentInput) =>
      http.post<AppointmentsWritten>('/appointments', input),
    onSuccess: () => refresh(),
  });
}

export function useUpdateAppointment() {
  const refresh = useRefreshAppointments();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: UpdateAppointmentInput }) =>
      http.patch<AppointmentsWritten>(`/appointments/${id}`, changes),
    onSuccess: () => refresh(),
  });
}

export function useChangeAppointmentStatus() {
  const refresh = useRefreshAppointments();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: StatusChangeInput }) =>
      http.post<AppointmentsWritten>(`/appointments/${id}/status`, change),
    onSuccess: () => refresh(),
  });
}

export function useCreatePatient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreatePatientInput) => http.post<PatientResponse>('/patients', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['patients'] }),
  });
}

/** The bookings in the way of a refused booking (409 APPOINTMENT_CONFLICT), else null. */
export function conflictsOf(error: unknown): AppointmentConflict[] | null {
  if (!(error instanceof ApiError) || error.code !== 'APPOINTMENT_CONFLICT') return null;
  const conflicts = error.details?.conflicts;
  return Array.isArray(conflicts) ? (conflicts as AppointmentConflict[]) : [];
}

/** The look-alikes of a refused quick create (409 DUPLICATE_PATIENT), else null. */
export function duplicatesOf(error: unknown): DuplicatePatient[] | null {
  if (!(error instanceof ApiError) || error.code !== 'DUPLICATE_PATIENT') return null;
  const duplicates = error.details?.duplicates;
  return Array.isArray(duplicates) ? (duplicates as DuplicatePatient[]) : [];
}

/** A booking outside opening hours is refused until the member confirms it (409). */
export function isOutsideOpeningHours(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'OUTSIDE_OPENING_HOURS';
}

/** A booking outside the practitioner's working time is refused until confirmed too (409). */
export function isOutsideWorkingHours(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'OUTSIDE_WORKING_HOURS';
}

/** The clinic-time dates a refused booking names (`details.dates` of either 409). */
export function refusedDatesOf(error: unknown): string[] {
  const dates = error instanceof ApiError ? error.details?.dates : undefined;
  return Array.isArray(dates) ? (dates as string[]) : [];
}
