import { Button, DataList, Stack, Text } from '@mantine/core';
import { IconSettings } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { roleLabels } from '../../../domain/roles.js';
import { useSignedInUser } from '../../components/dashboard/use-signed-in-user';
import { PageHeader } from '../../components/page/PageHeader';
import { SectionCard } from '../../components/page/SectionCard';
import { AvatarCard } from './AvatarCard';

const notSet = (
  <Text span c="dimmed" size="sm">
    Not set
  </Text>
);

const notInClinic = (
  <Text span c="dimmed" size="sm">
    Not a member of a clinic
  </Text>
);

/** /dashboard/profile: who the person is in Motio, and their photo. */
export function ProfilePage() {
  const currentUser = useSignedInUser();
  if (!currentUser) return null;
  const { user, membership } = currentUser;
  const fullName = `${user.name} ${user.lastName}`.trim();
  const details: { label: string; value: ReactNode }[] = [
    { label: 'Name', value: fullName || notSet },
    { label: 'Email', value: user.email },
    { label: 'Location', value: user.location || notSet },
    ...(membership
      ? [
          { label: 'Clinic', value: membership.clinicName },
          { label: 'Role', value: roleLabels[membership.role] },
          { label: 'Title', value: membership.title || notSet },
        ]
      : [{ label: 'Clinic', value: notInClinic }]),
  ];

  return (
    <Stack gap="lg" maw={760}>
      <PageHeader title="Profile" description="How you appear to colleagues in Motio." />
      <AvatarCard user={user} />
      <SectionCard title="Details">
        <DataList labelWidth="8rem">
          {details.map(({ label, value }) => (
            <DataList.Item key={label}>
              <DataList.ItemLabel>{label}</DataList.ItemLabel>
              <DataList.ItemValue>{value}</DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList>
        {membership && (
          <Text size="sm" c="dimmed">
            Your clinic's owner or an administrator sets your role and title.
          </Text>
        )}
        <div>
          <Button
            component={Link}
            to="/dashboard/settings"
            variant="default"
            leftSection={<IconSettings size={16} aria-hidden />}
          >
            Edit name and location
          </Button>
        </div>
      </SectionCard>
    </Stack>
  );
}
