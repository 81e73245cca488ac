import { Button, Group, NumberInput, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { EarlyAccessView } from '../../../domain/admin.js';
import { SectionCard } from '../../components/page/SectionCard';
import { notifySuccess } from '../../components/toasts/notify';
import { ApiError } from '../../lib/http';
import { errorMessage } from '../../lib/server-errors';
import { useUpdateEarlyAccess } from './admin-api';
import { countFormat } from './admin-format';

/** How many Early Access members there may be; registrations past it join the waitlist. */
export function EarlyAccessForm({ earlyAccess }: { earlyAccess: EarlyAccessView }) {
  const update = useUpdateEarlyAccess();
  const [capacity, setCapacity] = useState<number | ''>(earlyAccess.capacity);
  const [error, setError] = useState<string | null>(null);

  const save = (event: React.FormEvent) => {
    event.preventDefault();
    if (capacity === '' || !Number.isInteger(capacity) || capacity < 0) {
      setError('Enter a whole number of spots, 0 or more.');
      return;
    }
    setError(null);
    update.mutate(capacity, {
      onSuccess: (saved) => notifySuccess(`Early Access capacity is ${saved.capacity}`),
      onError: (failure) =>
        setError(
          failure instanceof ApiError && failure.fields?.capacity
            ? failure.fields.capacity
            : errorMessage(failure),
        ),
    });
  };

  return (
    <SectionCard
      title="Early Access capacity"
      description={`${countFormat.format(earlyAccess.members)} members, ${countFormat.format(earlyAccess.waitlisted)} on the waitlist. New sign-ups join the waitlist once the members reach the capacity.`}
    >
      <form onSubmit={save} noValidate aria-label="Early Access capacity">
        <Stack gap="sm">
          <Group align="flex-end" gap="sm">
            <NumberInput
              label="Spots"
              description={`Default from EARLY_ACCESS_SPOTS: ${earlyAccess.defaultCapacity}`}
              min={0}
              allowDecimal={false}
              value={capacity}
              onChange={(value) => setCapacity(typeof value === 'number' ? value : '')}
              error={error}
              w={260}
            />
            <Button type="submit" loading={update.isPending}>
              Save capacity
            </Button>
          </Group>
          {earlyAccess.overridden && (
            <Text size="xs" c="dimmed">
              Set here; it replaces the default.
            </Text>
          )}
        </Stack>
      </form>
    </SectionCard>
  );
}
