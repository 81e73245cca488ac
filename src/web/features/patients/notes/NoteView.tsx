import { Alert, Anchor, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconLock } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import {
  mayAddAddendum,
  mayEditNote,
  maySignNote,
  noteTemplateLabels,
  type VisitNote,
} from '../../../../domain/visit-notes.js';
import { useSignedInUser } from '../../../components/dashboard/use-signed-in-user';
import { QueryContent } from '../../../components/page/QueryContent';
import { Addenda } from './Addenda';
import { AddendumForm } from './AddendumForm';
import { useRefreshNote, visitNoteQuery } from './note-api';
import { formatMoment, personName } from './note-display';
import { NoteDraftEditor } from './NoteDraftEditor';
import { NoteSections } from './NoteSections';
import { NoteStatusBadge } from './NoteStatusBadge';
import { noteTitle } from './NotesList';
import { SignNoteButton } from './SignNoteButton';
import { useClinicZoneOrBrowser } from '../use-clinic-zone';

interface NoteViewProps {
  patientId: string;
  noteId: string;
  onBack: () => void;
}

/** One note, opened from the list or a link: the author's draft to edit, else read-only. */
export function NoteView({ patientId, noteId, onBack }: NoteViewProps) {
  const query = useQuery(visitNoteQuery(patientId, noteId));
  const refresh = useRefreshNote(patientId, noteId);
  const [signedMeanwhile, setSignedMeanwhile] = useState<string | null>(null);

  const onSignedMeanwhile = (message: string) => {
    setSignedMeanwhile(message);
    void refresh();
  };

  return (
    <Stack gap="md">
      <Anchor component="button" type="button" size="sm" onClick={onBack} w="fit-content">
        <Group gap="xs" component="span">
          <IconArrowLeft size={16} aria-hidden />
          All visit notes
        </Group>
      </Anchor>
      {signedMeanwhile && (
        <Alert
          color="yellow"
          variant="light"
          icon={<IconLock aria-hidden />}
          title="This note has been signed"
          withCloseButton
          closeButtonLabel="Dismiss"
          onClose={() => setSignedMeanwhile(null)}
        >
          {signedMeanwhile} It was reloaded as signed; changes you had not saved were not kept.
        </Alert>
      )}
      <QueryContent
        query={query}
        loadingLabel="Loading the visit note"
        errorTitle="We couldn't load this visit note."
      >
        {(note) => (
          <OpenedNote patientId={patientId} note={note} onSignedMeanwhile={onSignedMeanwhile} />
        )}
      </QueryContent>
    </Stack>
  );
}

interface OpenedNoteProps {
  patientId: string;
  note: VisitNote;
  onSignedMeanwhile: (message: string) => void;
}

function OpenedNote({ patientId, note, onSignedMeanwhile }: OpenedNoteProps) {
  const user = useSignedInUser();
  const zone = useClinicZoneOrBrowser();
  const viewer = { userId: user?.user.id ?? '', role: user?.membership?.role };
  const heading = useRef<HTMLHeadingElement>(null);
  // Opening a note replaces the list: take keyboard and screen-reader focus to its title.
  useEffect(() => heading.current?.focus(), [note.id]);

  const editable = note.status === 'draft' && mayEditNote(note, viewer);
  const maySign = note.status === 'draft' && maySignNote(note, viewer);

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Group gap="sm" justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={3} size="h4" ref={heading} tabIndex={-1} style={{ outline: 'none' }}>
            {noteTitle(note, zone)}
          </Title>
          <NoteStatusBadge status={note.status} />
        </Group>
        <Text size="sm" c="dimmed">
          {noteTemplateLabels[note.template]} · Written by {personName(note.authorName)}
        </Text>
        {note.status === 'signed' && note.signedAt && (
          <Text size="sm">
            Signed by {personName(note.signedByName)} on{' '}
            <time dateTime={note.signedAt}>{formatMoment(note.signedAt, zone)}</time>
          </Text>
        )}
      </Stack>
      {editable ? (
        <NoteDraftEditor
          patientId={patientId}
          note={note}
          maySign={maySign}
          onSignedMeanwhile={onSignedMeanwhile}
        />
      ) : (
        <>
          {note.status === 'draft' && (
            <Alert color="gray" variant="light">
              A draft by {personName(note.authorName)}: only its author can change it.
            </Alert>
          )}
          <NoteSections note={note} />
          {maySign && (
            <Group justify="flex-end">
              <SignNoteButton
                patientId={patientId}
                noteId={note.id}
                onSignedMeanwhile={onSignedMeanwhile}
              />
            </Group>
          )}
        </>
      )}
      {note.status === 'signed' && (
        <>
          <Divider />
          <Addenda addenda={note.addenda} />
          {mayAddAddendum(note, viewer) && <AddendumForm patientId={patientId} noteId={note.id} />}
        </>
      )}
    </Stack>
  );
}
