import { clinicZone } from '../../domain/clinic-time.js';
import { proposedTimeZone } from './browser-time-zone';

function duration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const parts = [
    hours > 0 ? `${hours} ${hours === 1 ? 'hour' : 'hours'}` : '',
    rest > 0 ? `${rest} ${rest === 1 ? 'minute' : 'minutes'}` : '',
  ];
  return parts.filter(Boolean).join(' ');
}

/**
 * "Times are in Europe/Berlin (clinic time). That is 1 hour ahead of you." when the visitor's
 * clock differs from the clinic's at `at`; null when they read the same.
 */
export function zoneDifferenceNote(
  clinicTimeZone: string,
  visitorTimeZone: string | undefined,
  at: Date,
): string | null {
  if (!visitorTimeZone || visitorTimeZone === clinicTimeZone) return null;
  const clinicOffset = clinicZone(clinicTimeZone).offset(at.getTime());
  const visitorOffset = clinicZone(visitorTimeZone).offset(at.getTime());
  const difference = clinicOffset - visitorOffset;
  if (!Number.isFinite(difference) || difference === 0) return null;
  const direction = difference > 0 ? 'ahead of' : 'behind';
  return `Times are in ${clinicTimeZone} (clinic time). That is ${duration(Math.abs(difference))} ${direction} you.`;
}

/** The sentence saying how the clinic's clock differs from the visitor's at `at`, or null. */
export const visitorZoneNote = (clinicTimeZone: string, at: Date) =>
  zoneDifferenceNote(clinicTimeZone, proposedTimeZone(), at);

/** ' (clinic time)' after a time, when the visitor's clock reads differently; else ''. */
export const clinicTimeSuffix = (clinicTimeZone: string, at: Date) =>
  visitorZoneNote(clinicTimeZone, at) ? ' (clinic time)' : '';
