import { Alert, Button, FileButton, Group, Progress, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconUpload } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { ATTACHMENT_ACCEPT, ATTACHMENT_RULE } from '../../../../domain/attachments.js';
import { notifySuccess } from '../../../components/toasts/notify';
import { errorMessage } from '../../../lib/server-errors';
import { attachmentFileProblem } from './attachment-display';
import { useUploadAttachment } from './attachment-api';

/** Uploads one file as soon as it is chosen; refusals (here or by the server) show below. */
export function AttachmentUpload({ patientId }: { patientId: string }) {
  const upload = useUploadAttachment(patientId);
  const resetFileInput = useRef<() => void>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [uploading, setUploading] = useState<string | null>(null);

  const onFile = (file: File | null) => {
    // Lets the same file be chosen again after a refusal.
    resetFileInput.current?.();
    if (!file) return;
    const refusal = attachmentFileProblem(file);
    setProblem(refusal);
    if (refusal) return;
    setUploading(file.name);
    upload.mutate(file, {
      onSuccess: (attachment) => notifySuccess(`${attachment.fileName} uploaded`),
      onError: (error) => setProblem(errorMessage(error)),
      onSettled: () => setUploading(null),
    });
  };

  return (
    <Stack gap="xs">
      <Group gap="sm" align="center">
        <FileButton onChange={onFile} accept={ATTACHMENT_ACCEPT} resetRef={resetFileInput}>
          {(props) => (
            <Button
              {...props}
              leftSection={<IconUpload size={16} aria-hidden />}
              loading={upload.isPending}
            >
              Upload file
            </Button>
          )}
        </FileButton>
        <Text size="sm" c="dimmed">
          {ATTACHMENT_RULE}
        </Text>
      </Group>
      {uploading && (
        <Stack gap={4} role="status">
          <Text size="sm">Uploading {uploading}…</Text>
          <Progress value={100} striped animated aria-label={`Uploading ${uploading}`} />
        </Stack>
      )}
      {problem && (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertCircle aria-hidden />}
          title="The file was not uploaded"
          withCloseButton
          closeButtonLabel="Dismiss"
          onClose={() => setProblem(null)}
        >
          {problem}
        </Alert>
      )}
    </Stack>
  );
}
