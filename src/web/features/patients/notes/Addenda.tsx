import { Card, Stack, Text, Title } from '@mantine/core';
import type { Addendum } from '../../../../domain/visit-notes.js';
import { formatMoment, personName } from './note-display';
import { useClinicZoneOrBrowser } from '../use-clinic-zone';

/** Corrections of a signed note, oldest first, each under its author's name. */
export function Addenda({ addenda }: { addenda: Addendum[] }) {
  const zone = useClinicZoneOrBrowser();
  return (
    <Stack gap="sm">
      <Title order={4} size="h5">
        Addenda
      </Title>
      {addenda.length === 0 ? (
        <Text c="dimmed" size="sm">
          No addenda.
        </Text>
      ) : (
        <Stack
          component="ul"
          gap="sm"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label="Addenda"
        >
          {addenda.map((addendum) => (
            <Card component="li" key={addendum.id} withBorder padding="sm">
              <Stack gap={4}>
                <Text size="sm" c="dimmed">
                  {personName(addendum.authorName)} ·{' '}
                  <time dateTime={addendum.createdAt}>
                    {formatMoment(addendum.createdAt, zone)}
                  </time>
                </Text>
                <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {addendum.body}
                </Text>
              </Stack>
            </Card>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
