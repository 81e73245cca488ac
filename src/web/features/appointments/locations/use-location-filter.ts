import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { locationsQuery } from '../../../lib/queries/locations';
import { ALL_LOCATIONS, LOCATION_PARAM, locationOfParam, locationOptions } from './location-filter';

/**
 * Which location the calendar shows, kept in the address (`?location=<id>`) so a reload, a
 * bookmark or a shared link opens on the same place. Offered only with more than one active
 * location.
 */
export function useLocationFilter() {
  const [searchParams, setSearchParams] = useSearchParams();
  const locations = useQuery({ ...locationsQuery, retry: false });
  const active = useMemo(
    () => locations.data?.filter((location) => location.active),
    [locations.data],
  );
  // A failed read leaves the choice out and the calendar unfiltered.
  const known = locations.isError ? [] : active;
  const locationId = locationOfParam(searchParams.get(LOCATION_PARAM), known);

  return {
    locationId,
    shown: (active?.length ?? 0) > 1,
    options: useMemo(() => locationOptions(active ?? []), [active]),
    locations: active ?? [],
    choose: (value: string) =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value === ALL_LOCATIONS) next.delete(LOCATION_PARAM);
          else next.set(LOCATION_PARAM, value);
          return next;
        },
        { replace: true },
      ),
  };
}

export type LocationFilterState = ReturnType<typeof useLocationFilter>;
