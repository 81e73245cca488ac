import { Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import type { DeliveryResponse } from '../../../domain/messages.js';
import { LoadError } from '../../components/feedback/LoadError';
import { ChannelIcon } from '../../components/messages/ChannelIcon';
import { useClinicFormat, type ClinicFormat } from '../../lib/clinic-format';
import { messageDeliveryQuery } from '../../lib/queries/messages';
import { errorMessage } from '../../lib/server-errors';

type ChannelDelivery = DeliveryResponse['delivery']['channels'][number];

const nouns = { sms: 'texts', email: 'emails' } as const;

/**
 * "Delivered 96% of texts in the last 30 days (412 of 429), 530 segments". The share is rounded
 * down, so 100% means every one arrived.
 */
export function deliverySentence(
  delivery: ChannelDelivery,
  days: number,
  format: Pick<ClinicFormat, 'number'>,
): string {
  const noun = nouns[delivery.channel];
  if (delivery.rate === null || delivery.sent === 0)
    return `No ${noun} sent in the last ${days} days.`;
  const percent = Math.floor(delivery.rate * 100);
  const counts = `(${format.number(delivery.delivered)} of ${format.number(delivery.sent)})`;
  const segments =
    delivery.channel === 'sms'
      ? `, ${format.number(delivery.segments)} ${delivery.segments === 1 ? 'segment' : 'segments'}`
      : '';
  return `Delivered ${percent}% of ${noun} in the last ${days} days ${counts}${segments}.`;
}

/** How well messages reached patients over the last 30 days, per channel. */
export function DeliveryCard() {
  const query = useQuery(messageDeliveryQuery);
  const format = useClinicFormat();
  const titleId = useId();
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={titleId}>
          Delivery
        </Title>
        {query.isPending ? (
          <Stack gap="xs" aria-label="Loading the delivery figures" aria-busy>
            <Skeleton height={16} width="70%" />
            <Skeleton height={16} width="60%" />
          </Stack>
        ) : query.isError ? (
          <LoadError
            title="We couldn't load the delivery figures."
            message={errorMessage(query.error)}
            onRetry={() => void query.refetch()}
          />
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {query.data.channels.map((delivery) => (
              <Group key={delivery.channel} gap="sm" wrap="nowrap" align="flex-start">
                <ChannelIcon channel={delivery.channel} size={22} />
                <Stack gap={2}>
                  <Text>{deliverySentence(delivery, query.data.days, format)}</Text>
                  {delivery.failed > 0 && (
                    <Text size="sm" c="dimmed">
                      {format.number(delivery.failed)} did not arrive.
                    </Text>
                  )}
                </Stack>
              </Group>
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Card>
  );
}
