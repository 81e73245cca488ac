import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CreateExtraShiftInput,
  CreateLeaveInput,
  MemberScheduleResponse,
  UpdateScheduleInput,
} from '../../../domain/schedules.js';
import { http } from '../../lib/http';
import { queryKeys } from '../../lib/queries/query-keys';

const scheduleKey = (userId: string) => ['schedules', userId] as const;

export const scheduleQuery = (userId: string) =>
  queryOptions({
    queryKey: scheduleKey(userId),
    queryFn: async ({ signal }) =>
      (await http.get<MemberScheduleResponse>(`/team/${userId}/schedule`, { signal })).schedule,
  });

function useRefreshSchedule(userId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [scheduleKey(userId), queryKeys.availability].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}

export function useSaveWeek(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (week: UpdateScheduleInput) =>
      http.put<MemberScheduleResponse>(`/team/${userId}/schedule`, week),
    onSuccess: ({ schedule }) => queryClient.setQueryData(scheduleKey(userId), schedule),
  });
}

export function useAddLeave(userId: string) {
  const refresh = useRefreshSchedule(userId);
  return useMutation({
    mutationFn: (leave: CreateLeaveInput) => http.post(`/team/${userId}/leave`, leave),
    onSuccess: () => refresh(),
  });
}

export function useDeleteLeave(userId: string) {
  const refresh = useRefreshSchedule(userId);
  return useMutation({
    mutationFn: (leaveId: string) => http.delete(`/team/${userId}/leave/${leaveId}`),
    onSuccess: () => refresh(),
  });
}

export function useAddExtraShift(userId: string) {
  const refresh = useRefreshSchedule(userId);
  return useMutation({
    mutationFn: (shift: CreateExtraShiftInput) => http.post(`/team/${userId}/extra-shifts`, shift),
    onSuccess: () => refresh(),
  });
}

export function useDeleteExtraShift(userId: string) {
  const refresh = useRefreshSchedule(userId);
  return useMutation({
    mutationFn: (shiftId: string) => http.delete(`/team/${userId}/extra-shifts/${shiftId}`),
    onSuccess: () => refresh(),
  });
}
