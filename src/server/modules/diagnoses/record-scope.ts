import type { Clock } from '../../clock.js';
import type { Db } from '../../db/client.js';
import { localDayOf } from '../../../domain/clinic-time.js';
import { invalidField } from '../../http-errors.js';
import { clinicHoursOf } from '../appointments/references.js';

/** The clinic's today (its time zone): clinical dates are not in the future. */
export async function clinicToday(db: Db, clock: Clock, clinicId: string): Promise<string> {
  const { timeZone } = await clinicHoursOf(db, clinicId);
  return localDayOf(clock.now(), timeZone).date;
}

export function assertNotFuture(field: string, value: string | null | undefined, today: string) {
  if (value && value > today) throw invalidField(field, 'This date cannot be in the future.');
}

/** JSON with object keys sorted: jsonb gives keys back in its own order. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => a.localeCompare(b)))
      : item,
  );

/** Which fields a change touched, for the audit trail (names only, never the clinical text). */
export const changedFields = <T extends object>(before: T, after: Partial<T>) =>
  (Object.keys(after) as (keyof T)[])
    .filter((key) => canonical(before[key]) !== canonical(after[key]))
    .map(String);
