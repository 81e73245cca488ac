import { useSearchParams } from 'react-router';

/** `?note=new` opens "Write visit note" without an appointment chosen. */
const NEW_NOTE = 'new';

export type NotesView =
  | { kind: 'list' }
  | { kind: 'note'; noteId: string }
  | { kind: 'write'; appointmentId: string | null };

/**
 * What the notes panel shows lives in the URL, beside the patient page's `?tab=notes`, so
 * `?tab=notes&note={id}` and `?tab=notes&appointment={id}` can be linked to and Back works.
 */
export function useNotesLocation() {
  const [searchParams, setSearchParams] = useSearchParams();
  const note = searchParams.get('note');
  const appointment = searchParams.get('appointment');

  const view: NotesView =
    note && note !== NEW_NOTE
      ? { kind: 'note', noteId: note }
      : note === NEW_NOTE || appointment
        ? { kind: 'write', appointmentId: appointment }
        : { kind: 'list' };

  const go = (params: Record<string, string>, replace = false) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('note');
        next.delete('appointment');
        next.set('tab', 'notes');
        for (const [key, value] of Object.entries(params)) next.set(key, value);
        return next;
      },
      { replace },
    );

  return {
    view,
    openNote: (noteId: string, options: { replace?: boolean } = {}) =>
      go({ note: noteId }, options.replace),
    write: () => go({ note: NEW_NOTE }),
    showList: () => go({}),
  };
}
