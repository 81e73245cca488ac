import { Card, Group, Stack, Text } from '@mantine/core';
import { jobTypeLabels, type Job } from '../../../../domain/jobs.js';
import { JobDueDate, JobPriorityBadge, JobStatusBadge } from './JobBadges';
import { jobLink, PatientLink } from './JobsTable';
import classes from './jobs-list.module.css';
import { MarkDoneButton } from './MarkDoneButton';

/** The jobs on phones: one card each, the same facts as the table's row. */
export function JobCards({ jobs }: { jobs: Job[] }) {
  return (
    <Stack component="ul" gap="sm" className={classes.plainList} aria-label="Jobs">
      {jobs.map((job) => (
        <Card
          component="li"
          key={job.id}
          withBorder
          padding="md"
          className={job.overdue ? classes.overdueCard : undefined}
        >
          <Stack gap={8}>
            {jobLink(job)}
            <Group gap="xs">
              <JobStatusBadge status={job.status} />
              <JobPriorityBadge priority={job.priority} />
              <Text span size="xs" c="dimmed">
                {jobTypeLabels[job.type]}
              </Text>
            </Group>
            <JobDueDate job={job} />
            <Text size="sm" c="dimmed">
              {job.assigneeName ? `Assigned to ${job.assigneeName}` : 'Not assigned'}
            </Text>
            {job.patientId && (
              <Text size="sm" c="dimmed">
                Patient: <PatientLink job={job} />
              </Text>
            )}
            {job.status !== 'done' && <MarkDoneButton job={job} fullWidth />}
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
