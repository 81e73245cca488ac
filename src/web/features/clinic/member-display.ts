import type { MantineColor } from '@mantine/core';
import type { TeamMember } from '../../../domain/team.js';
import { clinicRoles, type ClinicRole } from '../../../domain/roles.js';

export const roleColors: Record<ClinicRole, MantineColor> = {
  owner: 'grape',
  admin: 'indigo',
  therapist: 'motio',
  assistant: 'gray',
};

export function memberName(member: Pick<TeamMember, 'name' | 'lastName' | 'email'>): string {
  return `${member.name} ${member.lastName}`.trim() || member.email;
}

/** Active before deactivated, then by role (owners first), then by name. */
export function sortMembers(members: TeamMember[]): TeamMember[] {
  return [...members].sort(
    (a, b) =>
      Number(a.status === 'deactivated') - Number(b.status === 'deactivated') ||
      clinicRoles.indexOf(a.role) - clinicRoles.indexOf(b.role) ||
      memberName(a).localeCompare(memberName(b)),
  );
}
