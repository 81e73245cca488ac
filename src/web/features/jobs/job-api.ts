import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateJobInput, JobList, JobResponse, UpdateJobInput } from '../../../domain/jobs.js';
import { http } from '../../lib/http';
import { JOB_LIST_PAGE_SIZE, type JobListParams } from './list/list-params';

/** The job screens' API: any change refreshes everything under ['jobs']. */
export const jobKeys = {
  all: ['jobs'] as const,
  lists: ['jobs', 'list'] as const,
  detail: (id: string) => ['jobs', 'detail', id] as const,
};

/** One page of GET /jobs, searched, filtered and sorted on the server. */
export const jobListQuery = (params: JobListParams) =>
  queryOptions({
    queryKey: [...jobKeys.lists, params] as const,
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({
        sort: params.sort,
        order: params.order,
        page: String(params.page),
        limit: String(JOB_LIST_PAGE_SIZE),
      });
      if (params.search) query.set('search', params.search);
      if (params.status !== 'all') query.set('status', params.status);
      if (params.type !== 'all') query.set('type', params.type);
      if (params.assigneeId) query.set('assigneeId', params.assigneeId);
      if (params.mine) query.set('mine', 'true');
      if (params.overdue) query.set('overdue', 'true');
      return http.get<JobList>(`/jobs?${query}`, { signal });
    },
    // The last page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export const jobQuery = (id: string) =>
  queryOptions({
    queryKey: jobKeys.detail(id),
    queryFn: async ({ signal }) => (await http.get<JobResponse>(`/jobs/${id}`, { signal })).job,
  });

function useRefreshJobs() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: jobKeys.all });
}

export function useCreateJob() {
  const refresh = useRefreshJobs();
  return useMutation({
    mutationFn: async (input: CreateJobInput) => (await http.post<JobResponse>('/jobs', input)).job,
    onSuccess: refresh,
  });
}

/** PATCH: the edit form sends every field, "Mark done" only the status. */
export function useUpdateJob() {
  const refresh = useRefreshJobs();
  return useMutation({
    mutationFn: async ({ id, changes }: { id: string; changes: UpdateJobInput }) =>
      (await http.patch<JobResponse>(`/jobs/${id}`, changes)).job,
    onSuccess: refresh,
  });
}

export function useDeleteJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => http.delete<null>(`/jobs/${id}`),
    onSuccess: (_answer, id) => {
      // The deleted job's own entry must not be refetched (it would answer 404).
      queryClient.removeQueries({ queryKey: jobKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: jobKeys.lists });
    },
  });
}
