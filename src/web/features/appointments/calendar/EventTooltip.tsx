import { Portal } from '@mantine/core';
import { useLayoutEffect, useState } from 'react';
import { eventDetails } from './event-details';
import type { CalendarEvent } from './slot-groups';
import type { CalendarNames } from './time-grid-context';
import classes from './time-grid.module.css';

/** The block whose details are shown, and the element they are placed by. */
export interface ShownEvent {
  event: CalendarEvent;
  anchor: HTMLElement;
}

interface EventTooltipProps {
  id: string;
  shown: ShownEvent | null;
  zone: string;
  names: CalendarNames;
  onPointerEnter: () => void;
  onPointerLeave: () => void;
}

const WIDTH = 280;
const MARGIN = 8;
/** Below the block when this much room is left under it, else above. */
const ROOM_BELOW = 200;

type Position = { left: number } & ({ top: number } | { bottom: number });

/**
 * The details of the block under the pointer or with the keyboard focus: one tooltip for the
 * whole grid (a component per block would cost the week's first draw), placed beside its block
 * and following it as the page scrolls. The block names it in `aria-describedby`.
 */
export function EventTooltip({
  id,
  shown,
  zone,
  names,
  onPointerEnter,
  onPointerLeave,
}: EventTooltipProps) {
  const [position, setPosition] = useState<Position | null>(null);

  useLayoutEffect(() => {
    if (!shown) return;
    const place = () => {
      const box = shown.anchor.getBoundingClientRect();
      const left = Math.max(MARGIN, Math.min(box.left, window.innerWidth - WIDTH - MARGIN));
      setPosition(
        window.innerHeight - box.bottom >= ROOM_BELOW
          ? { left, top: box.bottom + 4 }
          : { left, bottom: window.innerHeight - box.top + 4 },
      );
    };
    place();
    window.addEventListener('scroll', place, true);
    window.addEventListener('resize', place);
    return () => {
      window.removeEventListener('scroll', place, true);
      window.removeEventListener('resize', place);
    };
  }, [shown]);

  if (!shown || !position) return null;
  const details = eventDetails(shown.event, zone, names);
  return (
    <Portal>
      <div
        role="tooltip"
        id={id}
        className={classes.tooltip}
        style={{ ...position, maxWidth: WIDTH }}
        onPointerEnter={onPointerEnter}
        onPointerLeave={onPointerLeave}
      >
        <div className={classes.tooltipHeading}>{details.heading}</div>
        <dl className={classes.tooltipLines}>
          {details.lines.map((line, index) => (
            <div key={index}>
              <dt>{line.label}</dt>
              <dd>{line.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </Portal>
  );
}
