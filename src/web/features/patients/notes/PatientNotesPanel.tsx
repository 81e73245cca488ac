import { Button, Group, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { can } from '../../../../domain/permissions.js';
import { useSignedInUser } from '../../../components/dashboard/use-signed-in-user';
import { QueryContent } from '../../../components/page/QueryContent';
import { SectionCard } from '../../../components/page/SectionCard';
import { patientNotesQuery } from './note-api';
import { NotesList } from './NotesList';
import { NoteView } from './NoteView';
import { useNotesLocation } from './use-notes-location';
import { WriteNoteView } from './WriteNoteView';

/**
 * A patient's SOAP visit notes (visit notes): the list, one note, or
 * "Write visit note", as `?note=` and `?appointment=` say. Assistants see none of it.
 */
export function PatientNotesPanel({ patientId }: { patientId: string }) {
  const user = useSignedInUser();
  const role = user?.membership?.role;
  const { view, openNote, write, showList } = useNotesLocation();
  const notes = useQuery({ ...patientNotesQuery(patientId), enabled: can(role, 'clinical.read') });

  // A link to write the note of a visit that already has one opens that note instead.
  const existingNoteId =
    view.kind === 'write' && view.appointmentId
      ? notes.data?.find((note) => note.appointmentId === view.appointmentId)?.id
      : undefined;
  useEffect(() => {
    if (existingNoteId) openNote(existingNoteId, { replace: true });
    // openNote changes with every render; the note to open is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [existingNoteId]);

  if (!can(role, 'clinical.read')) {
    return (
      <SectionCard title="Visit notes">
        <Text c="dimmed">Visit notes are seen by therapists, owners and administrators only.</Text>
      </SectionCard>
    );
  }
  const mayWrite = can(role, 'clinical.manage');

  if (view.kind === 'note') {
    return (
      <SectionCard title="Visit notes">
        <NoteView patientId={patientId} noteId={view.noteId} onBack={showList} />
      </SectionCard>
    );
  }
  // Whether that visit has a note is known once the list is in.
  const checkingVisit = view.kind === 'write' && view.appointmentId !== null && notes.isPending;
  if (view.kind === 'write' && mayWrite && !existingNoteId && !checkingVisit) {
    return (
      <SectionCard title="Visit notes">
        <WriteNoteView
          patientId={patientId}
          appointmentId={view.appointmentId}
          onSaved={(noteId) => openNote(noteId, { replace: true })}
          onOpenNote={(noteId) => openNote(noteId)}
          onCancel={showList}
        />
      </SectionCard>
    );
  }

  const writeButton = mayWrite && (
    <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={write} size="sm">
      Write visit note
    </Button>
  );

  return (
    <SectionCard
      title="Visit notes"
      description="SOAP notes of this patient's visits, newest first."
    >
      {writeButton && <Group>{writeButton}</Group>}
      <QueryContent
        query={notes}
        loadingLabel="Loading visit notes"
        errorTitle="We couldn't load the visit notes."
        empty={
          <Stack gap="xs" align="flex-start">
            <Text fw={600}>No visit notes yet</Text>
            <Text size="sm" c="dimmed">
              {mayWrite
                ? "Write a note after a visit: it starts from the prompts of the visit's template."
                : 'Notes written after visits appear here.'}
            </Text>
          </Stack>
        }
      >
        {(list) => <NotesList notes={list} />}
      </QueryContent>
    </SectionCard>
  );
}
