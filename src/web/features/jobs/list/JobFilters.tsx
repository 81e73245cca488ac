import { Chip, Group, Select, SimpleGrid, Stack } from '@mantine/core';
import {
  jobStatuses,
  jobStatusLabels,
  jobTypeLabels,
  jobTypes,
  type JobSort,
  type JobStatusFilter,
  type JobType,
  type SortOrder,
} from '../../../../domain/jobs.js';
import type { TeamMember } from '../../../../domain/team.js';
import { memberName, sortChoices } from './job-display';
import type { JobListParams } from './list-params';

interface JobFiltersProps {
  params: JobListParams;
  /** Undefined while the team loads (or when it could not be loaded). */
  members: TeamMember[] | undefined;
  onChange: (change: Partial<JobListParams>) => void;
}

const ALL = 'all';
const statusOptions = [
  { value: 'open', label: 'Open (not done)' },
  ...jobStatuses.map((status) => ({ value: status, label: jobStatusLabels[status] })),
  { value: ALL, label: 'All statuses' },
];
const typeOptions = [
  { value: ALL, label: 'All types' },
  ...jobTypes.map((type) => ({ value: type, label: jobTypeLabels[type] })),
];
const sortOptions = sortChoices.map(({ sort, order, label }) => ({
  value: `${sort}:${order}`,
  label,
}));

/** Status, type, assignee and sort, with "Mine" and "Overdue" as one-click toggles. */
export function JobFilters({ params, members, onChange }: JobFiltersProps) {
  // Members who have left stay choosable: their jobs may still name them.
  const assigneeOptions = [
    { value: ALL, label: 'Everyone' },
    ...(members ?? []).map((member) => ({
      value: member.userId,
      label:
        member.status === 'active' ? memberName(member) : `${memberName(member)} (deactivated)`,
    })),
  ];
  if (params.assigneeId && !members?.some((member) => member.userId === params.assigneeId))
    assigneeOptions.push({ value: params.assigneeId, label: 'A former member' });

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
        <Select
          label="Status"
          allowDeselect={false}
          data={statusOptions}
          value={params.status}
          onChange={(status) => onChange({ status: (status ?? 'open') as JobStatusFilter | 'all' })}
        />
        <Select
          label="Type"
          allowDeselect={false}
          data={typeOptions}
          value={params.type}
          onChange={(type) => onChange({ type: (type ?? ALL) as JobType | 'all' })}
        />
        <Select
          label="Assignee"
          allowDeselect={false}
          searchable
          data={assigneeOptions}
          value={params.assigneeId || ALL}
          // "Mine" and a chosen assignee answer the same question: the last one asked wins.
          onChange={(id) => onChange({ assigneeId: id === ALL ? '' : (id ?? ''), mine: false })}
        />
        <Select
          label="Sort by"
          allowDeselect={false}
          data={sortOptions}
          value={`${params.sort}:${params.order}`}
          onChange={(value) => {
            const [sort, order] = (value ?? 'dueOn:asc').split(':') as [JobSort, SortOrder];
            onChange({ sort, order });
          }}
        />
      </SimpleGrid>
      <Group gap="sm" role="group" aria-label="Quick filters">
        <Chip
          checked={params.mine}
          onChange={(mine) => onChange({ mine, assigneeId: '' })}
          variant="outline"
        >
          Mine
        </Chip>
        <Chip
          checked={params.overdue}
          onChange={(overdue) => onChange({ overdue })}
          variant="outline"
          color="red"
        >
          Overdue
        </Chip>
      </Group>
    </Stack>
  );
}
