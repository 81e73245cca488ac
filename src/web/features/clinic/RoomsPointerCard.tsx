import { Anchor, Box, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { SectionCard } from '../../components/page/SectionCard';

export const LOCATIONS_PATH = '/dashboard/settings/locations';

/** Rooms belong to a location now: Settings → Clinic points to where they are edited. */
export function RoomsPointerCard() {
  const anchor = useScrolledToWhenLinked('rooms');
  return (
    <Box
      id="rooms"
      ref={anchor}
      style={{ scrollMarginTop: 'calc(var(--app-shell-header-height, 0px) + 1rem)' }}
    >
      <SectionCard title="Rooms">
        <Text size="sm">
          Each room belongs to one of your locations. Add, rename and move rooms in{' '}
          <Anchor component={Link} to={LOCATIONS_PATH}>
            Settings → Locations
          </Anchor>
          .
        </Text>
      </SectionCard>
    </Box>
  );
}

/**
 * Brings the element into view when the address ends in `#id` (the dashboard's setup checklist
 * links to the rooms). Waits a frame: opening a page first scrolls it to the top.
 */
function useScrolledToWhenLinked(id: string) {
  const { hash } = useLocation();
  const element = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (hash !== `#${id}`) return;
    const frame = requestAnimationFrame(() => element.current?.scrollIntoView({ block: 'start' }));
    return () => cancelAnimationFrame(frame);
  }, [hash, id]);
  return element;
}
