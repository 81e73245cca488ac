import { proposedTimeZone } from '../../lib/browser-time-zone';
import { zoneDifferenceNote } from './booking-time';

/** The sentence saying how the clinic's clock differs from the visitor's at `at`, or null. */
export const visitorZoneNote = (clinicTimeZone: string, at: Date) =>
  zoneDifferenceNote(clinicTimeZone, proposedTimeZone(), at);

/** ' (clinic time)' after a time, when the visitor's clock reads differently; else ''. */
export const clinicTimeSuffix = (clinicTimeZone: string, at: Date) =>
  visitorZoneNote(clinicTimeZone, at) ? ' (clinic time)' : '';
