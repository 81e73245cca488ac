import { Skeleton, Stack } from '@mantine/core';
import { useSignedInUser } from '../../components/dashboard/use-signed-in-user';
import { LoadError } from '../../components/feedback/LoadError';
import { PageHeader } from '../../components/page/PageHeader';
import { errorMessage } from '../../lib/server-errors';
import { newJobValues } from './form/job-form-values';
import { JobForm } from './form/JobForm';
import { useCreateJob } from './job-api';
import { useTeamMembers } from '../../lib/queries/team-members';

/** /dashboard/add-job: a new task, assigned to whoever adds it unless they choose someone. */
export function AddJobPage() {
  const userId = useSignedInUser()?.user.id ?? null;
  const members = useTeamMembers();
  const create = useCreateJob();

  return (
    <Stack gap="lg" maw={860}>
      <PageHeader title="Add job" description="A task for yourself or a colleague." />
      {members.isError ? (
        <LoadError
          title="We couldn't load your team."
          message={errorMessage(members.error)}
          onRetry={() => void members.refetch()}
        />
      ) : !members.data ? (
        <Skeleton height={480} radius="md" aria-label="Loading the form" aria-busy />
      ) : (
        <JobForm
          initialValues={newJobValues(userId)}
          initialPatient={null}
          members={members.data}
          submitLabel="Add job"
          successMessage="Job added."
          onSave={(input) => create.mutateAsync(input)}
        />
      )}
    </Stack>
  );
}
