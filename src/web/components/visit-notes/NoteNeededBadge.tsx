import { Badge } from '@mantine/core';
import { IconAlertTriangle, IconPencil } from '@tabler/icons-react';
import type { VisitNoteState } from '../../../domain/appointments.js';
import { unsignedNoteWording } from './visit-note-links';

/** "Note missing" or "Draft note": a completed visit whose note is not signed yet. */
export function NoteNeededBadge({ state }: { state: Exclude<VisitNoteState, 'signed'> }) {
  const Icon = state === 'none' ? IconAlertTriangle : IconPencil;
  return (
    <Badge
      color={state === 'none' ? 'orange' : 'yellow'}
      variant="light"
      leftSection={<Icon size={12} aria-hidden />}
    >
      {unsignedNoteWording[state].marker}
    </Badge>
  );
}
