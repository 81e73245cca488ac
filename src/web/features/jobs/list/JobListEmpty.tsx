import { Button } from '@mantine/core';
import { IconChecklist, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/lists/EmptyState';
import { NoMatchesEmptyState } from '../../../components/lists/NoMatchesEmptyState';

/** The clinic has no job at all yet. */
export function NoJobsYet() {
  return (
    <EmptyState
      icon={<IconChecklist size={26} />}
      title="No jobs yet"
      action={
        <Button
          component={Link}
          to="/dashboard/add-job"
          leftSection={<IconPlus size={16} aria-hidden />}
        >
          Add job
        </Button>
      }
    >
      Add the clinic&apos;s tasks (calls to return, equipment to service, paperwork) and give each
      one an owner and a due date.
    </EmptyState>
  );
}

/** Jobs exist, but none matches the search and filters. */
export function NoMatchingJobs({ onClear }: { onClear: () => void }) {
  return (
    <NoMatchesEmptyState title="No jobs match" onClear={onClear}>
      Try other words or clear the filters to see every open job.
    </NoMatchesEmptyState>
  );
}
