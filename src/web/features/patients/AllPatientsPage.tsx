import { Card, Skeleton, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { can } from '../../../domain/permissions.js';
import { useSignedInUser } from '../../components/dashboard/use-signed-in-user';
import { SearchBox } from '../../components/forms/SearchBox';
import { PagedList } from '../../components/lists/PagedList';
import { PageHeader } from '../../components/page/PageHeader';
import { QueryContent } from '../../components/page/QueryContent';
import { defaultListParams, isFiltered, PATIENT_LIST_PAGE_SIZE } from './list/list-params';
import { memberName, totalLabel } from './list/patient-display';
import { AddPatientActions } from './list/AddPatientActions';
import { PatientCards } from './list/PatientCards';
import { PatientFilters } from './list/PatientFilters';
import { NoMatchingPatients, NoPatientsYet } from './list/PatientListEmpty';
import { PatientsTable } from './list/PatientsTable';
import { useListParams } from './list/use-list-params';
import { patientListQuery } from './patient-list-api';
import { useTeamMembers } from '../../lib/queries/team-members';

const loadingRows = [0, 1, 2, 3].map((row) => <Skeleton key={row} height={44} />);

/** Theme breakpoint sm (48em): a table from tablets up, cards on phones. */
const TABLE_MEDIA_QUERY = '(min-width: 48em)';

/** /dashboard/all-patients: every patient of the clinic, searched and paged on the server. */
export function AllPatientsPage() {
  const role = useSignedInUser()?.membership?.role;
  const wide = useMediaQuery(TABLE_MEDIA_QUERY, false, { getInitialValueInEffect: false });
  const { params, update } = useListParams();
  const list = useQuery(patientListQuery(params));
  const members = useTeamMembers();
  const names = new Map((members.data ?? []).map((member) => [member.userId, memberName(member)]));
  const therapistName = (userId: string | null) => (userId ? (names.get(userId) ?? '') : '');

  const clear = () => update(defaultListParams);
  const canImport = can(role, 'patients.import');

  return (
    <Stack gap="lg">
      <PageHeader
        title="Patients"
        description="Search and browse every patient record in your clinic."
        actions={<AddPatientActions canImport={canImport} importLabel="Import" />}
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
      <QueryContent
        query={list}
        loadingLabel="Loading patients"
        skeleton={loadingRows}
        errorTitle="We couldn't load the patients."
      >
        {(data) =>
          data.total === 0 ? (
            isFiltered(params) ? (
              <NoMatchingPatients onClear={clear} />
            ) : (
              <NoPatientsYet canImport={canImport} />
            )
          ) : (
            <PagedList
              totalLabel={totalLabel(data.total, data.totalCapped)}
              loadingPage={list.isPlaceholderData}
              page={params.page}
              pages={Math.max(1, Math.ceil(data.total / PATIENT_LIST_PAGE_SIZE))}
              onPage={(page) => update({ page })}
              compact={!wide}
              noun="patients"
              // A link to a page that no longer exists (patients were archived or removed since).
              pageEmpty={data.patients.length === 0}
            >
              {wide ? (
                <PatientsTable patients={data.patients} therapistName={therapistName} />
              ) : (
                <PatientCards patients={data.patients} therapistName={therapistName} />
              )}
            </PagedList>
          )
        }
      </QueryContent>
    </Stack>
  );
}
