import { Anchor, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconFileText, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { IntakeForm } from '../../../domain/intake-forms.js';
import { can } from '../../../domain/permissions.js';
import type { Service } from '../../../domain/services.js';
import { useSignedInUser } from '../../components/dashboard/use-signed-in-user';
import { EmptyState } from '../../components/lists/EmptyState';
import { PageHeader } from '../../components/page/PageHeader';
import { QueryContent } from '../../components/page/QueryContent';
import { intakeFormsQuery } from '../../lib/queries/intake-forms';
import { servicesQuery } from '../../lib/queries/services';
import { fieldCount } from './builder/builder-values';
import { ManagersOnly } from './ManagersOnly';

const TITLE = 'Intake forms';
const DESCRIPTION =
  'Forms patients fill in before their first visit: health questions, consent and a signature.';
export const NEW_FORM_PATH = '/dashboard/settings/intake-forms/new';
export const formPath = (id: string) => `/dashboard/settings/intake-forms/${id}`;

/** /dashboard/settings/intake-forms: owners and administrators (`clinic.manage`). */
export function IntakeFormsPage() {
  const role = useSignedInUser()?.membership?.role;
  if (!can(role, 'clinic.manage')) return <ManagersOnly title={TITLE} />;
  return <IntakeFormsList />;
}

function IntakeFormsList() {
  const forms = useQuery(intakeFormsQuery);
  const newButton = (
    <Button component={Link} to={NEW_FORM_PATH} leftSection={<IconPlus size={16} aria-hidden />}>
      New form
    </Button>
  );
  return (
    <Stack gap="lg" maw={900}>
      <PageHeader
        title={TITLE}
        description={DESCRIPTION}
        actions={forms.data?.length ? newButton : undefined}
      />
      <QueryContent
        query={forms}
        loadingLabel="Loading intake forms"
        errorTitle="We couldn't load the intake forms."
        empty={
          <EmptyState icon={<IconFileText size={26} />} title="No forms yet" action={newButton}>
            Build a form once and attach it to services: patients booked for them get it before
            their first visit.
          </EmptyState>
        }
      >
        {(list) => (
          <Stack gap="sm" component="ul" aria-label="Intake forms" p={0} m={0}>
            {list.map((form) => (
              <FormRow key={form.id} form={form} />
            ))}
          </Stack>
        )}
      </QueryContent>
    </Stack>
  );
}

function FormRow({ form }: { form: IntakeForm }) {
  const services = useQuery(servicesQuery);
  const count = fieldCount(form);
  const names = serviceNames(form.serviceIds, services.data);
  return (
    <Card component="li" withBorder padding="md" style={{ listStyle: 'none' }}>
      <Stack gap={6}>
        <Anchor component={Link} to={formPath(form.id)} fw={600}>
          {form.title}
        </Anchor>
        <Text size="sm" c="dimmed">
          {count === 1 ? '1 field' : `${count} fields`}
        </Text>
        {form.serviceIds.length === 0 ? (
          <Text size="sm" c="dimmed">
            Not attached to a service: sent only by hand.
          </Text>
        ) : (
          <Group gap="xs" aria-label="Sent for">
            <Text size="sm">Sent for:</Text>
            {names.map((name) => (
              <Badge key={name} variant="light" tt="none">
                {name}
              </Badge>
            ))}
          </Group>
        )}
      </Stack>
    </Card>
  );
}

/** The names of the attached services, as far as the services have loaded. */
function serviceNames(ids: readonly string[], services: Service[] | undefined): string[] {
  if (!services) return ids.length === 1 ? ['1 service'] : [`${ids.length} services`];
  const byId = new Map(services.map((service) => [service.id, service.name]));
  return ids.map((id) => byId.get(id) ?? 'A removed service');
}
