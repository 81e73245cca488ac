import type { EnsureQueryDataOptions, QueryKey } from '@tanstack/react-query';
import { ApiError } from './http';
import { queryClient } from './query-client';
import { notFound } from './route-params';

/**
 * Reads what a screen shows into the cache before the route renders. The API's 404 (no such
 * record, or one of another clinic) becomes the route error screen's 'page not found'. Any other
 * failure goes to the route error screen too, unless `leaveToScreen`: then it is returned, and the
 * screen explains it (a 403 for assistants) or offers to try again.
 */
export async function ensureRouteData<TData, TKey extends QueryKey>(
  options: EnsureQueryDataOptions<TData, Error, TData, TKey>,
  { leaveToScreen = false } = {},
): Promise<unknown> {
  try {
    await queryClient.ensureQueryData(options);
    return null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw notFound();
    if (leaveToScreen) return error;
    throw error;
  }
}
