import { Button } from '@mantine/core';
import { IconChecklist, IconFilterOff, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/lists/EmptyState';

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
    <EmptyState
      title="No jobs match"
      action={
        <Button
          variant="default"
          leftSection={<IconFilterOff size={16} aria-hidden />}
          onClick={onClear}
        >
          Clear filters
        </Button>
      }
    >
      Try other words or clear the filters to see every open job.
    </EmptyState>
  );
}
