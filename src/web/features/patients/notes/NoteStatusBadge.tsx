import { Badge } from '@mantine/core';
import type { VisitNoteStatus } from '../../../../domain/clinical.js';
import { noteStatusColors, noteStatusLabels } from './note-display';

export function NoteStatusBadge({ status }: { status: VisitNoteStatus }) {
  return (
    <Badge color={noteStatusColors[status]} variant="light" style={{ flexShrink: 0 }}>
      {noteStatusLabels[status]}
    </Badge>
  );
}
