import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AdminFeedbackItemResponse,
  AdminFeedbackList,
  AdminFeedbackUpdate,
  AdminOverviewResponse,
  AdminPlanResponse,
  AdminPlans,
  AdminPlanUpdateInput,
  AdminUsageList,
  AdminUserAction,
  AdminUserList,
  AdminUserResponse,
  EarlyAccessResponse,
  FeedbackKind,
} from '../../../domain/admin.js';
import type { TriageStatus } from '../../../domain/feedback.js';
import type { PlanId } from '../../../domain/plans.js';
import { http } from '../../lib/http';

/** Everything under ['admin'] is the operator's view of the platform. */
export const adminKeys = {
  all: ['admin'] as const,
  overview: ['admin', 'overview'] as const,
  users: ['admin', 'users'] as const,
  feedback: ['admin', 'feedback'] as const,
  usage: ['admin', 'usage'] as const,
  plans: ['admin', 'plans'] as const,
};

const withParams = (path: string, params: Record<string, string | number | undefined>) => {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== '') query.set(key, String(value));
  const text = query.toString();
  return text ? `${path}?${text}` : path;
};

export const adminOverviewQuery = queryOptions({
  queryKey: adminKeys.overview,
  queryFn: async ({ signal }) =>
    (await http.get<AdminOverviewResponse>('/admin/overview', { signal })).overview,
});

export const adminUsersQuery = (params: { search: string; page: number }) =>
  queryOptions({
    queryKey: [...adminKeys.users, params] as const,
    queryFn: ({ signal }) =>
      http.get<AdminUserList>(withParams('/admin/users', params), { signal }),
    placeholderData: keepPreviousData,
  });

export interface FeedbackFilters {
  kind?: FeedbackKind;
  status?: TriageStatus;
  page: number;
}

export const adminFeedbackQuery = (params: FeedbackFilters) =>
  queryOptions({
    queryKey: [...adminKeys.feedback, params] as const,
    queryFn: ({ signal }) =>
      http.get<AdminFeedbackList>(withParams('/admin/feedback', { ...params }), { signal }),
    placeholderData: keepPreviousData,
  });

export const adminUsageQuery = (page: number) =>
  queryOptions({
    queryKey: [...adminKeys.usage, page] as const,
    queryFn: ({ signal }) =>
      http.get<AdminUsageList>(withParams('/admin/usage', { page }), { signal }),
    placeholderData: keepPreviousData,
  });

export const adminPlansQuery = queryOptions({
  queryKey: adminKeys.plans,
  queryFn: ({ signal }) => http.get<AdminPlans>('/admin/plans', { signal }),
});

export function useAdminUserAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ userId, action }: { userId: string; action: AdminUserAction }) =>
      (await http.post<AdminUserResponse>(`/admin/users/${userId}/${action}`)).user,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.users }),
        queryClient.invalidateQueries({ queryKey: adminKeys.overview }),
      ]),
  });
}

export function useUpdateFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      kind,
      id,
      changes,
    }: {
      kind: FeedbackKind;
      id: string;
      changes: AdminFeedbackUpdate;
    }) =>
      (await http.patch<AdminFeedbackItemResponse>(`/admin/feedback/${kind}/${id}`, changes)).item,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.feedback }),
        queryClient.invalidateQueries({ queryKey: adminKeys.overview }),
      ]),
  });
}

export function useUpdatePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ planId, changes }: { planId: PlanId; changes: AdminPlanUpdateInput }) =>
      (await http.put<AdminPlanResponse>(`/admin/plans/${planId}`, changes)).plan,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.plans }),
        queryClient.invalidateQueries({ queryKey: adminKeys.usage }),
      ]),
  });
}

export function useUpdateEarlyAccess() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (capacity: number) =>
      (await http.put<EarlyAccessResponse>('/admin/early-access', { capacity })).earlyAccess,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.plans }),
        queryClient.invalidateQueries({ queryKey: adminKeys.overview }),
      ]),
  });
}
