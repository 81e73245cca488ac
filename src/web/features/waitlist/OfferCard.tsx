import { Anchor, Badge, Card, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { Offer } from '../../../domain/waitlist.js';
import type { WaitlistFormat } from './waitlist-format';
import {
  appointmentPath,
  offerStatusColors,
  offerStatusLabels,
  outcomeColors,
  outcomeLabels,
  patientPath,
} from './waitlist-display';
import classes from './waitlist.module.css';

/** One freed time: when, whose, what became of it, and each patient it was offered to. */
export function OfferCard({ offer, format }: { offer: Offer; format: WaitlistFormat }) {
  const headingId = `offer-${offer.id}`;
  const offered = `Offered ${format.dayTime(offer.createdAt)}`;
  const expiry = {
    open: `Open until ${format.dayTime(offer.expiresAt)}`,
    taken: offered,
    lapsed: `${offered}, lapsed ${format.dayTime(offer.expiresAt)}`,
  }[offer.status];
  return (
    <Card component="li" withBorder padding="md" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Stack gap={2}>
            <Title order={2} size="h5" id={headingId}>
              {format.dayTime(offer.start)}–{format.time(offer.end)}
            </Title>
            <Text size="sm" c="dimmed">
              {offer.practitionerName}
              {offer.locationName && ` · ${offer.locationName}`}
            </Text>
          </Stack>
          <Badge variant="light" color={offerStatusColors[offer.status]}>
            {offerStatusLabels[offer.status]}
          </Badge>
        </Group>
        <Group justify="space-between" gap="xs">
          <Text size="sm">{expiry}</Text>
          {offer.appointmentId && (
            <Anchor component={Link} to={appointmentPath(offer.appointmentId)} size="sm">
              View the booked visit
            </Anchor>
          )}
        </Group>
        <Divider />
        {offer.recipients.length === 0 ? (
          <Text size="sm" c="dimmed">
            No waiting patient matched this time.
          </Text>
        ) : (
          <Stack
            component="ul"
            gap="xs"
            className={classes.plainList}
            aria-label={`Offered to, ${format.dayTime(offer.start)}`}
          >
            {offer.recipients.map((recipient) => (
              <Group
                component="li"
                key={recipient.wishId}
                justify="space-between"
                gap="xs"
                wrap="nowrap"
              >
                <Stack gap={0}>
                  <Anchor component={Link} to={patientPath(recipient.patientId)} size="sm">
                    {recipient.patientName}
                  </Anchor>
                  <Text size="xs" c="dimmed">
                    {recipient.serviceName}
                  </Text>
                </Stack>
                <Badge variant="light" color={outcomeColors[recipient.outcome]}>
                  {outcomeLabels[recipient.outcome]}
                </Badge>
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
