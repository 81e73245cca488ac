import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { Wish } from '../../../../domain/waitlist.js';
import { ConfirmModal } from '../../../components/dialogs/ConfirmModal';
import { timesLabel, weekdaysLabel } from '../../../lib/wish-display';
import { useLeaveWaitlist } from './waitlist-api';

const statusLabels: Record<Exclude<Wish['status'], 'waiting'>, string> = {
  booked: 'Booked',
  lapsed: 'Ended',
  removed: 'Removed',
};

interface PortalWishItemProps {
  wish: Wish;
  /** '28 December 2026' of a calendar day. */
  day: (date: string) => string;
  /** The session ended while removing it. */
  onRemoveRefused: (error: unknown) => boolean;
}

/** One of the patient's wishes: what, who, where, when, until when; Remove while waiting. */
export function PortalWishItem({ wish, day, onRemoveRefused }: PortalWishItemProps) {
  const [asking, setAsking] = useState(false);
  const leave = useLeaveWaitlist();
  return (
    <Stack gap={4} component="li">
      <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
        <Text fw={600}>{wish.serviceName}</Text>
        {wish.status !== 'waiting' && (
          <Badge variant="light" color="gray">
            {statusLabels[wish.status]}
          </Badge>
        )}
      </Group>
      <Text size="sm">
        {wish.practitionerName ?? 'Any practitioner'} · {wish.locationName ?? 'Any location'}
      </Text>
      <Text size="sm">
        {weekdaysLabel(wish.weekdays)} · {timesLabel(wish.from, wish.to)}
      </Text>
      <Text size="sm" c="dimmed">
        Until {day(wish.until)}
      </Text>
      {wish.status === 'waiting' && (
        <div>
          <Button
            variant="subtle"
            color="red"
            size="compact-sm"
            onClick={() => setAsking(true)}
            aria-label={`Remove your wish for ${wish.serviceName}`}
          >
            Remove
          </Button>
        </div>
      )}
      <ConfirmModal
        opened={asking}
        title="Leave the waitlist?"
        confirmLabel="Remove"
        keepLabel="Keep waiting"
        danger
        onConfirm={async () => {
          try {
            await leave.mutateAsync(wish.id);
          } catch (error) {
            if (!onRemoveRefused(error)) throw error;
          }
        }}
        onClose={() => setAsking(false)}
      >
        {`We will no longer email you freed times for ${wish.serviceName}.`}
      </ConfirmModal>
    </Stack>
  );
}
