import { Button, Card, Group, Loader, Pagination, Skeleton, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconFileImport, IconUserPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { can } from '../../../domain/permissions.js';
import { useSignedInUser } from '../../components/dashboard/use-signed-in-user';
import { LoadError } from '../../components/feedback/LoadError';
import { SearchBox } from '../../components/forms/SearchBox';
import { PageHeader } from '../../components/page/PageHeader';
import { errorMessage } from '../../lib/server-errors';
import { defaultListParams, isFiltered, PATIENT_LIST_PAGE_SIZE } from './list/list-params';
import { memberName, totalLabel } from './list/patient-display';
import { PatientCards } from './list/PatientCards';
import { PatientFilters } from './list/PatientFilters';
import { NoMatchingPatients, NoPatientsYet } from './list/PatientListEmpty';
import { PatientsTable } from './list/PatientsTable';
import { useListParams } from './list/use-list-params';
import { teamMembersQuery } from './patient-api';
import { patientListQuery } from './patient-list-api';

/** Theme breakpoint sm (48em): a table from tablets up, cards on phones. */
const TABLE_MEDIA_QUERY = '(min-width: 48em)';

/** /dashboard/all-patients: every patient of the clinic, searched and paged on the server. */
export function AllPatientsPage() {
  const role = useSignedInUser()?.membership?.role;
  const wide = useMediaQuery(TABLE_MEDIA_QUERY, false, { getInitialValueInEffect: false });
  const { params, update } = useListParams();
  const list = useQuery(patientListQuery(params));
  const members = useQuery(teamMembersQuery);
  const names = new Map((members.data ?? []).map((member) => [member.userId, memberName(member)]));
  const therapistName = (userId: string | null) => (userId ? (names.get(userId) ?? '') : '');

  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / PATIENT_LIST_PAGE_SIZE)) : 1;
  const clear = () => update(defaultListParams);

  return (
    <Stack gap="lg">
      <PageHeader
        title="Patients"
        description="Search and browse every patient record in your clinic."
        actions={
          <Group gap="sm">
            {can(role, 'patients.import') && (
              <Button
                component={Link}
                to="/dashboard/import-patients"
                variant="default"
                leftSection={<IconFileImport size={16} aria-hidden />}
              >
                Import
              </Button>
            )}
            <Button
              component={Link}
              to="/dashboard/add-patient"
              leftSection={<IconUserPlus size={16} aria-hidden />}
            >
              Add patient
            </Button>
          </Group>
        }
      />
      <Card withBorder padding="lg">
        <Stack gap="md">
          <SearchBox
            label="Search patients"
            description="Name, phone, email, or date of birth as YYYY-MM-DD or DD.MM.YYYY"
            placeholder="e.g. Nikolić or 14.03.1988"
            value={params.search}
            onSearch={(search) => update({ search }, { replace: true })}
          />
          <PatientFilters params={params} members={members.data} onChange={update} />
        </Stack>
      </Card>
      {list.isError ? (
        <LoadError
          title="We couldn't load the patients."
          message={errorMessage(list.error)}
          onRetry={() => void list.refetch()}
        />
      ) : !data ? (
        <Stack gap="sm" aria-label="Loading patients" aria-busy>
          {[0, 1, 2, 3].map((row) => (
            <Skeleton key={row} height={44} />
          ))}
        </Stack>
      ) : data.total === 0 ? (
        isFiltered(params) ? (
          <NoMatchingPatients onClear={clear} />
        ) : (
          <NoPatientsYet />
        )
      ) : (
        <Stack gap="md" aria-busy={list.isPlaceholderData}>
          <Group gap="xs">
            <Text fw={500} role="status">
              {totalLabel(data.total, data.totalCapped)}
            </Text>
            {list.isPlaceholderData && <Loader size="xs" aria-label="Loading the page" />}
          </Group>
          {data.patients.length === 0 ? (
            // A link to a page that no longer exists (patients were archived or removed since).
            <Group gap="sm">
              <Text c="dimmed">There are no patients on this page.</Text>
              <Button variant="default" size="xs" onClick={() => update({ page: 1 })}>
                Go to the first page
              </Button>
            </Group>
          ) : wide ? (
            <PatientsTable patients={data.patients} therapistName={therapistName} />
          ) : (
            <PatientCards patients={data.patients} therapistName={therapistName} />
          )}
          {pages > 1 && (
            <Group justify="center" component="nav" aria-label="Pages of patients">
              <Pagination
                total={pages}
                value={Math.min(params.page, pages)}
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
