import { Button } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { Job } from '../../../../domain/jobs.js';
import { notifyError, notifySuccess } from '../../../components/toasts/notify';
import { errorMessage } from '../../../lib/server-errors';
import { useUpdateJob } from '../job-api';

/** Finishes a job from the list in one click. */
export function MarkDoneButton({ job, fullWidth }: { job: Job; fullWidth?: boolean }) {
  const update = useUpdateJob();
  const markDone = async () => {
    try {
      await update.mutateAsync({ id: job.id, changes: { status: 'done' } });
      notifySuccess(`Marked done: ${job.title}`);
    } catch (error) {
      notifyError(errorMessage(error));
    }
  };
  return (
    <Button
      size="xs"
      variant="light"
      color="teal"
      fullWidth={fullWidth}
      leftSection={<IconCheck size={14} aria-hidden />}
      loading={update.isPending}
      onClick={() => void markDone()}
      aria-label={`Mark done: ${job.title}`}
    >
      Mark done
    </Button>
  );
}
