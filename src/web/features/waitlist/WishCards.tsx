import { Card, Group, Stack, Text } from '@mantine/core';
import type { Wish } from '../../../domain/waitlist.js';
import { RemoveWishButton } from './RemoveWishButton';
import type { WaitlistFormat } from './waitlist-format';
import { locationLabel, practitionerLabel } from './waitlist-display';
import { BookedVisitLink, WishPatient, WishSource, wishWhen } from './WishFacts';
import classes from './waitlist.module.css';

export interface WishRowsProps {
  wishes: Wish[];
  format: WaitlistFormat;
}

/** The wishes on phones: one card each, the same facts as the table's row. */
export function WishCards({ wishes, format }: WishRowsProps) {
  return (
    <Stack component="ul" gap="sm" className={classes.plainList} aria-label="Wishes">
      {wishes.map((wish) => (
        <Card component="li" key={wish.id} withBorder padding="md">
          <Stack gap={6}>
            <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
              <WishPatient wish={wish} />
              <WishSource wish={wish} />
            </Group>
            <Text size="sm">{wish.serviceName}</Text>
            <Text size="sm" c="dimmed">
              {practitionerLabel(wish)} · {locationLabel(wish)}
            </Text>
            <Text size="sm">{wishWhen(wish)}</Text>
            <Text size="sm" c="dimmed">
              Until {format.day(wish.until)}
            </Text>
            {wish.note && (
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {wish.note}
              </Text>
            )}
            <Group justify="space-between" gap="xs">
              <BookedVisitLink wish={wish} />
              {wish.status === 'waiting' && <RemoveWishButton wish={wish} />}
            </Group>
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
