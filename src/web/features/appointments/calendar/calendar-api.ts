import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query';
import type { AppointmentListResponse } from '../../../../domain/appointments.js';
import { http } from '../../../lib/http';
import type { DateRange } from './visible-range';

/** Only the visible range is fetched; moving to the next week keeps the old one on screen. */
export const appointmentsQuery = (
  range: DateRange,
  therapistId: string | null,
  locationId: string | null = null,
) =>
  queryOptions({
    queryKey: [
      'appointments',
      { from: range.from.toISOString(), to: range.to.toISOString(), therapistId, locationId },
    ] as const,
    queryFn: async ({ signal }) => {
      const search = new URLSearchParams({
        from: range.from.toISOString(),
        to: range.to.toISOString(),
      });
      if (therapistId) search.set('therapistId', therapistId);
      if (locationId) search.set('locationId', locationId);
      return (
        await http.get<AppointmentListResponse>(`/appointments?${search}`, {
          signal,
        })
      ).appointments;
    },
    placeholderData: keepPreviousData,
  });

export interface MoveAppointmentInput {
  id: string;
  start: Date;
  end: Date;
  /** Dropped in another practitioner's column of the day view. */
  therapistId?: string;
  confirmOutsideOpeningHours?: boolean;
  confirmOutsideWorkingHours?: boolean;
}

export function useMoveAppointment() {
  return useMutation({
    mutationFn: ({
      id,
      start,
      end,
      therapistId,
      confirmOutsideOpeningHours,
      confirmOutsideWorkingHours,
    }: MoveAppointmentInput) =>
      http.patch<unknown>(`/appointments/${id}`, {
        start: start.toISOString(),
        end: end.toISOString(),
        ...(therapistId && { therapistId }),
        ...(confirmOutsideOpeningHours && { confirmOutsideOpeningHours }),
        ...(confirmOutsideWorkingHours && { confirmOutsideWorkingHours }),
      }),
  });
}
