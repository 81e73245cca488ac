import type { Room } from '../../../../domain/clinic-settings.js';
import type { Location } from '../../../../domain/locations.js';

/** A room's location; none for no room. */
export function roomLocationOf(room: Room | undefined): string | null {
  return room?.locationId ?? null;
}

/** The active locations, plus the booked one should it have been deactivated since. */
export function locationOptions(locations: readonly Location[], bookedLocationId: string | null) {
  return locations
    .filter((location) => location.active || location.id === bookedLocationId)
    .map((location) => ({
      value: location.id,
      label: location.active ? location.name : `${location.name} (inactive)`,
    }));
}
