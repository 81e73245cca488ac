import type { Location } from '../../../../domain/locations.js';

/** The calendar's search parameter holding the location it is filtered to. */
export const LOCATION_PARAM = 'location';
export const ALL_LOCATIONS = 'all';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The location a `?location=` asks for, while it can hold: before the locations are known any
 * id is trusted (the first fetch is already filtered); once they are, only an active location
 * of a clinic with more than one counts, else the calendar shows all.
 */
export function locationOfParam(
  param: string | null,
  active: readonly Location[] | undefined,
): string | null {
  if (!param || !UUID_PATTERN.test(param)) return null;
  const id = param.toLowerCase();
  if (!active) return id;
  return active.length > 1 && active.some((location) => location.id === id) ? id : null;
}

export const locationOptions = (active: readonly Location[]) => [
  { value: ALL_LOCATIONS, label: 'All locations' },
  ...active.map((location) => ({ value: location.id, label: location.name })),
];
