import { Stack, Text, Title } from '@mantine/core';
import { soapSectionLabels, soapSections, type SoapText } from '../../../../domain/visit-notes.js';

/** A note's four sections as read, not edited: a signed note or someone else's draft. */
export function NoteSections({ note }: { note: SoapText }) {
  return (
    <Stack gap="md">
      {soapSections.map((section) => (
        <Stack key={section} gap={4}>
          <Title order={4} size="h5">
            {soapSectionLabels[section]}
          </Title>
          {note[section].trim() ? (
            <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {note[section]}
            </Text>
          ) : (
            <Text c="dimmed">Nothing written.</Text>
          )}
        </Stack>
      ))}
    </Stack>
  );
}
