import { Anchor, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconDownload } from '@tabler/icons-react';
import { useRef } from 'react';
import type { PatientForm } from '../../../../domain/intake-forms.js';
import { SectionCard } from '../../../components/page/SectionCard';
import { attachmentDownloadUrl } from '../attachments/attachment-api';
import { formatSlot } from '../record/record-display';
import { AcceptPanel } from './AcceptPanel';
import { AnswerView } from './AnswerView';
import { formStatusColors, formStatusLabels } from './form-status';

interface PatientFormDetailProps {
  patientId: string;
  form: PatientForm;
  zone: string;
  canAccept: boolean;
  onBack: () => void;
}

/** One sent form: its answers by section, the signed PDF, and what to take into the record. */
export function PatientFormDetail({
  patientId,
  form,
  zone,
  canAccept,
  onBack,
}: PatientFormDetailProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <Stack gap="lg">
      <div>
        <Button
          variant="subtle"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
          onClick={onBack}
        >
          All forms
        </Button>
      </div>
      <Stack gap="xs">
        <Group gap="sm">
          <Title order={2} size="h3" ref={heading} tabIndex={-1}>
            {form.title}
          </Title>
          <Badge color={formStatusColors[form.status]} variant="light">
            {formStatusLabels[form.status]}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          Sent {formatSlot(form.sentAt, zone)}
          {form.submittedAt && ` · Submitted ${formatSlot(form.submittedAt, zone)}`}
          {form.acceptedAt &&
            ` · Accepted ${formatSlot(form.acceptedAt, zone)}${form.acceptedByName ? ` by ${form.acceptedByName}` : ''}`}
        </Text>
        {form.signedAttachmentId && (
          <div>
            <Anchor href={attachmentDownloadUrl(form.signedAttachmentId)} download>
              <Group gap={6} component="span">
                <IconDownload size={16} aria-hidden />
                Signed PDF
              </Group>
            </Anchor>
          </div>
        )}
      </Stack>
      {form.status === 'sent' ? (
        <Text>The patient has not filled it in yet.</Text>
      ) : (
        form.sections.map((section, index) => (
          <SectionCard key={section.id} title={section.title || `Part ${index + 1}`}>
            <Stack gap="md" component="dl" m={0}>
              {section.fields.map((field) => (
                <Stack key={field.id} gap={4}>
                  <Text component="dt" size="sm" fw={600}>
                    {field.label}
                  </Text>
                  <dd style={{ margin: 0 }}>
                    {field.kind === 'consent' && (
                      <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
                        {field.help}
                      </Text>
                    )}
                    <AnswerView field={field} answer={form.answers[field.id]} />
                  </dd>
                </Stack>
              ))}
            </Stack>
          </SectionCard>
        ))
      )}
      {form.status === 'submitted' && canAccept && (
        <AcceptPanel
          patientId={patientId}
          form={form}
          onAccepted={() => heading.current?.focus()}
        />
      )}
    </Stack>
  );
}
