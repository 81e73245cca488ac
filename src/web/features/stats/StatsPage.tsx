import { Alert, Card, Group, Loader, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { IconCalendarOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { can } from '../../../domain/permissions.js';
import { useSignedInUser } from '../../components/dashboard/use-signed-in-user';
import { LoadError } from '../../components/feedback/LoadError';
import { PageHeader } from '../../components/page/PageHeader';
import { errorMessage } from '../../lib/server-errors';
import { AccountantExports } from './AccountantExports';
import { MoneyReceivedSection } from './MoneyReceivedSection';
import { StatsAccessDenied } from './StatsAccessDenied';
import { StatsFigures } from './StatsFigures';
import { StatsRangePicker } from './StatsRangePicker';
import { StatsSummary } from './StatsSummary';
import { UnpaidInvoicesSection } from './UnpaidInvoicesSection';
import { statsQuery } from './stats-api';
import { clinicToday, readRange, writeRange } from './stats-range';
import { useClinicSettings } from '../../lib/queries/clinic-settings';

const TITLE = 'Statistics';
const DESCRIPTION =
  'Appointments, new patients, therapist workload, money received, unpaid invoices and treatment outcomes over the days you choose.';

function StatsSkeleton({ label }: { label: string }) {
  return (
    <Stack gap="lg" aria-label={label} aria-busy>
      <SimpleGrid cols={{ base: 2, sm: 3, xl: 6 }} spacing="md">
        {[0, 1, 2, 3, 4, 5].map((tile) => (
          <Skeleton key={tile} height={76} />
        ))}
      </SimpleGrid>
      <Skeleton height={320} />
    </Stack>
  );
}

/** The figures of the range in the address, in the clinic's time zone. */
function StatsForClinic({ timeZone }: { timeZone: string }) {
  const today = clinicToday(timeZone);
  const [url, setUrl] = useSearchParams();
  const range = readRange(url, today);
  const stats = useQuery(statsQuery(range));

  return (
    <Stack gap="lg">
      <Card withBorder padding="lg">
        <StatsRangePicker
          range={range}
          today={today}
          timeZone={timeZone}
          onChange={(next) => setUrl(writeRange(next))}
        />
      </Card>
      {stats.isError ? (
        <LoadError
          title="We couldn't load the statistics."
          message={errorMessage(stats.error)}
          onRetry={() => void stats.refetch()}
        />
      ) : !stats.data ? (
        <StatsSkeleton label="Loading statistics" />
      ) : (
        <Stack gap="lg" aria-busy={stats.isPlaceholderData}>
          {stats.isPlaceholderData && (
            <Group gap="xs">
              <Loader size="xs" aria-label="Loading the new range" />
            </Group>
          )}
          {stats.data.appointments.total === 0 && (
            <Alert
              color="gray"
              variant="light"
              icon={<IconCalendarOff aria-hidden />}
              title="No appointments in this range"
            >
              Choose a longer range or another period to see appointments, workload and revenue.
            </Alert>
          )}
          <StatsSummary stats={stats.data} />
          <StatsFigures stats={stats.data} range={range} pending={stats.isPlaceholderData} />
        </Stack>
      )}
      <MoneyReceivedSection range={range} />
      <UnpaidInvoicesSection timeZone={timeZone} />
      <AccountantExports range={range} />
    </Stack>
  );
}

/** Its time zone decides which days the presets cover, so the clinic's settings come first. */
function StatsScreen() {
  const settings = useClinicSettings();
  if (settings.isError)
    return (
      <LoadError
        title="We couldn't load the statistics."
        message={errorMessage(settings.error)}
        onRetry={() => void settings.refetch()}
      />
    );
  if (!settings.data) return <StatsSkeleton label="Loading statistics" />;
  return <StatsForClinic timeZone={settings.data.timeZone} />;
}

/** /dashboard/stats: owners and administrators only, like GET /stats. */
export function StatsPage() {
  const role = useSignedInUser()?.membership?.role;
  return (
    <Stack gap="lg">
      <PageHeader title={TITLE} description={DESCRIPTION} />
      {can(role, 'stats.read') ? <StatsScreen /> : <StatsAccessDenied />}
    </Stack>
  );
}
