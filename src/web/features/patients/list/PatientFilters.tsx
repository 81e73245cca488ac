import { Select, SimpleGrid } from '@mantine/core';
import {
  patientStatuses,
  type PatientSort,
  type PatientStatus,
} from '../../../../domain/patients.js';
import type { TeamMember } from '../../../../domain/team.js';
import type { PatientListParams } from './list-params';
import { memberName, sortLabels, statusLabels } from './patient-display';

interface PatientFiltersProps {
  params: PatientListParams;
  /** Undefined while the team loads (or when it could not be loaded). */
  members: TeamMember[] | undefined;
  onChange: (change: Partial<PatientListParams>) => void;
}

const statusOptions = [
  { value: 'all', label: 'All statuses' },
  ...patientStatuses.map((status) => ({ value: status, label: statusLabels[status] })),
];
// In the order of `sortLabels`: name first, then the newest, then the date of birth.
const sortOptions = (Object.keys(sortLabels) as PatientSort[]).map((sort) => ({
  value: sort,
  label: sortLabels[sort],
}));
const ALL_THERAPISTS = 'all';

export function PatientFilters({ params, members, onChange }: PatientFiltersProps) {
  // Members who have left stay choosable: their patients may still name them.
  const therapistOptions = [
    { value: ALL_THERAPISTS, label: 'All therapists' },
    ...(members ?? []).map((member) => ({
      value: member.userId,
      label:
        member.status === 'active' ? memberName(member) : `${memberName(member)} (deactivated)`,
    })),
  ];
  if (params.therapistId && !members?.some((member) => member.userId === params.therapistId))
    therapistOptions.push({ value: params.therapistId, label: 'A former member' });

  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
      <Select
        label="Status"
        allowDeselect={false}
        data={statusOptions}
        value={params.status}
        onChange={(status) => onChange({ status: (status ?? 'all') as PatientStatus | 'all' })}
      />
      <Select
        label="Primary therapist"
        allowDeselect={false}
        searchable
        data={therapistOptions}
        value={params.therapistId || ALL_THERAPISTS}
        onChange={(therapistId) =>
          onChange({ therapistId: therapistId === ALL_THERAPISTS ? '' : (therapistId ?? '') })
        }
      />
      <Select
        label="Sort by"
        allowDeselect={false}
        data={sortOptions}
        value={params.sort}
        onChange={(sort) => onChange({ sort: (sort ?? 'name') as PatientSort })}
      />
    </SimpleGrid>
  );
}
