import { Button, Card, Group, Loader, Pagination, Skeleton, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { SearchBox } from '../../components/forms/SearchBox';
import { LoadError } from '../../components/feedback/LoadError';
import { PageHeader } from '../../components/page/PageHeader';
import { errorMessage } from '../../lib/server-errors';
import { jobListQuery, membersQuery } from './job-api';
import { totalLabel } from './list/job-display';
import { JobCards } from './list/JobCards';
import { JobFilters } from './list/JobFilters';
import { NoJobsYet, NoMatchingJobs } from './list/JobListEmpty';
import { JobsTable } from './list/JobsTable';
import { defaultListParams, isFiltered } from './list/list-params';
import { useListParams } from './list/use-list-params';

/** Theme breakpoint sm (48em): a table from tablets up, cards on phones. */
const TABLE_MEDIA_QUERY = '(min-width: 48em)';

/** /dashboard/all-jobs: the clinic's tasks, searched, filtered, sorted and paged on the server. */
export function AllJobsPage() {
  const wide = useMediaQuery(TABLE_MEDIA_QUERY, false, { getInitialValueInEffect: false });
  const { params, update } = useListParams();
  const list = useQuery(jobListQuery(params));
  const members = useQuery(membersQuery);
  const data = list.data;
  const clear = () => update(defaultListParams);

  return (
    <Stack gap="lg">
      <PageHeader
        title="Jobs"
        description="The clinic's tasks: who owns each one, how urgent it is and when it is due."
        actions={
          <Button
            component={Link}
            to="/dashboard/add-job"
            leftSection={<IconPlus size={16} aria-hidden />}
          >
            Add job
          </Button>
        }
      />
      <Card withBorder padding="lg">
        <Stack gap="md">
          <SearchBox
            label="Search jobs"
            description="Words of the title or description, or the patient's name"
            placeholder="e.g. ultrasound or Jovanović"
            value={params.search}
            onSearch={(search) => update({ search }, { replace: true })}
          />
          <JobFilters params={params} members={members.data} onChange={update} />
        </Stack>
      </Card>
      {list.isError ? (
        <LoadError
          title="We couldn't load the jobs."
          message={errorMessage(list.error)}
          onRetry={() => void list.refetch()}
        />
      ) : !data ? (
        <Stack gap="sm" aria-label="Loading jobs" aria-busy>
          {[0, 1, 2, 3].map((row) => (
            <Skeleton key={row} height={44} />
          ))}
        </Stack>
      ) : data.total === 0 ? (
        isFiltered(params) ? (
          <NoMatchingJobs onClear={clear} />
        ) : (
          <NoJobsYet />
        )
      ) : (
        <Stack gap="md" aria-busy={list.isPlaceholderData}>
          <Group gap="xs">
            <Text fw={500} role="status">
              {totalLabel(data.total)}
            </Text>
            {list.isPlaceholderData && <Loader size="xs" aria-label="Loading the page" />}
          </Group>
          {data.jobs.length === 0 ? (
            // A link to a page that no longer exists (jobs were done or deleted since).
            <Group gap="sm">
              <Text c="dimmed">There are no jobs on this page.</Text>
              <Button variant="default" size="xs" onClick={() => update({ page: 1 })}>
                Go to the first page
              </Button>
            </Group>
          ) : wide ? (
            <JobsTable jobs={data.jobs} />
          ) : (
            <JobCards jobs={data.jobs} />
          )}
          {data.pages > 1 && (
            <Group justify="center" component="nav" aria-label="Pages of jobs">
              <Pagination
                total={data.pages}
                value={Math.min(params.page, data.pages)}
                onChange={(page) => update({ page })}
                siblings={wide ? 1 : 0}
                getControlProps={(control) => ({
                  'aria-label': `${control[0]!.toUpperCase()}${control.slice(1)} page`,
                })}
              />
            </Group>
          )}
        </Stack>
      )}
    </Stack>
  );
}
