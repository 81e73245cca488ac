import { Alert, Button, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLoaderData, useNavigate } from 'react-router';
import { can } from '../../../domain/permissions.js';
import { useSignedInUser } from '../../components/dashboard/use-signed-in-user';
import { ConfirmModal } from '../../components/dialogs/ConfirmModal';
import { LoadError } from '../../components/feedback/LoadError';
import { PageHeader } from '../../components/page/PageHeader';
import { notifySuccess } from '../../components/toasts/notify';
import { errorMessage } from '../../lib/server-errors';
import { editJobValues, pickedPatientOf } from './form/job-form-values';
import { formatDay } from './list/job-display';
import { JobForm } from './form/JobForm';
import { jobQuery, useDeleteJob, useUpdateJob } from './job-api';
import type { editJobLoader } from './loaders';
import { useTeamMembers } from '../../lib/queries/team-members';

const completedFormat = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
});

/** /dashboard/edit-job/{id}: the job form filled in, and delete for its creator or an admin. */
export function EditJobPage() {
  const { jobId } = useLoaderData<typeof editJobLoader>();
  const navigate = useNavigate();
  const current = useSignedInUser();
  const job = useQuery(jobQuery(jobId));
  const members = useTeamMembers();
  const update = useUpdateJob();
  const remove = useDeleteJob();
  const [confirming, setConfirming] = useState(false);

  const mayDelete =
    !!job.data &&
    (job.data.createdById === current?.user.id ||
      can(current?.membership?.role, 'jobs.delete_others'));

  const deleteJob = async () => {
    await remove.mutateAsync(jobId);
    notifySuccess('Job deleted.');
    await navigate('/dashboard/all-jobs');
  };

  return (
    <Stack gap="lg" maw={860}>
      <PageHeader
        title="Edit job"
        description={
          job.data?.completedAt
            ? `Done on ${completedFormat.format(new Date(job.data.completedAt))}.`
            : "Change this task's details, owner or due date."
        }
      />
      {job.data?.overdue && job.data.dueOn && (
        <Alert color="red" variant="light" title="Overdue" icon={<IconAlertTriangle aria-hidden />}>
          This job was due on {formatDay(job.data.dueOn)}. Mark it done or agree a new due date.
        </Alert>
      )}
      {/* A failed background refresh keeps the form and what was typed into it. */}
      {(job.isError && !job.data) || members.isError ? (
        <LoadError
          title="We couldn't load this job."
          message={errorMessage(job.error ?? members.error)}
          onRetry={() => void Promise.all([job.refetch(), members.refetch()])}
        />
      ) : !job.data || !members.data ? (
        <Skeleton height={480} radius="md" aria-label="Loading the job" aria-busy />
      ) : (
        <JobForm
          key={job.data.id}
          initialValues={editJobValues(job.data)}
          initialPatient={pickedPatientOf(job.data)}
          members={members.data}
          assigneeName={job.data.assigneeName}
          submitLabel="Save changes"
          successMessage="Job saved."
          onSave={(changes) => update.mutateAsync({ id: jobId, changes })}
          extraAction={
            mayDelete && (
              <Button
                variant="subtle"
                color="red"
                leftSection={<IconTrash size={16} aria-hidden />}
                onClick={() => setConfirming(true)}
                mr={{ xs: 'auto' }}
              >
                Delete job
              </Button>
            )
          }
        />
      )}
      <ConfirmModal
        opened={confirming}
        title="Delete this job?"
        confirmLabel="Delete job"
        keepLabel="Keep job"
        danger
        onConfirm={deleteJob}
        onClose={() => setConfirming(false)}
      >
        <Text>
          {job.data ? `"${job.data.title}" will be removed for everyone.` : ''} This cannot be
          undone.
        </Text>
      </ConfirmModal>
    </Stack>
  );
}
