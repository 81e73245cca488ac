import { Button, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { can } from '../../../domain/permissions.js';
import type { Service } from '../../../domain/services.js';
import { useSignedInUser } from '../../components/dashboard/use-signed-in-user';
import { PageHeader } from '../../components/page/PageHeader';
import { QueryContent } from '../../components/page/QueryContent';
import { SectionCard } from '../../components/page/SectionCard';
import { PackagesSection } from './PackagesSection';
import { ServiceFormModal } from './ServiceFormModal';
import { ServicesList } from './ServicesList';
import { useServices } from '../../lib/queries/services';

/** /dashboard/settings/services-settings: everyone reads the services; owners and admins edit. */
export function ServicesSettingsPage() {
  const currentUser = useSignedInUser();
  const services = useServices();
  // undefined: closed; null: a new service.
  const [editing, setEditing] = useState<Service | null | undefined>(undefined);
  const manages = can(currentUser?.membership?.role, 'clinic.manage');
  const readsPackages = can(currentUser?.membership?.role, 'invoices.read');

  const addButton = manages && (
    <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setEditing(null)}>
      New service
    </Button>
  );

  return (
    <Stack gap="lg" maw={900}>
      <PageHeader
        title="Services"
        description={
          manages
            ? 'The treatments your clinic offers. Their duration and colour apply when you book them.'
            : 'The treatments your clinic offers. An owner or administrator manages them.'
        }
        actions={addButton}
      />
      <QueryContent
        query={services}
        loadingLabel="Loading services"
        errorTitle="We couldn't load the services."
        empty={
          <SectionCard title="No services yet">
            <Text size="sm" c="dimmed">
              {manages
                ? 'Add the treatments you offer, such as an initial assessment, so they can be booked.'
                : 'An owner or administrator adds the treatments your clinic offers.'}
            </Text>
            {manages && (
              <div>
                <Button variant="light" onClick={() => setEditing(null)}>
                  Create a service
                </Button>
              </div>
            )}
          </SectionCard>
        }
      >
        {(list) => <ServicesList services={list} manages={manages} onEdit={setEditing} />}
      </QueryContent>
      {readsPackages && <PackagesSection manages={manages} />}
      {manages && (
        <ServiceFormModal
          key={editing?.id ?? 'new'}
          opened={editing !== undefined}
          service={editing ?? null}
          onClose={() => setEditing(undefined)}
        />
      )}
    </Stack>
  );
}
