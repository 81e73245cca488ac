import { queryOptions } from '@tanstack/react-query';
import type { PatientRecord } from '../../../domain/patients.js';
import type { TeamMember } from '../../../domain/team.js';
import { http } from '../../lib/http';

/**
 * Query keys of the patient screens. Everything about one patient lives under
 * `patientKeys.record(id)`, so invalidating that key refreshes the record and every list on
 * its page (diagnoses, plans, notes, attachments, appointments, timeline, access history).
 * Lists of patients live under `patientKeys.lists`. The team is shared with the other features'
 * `['team', 'members']` entry.
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
      (await http.get<{ patient: PatientRecord }>(`/patients/${patientId}`, { signal })).patient,
  });

export const teamMembersQuery = queryOptions({
  queryKey: ['team', 'members'] as const,
  queryFn: async ({ signal }) =>
    (await http.get<{ members: TeamMember[] }>('/team/members', { signal })).members,
});

export function patientName(patient: Pick<PatientRecord, 'firstName' | 'lastName'>): string {
  return `${patient.firstName} ${patient.lastName}`;
}
