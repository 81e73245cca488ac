import { Anchor, Group, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { can } from '../../../domain/permissions.js';
import { useSignedInUser } from '../../components/dashboard/use-signed-in-user';
import { PageHeader } from '../../components/page/PageHeader';
import { QueryContent } from '../../components/page/QueryContent';
import { intakeFormQuery } from '../../lib/queries/intake-forms';
import { emptyForm, formValues } from './builder/builder-values';
import { IntakeFormBuilder } from './builder/IntakeFormBuilder';
import { ManagersOnly } from './ManagersOnly';

const LIST_PATH = '/dashboard/settings/intake-forms';

const backLink = (
  <Anchor component={Link} to={LIST_PATH} size="sm">
    <Group gap="xs" component="span">
      <IconArrowLeft size={16} aria-hidden />
      All intake forms
    </Group>
  </Anchor>
);

/** /dashboard/settings/intake-forms/new and /…/{id}: the builder of one form. */
export function IntakeFormBuilderPage() {
  const { id } = useParams();
  const role = useSignedInUser()?.membership?.role;
  const title = id ? 'Edit intake form' : 'New intake form';
  if (!can(role, 'clinic.manage')) return <ManagersOnly title={title} />;
  return (
    <Stack gap="lg" maw={900}>
      {backLink}
      <PageHeader
        title={title}
        description="Sections of questions, in the order patients answer them."
      />
      {id ? (
        <EditForm id={id.toLowerCase()} />
      ) : (
        <IntakeFormBuilder formId={null} values={emptyForm()} />
      )}
    </Stack>
  );
}

function EditForm({ id }: { id: string }) {
  const form = useQuery(intakeFormQuery(id));
  return (
    <QueryContent
      query={form}
      loadingLabel="Loading the form"
      errorTitle="We couldn't load the form."
    >
      {(saved) => (
        <IntakeFormBuilder key={saved.updatedAt} formId={saved.id} values={formValues(saved)} />
      )}
    </QueryContent>
  );
}
