import { Badge, Card, Group, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminClinicUsage } from '../../../domain/admin.js';
import { PageHeader } from '../../components/page/PageHeader';
import { QueryContent } from '../../components/page/QueryContent';
import { formatRelativeTime } from '../../lib/relative-time';
import { adminUsageQuery } from './admin-api';
import { AdminPagination } from './AdminPagination';
import { subscriptionStatusLabel } from './subscription-labels';
import { UsageBar } from './UsageBar';

/** Theme breakpoint md (62em): the table needs the width; cards below it. */
const TABLE_MEDIA_QUERY = '(min-width: 62em)';

const lastActivity = (clinic: AdminClinicUsage) =>
  clinic.lastActivityAt ? formatRelativeTime(clinic.lastActivityAt) : 'No activity yet';

function PlanCell({ clinic }: { clinic: AdminClinicUsage }) {
  return (
    <Group gap={6}>
      <Text size="sm">{clinic.planName}</Text>
      {clinic.subscriptionStatus && (
        <Badge size="sm" variant="outline" color="gray">
          {subscriptionStatusLabel[clinic.subscriptionStatus]}
        </Badge>
      )}
    </Group>
  );
}

function Bars({ clinic }: { clinic: AdminClinicUsage }) {
  return (
    <>
      <UsageBar label="Users" {...clinic.users} />
      <UsageBar label="Patients" {...clinic.patients} />
      <UsageBar label="Storage" {...clinic.storage} bytes />
      <UsageBar label="Appointments" {...clinic.appointments} />
    </>
  );
}

function UsageTable({ clinics }: { clinics: AdminClinicUsage[] }) {
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Clinic</Table.Th>
            <Table.Th>Plan</Table.Th>
            <Table.Th>Users</Table.Th>
            <Table.Th>Patients</Table.Th>
            <Table.Th>Storage</Table.Th>
            <Table.Th>Appointments</Table.Th>
            <Table.Th>Last activity</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {clinics.map((clinic) => (
            <Table.Tr key={clinic.clinicId}>
              <Table.Td fw={600}>{clinic.clinicName}</Table.Td>
              <Table.Td>
                <PlanCell clinic={clinic} />
              </Table.Td>
              <Table.Td>
                <UsageBar label="Users" {...clinic.users} hideLabel />
              </Table.Td>
              <Table.Td>
                <UsageBar label="Patients" {...clinic.patients} hideLabel />
              </Table.Td>
              <Table.Td>
                <UsageBar label="Storage" {...clinic.storage} bytes hideLabel />
              </Table.Td>
              <Table.Td>
                <UsageBar label="Appointments" {...clinic.appointments} hideLabel />
              </Table.Td>
              <Table.Td>
                <Text size="sm">{lastActivity(clinic)}</Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function UsageCards({ clinics }: { clinics: AdminClinicUsage[] }) {
  return (
    <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
      {clinics.map((clinic) => (
        <Card
          key={clinic.clinicId}
          withBorder
          padding="md"
          component="li"
          aria-label={clinic.clinicName}
        >
          <Stack gap="sm">
            <Group justify="space-between" gap="xs">
              <Text fw={600}>{clinic.clinicName}</Text>
              <PlanCell clinic={clinic} />
            </Group>
            <Bars clinic={clinic} />
            <Text size="xs" c="dimmed">
              Last activity: {lastActivity(clinic)}
            </Text>
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}

/** /dashboard/admin/usage-monitoring: each clinic's use of its plan, to spot problems early. */
export function UsageMonitoringPage() {
  const wide = useMediaQuery(TABLE_MEDIA_QUERY, false, { getInitialValueInEffect: false });
  const [page, setPage] = useState(1);
  const usage = useQuery(adminUsageQuery(page));
  return (
    <Stack gap="lg">
      <PageHeader
        title="Usage monitoring"
        description="Per clinic: users, patients, storage and appointments against the plan's limits, and the last activity."
      />
      <QueryContent
        query={usage}
        loadingLabel="Loading clinic usage"
        skeleton={[0, 1, 2].map((row) => (
          <Skeleton key={row} height={56} />
        ))}
        errorTitle="We couldn't load the clinics' usage."
      >
        {(data) =>
          data.clinics.length === 0 ? (
            <Text c="dimmed">No clinic has signed up yet.</Text>
          ) : (
            <Stack gap="md">
              {wide ? <UsageTable clinics={data.clinics} /> : <UsageCards clinics={data.clinics} />}
              <AdminPagination
                page={data.page}
                pages={data.pages}
                total={data.total}
                noun={data.total === 1 ? 'clinic' : 'clinics'}
                onChange={setPage}
              />
            </Stack>
          )
        }
      </QueryContent>
    </Stack>
  );
}
