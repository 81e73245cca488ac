import { MINUTE_MS } from '../../../domain/clinic-time.js';
import type { PublicBooking, PublicSlot } from '../../../domain/online-booking.js';

export type OfferedLocation = PublicBooking['locations'][number];
export type OfferedService = PublicBooking['services'][number];
export type OfferedPractitioner = PublicBooking['practitioners'][number];

export const ANYONE = 'anyone';

/** The steps whose answer is kept in the address, so the browser's Back button goes back one. */
export type ChoiceStep = 'location' | 'service' | 'practitioner' | 'time' | 'details';

/**
 * The address's keys in the order the steps set them; changing one forgets those after it.
 * `week` is the time step's page, `start` and `with` the chosen free time and who gives it.
 */
const KEYS = ['location', 'service', 'practitioner', 'week', 'start', 'with'] as const;
type ChoiceKey = (typeof KEYS)[number];

export interface BookingChoice {
  step: ChoiceStep;
  location: OfferedLocation | null;
  /** Whether the location was given (the address names it, or only one is offered). */
  locationFixed: boolean;
  service: OfferedService | null;
  /** A practitioner, `ANYONE`, or null before the choice. */
  practitioner: OfferedPractitioner | typeof ANYONE | null;
  week: number;
  slot: PublicSlot | null;
}

/** The visitor's choices so far, read from the address and checked against the offer. */
export function readChoice(
  offer: PublicBooking,
  params: URLSearchParams,
  pathLocationId: string | undefined,
): BookingChoice {
  const byId = <T extends { id: string }>(list: readonly T[], id: string | null) =>
    (id && list.find((item) => item.id === id)) || null;

  const pathLocation = byId(offer.locations, pathLocationId ?? null);
  const onlyLocation = offer.locations.length === 1 ? offer.locations[0]! : null;
  const locationFixed = Boolean(pathLocation ?? onlyLocation);
  const location = pathLocation ?? onlyLocation ?? byId(offer.locations, params.get('location'));

  const serviceHere = location ? byId(offer.services, params.get('service')) : null;
  const service = serviceHere?.locationIds.includes(location!.id) ? serviceHere : null;

  const practitionerParam = params.get('practitioner');
  const practitioner = !service
    ? null
    : practitionerParam === ANYONE
      ? ANYONE
      : service.practitionerIds.includes(practitionerParam ?? '')
        ? byId(offer.practitioners, practitionerParam)
        : null;

  const week = Math.max(0, Number.parseInt(params.get('week') ?? '0', 10) || 0);
  const slot =
    location && service && practitioner ? readSlot(params, location, service, practitioner) : null;

  const step: ChoiceStep = !location
    ? 'location'
    : !service
      ? 'service'
      : !practitioner
        ? 'practitioner'
        : !slot
          ? 'time'
          : 'details';
  return { step, location, locationFixed, service, practitioner, week, slot };
}

function readSlot(
  params: URLSearchParams,
  location: OfferedLocation,
  service: OfferedService,
  practitioner: OfferedPractitioner | typeof ANYONE,
): PublicSlot | null {
  const start = Date.parse(params.get('start') ?? '');
  const practitionerId = params.get('with') ?? '';
  if (Number.isNaN(start) || !service.practitionerIds.includes(practitionerId)) return null;
  if (practitioner !== ANYONE && practitioner.id !== practitionerId) return null;
  return {
    start: new Date(start).toISOString(),
    end: new Date(start + service.durationMinutes * MINUTE_MS).toISOString(),
    practitionerId,
    locationId: location.id,
  };
}

/** The address after a choice: the values given set, and every later choice forgotten. */
export function withChoice(
  params: URLSearchParams,
  changes: Partial<Record<ChoiceKey, string | null>>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  const first = KEYS.findIndex((key) => key in changes);
  for (const key of KEYS.slice(first)) {
    const value = changes[key];
    if (value) next.set(key, value);
    else next.delete(key);
  }
  return next;
}

/** The address one step back: the answer of the step before `step` forgotten. */
export function withoutStep(params: URLSearchParams, step: ChoiceStep): URLSearchParams {
  const previousKey: Record<ChoiceStep, ChoiceKey> = {
    location: 'location',
    service: 'location',
    practitioner: 'service',
    time: 'practitioner',
    details: 'start',
  };
  return withChoice(params, { [previousKey[step]]: null });
}

/** The address choosing `slot`. */
export const withSlot = (params: URLSearchParams, slot: PublicSlot) =>
  withChoice(params, {
    week: params.get('week'),
    start: slot.start,
    with: slot.practitionerId,
  });
