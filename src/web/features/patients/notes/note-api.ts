import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AddendumResponse,
  CreateVisitNoteInput,
  UpdateVisitNoteInput,
  VisitNote,
  VisitNoteListResponse,
  VisitNoteResponse,
} from '../../../../domain/visit-notes.js';
import { NOTES_TO_FINISH_KEY } from '../../../components/dashboard/notes-to-finish-count';
import { http } from '../../../lib/http';
import { patientKeys } from '../patient-api';

/** Everything of the notes panel lives under `patientKeys.part(patientId, 'notes')`. */
export const noteKeys = {
  all: (patientId: string) => patientKeys.part(patientId, 'notes'),
  list: (patientId: string) => patientKeys.part(patientId, 'notes', 'list'),
  note: (patientId: string, noteId: string) => patientKeys.part(patientId, 'notes', 'note', noteId),
};

/** GET /patients/{id}/notes: newest first. */
export const patientNotesQuery = (patientId: string) =>
  queryOptions({
    queryKey: noteKeys.list(patientId),
    queryFn: async ({ signal }) =>
      (await http.get<VisitNoteListResponse>(`/patients/${patientId}/notes`, { signal })).notes,
  });

export const visitNoteQuery = (patientId: string, noteId: string) =>
  queryOptions({
    queryKey: noteKeys.note(patientId, noteId),
    queryFn: async ({ signal }) =>
      (await http.get<VisitNoteResponse>(`/notes/${noteId}`, { signal })).note,
  });

/**
 * Keeps the opened note and the list in step after a change, and the screens that mark visits
 * whose note is missing or unsigned (calendar, Today, the appointment, Notes to finish).
 */
function useNoteSaved(patientId: string) {
  const queryClient = useQueryClient();
  return (note: VisitNote) => {
    queryClient.setQueryData(noteKeys.note(patientId, note.id), note);
    return Promise.all([
      queryClient.invalidateQueries({ queryKey: noteKeys.list(patientId) }),
      queryClient.invalidateQueries({ queryKey: ['appointments'] }),
      queryClient.invalidateQueries({ queryKey: [NOTES_TO_FINISH_KEY] }),
    ]);
  };
}

export function useCreateNote(patientId: string) {
  const saved = useNoteSaved(patientId);
  return useMutation({
    mutationFn: async (input: CreateVisitNoteInput) =>
      (await http.post<VisitNoteResponse>(`/patients/${patientId}/notes`, input)).note,
    onSuccess: saved,
  });
}

export function useUpdateNote(patientId: string, noteId: string) {
  const saved = useNoteSaved(patientId);
  return useMutation({
    mutationFn: async (input: UpdateVisitNoteInput) =>
      (await http.put<VisitNoteResponse>(`/notes/${noteId}`, input)).note,
    onSuccess: saved,
  });
}

export function useSignNote(patientId: string, noteId: string) {
  const saved = useNoteSaved(patientId);
  return useMutation({
    mutationFn: async () => (await http.post<VisitNoteResponse>(`/notes/${noteId}/sign`)).note,
    onSuccess: saved,
  });
}

export function useAddAddendum(patientId: string, noteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: string) =>
      (await http.post<AddendumResponse>(`/notes/${noteId}/addenda`, { body })).addendum,
    onSuccess: (addendum) => {
      queryClient.setQueryData<VisitNote>(noteKeys.note(patientId, noteId), (note) =>
        note
          ? { ...note, addenda: [...note.addenda, addendum], addendaCount: note.addendaCount + 1 }
          : note,
      );
      return queryClient.invalidateQueries({ queryKey: noteKeys.list(patientId) });
    },
  });
}

/** A signed note answers 409 NOTE_SIGNED to changes: someone signed it meanwhile. */
export function useRefreshNote(patientId: string, noteId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: noteKeys.note(patientId, noteId) }),
      queryClient.invalidateQueries({ queryKey: noteKeys.list(patientId) }),
    ]);
}
