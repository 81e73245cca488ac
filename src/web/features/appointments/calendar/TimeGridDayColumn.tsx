import { memo, type CSSProperties } from 'react';
import { blockLines, EventBlockContent } from './EventBlockContent';
import type { WindowSpan } from './opening-hours';
import type { CalendarEvent } from './slot-groups';
import type { GridColumn } from './time-grid-columns';
import { slotAt, WINDOW_MINUTES, type PlacedEvent } from './time-grid-layout';
import classes from './time-grid.module.css';

/** An event's colours and class (react-big-calendar's eventPropGetter). */
export type EventAppearance = (event: CalendarEvent) => {
  className?: string;
  style?: CSSProperties;
};

/** What the grid does when a block is pointed at, focused or left. */
export interface EventHover {
  show: (event: CalendarEvent, anchor: HTMLElement) => void;
  /** `soon`: after a moment, so the pointer can move onto the tooltip. */
  hide: (soon?: boolean) => void;
}

interface DayColumnProps {
  column: GridColumn;
  /** A day of the week (the day view's columns share the day they stand in). */
  inWeek: boolean;
  columnIndex: number;
  placed: PlacedEvent<CalendarEvent>[];
  closed: WindowSpan[];
  /** Where the column's practitioner does not work. */
  notWorking: WindowSpan[];
  appearance: EventAppearance;
  zone: string;
  isToday: boolean;
  /** Minutes into the window now, on today's column. */
  nowMinutes: number | null;
  /** The blocks' descriptions: the tooltip (while shown) and the hint on moving with the keys. */
  tooltipId: string;
  moveHintId: string;
  hover: EventHover;
  onSlotClick: (columnIndex: number, minutes: number) => void;
  onEventOpen: (event: CalendarEvent, e: React.SyntheticEvent) => void;
  onEventPointerDown: (e: React.PointerEvent, event: CalendarEvent, columnIndex: number) => void;
  onEventKeyMove: (e: React.KeyboardEvent, event: CalendarEvent) => boolean;
}

const percent = (fraction: number) => `${fraction * 100}%`;

const eventKey = (event: CalendarEvent) =>
  event.kind === 'appointment' ? event.appointment.id : `group-${event.start.getTime()}`;

/**
 * One column: a day of the week, or one practitioner's day. A click lands on the slot under the
 * pointer; closed hours and the practitioner's time off are shaded; events are plain positioned
 * buttons.
 */
export const DayColumn = memo(function DayColumn({
  column,
  inWeek,
  columnIndex,
  placed,
  closed,
  notWorking,
  appearance,
  zone,
  isToday,
  nowMinutes,
  tooltipId,
  moveHintId,
  hover,
  onSlotClick,
  onEventOpen,
  onEventPointerDown,
  onEventKeyMove,
}: DayColumnProps) {
  return (
    <div
      className={classes.day}
      data-column
      data-day={inWeek ? column.day.toISODate() : undefined}
      data-practitioner={column.practitioner?.userId}
      data-today={isToday || undefined}
      onClick={(click) => {
        if ((click.target as Element).closest('[data-event]')) return;
        const box = click.currentTarget.getBoundingClientRect();
        onSlotClick(columnIndex, slotAt((click.clientY - box.top) / box.height));
      }}
    >
      {closed.map((span) => (
        <div
          key={span.from}
          className={classes.closed}
          data-closed
          style={{
            top: percent(span.from / WINDOW_MINUTES),
            height: percent((span.to - span.from) / WINDOW_MINUTES),
          }}
        />
      ))}
      {notWorking.map((span) => (
        // A click falls through to the column: booking there is asked about, not prevented.
        <div
          key={`off-${span.from}`}
          className={classes.notWorking}
          data-not-working
          role="img"
          aria-label="Not working"
          title="Not working"
          style={{
            top: percent(span.from / WINDOW_MINUTES),
            height: percent((span.to - span.from) / WINDOW_MINUTES),
          }}
        />
      ))}
      {placed.map(({ event, top, height, left, width }) => {
        const look = appearance(event);
        const movable = event.kind === 'appointment';
        const lines = blockLines(height * WINDOW_MINUTES);
        return (
          <button
            key={eventKey(event)}
            type="button"
            data-event={event.kind}
            data-event-id={movable ? event.appointment.id : undefined}
            data-lines={lines}
            className={look.className ? `${classes.event} ${look.className}` : classes.event}
            style={{
              ...look.style,
              top: percent(top),
              height: percent(height),
              left: percent(left),
              width: percent(width),
            }}
            aria-describedby={movable ? `${tooltipId} ${moveHintId}` : tooltipId}
            onClick={(click) => onEventOpen(event, click)}
            onPointerEnter={(pointer) => {
              if (pointer.pointerType !== 'touch' && pointer.buttons === 0)
                hover.show(event, pointer.currentTarget);
            }}
            onPointerLeave={() => hover.hide(true)}
            onFocus={(focus) => hover.show(event, focus.currentTarget)}
            onBlur={() => hover.hide()}
            onPointerDown={(press) => {
              hover.hide();
              if (movable) onEventPointerDown(press, event, columnIndex);
            }}
            onKeyDown={(key) => {
              if (key.key === 'Escape') hover.hide();
              else if (movable && onEventKeyMove(key, event)) key.preventDefault();
            }}
          >
            <EventBlockContent event={event} zone={zone} lines={lines} inLane={width < 1} />
          </button>
        );
      })}
      {nowMinutes !== null && nowMinutes >= 0 && nowMinutes <= WINDOW_MINUTES && (
        <div className={classes.now} style={{ top: percent(nowMinutes / WINDOW_MINUTES) }} />
      )}
    </div>
  );
});
