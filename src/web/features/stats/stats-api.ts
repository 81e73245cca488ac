import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { StatsQuery, StatsResponse } from '../../../domain/stats.js';
import { http } from '../../lib/http';

/** The clinic's figures for local days from–to (GET /stats, owners and administrators). */
export const statsQuery = (range: StatsQuery) =>
  queryOptions({
    queryKey: ['stats', range.from, range.to] as const,
    queryFn: async ({ signal }) =>
      (
        await http.get<StatsResponse>(
          `/stats?${new URLSearchParams({ from: range.from, to: range.to })}`,
          { signal },
        )
      ).stats,
    // The last range's figures stay on screen while the next ones load.
    placeholderData: keepPreviousData,
  });
