import { Anchor, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { PatientForm } from '../../../../domain/intake-forms.js';
import { can } from '../../../../domain/permissions.js';
import { useSignedInUser } from '../../../components/dashboard/use-signed-in-user';
import { QueryContent } from '../../../components/page/QueryContent';
import { SectionCard } from '../../../components/page/SectionCard';
import { EmptyState } from '../record/EmptyState';
import { formatSlot } from '../record/record-display';
import { useClinicZoneOrBrowser } from '../use-clinic-zone';
import { formStatusColors, formStatusLabels } from './form-status';
import { PatientFormDetail } from './PatientFormDetail';
import { patientFormsQuery } from './patient-forms-api';
import { SendFormDialog } from './SendFormDialog';

/** The intake forms sent to the patient; `?form=` opens one. */
export function PatientFormsTab({ patientId }: { patientId: string }) {
  const forms = useQuery(patientFormsQuery(patientId));
  const zone = useClinicZoneOrBrowser();
  const role = useSignedInUser()?.membership?.role;
  const canManage = can(role, 'clinical.manage');
  const [sending, setSending] = useState(false);
  const [searchParams, setSearchParams] = useSearchParams();
  const openId = searchParams.get('form');
  const open = (id: string | null) =>
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        if (id) next.set('form', id);
        else next.delete('form');
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  const opened = openId ? forms.data?.find((form) => form.id === openId) : undefined;
  if (opened)
    return (
      <PatientFormDetail
        patientId={patientId}
        form={opened}
        zone={zone}
        canAccept={canManage}
        onBack={() => open(null)}
      />
    );

  return (
    <SectionCard
      title="Forms"
      description="Intake and consent forms sent to the patient, and their answers."
      aside={
        canManage && (
          <Button
            variant="light"
            size="compact-md"
            leftSection={<IconSend size={16} aria-hidden />}
            onClick={() => setSending(true)}
          >
            Send a form
          </Button>
        )
      }
    >
      <QueryContent
        query={forms}
        loadingLabel="Loading forms"
        errorTitle="We couldn't load the forms."
        empty={<EmptyState message="No forms sent yet." />}
      >
        {(list) => (
          <Stack gap="sm" component="ul" aria-label="Sent forms" p={0} m={0}>
            {list.map((form) => (
              <FormRow key={form.id} form={form} zone={zone} onOpen={() => open(form.id)} />
            ))}
          </Stack>
        )}
      </QueryContent>
      {canManage && (
        <SendFormDialog patientId={patientId} opened={sending} onClose={() => setSending(false)} />
      )}
    </SectionCard>
  );
}

function FormRow({ form, zone, onOpen }: { form: PatientForm; zone: string; onOpen: () => void }) {
  return (
    <Card component="li" withBorder padding="sm" style={{ listStyle: 'none' }}>
      <Group justify="space-between" gap="xs" align="flex-start">
        <Stack gap={2}>
          <Anchor component="button" type="button" fw={600} ta="left" onClick={onOpen}>
            {form.title}
          </Anchor>
          <Text size="sm" c="dimmed">
            Sent {formatSlot(form.sentAt, zone)}
          </Text>
          {form.submittedAt && (
            <Text size="sm" c="dimmed">
              Submitted {formatSlot(form.submittedAt, zone)}
            </Text>
          )}
        </Stack>
        <Badge color={formStatusColors[form.status]} variant="light">
          {formStatusLabels[form.status]}
        </Badge>
      </Group>
    </Card>
  );
}
