import { Button, Group } from '@mantine/core';
import { Link } from 'react-router';
import type { VisitNoteState } from '../../../domain/appointments.js';
import { NoteNeededBadge } from './NoteNeededBadge';
import { unsignedNoteWording } from './visit-note-links';

interface UnsignedNoteActionProps {
  state: Exclude<VisitNoteState, 'signed'>;
  href: string;
  /** The patient, so that each row's button has its own name. */
  who: string;
  className?: string;
}

/** A completed visit's marker and the way to its note: "Note missing · Write note". */
export function UnsignedNoteAction({ state, href, who, className }: UnsignedNoteActionProps) {
  const { action } = unsignedNoteWording[state];
  return (
    <Group className={className} gap="xs" wrap="nowrap">
      <NoteNeededBadge state={state} />
      <Button component={Link} to={href} size="xs" variant="light" aria-label={`${action}: ${who}`}>
        {action}
      </Button>
    </Group>
  );
}
