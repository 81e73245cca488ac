import { queryOptions } from '@tanstack/react-query';
import type { WorkingTimeResponse } from '../../../../domain/availability-query.js';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/queries/query-keys';
import type { DateRange } from './visible-range';

/**
 * When each practitioner works in the visible range (GET /availability/working-time), at one
 * location or any: the week and day views shade the rest. Under the availability key, which
 * every booking, schedule, service and location change refreshes. No placeholder from the
 * previous range: its spans would shade the whole of the next one as time off.
 */
export const workingTimeQuery = (range: DateRange, locationId: string | null) =>
  queryOptions({
    queryKey: [
      ...queryKeys.availability,
      'working-time',
      { from: range.from.toISOString(), to: range.to.toISOString(), locationId },
    ] as const,
    queryFn: async ({ signal }) => {
      const search = new URLSearchParams({
        from: range.from.toISOString(),
        to: range.to.toISOString(),
      });
      if (locationId) search.set('locationId', locationId);
      return (
        await http.get<WorkingTimeResponse>(`/availability/working-time?${search}`, { signal })
      ).practitioners;
    },
  });
