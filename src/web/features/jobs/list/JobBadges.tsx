import { Badge, Group, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import {
  jobPriorityLabels,
  jobStatusLabels,
  type Job,
  type JobPriority,
  type JobStatus,
} from '../../../../domain/jobs.js';
import { formatDay, priorityColors, statusColors } from './job-display';
import classes from './jobs-list.module.css';

export function JobStatusBadge({ status }: { status: JobStatus }) {
  return (
    <Badge color={statusColors[status]} variant="light">
      {jobStatusLabels[status]}
    </Badge>
  );
}

export function JobPriorityBadge({ priority }: { priority: JobPriority }) {
  return (
    <Badge color={priorityColors[priority]} variant="light">
      {jobPriorityLabels[priority]}
    </Badge>
  );
}

/** The due date; an overdue job says so in words and with an icon, not by colour alone. */
export function JobDueDate({ job }: { job: Pick<Job, 'dueOn' | 'overdue'> }) {
  if (!job.dueOn)
    return (
      <Text span size="sm" c="dimmed">
        No due date
      </Text>
    );
  if (!job.overdue)
    return (
      <Text span size="sm">
        {formatDay(job.dueOn)}
      </Text>
    );
  return (
    <Group gap={6} wrap="nowrap">
      {/* Shade 9: white text on the theme's red 7 reaches only 3.9:1. */}
      <Badge
        color="red.9"
        variant="filled"
        leftSection={<IconAlertTriangle size={12} aria-hidden />}
      >
        Overdue
      </Badge>
      <Text span size="sm" className={classes.overdueDate}>
        {formatDay(job.dueOn)}
      </Text>
    </Group>
  );
}
