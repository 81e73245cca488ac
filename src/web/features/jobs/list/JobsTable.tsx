import { Anchor, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import { jobTypeLabels, type Job } from '../../../../domain/jobs.js';
import { JobDueDate, JobPriorityBadge, JobStatusBadge } from './JobBadges';
import classes from './jobs-list.module.css';
import { MarkDoneButton } from './MarkDoneButton';

const dash = (
  <Text span size="sm" c="dimmed">
    —
  </Text>
);

export function PatientLink({ job }: { job: Job }) {
  if (!job.patientId) return null;
  return (
    <Anchor component={Link} to={`/dashboard/patients/${job.patientId}`} size="sm">
      {job.patientName ?? 'Patient record'}
    </Anchor>
  );
}

export const jobLink = (job: Job) => (
  <Anchor component={Link} to={`/dashboard/edit-job/${job.id}`} fw={500}>
    {job.title}
  </Anchor>
);

/** The jobs on tablets and desktops; an overdue row has a red edge and says "Overdue". */
export function JobsTable({ jobs }: { jobs: Job[] }) {
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Job</Table.Th>
            <Table.Th>Due</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Priority</Table.Th>
            <Table.Th>Assignee</Table.Th>
            <Table.Th>Patient</Table.Th>
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {jobs.map((job) => (
            <Table.Tr key={job.id} className={job.overdue ? classes.overdueRow : undefined}>
              <Table.Td maw={320}>
                <Stack gap={2}>
                  {jobLink(job)}
                  <Text size="xs" c="dimmed">
                    {jobTypeLabels[job.type]}
                  </Text>
                </Stack>
              </Table.Td>
              <Table.Td className={classes.nowrap}>
                <JobDueDate job={job} />
              </Table.Td>
              <Table.Td className={classes.nowrap}>
                <JobStatusBadge status={job.status} />
              </Table.Td>
              <Table.Td className={classes.nowrap}>
                <JobPriorityBadge priority={job.priority} />
              </Table.Td>
              <Table.Td>{job.assigneeName ?? dash}</Table.Td>
              <Table.Td>{job.patientId ? <PatientLink job={job} /> : dash}</Table.Td>
              <Table.Td ta="right" className={classes.nowrap}>
                {job.status !== 'done' && <MarkDoneButton job={job} />}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
