import { VisuallyHidden } from '@mantine/core';
import type { DateTime } from 'luxon';
import {
  use,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useState,
  type CSSProperties,
  type ComponentType,
} from 'react';
import type { DateLocalizer, NavigateAction, SlotInfo, View, ViewStatic } from 'react-big-calendar';
import { formatTime } from './clinic-time';
import type { CalendarEvent } from './slot-groups';
import { TimeGridContext } from './time-grid-context';
import { DayColumn, type EventAppearance } from './TimeGridDayColumn';
import {
  FIRST_HOUR,
  LAST_HOUR,
  gridDays,
  layoutDay,
  minutesIntoWindow,
  timeInWindow,
  WINDOW_MINUTES,
  type TimeGridViewName,
} from './time-grid-layout';
import { SlotCursor } from './TimeGridSlotCursor';
import { useTimeGridDrag } from './use-time-grid-drag';
import classes from './time-grid.module.css';

/** The parts of react-big-calendar's view props this view reads. */
interface TimeGridProps {
  date: Date;
  events: CalendarEvent[];
  localizer: DateLocalizer;
  getNow: () => Date;
  getters: {
    eventProp: (
      event: CalendarEvent,
      start: Date,
      end: Date,
      selected: boolean,
    ) => { className?: string; style?: CSSProperties };
  };
  accessors: { tooltip: (event: CalendarEvent) => string };
  onSelectSlot: (slot: SlotInfo) => void;
  onSelectEvent: (event: CalendarEvent, e: React.SyntheticEvent) => void;
  onDrillDown: (date: Date, view: View) => void;
}

const HOURS = Array.from({ length: LAST_HOUR - FIRST_HOUR }, (_, index) => FIRST_HOUR + index);

/** The instants a day covers, to sort events into columns without luxon. */
const dayBounds = (day: DateTime) => [day.toMillis(), day.plus({ days: 1 }).toMillis()] as const;

function useNow(getNow: () => Date): Date {
  const [now, setNow] = useState(getNow);
  useEffect(() => {
    const timer = setInterval(() => setNow(getNow()), 60_000);
    return () => clearInterval(timer);
  }, [getNow]);
  return now;
}

/**
 * The week and day views: one positioned layer per day, the slot lines drawn by CSS, each event
 * one element. react-big-calendar's own time grid draws a component per slot and wraps each event
 * for drag and drop, which made the week too slow to draw (docs/decisions/014).
 */
function useTimeGridSettings() {
  const settings = use(TimeGridContext);
  if (!settings) throw new Error('TimeGrid needs a TimeGridContext');
  return settings;
}

function TimeGrid({
  view,
  date,
  events,
  localizer,
  getters,
  accessors,
  getNow,
  onSelectSlot,
  onSelectEvent,
  onDrillDown,
}: TimeGridProps & { view: TimeGridViewName }) {
  const { zone, onMove } = useTimeGridSettings();
  const now = useNow(getNow);

  // By value: react-big-calendar hands over a new Date of the same instant on every render.
  const time = date.getTime();
  const days = useMemo(() => gridDays(view, new Date(time), zone), [view, time, zone]);
  const todayIndex = useMemo(() => {
    const time = now.getTime();
    return days.findIndex((day) => {
      const [from, to] = dayBounds(day);
      return from <= time && time < to;
    });
  }, [days, now]);

  const placedByDay = useMemo(() => {
    const bounds = days.map(dayBounds);
    const byDay = days.map((): CalendarEvent[] => []);
    for (const event of events) {
      const [start, end] = [event.start.getTime(), event.end.getTime()];
      bounds.forEach(([from, to], index) => {
        if (start < to && Math.max(end, start + 1) > from) byDay[index]!.push(event);
      });
    }
    return days.map((day, index) => layoutDay(byDay[index]!, day, zone));
  }, [days, events, zone]);

  const appearance = useCallback<EventAppearance>(
    (event) => {
      const { className, style } = getters.eventProp(event, event.start, event.end, false);
      const label = `${formatTime(event.start, zone)} – ${formatTime(event.end, zone)}`;
      return { className, style, label, tooltip: accessors.tooltip(event) };
    },
    [getters, accessors, zone],
  );

  const selectSlot = useCallback(
    (day: DateTime, minutes: number) => {
      const start = timeInWindow(day, minutes);
      const end = timeInWindow(day, minutes + 30);
      onSelectSlot({ start, end, slots: [start, end], action: 'click' });
    },
    [onSelectSlot],
  );

  const { columnsRef, ghost, announcement, justDropped, startDrag, keyMove } = useTimeGridDrag({
    days,
    zone,
    onMove,
  });
  const openEvent = useCallback(
    (event: CalendarEvent, e: React.SyntheticEvent) => {
      if (!justDropped()) onSelectEvent(event, e);
    },
    [justDropped, onSelectEvent],
  );
  const clickSlot = useCallback(
    (day: DateTime, minutes: number) => {
      if (!justDropped()) selectSlot(day, minutes);
    },
    [justDropped, selectSlot],
  );
  const moveHintId = useId();

  const nowMinutes = todayIndex === -1 ? null : minutesIntoWindow(days[todayIndex]!, now, zone);

  return (
    <div className={classes.grid} data-time-grid={view}>
      <div className={classes.head}>
        <div className={classes.gutterHead} />
        {days.map((day, index) => {
          const label = localizer.format(day.toJSDate(), 'dayFormat');
          return (
            <div
              key={day.toMillis()}
              className={classes.dayHead}
              data-today={index === todayIndex || undefined}
              data-day-heading
            >
              {view === 'week' ? (
                <button
                  type="button"
                  className={classes.dayHeadButton}
                  onClick={() => onDrillDown(day.toJSDate(), 'day')}
                >
                  {label}
                </button>
              ) : (
                label
              )}
            </div>
          );
        })}
      </div>
      <div className={classes.body}>
        <div className={classes.gutter} aria-hidden>
          {HOURS.map((hour) => (
            <span
              key={hour}
              className={classes.hourLabel}
              style={{ top: `${(((hour - FIRST_HOUR) * 60) / WINDOW_MINUTES) * 100}%` }}
            >
              {`${String(hour).padStart(2, '0')}:00`}
            </span>
          ))}
        </div>
        <div className={classes.columns} ref={columnsRef}>
          {/* First, so Tab reaches the empty slots before the week's appointments. */}
          <div className={classes.overlay}>
            <SlotCursor
              days={days}
              todayIndex={todayIndex}
              nowMinutes={nowMinutes}
              onChoose={selectSlot}
            />
            {ghost && (
              <div
                className={classes.ghost}
                style={{
                  left: `${(ghost.dayIndex / days.length) * 100}%`,
                  width: `${100 / days.length}%`,
                  top: `${(ghost.from / WINDOW_MINUTES) * 100}%`,
                  height: `${((ghost.to - ghost.from) / WINDOW_MINUTES) * 100}%`,
                }}
                aria-hidden
              >
                {formatTime(timeInWindow(days[ghost.dayIndex]!, ghost.from), zone)} –{' '}
                {formatTime(timeInWindow(days[ghost.dayIndex]!, ghost.to), zone)}
              </div>
            )}
          </div>
          {days.map((day, index) => (
            <DayColumn
              key={day.toMillis()}
              day={day}
              dayIndex={index}
              placed={placedByDay[index]!}
              appearance={appearance}
              isToday={index === todayIndex}
              nowMinutes={index === todayIndex ? nowMinutes : null}
              onSlotClick={clickSlot}
              onEventOpen={openEvent}
              onEventPointerDown={startDrag}
              onEventKeyMove={keyMove}
              moveHintId={moveHintId}
            />
          ))}
        </div>
      </div>
      <VisuallyHidden id={moveHintId}>
        Alt and the arrow keys move the appointment; Alt, Shift and up or down change its length.
      </VisuallyHidden>
      <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
    </div>
  );
}

type TimeGridViewComponent = ComponentType<TimeGridProps> &
  ViewStatic & {
    range: (date: Date, options: { localizer: DateLocalizer }) => Date[];
  };

function timeGridView(view: TimeGridViewName): TimeGridViewComponent {
  const unit = view === 'week' ? 'week' : 'day';
  const range = (date: Date, { localizer }: { localizer: DateLocalizer }) => {
    if (view === 'day') return [localizer.startOf(date, 'day')];
    const firstOfWeek = localizer.startOfWeek('');
    return localizer.range(
      localizer.startOf(date, 'week', firstOfWeek),
      localizer.endOf(date, 'week', firstOfWeek),
    );
  };
  const View = (props: TimeGridProps) => <TimeGrid view={view} {...props} />;
  View.displayName = view === 'week' ? 'TimeGridWeek' : 'TimeGridDay';
  return Object.assign(View, {
    range,
    navigate: (date: Date, action: NavigateAction, { localizer }: { localizer: DateLocalizer }) =>
      action === 'PREV'
        ? localizer.add(date, -1, unit)
        : action === 'NEXT'
          ? localizer.add(date, 1, unit)
          : date,
    // react-big-calendar's own titles: 'November 23 – 29' and 'Wednesday Nov 25'.
    title: (date: Date, { localizer }: { localizer: DateLocalizer }) => {
      if (view === 'day') return localizer.format(date, 'dayHeaderFormat');
      const days = range(date, { localizer });
      return localizer.format({ start: days[0]!, end: days.at(-1)! }, 'dayRangeHeaderFormat');
    },
  }) as unknown as TimeGridViewComponent;
}

export const TimeGridWeek = timeGridView('week');
export const TimeGridDay = timeGridView('day');
