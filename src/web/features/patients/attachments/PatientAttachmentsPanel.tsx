import { Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { can } from '../../../../domain/permissions.js';
import { useSignedInUser } from '../../../components/dashboard/use-signed-in-user';
import { QueryContent } from '../../../components/page/QueryContent';
import { SectionCard } from '../../../components/page/SectionCard';
import { patientAttachmentsQuery } from './attachment-api';
import { AttachmentsList } from './AttachmentsList';
import { AttachmentUpload } from './AttachmentUpload';

/**
 * A patient's documents and images (attachments): upload, list, download, share with the
 * patient on the portal, delete. Assistants see none of it.
 */
export function PatientAttachmentsPanel({ patientId }: { patientId: string }) {
  const role = useSignedInUser()?.membership?.role;
  const readable = can(role, 'clinical.read');
  const attachments = useQuery({ ...patientAttachmentsQuery(patientId), enabled: readable });

  if (!readable) {
    return (
      <SectionCard title="Attachments">
        <Text c="dimmed">Attachments are seen by therapists, owners and administrators only.</Text>
      </SectionCard>
    );
  }
  const manages = can(role, 'clinical.manage');

  return (
    <SectionCard
      title="Attachments"
      description="Referral letters, imaging reports, photos and other documents."
    >
      <Stack gap="md">
        {manages && <AttachmentUpload patientId={patientId} />}
        <QueryContent
          query={attachments}
          loadingLabel="Loading attachments"
          errorTitle="We couldn't load the attachments."
          empty={
            <Stack gap={4}>
              <Text fw={600}>No attachments yet</Text>
              <Text size="sm" c="dimmed">
                {manages
                  ? 'Upload a referral letter, an imaging report or a photo: it is kept with this record.'
                  : 'Files uploaded for this patient appear here.'}
              </Text>
            </Stack>
          }
        >
          {(list) => (
            <AttachmentsList patientId={patientId} attachments={list} mayManage={manages} />
          )}
        </QueryContent>
      </Stack>
    </SectionCard>
  );
}
