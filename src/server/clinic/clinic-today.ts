import { localDayOf } from '../../domain/clinic-time.js';
import type { Clock } from '../clock.js';
import type { Db } from '../db/client.js';
import { invalidField } from '../http-errors.js';
import { clinicHoursOf } from './clinic-hours.js';

/** The clinic's today (its time zone): clinical dates are not in the future. */
export async function clinicToday(db: Db, clock: Clock, clinicId: string): Promise<string> {
  const { timeZone } = await clinicHoursOf(db, clinicId);
  return localDayOf(clock.now(), timeZone).date;
}

export function assertNotFuture(field: string, value: string | null | undefined, today: string) {
  if (value && value > today) throw invalidField(field, 'This date cannot be in the future.');
}
