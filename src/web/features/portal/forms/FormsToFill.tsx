import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { PatientForm } from '../../../../domain/intake-forms.js';
import { LoadError } from '../../../components/feedback/LoadError';
import { serverMessage } from '../../../lib/server-errors';
import { isSessionEnded } from '../portal-errors';
import { portalFormsQuery } from './portal-forms-api';

/** Forms still to fill in first, then those already with the clinic. */
const byStatus = (forms: PatientForm[]) => [
  ...forms.filter((form) => form.status === 'sent'),
  ...forms.filter((form) => form.status !== 'sent'),
];

/**
 * The forms the clinic asked the signed-in patient to fill in. Shows nothing when there are
 * none, or when the session has ended (the visits above say so).
 */
export function FormsToFill({ slug }: { slug: string }) {
  const forms = useQuery(portalFormsQuery());
  if (forms.isPending || (forms.isError && isSessionEnded(forms.error))) return null;
  if (forms.isSuccess && forms.data.length === 0) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby="forms-to-fill" mb="xl">
      <Title order={2} size="h4" id="forms-to-fill">
        Forms to fill in
      </Title>
      {forms.isError ? (
        <LoadError
          title="Your forms did not load"
          message={serverMessage(forms.error)}
          onRetry={() => void forms.refetch()}
        />
      ) : (
        <Stack gap="sm" component="ul" p={0} m={0}>
          {byStatus(forms.data).map((form) => (
            <Card
              key={form.id}
              component="li"
              withBorder
              padding="md"
              style={{ listStyle: 'none' }}
            >
              <Group justify="space-between" gap="sm">
                {form.status === 'sent' ? (
                  <Anchor
                    component={Link}
                    to={`/portal/${encodeURIComponent(slug)}/forms/${form.id}`}
                    fw={600}
                  >
                    {form.title}
                  </Anchor>
                ) : (
                  <Text fw={600}>{form.title}</Text>
                )}
                {form.status === 'sent' ? (
                  <Badge color="orange" variant="light">
                    To fill in
                  </Badge>
                ) : (
                  <Badge color="green" variant="light">
                    Sent to the clinic
                  </Badge>
                )}
              </Group>
            </Card>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
