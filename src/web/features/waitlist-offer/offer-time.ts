import type { PublicOffer } from '../../../domain/waitlist.js';
import { proposedTimeZone } from '../../lib/browser-time-zone';

/** 'Tuesday 1 December, 09:00–09:45' of an offered time in `timeZone`. */
export function offerTimeIn(
  offer: Pick<PublicOffer, 'start' | 'end' | 'locale'>,
  timeZone: string,
): string {
  const day = new Intl.DateTimeFormat(offer.locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone,
  });
  const time = new Intl.DateTimeFormat(offer.locale, {
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
  });
  const start = new Date(offer.start);
  return `${day.format(start)}, ${time.format(start)}–${time.format(new Date(offer.end))}`;
}

/**
 * The offered time in the patient's own zone, when their clock reads it differently from the
 * clinic's; null when it reads the same.
 */
export function offerTimeForVisitor(offer: PublicOffer): string | null {
  const visitorZone = proposedTimeZone();
  if (!visitorZone || visitorZone === offer.timeZone) return null;
  const there = offerTimeIn(offer, offer.timeZone);
  const here = offerTimeIn(offer, visitorZone);
  return here === there ? null : here;
}

/** 'Monday 30 November, 19:00' of when the offer closes, in the clinic's zone. */
export function offerExpiry(offer: Pick<PublicOffer, 'expiresAt' | 'locale' | 'timeZone'>) {
  return new Intl.DateTimeFormat(offer.locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: offer.timeZone,
  }).format(new Date(offer.expiresAt));
}
