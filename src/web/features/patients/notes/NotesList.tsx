import { Anchor, Card, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { VisitNoteSummary } from '../../../../domain/visit-notes.js';
import { noteTemplateLabels } from '../../../../domain/visit-notes.js';
import { formatMoment, formatVisit, personName } from './note-display';
import { NoteStatusBadge } from './NoteStatusBadge';
import { useClinicZoneOrBrowser } from '../use-clinic-zone';

const addendaText = (count: number) =>
  count === 0 ? null : count === 1 ? '1 addendum' : `${count} addenda`;

/** The visit a note records, or when it was written when it has no appointment. */
export const noteTitle = (note: VisitNoteSummary, zone: string) =>
  note.appointmentStartsAt
    ? formatVisit(note.appointmentStartsAt, zone)
    : `No appointment · written ${formatMoment(note.createdAt, zone)}`;

/** A patient's notes, newest first as the server sends them; each opens in the panel. */
export function NotesList({ notes }: { notes: VisitNoteSummary[] }) {
  const zone = useClinicZoneOrBrowser();
  return (
    <Stack
      component="ul"
      gap="sm"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label="Visit notes"
    >
      {notes.map((note) => {
        const details = [
          noteTemplateLabels[note.template],
          personName(note.authorName),
          addendaText(note.addendaCount),
        ].filter(Boolean);
        return (
          <Card component="li" key={note.id} withBorder padding="md">
            <Group justify="space-between" gap="sm" wrap="nowrap" align="flex-start">
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Anchor
                  component={Link}
                  to={{ search: `?tab=notes&note=${note.id}` }}
                  fw={600}
                  aria-label={`${noteTitle(note, zone)}, ${noteTemplateLabels[note.template]}, ${note.status === 'signed' ? 'signed' : 'draft'}`}
                >
                  {noteTitle(note, zone)}
                </Anchor>
                <Text size="sm" c="dimmed">
                  {details.join(' · ')}
                </Text>
              </Stack>
              <NoteStatusBadge status={note.status} />
            </Group>
          </Card>
        );
      })}
    </Stack>
  );
}
