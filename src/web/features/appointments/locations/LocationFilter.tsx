import { Select } from '@mantine/core';
import { ALL_LOCATIONS } from './location-filter';
import type { LocationFilterState } from './use-location-filter';

/** "All locations" or one of the clinic's active locations, for the calendar. */
export function LocationFilter({ filter }: { filter: LocationFilterState }) {
  if (!filter.shown) return null;
  return (
    <Select
      label="Location"
      w={{ base: '100%', xs: 200 }}
      allowDeselect={false}
      value={filter.locationId ?? ALL_LOCATIONS}
      onChange={(value) => {
        if (value) filter.choose(value);
      }}
      data={filter.options}
    />
  );
}
