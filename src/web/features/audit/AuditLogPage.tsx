import { Alert, Button, Card, Group, Loader, Skeleton, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconDownload, IconLock } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { AUDIT_EXPORT_MAX_ROWS } from '../../../domain/audit-log.js';
import { can } from '../../../domain/permissions.js';
import { useSignedInUser } from '../../components/dashboard/use-signed-in-user';
import { LoadError } from '../../components/feedback/LoadError';
import { PageHeader } from '../../components/page/PageHeader';
import { PageNav } from '../../components/page/PageNav';
import { errorMessage } from '../../lib/server-errors';
import { auditExportUrl, auditLogQuery } from './audit-api';
import { isFiltered } from './audit-params';
import { AuditEventCards, AuditEventTable } from './AuditEventRows';
import { AuditFilters } from './AuditFilters';
import { useAuditParams } from './use-audit-params';

/** Theme breakpoint sm (48em): a table from tablets up, cards on phones. */
const TABLE_MEDIA_QUERY = '(min-width: 48em)';
const TITLE = 'Audit log';
const DESCRIPTION =
  'A read-only record of who viewed or changed which record, and when. Nothing in it can be edited or deleted.';

const thousands = new Intl.NumberFormat('en-GB');

/** /dashboard/settings/audit-log: owners and administrators (`audit.read`). */
export function AuditLogPage() {
  const role = useSignedInUser()?.membership?.role;
  if (!can(role, 'audit.read')) {
    return (
      <Stack gap="lg">
        <PageHeader title={TITLE} description={DESCRIPTION} />
        <Alert
          color="gray"
          variant="light"
          icon={<IconLock aria-hidden />}
          title="Owners and administrators only"
        >
          The audit log shows what everyone in the clinic did. Ask an owner or administrator of your
          clinic if you need something from it.
        </Alert>
      </Stack>
    );
  }
  return <AuditLog />;
}

function AuditLog() {
  const wide = useMediaQuery(TABLE_MEDIA_QUERY, false, { getInitialValueInEffect: false });
  const { params, update } = useAuditParams();
  const log = useQuery(auditLogQuery(params));
  const data = log.data;

  return (
    <Stack gap="lg">
      <PageHeader
        title={TITLE}
        description={DESCRIPTION}
        actions={
          <Button
            component="a"
            href={auditExportUrl(params)}
            download
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
          >
            Download CSV
          </Button>
        }
      />
      <Card withBorder padding="lg">
        <Stack gap="xs">
          <AuditFilters
            params={params}
            patientName={data?.patient?.name ?? null}
            onChange={update}
          />
          <Text size="xs" c="dimmed">
            Days are your clinic&apos;s days. The CSV holds the filtered events, newest first, up to{' '}
            {thousands.format(AUDIT_EXPORT_MAX_ROWS)} rows; patients appear in it by id only.
          </Text>
        </Stack>
      </Card>
      {log.isError ? (
        <LoadError
          title="We couldn't load the audit log."
          message={errorMessage(log.error)}
          onRetry={() => void log.refetch()}
        />
      ) : !data ? (
        <Stack gap="sm" aria-label="Loading the audit log" aria-busy>
          {[0, 1, 2, 3, 4].map((row) => (
            <Skeleton key={row} height={44} />
          ))}
        </Stack>
      ) : data.total === 0 ? (
        <Card withBorder padding="lg">
          <Stack gap="sm" align="flex-start">
            <Text fw={600}>
              {isFiltered(params) ? 'No events match these filters' : 'Nothing recorded yet'}
            </Text>
            <Text c="dimmed" size="sm">
              {isFiltered(params)
                ? 'Try a longer date range or another member, action or patient, or clear the filters.'
                : 'Sign-ins, changes to the team and settings, and every opened or changed patient record appear here.'}
            </Text>
          </Stack>
        </Card>
      ) : (
        <Stack gap="md" aria-busy={log.isPlaceholderData}>
          <Group gap="xs">
            <Text fw={500} role="status">
              {data.total === 1 ? '1 event' : `${thousands.format(data.total)} events`}
            </Text>
            {log.isPlaceholderData && <Loader size="xs" aria-label="Loading the page" />}
          </Group>
          {data.events.length === 0 ? (
            <Group gap="sm">
              <Text c="dimmed">There are no events on this page.</Text>
              <Button variant="default" size="xs" onClick={() => update({ page: 1 })}>
                Go to the first page
              </Button>
            </Group>
          ) : wide ? (
            <AuditEventTable events={data.events} timeZone={data.timeZone} />
          ) : (
            <AuditEventCards events={data.events} timeZone={data.timeZone} />
          )}
          <PageNav
            label="Pages of the audit log"
            page={params.page}
            pages={data.pages}
            onChange={(page) => update({ page })}
            siblings={wide ? 1 : 0}
          />
        </Stack>
      )}
    </Stack>
  );
}
