import { Anchor, Card, Group, Stack, Text } from '@mantine/core';
import { IconFileTypePdf, IconPhoto } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Portal } from '../../../../domain/portal.js';
import { formatFileSize } from '../../../lib/file-size';
import { PortalListSection } from '../PortalListSection';
import { visitFormat } from '../portal-time';
import { portalDocumentsQuery, portalDocumentUrl } from './documents-api';

interface PortalDocumentsProps {
  portal: Portal;
  onSessionEnded: (note: string | null) => void;
}

/** The portal's "Documents from the clinic": files the clinic shares, each a download. */
export function PortalDocuments({ portal, onSessionEnded }: PortalDocumentsProps) {
  const { pastDay } = useMemo(() => visitFormat(portal.clinic), [portal.clinic]);
  const documents = useQuery(portalDocumentsQuery());
  return (
    <PortalListSection
      id="portal-documents"
      title="Documents from the clinic"
      listLabel="Documents from the clinic"
      query={documents}
      loadingText="Loading your documents…"
      errorTitle="Your documents did not load"
      emptyText="No documents yet"
      onSessionEnded={onSessionEnded}
    >
      {(document) => {
        const TypeIcon = document.contentType === 'application/pdf' ? IconFileTypePdf : IconPhoto;
        return (
          <Card key={document.id} component="li" withBorder padding="md">
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <TypeIcon
                size={28}
                aria-hidden
                color="var(--mantine-color-dimmed)"
                style={{ flexShrink: 0 }}
              />
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
      }}
    </PortalListSection>
  );
}
