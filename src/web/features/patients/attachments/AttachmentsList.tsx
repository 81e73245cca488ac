import { ActionIcon, Anchor, Badge, Card, Group, Stack, Text } from '@mantine/core';
import { IconDownload, IconFileTypePdf, IconPhoto, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import type { Attachment } from '../../../../domain/attachments.js';
import { ConfirmModal } from '../../../components/dialogs/ConfirmModal';
import { notifySuccess } from '../../../components/toasts/notify';
import { attachmentDownloadUrl, useDeleteAttachment } from './attachment-api';
import { formatFileSize } from '../../../lib/file-size';
import { attachmentTypeLabels, formatUploadDay } from './attachment-display';
import { ShareWithPatientSwitch } from './ShareWithPatientSwitch';

interface AttachmentsListProps {
  patientId: string;
  attachments: Attachment[];
  /** Therapists, owners and admins share and delete; hidden otherwise. */
  mayManage: boolean;
}

/** A patient's files, newest first: each downloads through the authorised route. */
export function AttachmentsList({ patientId, attachments, mayManage }: AttachmentsListProps) {
  const remove = useDeleteAttachment(patientId);
  const [deleting, setDeleting] = useState<Attachment | null>(null);

  return (
    <>
      <Stack
        component="ul"
        gap="sm"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-label="Attachments"
      >
        {attachments.map((attachment) => {
          const TypeIcon =
            attachment.contentType === 'application/pdf' ? IconFileTypePdf : IconPhoto;
          return (
            <Card component="li" key={attachment.id} withBorder padding="md">
              <Group justify="space-between" gap="sm" wrap="nowrap" align="flex-start">
                <Group gap="sm" wrap="nowrap" align="flex-start" style={{ minWidth: 0 }}>
                  <TypeIcon
                    size={28}
                    aria-hidden
                    color="var(--mantine-color-dimmed)"
                    style={{ flexShrink: 0 }}
                  />
                  <Stack gap={2} style={{ minWidth: 0 }}>
                    <Group gap="xs" wrap="wrap">
                      <Anchor
                        href={attachmentDownloadUrl(attachment.id)}
                        download
                        fw={600}
                        style={{ overflowWrap: 'anywhere' }}
                      >
                        {attachment.fileName}
                      </Anchor>
                      {attachment.sharedWithPatient && (
                        <Badge color="teal" variant="light">
                          Shared
                        </Badge>
                      )}
                    </Group>
                    <Text size="sm" c="dimmed">
                      {attachmentTypeLabels[attachment.contentType]} ·{' '}
                      {formatFileSize(attachment.byteSize)}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {attachment.uploadedBy ||
                        (attachment.fromSignedForm
                          ? 'Signed by the patient'
                          : 'Former team member')}{' '}
                      ·{' '}
                      <time dateTime={attachment.createdAt}>
                        {formatUploadDay(attachment.createdAt)}
                      </time>
                    </Text>
                    {mayManage && (
                      <ShareWithPatientSwitch patientId={patientId} attachment={attachment} />
                    )}
                  </Stack>
                </Group>
                <Group gap={4} wrap="nowrap">
                  <ActionIcon
                    component="a"
                    href={attachmentDownloadUrl(attachment.id)}
                    download
                    variant="subtle"
                    size="lg"
                    aria-label={`Download ${attachment.fileName}`}
                  >
                    <IconDownload size={18} aria-hidden />
                  </ActionIcon>
                  {mayManage && (
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      size="lg"
                      aria-label={`Delete ${attachment.fileName}`}
                      onClick={() => setDeleting(attachment)}
                    >
                      <IconTrash size={18} aria-hidden />
                    </ActionIcon>
                  )}
                </Group>
              </Group>
            </Card>
          );
        })}
      </Stack>
      <ConfirmModal
        opened={deleting !== null}
        title="Delete this attachment?"
        confirmLabel="Delete file"
        keepLabel="Keep it"
        danger
        onConfirm={async () => {
          if (!deleting) return;
          await remove.mutateAsync(deleting.id);
          notifySuccess(`${deleting.fileName} deleted`);
        }}
        onClose={() => setDeleting(null)}
      >
        <Text style={{ overflowWrap: 'anywhere' }}>
          {deleting?.fileName} will be removed from this patient's record for good. The deletion is
          recorded in the audit trail.
        </Text>
      </ConfirmModal>
    </>
  );
}
