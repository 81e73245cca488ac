import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { NoteToFinish } from '../../../../domain/visit-notes.js';
import { UnsignedNoteAction } from '../../../components/visit-notes/UnsignedNoteAction';
import { visitNoteHref } from '../../../components/visit-notes/visit-note-links';
import { formatRelativeTime } from '../../../lib/relative-time';
import { formatVisit } from '../notes/note-display';
import classes from './notes-to-finish.module.css';

/** One visit still waiting for its signed note: when, who, and the button to write it. */
export function NoteToFinishRow({ visit, zone }: { visit: NoteToFinish; zone: string }) {
  return (
    <li className={classes.item}>
      <div className={classes.when}>
        <Text fw={600}>{formatVisit(visit.start, zone)}</Text>
        <Text size="sm" c="dimmed">
          {formatRelativeTime(visit.end)}
        </Text>
      </div>
      <div className={classes.who}>
        <Anchor component={Link} to={`/dashboard/patients/${visit.patientId}`} fw={500}>
          {visit.patientName}
        </Anchor>
        <Text size="sm" c="dimmed">
          {visit.serviceName ?? 'No service'}
        </Text>
      </div>
      <UnsignedNoteAction
        className={classes.action}
        state={visit.noteStatus}
        href={visitNoteHref(visit.patientId, visit.appointmentId, visit.noteId)}
        who={visit.patientName}
      />
    </li>
  );
}
