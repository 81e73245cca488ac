import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type {
  AvailabilityQuery,
  AvailabilityResponse,
} from '../../../../domain/availability-query.js';
import { DAY_MS, instantOfLocal } from '../../../../domain/clinic-time.js';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/queries/query-keys';

/** How far ahead "Next available" looks, and how many times it offers. */
export const NEXT_AVAILABLE_DAYS = 14;
export const NEXT_AVAILABLE_COUNT = 6;

export type AvailableSlot = AvailabilityResponse['slots'][number];

/**
 * Where the search starts: the chosen date's midnight on the clinic's clock, or now when that is
 * earlier (or no whole date is typed yet). To the minute, so the request stays the same while
 * the form is open.
 */
export function searchStart(date: string, zone: string, now: Date): Date {
  const minute = new Date(Math.ceil(now.getTime() / 60_000) * 60_000);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return minute;
  const midnight = instantOfLocal(date, 0, zone);
  return Number.isNaN(midnight.getTime()) || midnight < minute ? minute : midnight;
}

/** The free slots of a service over the next fortnight from `from` (GET /availability). */
export const nextAvailableQuery = (
  query: Pick<AvailabilityQuery, 'serviceId' | 'practitionerId' | 'locationId'>,
  from: Date,
) => {
  const to = new Date(from.getTime() + NEXT_AVAILABLE_DAYS * DAY_MS);
  const search = new URLSearchParams({
    serviceId: query.serviceId,
    from: from.toISOString(),
    to: to.toISOString(),
  });
  if (query.practitionerId) search.set('practitionerId', query.practitionerId);
  if (query.locationId) search.set('locationId', query.locationId);
  return queryOptions({
    queryKey: [...queryKeys.availability, 'slots', Object.fromEntries(search)] as const,
    queryFn: async ({ signal }) =>
      (await http.get<AvailabilityResponse>(`/availability?${search}`, { signal })).slots,
    // The times already offered stay while the next ones load: the one just clicked keeps focus.
    placeholderData: keepPreviousData,
  });
};

/** The first few slots, soonest first. */
export const firstSlots = (slots: readonly AvailableSlot[]) =>
  [...slots]
    .sort((a, b) => Date.parse(a.start) - Date.parse(b.start))
    .slice(0, NEXT_AVAILABLE_COUNT);
