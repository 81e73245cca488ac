import { LRUCache } from 'lru-cache';
import type { PublicAvailabilityQuery } from '../../../domain/online-booking.js';
import type { Clock } from '../../clock.js';

/**
 * How long a booking page's free times are answered from memory. Many visitors ask for the same
 * weeks at once; each distinct question is worked out once in this window, and visitors asking
 * meanwhile wait for that one answer. A time taken within it still shows for those seconds, and
 * booking it answers 409 with the next free times, as any race does.
 */
export const FREE_TIMES_FRESH_MS = 5_000;
const QUESTIONS_KEPT = 2_000;

/** The answer as the JSON text sent: kept as text, it is not serialised again on each hit. */
type Load = () => Promise<string>;

/** The free times each booking page was asked for lately, per slug and question. */
export class FreeTimesCache {
  private readonly cache: LRUCache<string, string, Load>;

  constructor(clock: Clock) {
    this.cache = new LRUCache<string, string, Load>({
      max: QUESTIONS_KEPT,
      ttl: FREE_TIMES_FRESH_MS,
      // Read the clock on every look-up: the app clock, not a timer, says when an answer is old.
      ttlResolution: 0,
      perf: { now: () => clock.now().getTime() },
      fetchMethod: (_key, _stale, { context }) => context(),
    });
  }

  /** The answer to `query` on `slug`'s page: from memory while fresh, else from `load`. */
  async answer(slug: string, query: PublicAvailabilityQuery, load: Load): Promise<string> {
    const { serviceId, practitionerId = '', locationId = '', from, to } = query;
    const key = [slug, serviceId, practitionerId, locationId, from, to].join('|');
    return (await this.cache.fetch(key, { context: load }))!;
  }

  /** After this instance changed a clinic's bookings: its pages are worked out afresh. */
  forget(slug: string) {
    for (const key of this.cache.keys()) if (key.startsWith(`${slug}|`)) this.cache.delete(key);
  }
}
