import type { VisitNoteState } from '../../../domain/appointments.js';

/**
 * The visit's note on the patient's record: the note itself when its id is known, else "Write
 * visit note" for the visit, which opens the visit's note instead when it has one.
 */
export function visitNoteHref(patientId: string, appointmentId: string, noteId?: string | null) {
  const base = `/dashboard/patients/${patientId}?tab=notes`;
  return noteId ? `${base}&note=${noteId}` : `${base}&appointment=${appointmentId}`;
}

/** What a completed visit's unsigned note asks for, in a marker and on its button. */
export const unsignedNoteWording: Record<
  Exclude<VisitNoteState, 'signed'>,
  { marker: string; action: string }
> = {
  none: { marker: 'Note missing', action: 'Write note' },
  draft: { marker: 'Draft note', action: 'Finish note' },
};
