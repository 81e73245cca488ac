import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClinicRole } from '../../../domain/roles.js';
import { can } from '../../../domain/permissions.js';
import type { NotesToFinish } from '../../../domain/visit-notes.js';
import { http } from '../../lib/http';

/**
 * Every cache entry of "Notes to finish" lives under this key: completing a visit or writing or
 * signing a note refreshes them all, the sidebar's count included.
 */
export const NOTES_TO_FINISH_KEY = 'notes-to-finish';

/** How many of the signed-in clinician's completed visits still need a signed note. */
export const notesToFinishCountQuery = queryOptions({
  queryKey: [NOTES_TO_FINISH_KEY, 'count'] as const,
  queryFn: async ({ signal }) =>
    (await http.get<NotesToFinish>('/notes/to-finish?limit=1', { signal })).total,
  staleTime: 60_000,
});

/** The count for the sidebar's badge; nothing for roles without clinical access. */
export function useNotesToFinishCount(role: ClinicRole | undefined): number {
  const { data } = useQuery({ ...notesToFinishCountQuery, enabled: can(role, 'clinical.read') });
  return data ?? 0;
}
