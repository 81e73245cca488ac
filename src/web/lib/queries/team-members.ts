import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TeamMemberListResponse } from '../../../domain/team.js';
import { http } from '../http';
import { queryKeys } from './query-keys';

/** The clinic's members, deactivated ones included (GET /team/members). */
export const teamMembersQuery = queryOptions({
  queryKey: queryKeys.teamMembers,
  queryFn: async ({ signal }) =>
    (await http.get<TeamMemberListResponse>('/team/members', { signal })).members,
});

export function useTeamMembers() {
  return useQuery(teamMembersQuery);
}
