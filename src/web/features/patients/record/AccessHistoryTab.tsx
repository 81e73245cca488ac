import { Group, Paper, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { PendingMessage } from '../../../components/page/PendingMessage';
import { QueryContent } from '../../../components/page/QueryContent';
import { SectionCard } from '../../../components/page/SectionCard';
import { EmptyState } from './EmptyState';
import { accessHistoryQuery } from './record-api';
import { accessLines } from './access-visits';
import { formatMoment } from './record-display';
import { useClinicZone } from '../use-clinic-zone';

/** Who opened or changed this record, newest first (owners and admins). */
export function AccessHistoryTab({ patientId }: { patientId: string }) {
  const query = useQuery(accessHistoryQuery(patientId));
  const zone = useClinicZone();
  return (
    <SectionCard
      title="Access history"
      description="Who opened or changed this record, from the audit trail: newest first, the last 200 events, reads of one visit on one line."
    >
      <QueryContent
        query={query}
        loadingLabel="Loading the access history"
        errorTitle="We couldn't load the access history."
        empty={<EmptyState message="No one has opened this record yet." />}
      >
        {(entries) =>
          zone ? (
            <Stack
              component="ul"
              gap="xs"
              p={0}
              m={0}
              style={{ listStyle: 'none' }}
              aria-label="Access history"
            >
              {accessLines(entries).map((line, index) => (
                <Paper key={index} component="li" withBorder p="sm" radius="md">
                  <Group justify="space-between" gap="xs" wrap="wrap" align="flex-start">
                    <Stack gap={2}>
                      <Text size="sm">
                        <Text span fw={600} inherit>
                          {line.actorName ?? 'A removed account'}
                        </Text>
                        {' · '}
                        {line.what}
                      </Text>
                      {line.alsoRead.length > 0 && (
                        <Text size="xs" c="dimmed">
                          Also: {line.alsoRead.join(' · ')}
                        </Text>
                      )}
                    </Stack>
                    <Text size="sm" c="dimmed">
                      <time dateTime={line.at}>{formatMoment(line.at, zone)}</time>
                    </Text>
                  </Group>
                </Paper>
              ))}
            </Stack>
          ) : (
            <PendingMessage>Loading the clinic's time zone…</PendingMessage>
          )
        }
      </QueryContent>
    </SectionCard>
  );
}
