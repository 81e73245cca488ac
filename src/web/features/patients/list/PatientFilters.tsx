import { Chip, Group, Select, SimpleGrid, Stack } from '@mantine/core';
import {
  patientStatuses,
  type PatientSort,
  type PatientStatus,
} from '../../../../domain/patients.js';
import { practitionersOf, type TeamMember } from '../../../../domain/team.js';
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

/**
 * The members who take appointments, then those who have left (their patients may still name
 * them), and the chosen one whoever they are now.
 */
function therapistOptions(members: TeamMember[] | undefined, chosenId: string) {
  const team = members ?? [];
  const listed = [
    ...practitionersOf(team),
    ...team.filter(
      (member) =>
        member.status !== 'active' || (member.userId === chosenId && !member.takesAppointments),
    ),
  ];
  const options = [
    { value: ALL_THERAPISTS, label: 'All therapists' },
    ...listed.map((member) => ({
      value: member.userId,
      label:
        member.status === 'active' ? memberName(member) : `${memberName(member)} (deactivated)`,
    })),
  ];
  if (chosenId && !team.some((member) => member.userId === chosenId))
    options.push({ value: chosenId, label: 'A former member' });
  return options;
}

export function PatientFilters({ params, members, onChange }: PatientFiltersProps) {
  return (
    <Stack gap="md">
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
          data={therapistOptions(members, params.therapistId)}
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
      <Group gap="sm" role="group" aria-label="Quick filters">
        <Chip
          checked={params.needsReview}
          onChange={(needsReview) => onChange({ needsReview })}
          variant="outline"
          color="orange"
        >
          Needs review
        </Chip>
      </Group>
    </Stack>
  );
}
