import { Button, Card, Skeleton, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { SearchBox } from '../../components/forms/SearchBox';
import { PagedList } from '../../components/lists/PagedList';
import { PageHeader } from '../../components/page/PageHeader';
import { QueryContent } from '../../components/page/QueryContent';
import { jobListQuery } from './job-api';
import { totalLabel } from './list/job-display';
import { JobCards } from './list/JobCards';
import { JobFilters } from './list/JobFilters';
import { NoJobsYet, NoMatchingJobs } from './list/JobListEmpty';
import { JobsTable } from './list/JobsTable';
import { defaultListParams, isFiltered } from './list/list-params';
import { useListParams } from './list/use-list-params';
import { useTeamMembers } from '../../lib/queries/team-members';

const loadingRows = [0, 1, 2, 3].map((row) => <Skeleton key={row} height={44} />);

/** Theme breakpoint sm (48em): a table from tablets up, cards on phones. */
const TABLE_MEDIA_QUERY = '(min-width: 48em)';

/** /dashboard/all-jobs: the clinic's tasks, searched, filtered, sorted and paged on the server. */
export function AllJobsPage() {
  const wide = useMediaQuery(TABLE_MEDIA_QUERY, false, { getInitialValueInEffect: false });
  const { params, update } = useListParams();
  const list = useQuery(jobListQuery(params));
  const members = useTeamMembers();
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
      <QueryContent
        query={list}
        loadingLabel="Loading jobs"
        skeleton={loadingRows}
        errorTitle="We couldn't load the jobs."
      >
        {(data) =>
          data.total === 0 ? (
            isFiltered(params) ? (
              <NoMatchingJobs onClear={clear} />
            ) : (
              <NoJobsYet />
            )
          ) : (
            <PagedList
              totalLabel={totalLabel(data.total)}
              loadingPage={list.isPlaceholderData}
              page={params.page}
              pages={data.pages}
              onPage={(page) => update({ page })}
              compact={!wide}
              noun="jobs"
              // A link to a page that no longer exists (jobs were done or deleted since).
              pageEmpty={data.jobs.length === 0}
            >
              {wide ? <JobsTable jobs={data.jobs} /> : <JobCards jobs={data.jobs} />}
            </PagedList>
          )
        }
      </QueryContent>
    </Stack>
  );
}
