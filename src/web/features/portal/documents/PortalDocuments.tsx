import { Anchor, Card, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { IconFileTypePdf, IconPhoto } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import type { Portal } from '../../../../domain/portal.js';
import { LoadError } from '../../../components/feedback/LoadError';
import { PendingMessage } from '../../../components/page/PendingMessage';
import { formatFileSize } from '../../../lib/file-size';
import { serverMessage } from '../../../lib/server-errors';
import { isSessionEnded, SESSION_ENDED_NOTE } from '../portal-errors';
import { visitFormat } from '../portal-time';
import { portalDocumentsQuery, portalDocumentUrl } from './documents-api';

interface PortalDocumentsProps {
  portal: Portal;
  onSessionEnded: (note: string | null) => void;
}

/** The portal's "Documents from the clinic": files the clinic shares, each a download. */
export function PortalDocuments({ portal, onSessionEnded }: PortalDocumentsProps) {
  const documents = useQuery(portalDocumentsQuery());
  const { pastDay } = useMemo(() => visitFormat(portal.clinic), [portal.clinic]);

  const sessionEnded = documents.isError && isSessionEnded(documents.error);
  useEffect(() => {
    if (sessionEnded) onSessionEnded(SESSION_ENDED_NOTE);
  }, [sessionEnded, onSessionEnded]);
  if (sessionEnded) return null;

  let content;
  if (documents.isPending) {
    content = <PendingMessage>Loading your documents…</PendingMessage>;
  } else if (documents.isError) {
    content = (
      <LoadError
        title="Your documents did not load"
        message={serverMessage(documents.error)}
        onRetry={() => void documents.refetch()}
      />
    );
  } else if (documents.data.length === 0) {
    content = <Text>No documents yet</Text>;
  } else {
    content = (
      <Stack
        gap="sm"
        component="ul"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-label="Documents from the clinic"
      >
        {documents.data.map((document) => {
          const TypeIcon = document.contentType === 'application/pdf' ? IconFileTypePdf : IconPhoto;
          return (
            <Card key={document.id} component="li" withBorder padding="md">
              <Group gap="sm" wrap="nowrap" align="flex-start">
                <TypeIcon size={28} aria-hidden color="var(--mantine-color-dimmed)" />
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Anchor
                    href={portalDocumentUrl(document.id)}
                    download
                    fw={600}
                    style={{ overflowWrap: 'anywhere' }}
                  >
                    {document.fileName}
                  </Anchor>
                  <Text size="sm" c="dimmed">
                    {formatFileSize(document.byteSize)} · Shared{' '}
                    <time dateTime={document.sharedAt}>{pastDay(document.sharedAt)}</time>
                  </Text>
                </Stack>
              </Group>
            </Card>
          );
        })}
      </Stack>
    );
  }

  return (
    <Stack gap="sm" component="section" aria-labelledby="portal-documents" mt="xl">
      <Divider />
      <Title order={3} size="h4" id="portal-documents">
        Documents from the clinic
      </Title>
      {content}
    </Stack>
  );
}
