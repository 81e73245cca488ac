import { Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { TeamMember } from '../../../../domain/team.js';
import { membersQuery } from '../appointment-api';

const ALL = 'all';

/** Active members, therapists first; appointments belong to a member's user id. */
export function therapistOptions(members: TeamMember[]) {
  return members
    .filter((member) => member.status === 'active')
    .sort((a, b) => Number(b.role === 'therapist') - Number(a.role === 'therapist'))
    .map((member) => ({ value: member.userId, label: `${member.name} ${member.lastName}` }));
}

interface TherapistFilterProps {
  therapistId: string | null;
  onChange: (therapistId: string | null) => void;
}

export function TherapistFilter({ therapistId, onChange }: TherapistFilterProps) {
  const members = useQuery(membersQuery);
  return (
    <Select
      label="Therapist"
      w={{ base: '100%', xs: 240 }}
      allowDeselect={false}
      value={therapistId ?? ALL}
      onChange={(value) => onChange(value === ALL || value === null ? null : value)}
      data={[{ value: ALL, label: 'All therapists' }, ...therapistOptions(members.data ?? [])]}
    />
  );
}
