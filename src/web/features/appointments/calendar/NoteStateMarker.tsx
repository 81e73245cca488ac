import { IconExclamationMark, IconPencil } from '@tabler/icons-react';
import { unsignedNoteWording } from '../../../components/visit-notes/visit-note-links';
import type { CalendarEvent } from './slot-groups';
import classes from './note-state-marker.module.css';

/**
 * A completed visit without a signed note, marked on its calendar block: an icon whose name
 * ("Note missing", "Draft note") becomes part of the block's own name. Members without clinical
 * access never get a note state, so they never see it.
 */
export function NoteStateMarker({
  event,
  corner = false,
}: {
  event: CalendarEvent;
  /** In the block's top-right corner, over its text: a short block keeps its lines for the name. */
  corner?: boolean;
}) {
  const noteStatus = event.kind === 'appointment' ? event.appointment.noteStatus : null;
  if (noteStatus !== 'none' && noteStatus !== 'draft') return null;
  const state = noteStatus;
  const Icon = state === 'none' ? IconExclamationMark : IconPencil;
  // The space keeps the name apart from the block's text: "Note missing Milica Jovanović".
  return (
    <>
      <span
        role="img"
        aria-label={unsignedNoteWording[state].marker}
        className={classes.marker}
        data-state={state}
        data-corner={corner || undefined}
      >
        <Icon size={10} stroke={3} aria-hidden />
      </span>{' '}
    </>
  );
}
