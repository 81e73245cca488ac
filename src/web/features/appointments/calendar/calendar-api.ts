import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query';
import type { VisitNoteState } from '../../../../domain/appointments.js';
import { http } from '../../../lib/http';
import type { DateRange } from './visible-range';

/** One row of GET /appointments, dates as ISO strings; labelColor null: the default blue. */
export interface CalendarAppointment {
  id: string;
  title: string;
  start: string;
  end: string;
  therapistId: string;
  labelColor: string | null;
  status: string;
  patientId: string | null;
  patientName: string | null;
  serviceId: string | null;
  serviceName: string | null;
  roomId: string | null;
  seriesId: string | null;
  /** A completed visit's note; null or left out: nothing to mark. */
  noteStatus?: VisitNoteState | null;
}

/** Only the visible range is fetched; moving to the next week keeps the old one on screen. */
export const appointmentsQuery = (range: DateRange, therapistId: string | null) =>
  queryOptions({
    queryKey: [
      'appointments',
      { from: range.from.toISOString(), to: range.to.toISOString(), therapistId },
    ] as const,
    queryFn: async ({ signal }) => {
      const search = new URLSearchParams({
        from: range.from.toISOString(),
        to: range.to.toISOString(),
      });
      if (therapistId) search.set('therapistId', therapistId);
      return (
        await http.get<{ appointments: CalendarAppointment[] }>(`/appointments?${search}`, {
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
}

export function useMoveAppointment() {
  return useMutation({
    mutationFn: ({
      id,
      start,
      end,
      therapistId,
      confirmOutsideOpeningHours,
    }: MoveAppointmentInput) =>
      http.patch<unknown>(`/appointments/${id}`, {
        start: start.toISOString(),
        end: end.toISOString(),
        ...(therapistId && { therapistId }),
        ...(confirmOutsideOpeningHours && { confirmOutsideOpeningHours }),
      }),
  });
}
