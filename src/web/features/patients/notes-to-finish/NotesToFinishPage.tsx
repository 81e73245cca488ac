import { Card, Select, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCircleCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { can } from '../../../../domain/permissions.js';
import type { TeamMember } from '../../../../domain/team.js';
import { useSignedInUser } from '../../../components/dashboard/use-signed-in-user';
import { PagedList } from '../../../components/lists/PagedList';
import { useUrlListParams } from '../../../components/lists/use-url-list-params';
import { PageHeader } from '../../../components/page/PageHeader';
import { QueryContent } from '../../../components/page/QueryContent';
import { useClinicZoneOrBrowser } from '../use-clinic-zone';
import { notesToFinishQuery } from './notes-to-finish-api';
import { notesToFinishFields } from './notes-to-finish-params';
import { NoteToFinishRow } from './NoteToFinishRow';
import classes from './notes-to-finish.module.css';
import { teamMembersQuery } from '../../../lib/queries/team-members';

const TITLE = 'Notes to finish';
const loadingRows = [0, 1, 2].map((row) => <Skeleton key={row} height={56} />);

const totalLabel = (n: number) =>
  n === 1 ? '1 visit waits for a signed note' : `${n} visits wait for a signed note`;

const fullName = (member: TeamMember) => `${member.name} ${member.lastName}`.trim();

/** Members who write notes: everyone but assistants, deactivated ones named as such. */
const clinicianOptions = (members: TeamMember[]) =>
  members
    .filter((member) => can(member.role, 'clinical.manage'))
    .map((member) => ({
      value: member.userId,
      label: member.status === 'active' ? fullName(member) : `${fullName(member)} (deactivated)`,
    }));

function AllSigned({ whose }: { whose: string | null }) {
  return (
    <Card withBorder padding="xl">
      <Stack gap="sm" align="center" ta="center">
        <IconCircleCheck size={32} color="var(--mantine-color-teal-filled)" aria-hidden />
        <Title order={2} size="h4">
          All notes are signed
        </Title>
        <Text c="dimmed" maw={420}>
          {whose
            ? `Every visit ${whose} completed has a signed note.`
            : 'Every visit you completed has a signed note.'}
        </Text>
      </Stack>
    </Card>
  );
}

/**
 * /dashboard/notes-to-finish: the signed-in clinician's completed visits whose note is missing or
 * still a draft, the longest waiting first, each opening its note. Owners and admins can look at
 * a colleague's (`?therapist=`); the page is in the address (`?page=`).
 */
export function NotesToFinishPage() {
  const user = useSignedInUser();
  const role = user?.membership?.role;
  const clinical = can(role, 'clinical.read');
  const mayReviewOthers = can(role, 'clinical.review_others');
  const { params, update } = useUrlListParams(notesToFinishFields);
  const { page } = params;
  const colleagueId = mayReviewOthers ? params.therapistId || null : null;
  const list = useQuery({ ...notesToFinishQuery(colleagueId, page), enabled: clinical });
  const members = useQuery({ ...teamMembersQuery, enabled: mayReviewOthers });
  const zone = useClinicZoneOrBrowser();
  const wide = useMediaQuery('(min-width: 48em)', false, { getInitialValueInEffect: false });

  // One's own notes are the plain address, without `therapist`.
  const showTherapist = (therapistId: string | null) =>
    update({ therapistId: therapistId && therapistId !== user?.user.id ? therapistId : '' });

  if (!clinical) {
    return (
      <Stack gap="lg">
        <PageHeader title={TITLE} />
        <Text c="dimmed">Visit notes are seen by therapists, owners and administrators only.</Text>
      </Stack>
    );
  }

  const options = clinicianOptions(members.data ?? []);
  const colleague = colleagueId ? options.find((option) => option.value === colleagueId) : null;

  return (
    <Stack gap="lg">
      <PageHeader
        title={TITLE}
        description="Completed visits whose note is missing or not signed yet, the longest waiting first."
        actions={
          mayReviewOthers && (
            <Select
              label="Clinician"
              data={options}
              value={colleagueId ?? user?.user.id ?? null}
              onChange={showTherapist}
              allowDeselect={false}
              searchable
              disabled={members.isPending}
              w={{ base: '100%', xs: 260 }}
            />
          )
        }
      />
      <QueryContent
        query={list}
        loadingLabel="Loading the notes to finish"
        skeleton={loadingRows}
        errorTitle="We couldn't load the notes to finish."
      >
        {(data) =>
          data.total === 0 ? (
            <AllSigned whose={colleague?.label ?? null} />
          ) : (
            <PagedList
              totalLabel={totalLabel(data.total)}
              loadingPage={list.isPlaceholderData}
              page={page}
              pages={data.pages}
              onPage={(next) => update({ page: next })}
              compact={!wide}
              noun="visits"
              pageEmpty={data.visits.length === 0}
            >
              <ul className={classes.list} aria-label={TITLE}>
                {data.visits.map((visit) => (
                  <NoteToFinishRow key={visit.appointmentId} visit={visit} zone={zone} />
                ))}
              </ul>
            </PagedList>
          )
        }
      </QueryContent>
    </Stack>
  );
}
