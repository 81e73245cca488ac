import { inZone } from './clinic-time';

export const PAST_SLOT_MESSAGE = 'Cannot select past dates';

/** A slot starting before the start of today (clinic's clock) cannot be booked. */
export function isPastSlot(start: Date, now: Date, zone: string): boolean {
  return start.getTime() < inZone(now, zone).startOf('day').toMillis();
}
