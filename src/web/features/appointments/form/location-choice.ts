import type { Room } from '../../../../domain/clinic-settings.js';
import type { Location } from '../../../../domain/locations.js';

/**
 * A room's location. Rooms belong to a location; the clinic settings name it once Settings →
 * Locations adds it to the room's answer, and until then a room goes with any location.
 */
export function roomLocationOf(room: Room | undefined): string | null {
  if (!room || !('locationId' in room)) return null;
  return typeof room.locationId === 'string' ? room.locationId : null;
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
