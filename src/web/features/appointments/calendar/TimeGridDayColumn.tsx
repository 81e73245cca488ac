import type { DateTime } from 'luxon';
import { memo, type CSSProperties } from 'react';
import { NoteStateMarker } from './NoteStateMarker';
import type { CalendarEvent } from './slot-groups';
import { slotAt, WINDOW_MINUTES, type PlacedEvent } from './time-grid-layout';
import classes from './time-grid.module.css';

/** An event's colours and class (react-big-calendar's eventPropGetter), time label and tooltip. */
export type EventAppearance = (event: CalendarEvent) => {
  className?: string;
  style?: CSSProperties;
  label: string;
  tooltip: string;
};

interface DayColumnProps {
  day: DateTime;
  dayIndex: number;
  placed: PlacedEvent<CalendarEvent>[];
  appearance: EventAppearance;
  isToday: boolean;
  /** Minutes into the window now, on today's column. */
  nowMinutes: number | null;
  moveHintId: string;
  onSlotClick: (day: DateTime, minutes: number) => void;
  onEventOpen: (event: CalendarEvent, e: React.SyntheticEvent) => void;
  onEventPointerDown: (e: React.PointerEvent, event: CalendarEvent, dayIndex: number) => void;
  onEventKeyMove: (e: React.KeyboardEvent, event: CalendarEvent) => boolean;
}

const percent = (fraction: number) => `${fraction * 100}%`;

const eventKey = (event: CalendarEvent) =>
  event.kind === 'appointment' ? event.appointment.id : `group-${event.start.getTime()}`;

/** One day: a click lands on the slot under the pointer; events are plain positioned buttons. */
export const DayColumn = memo(function DayColumn({
  day,
  dayIndex,
  placed,
  appearance,
  isToday,
  nowMinutes,
  moveHintId,
  onSlotClick,
  onEventOpen,
  onEventPointerDown,
  onEventKeyMove,
}: DayColumnProps) {
  return (
    <div
      className={classes.day}
      data-day={day.toISODate()}
      data-today={isToday || undefined}
      onClick={(click) => {
        if ((click.target as Element).closest('[data-event]')) return;
        const box = click.currentTarget.getBoundingClientRect();
        onSlotClick(day, slotAt((click.clientY - box.top) / box.height));
      }}
    >
      {placed.map(({ event, top, height, left, width }) => {
        const look = appearance(event);
        const movable = event.kind === 'appointment';
        return (
          <button
            key={eventKey(event)}
            type="button"
            data-event={event.kind}
            data-event-id={movable ? event.appointment.id : undefined}
            className={look.className ? `${classes.event} ${look.className}` : classes.event}
            style={{
              ...look.style,
              top: percent(top),
              height: percent(height),
              left: percent(left),
              width: percent(width),
            }}
            title={look.tooltip}
            aria-describedby={movable ? moveHintId : undefined}
            onClick={(click) => onEventOpen(event, click)}
            onPointerDown={
              movable ? (press) => onEventPointerDown(press, event, dayIndex) : undefined
            }
            onKeyDown={
              movable
                ? (key) => {
                    if (onEventKeyMove(key, event)) key.preventDefault();
                  }
                : undefined
            }
          >
            <NoteStateMarker event={event} corner />
            <span className={classes.eventTime}>{look.label}</span>
            <span className={classes.eventTitle}>{event.title}</span>
          </button>
        );
      })}
      {nowMinutes !== null && nowMinutes >= 0 && nowMinutes <= WINDOW_MINUTES && (
        <div className={classes.now} style={{ top: percent(nowMinutes / WINDOW_MINUTES) }} />
      )}
    </div>
  );
});
