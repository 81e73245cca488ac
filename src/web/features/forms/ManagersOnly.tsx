import { Alert, Stack } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { PageHeader } from '../../components/page/PageHeader';

/** What a member who does not manage the clinic sees instead of its intake forms. */
export function ManagersOnly({ title }: { title: string }) {
  return (
    <Stack gap="lg" maw={900}>
      <PageHeader title={title} />
      <Alert
        color="gray"
        variant="light"
        icon={<IconLock aria-hidden />}
        title="Owners and administrators only"
      >
        Ask an owner or administrator of your clinic to change intake forms.
      </Alert>
    </Stack>
  );
}
