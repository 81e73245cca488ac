import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { NotesToFinish } from '../../../../domain/visit-notes.js';
import { NOTES_TO_FINISH_KEY } from '../../../components/dashboard/notes-to-finish-count';
import { http } from '../../../lib/http';

export const NOTES_TO_FINISH_PAGE_SIZE = 25;

/** GET /notes/to-finish: one page of a clinician's visits (their own when `therapistId` is null). */
export const notesToFinishQuery = (therapistId: string | null, page: number) =>
  queryOptions({
    queryKey: [NOTES_TO_FINISH_KEY, 'list', { therapistId, page }] as const,
    queryFn: ({ signal }) => {
      const search = new URLSearchParams({
        page: String(page),
        limit: String(NOTES_TO_FINISH_PAGE_SIZE),
      });
      if (therapistId) search.set('therapistId', therapistId);
      return http.get<NotesToFinish>(`/notes/to-finish?${search}`, { signal });
    },
    // The next page or colleague loads while the last one stays on screen.
    placeholderData: keepPreviousData,
  });
