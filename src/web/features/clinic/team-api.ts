import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ClinicSecurity,
  ClinicSecurityResponse,
  CreateInvitationInput,
  TeamInvitationListResponse,
  TeamInvitationResponse,
  TeamMemberResponse,
  UpdateMemberInput,
} from '../../../domain/team.js';
import { currentUserQuery } from '../../lib/current-user';
import { http } from '../../lib/http';
import { queryKeys } from '../../lib/queries/query-keys';
import { teamMembersQuery } from '../../lib/queries/team-members';

export const teamMemberQuery = (memberId: string) =>
  queryOptions({
    queryKey: queryKeys.teamMember(memberId),
    queryFn: async ({ signal }) =>
      (await http.get<TeamMemberResponse>(`/team/members/${memberId}`, { signal })).member,
  });

export const teamInvitationsQuery = queryOptions({
  queryKey: ['team', 'invitations'] as const,
  queryFn: async ({ signal }) =>
    (await http.get<TeamInvitationListResponse>('/team/invitations', { signal })).invitations,
});

export const clinicSecurityQuery = queryOptions({
  queryKey: ['clinic', 'security'] as const,
  queryFn: async ({ signal }) =>
    (await http.get<ClinicSecurityResponse>('/clinic/security', { signal })).security,
});

/** Members and invitations count against the same plan limit, so both lists refresh together. */
function useRefreshTeam() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.team });
}

export function useInviteMember() {
  const refreshTeam = useRefreshTeam();
  return useMutation({
    mutationFn: (input: CreateInvitationInput) =>
      http.post<TeamInvitationResponse>('/team/invitations', input),
    onSuccess: () => refreshTeam(),
  });
}

export function useResendInvitation() {
  const refreshTeam = useRefreshTeam();
  return useMutation({
    mutationFn: (invitationId: string) =>
      http.post<TeamInvitationResponse>(`/team/invitations/${invitationId}/resend`),
    onSuccess: () => refreshTeam(),
  });
}

export function useCancelInvitation() {
  const refreshTeam = useRefreshTeam();
  return useMutation({
    mutationFn: (invitationId: string) => http.delete<void>(`/team/invitations/${invitationId}`),
    onSuccess: () => refreshTeam(),
  });
}

export function useUpdateMember(memberId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateMemberInput) =>
      http.patch<TeamMemberResponse>(`/team/members/${memberId}`, input),
    onSuccess: async ({ member }) => {
      queryClient.setQueryData(teamMemberQuery(memberId).queryKey, member);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: teamMembersQuery.queryKey, exact: true }),
        // The signed-in person's own title, colour or role may be the one that changed.
        queryClient.invalidateQueries({ queryKey: currentUserQuery.queryKey }),
      ]);
    },
  });
}

export type MemberStatusChange = 'deactivate' | 'reactivate';

export function useChangeMemberStatus() {
  const refreshTeam = useRefreshTeam();
  return useMutation({
    mutationFn: ({ memberId, change }: { memberId: string; change: MemberStatusChange }) =>
      http.post<TeamMemberResponse>(`/team/members/${memberId}/${change}`),
    onSuccess: () => refreshTeam(),
  });
}

export function useRemoveMember() {
  const refreshTeam = useRefreshTeam();
  return useMutation({
    mutationFn: (memberId: string) => http.delete<void>(`/team/members/${memberId}`),
    onSuccess: () => refreshTeam(),
  });
}

export function useUpdateClinicSecurity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ClinicSecurity) =>
      http.patch<ClinicSecurityResponse>('/clinic/security', input),
    onSuccess: async ({ security }) => {
      queryClient.setQueryData(clinicSecurityQuery.queryKey, security);
      // Requiring it may lock the owner out until they set it up themselves.
      await queryClient.invalidateQueries({ queryKey: currentUserQuery.queryKey });
    },
  });
}
