import { isTimeZone } from '../../domain/time-zones.js';

/**
 * The browser's IANA time zone, proposed as a new clinic's. Undefined when the browser names none
 * the app knows (some privacy settings report odd values): the server then falls back to UTC.
 */
export function proposedTimeZone(): string | undefined {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return typeof zone === 'string' && isTimeZone(zone) ? zone : undefined;
  } catch {
    return undefined;
  }
}
