import { VisuallyHidden } from '@mantine/core';
import type { DateTime } from 'luxon';
import {
  use,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type ComponentType,
} from 'react';
import type { DateLocalizer, NavigateAction, SlotInfo, View, ViewStatic } from 'react-big-calendar';
import { formatTime, inZone } from './clinic-time';
import { EventTooltip, type ShownEvent } from './EventTooltip';
import { closedSpans } from './opening-hours';
import { notWorkingSpans } from './working-time';
import { therapistOfEvent, type CalendarEvent } from './slot-groups';
import { dayColumns, weekColumns } from './time-grid-columns';
import { TimeGridContext } from './time-grid-context';
import { DayColumn, type EventAppearance, type EventHover } from './TimeGridDayColumn';
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
  onSelectSlot: (slot: SlotInfo) => void;
  onSelectEvent: (event: CalendarEvent, e: React.SyntheticEvent) => void;
  onDrillDown: (date: Date, view: View) => void;
}

const HOURS = Array.from({ length: LAST_HOUR - FIRST_HOUR }, (_, index) => FIRST_HOUR + index);

/** The instants a day covers, to sort events into columns without luxon. */
const dayBounds = (day: DateTime) => [day.toMillis(), day.plus({ days: 1 }).toMillis()] as const;

/**
 * A crowded hour's group is drawn over its hour only, so the next hour's group stands under it
 * rather than beside it; its tooltip and list keep when its last appointment ends.
 */
function drawnEnd(event: CalendarEvent, zone: string): Date {
  if (event.kind !== 'group') return event.end;
  const hourEnd = inZone(event.start, zone).startOf('hour').plus({ hours: 1 }).toMillis();
  return new Date(Math.min(event.end.getTime(), hourEnd));
}

/** How long the pointer may travel from a block to its tooltip before the tooltip goes. */
const TOOLTIP_GRACE_MS = 150;

function useNow(getNow: () => Date): Date {
  const [now, setNow] = useState(getNow);
  useEffect(() => {
    const timer = setInterval(() => setNow(getNow()), 60_000);
    return () => clearInterval(timer);
  }, [getNow]);
  return now;
}

function useTimeGridSettings() {
  const settings = use(TimeGridContext);
  if (!settings) throw new Error('TimeGrid needs a TimeGridContext');
  return settings;
}

/** The tooltip of the block pointed at or focused; one for the whole grid. */
function useEventTooltip(events: CalendarEvent[]) {
  // New events are new blocks: a tooltip shown for the old ones is gone with them.
  const [shown, setShown] = useState<(ShownEvent & { of: CalendarEvent[] }) | null>(null);
  const latestEvents = useRef(events);
  useLayoutEffect(() => {
    latestEvents.current = events;
  });
  const hideTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const hover = useMemo<EventHover>(
    () => ({
      show: (event, anchor) => {
        clearTimeout(hideTimer.current);
        setShown({ event, anchor, of: latestEvents.current });
      },
      hide: (soon = false) => {
        clearTimeout(hideTimer.current);
        if (soon) hideTimer.current = setTimeout(() => setShown(null), TOOLTIP_GRACE_MS);
        else setShown(null);
      },
    }),
    [],
  );
  useEffect(() => () => clearTimeout(hideTimer.current), []);
  return {
    shown: shown?.of === events ? shown : null,
    hover,
    keep: () => clearTimeout(hideTimer.current),
  };
}

/**
 * The week and day views: one positioned layer per column, the slot lines drawn by CSS, each
 * event one element. The week has a column per day; the day a column per practitioner, so the
 * front desk reads who is busy when. react-big-calendar's own time grid draws a component per
 * slot and wraps each event for drag and drop, which made the week too slow to draw
 * (docs/decisions/014).
 */
function TimeGrid({
  view,
  date,
  events,
  localizer,
  getters,
  getNow,
  onSelectSlot,
  onSelectEvent,
  onDrillDown,
}: TimeGridProps & { view: TimeGridViewName }) {
  const { zone, onMove, practitioners, openingHours, workingTime, therapistId, names } =
    useTimeGridSettings();
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

  const eventsByDay = useMemo(() => {
    const bounds = days.map(dayBounds);
    const byDay = days.map((): CalendarEvent[] => []);
    for (const event of events) {
      const [start, end] = [event.start.getTime(), event.end.getTime()];
      bounds.forEach(([from, to], index) => {
        if (start < to && Math.max(end, start + 1) > from) byDay[index]!.push(event);
      });
    }
    return byDay;
  }, [days, events]);

  const columns = useMemo(
    () =>
      view === 'week'
        ? weekColumns(days)
        : dayColumns(days[0]!, practitioners, eventsByDay[0]!, names),
    [view, days, practitioners, eventsByDay, names],
  );

  const placedByColumn = useMemo(() => {
    const end = (event: CalendarEvent) => drawnEnd(event, zone);
    if (view === 'week')
      return days.map((day, index) => layoutDay(eventsByDay[index]!, day, zone, end));
    const [day, dayEvents] = [days[0]!, eventsByDay[0]!];
    if (!columns[0]!.practitioner) return [layoutDay(dayEvents, day, zone, end)];
    const byColumn = new Map(columns.map((column) => [column.key, [] as CalendarEvent[]]));
    for (const event of dayEvents) byColumn.get(therapistOfEvent(event) ?? '')?.push(event);
    return columns.map((column) => layoutDay(byColumn.get(column.key)!, day, zone, end));
  }, [view, days, columns, eventsByDay, zone]);

  const closedByColumn = useMemo(
    () => columns.map((column) => closedSpans(column.day, openingHours)),
    [columns, openingHours],
  );

  // Each practitioner's own column; a column for everyone's day only when filtered to one.
  const notWorkingByColumn = useMemo(
    () =>
      columns.map((column) => {
        const practitionerId = column.practitioner?.userId ?? therapistId;
        return practitionerId
          ? notWorkingSpans(column.day, workingTime.get(practitionerId), zone)
          : [];
      }),
    [columns, therapistId, workingTime, zone],
  );

  const appearance = useCallback<EventAppearance>(
    (event) => getters.eventProp(event, event.start, event.end, false),
    [getters],
  );

  const selectSlot = useCallback(
    (columnIndex: number, minutes: number) => {
      const { day, practitioner } = columns[columnIndex]!;
      const start = timeInWindow(day, minutes);
      const end = timeInWindow(day, minutes + 30);
      onSelectSlot({
        start,
        end,
        slots: [start, end],
        action: 'click',
        resourceId: practitioner?.userId,
      });
    },
    [columns, onSelectSlot],
  );

  const { columnsRef, ghost, announcement, justDropped, startDrag, keyMove } = useTimeGridDrag({
    columns,
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
    (columnIndex: number, minutes: number) => {
      if (!justDropped()) selectSlot(columnIndex, minutes);
    },
    [justDropped, selectSlot],
  );
  const tooltip = useEventTooltip(events);
  const moveHintId = useId();
  const tooltipId = useId();

  const nowMinutes = todayIndex === -1 ? null : minutesIntoWindow(days[todayIndex]!, now, zone);
  const byPractitioner = columns[0]!.practitioner !== undefined;
  const nowColumn = (index: number) => (view === 'week' ? index === todayIndex : todayIndex === 0);

  return (
    <div
      className={classes.grid}
      data-time-grid={view}
      data-by-practitioner={byPractitioner || undefined}
      style={{ '--tg-columns': columns.length } as CSSProperties}
    >
      <div className={classes.head}>
        <div className={classes.gutterHead} />
        {byPractitioner
          ? columns.map(({ key, practitioner }) => (
              <div key={key} className={classes.dayHead} data-column-heading>
                <span
                  className={classes.swatch}
                  style={{ background: practitioner!.color ?? 'var(--mantine-color-gray-5)' }}
                  aria-hidden
                />
                <span className={classes.columnName}>{practitioner!.name}</span>
              </div>
            ))
          : days.map((day, index) => {
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
          {/* First, so Tab reaches the empty slots before the appointments. */}
          <div className={classes.overlay}>
            <SlotCursor
              columns={columns}
              startColumn={view === 'week' ? Math.max(todayIndex, 0) : 0}
              nowMinutes={nowMinutes}
              notWorking={notWorkingByColumn}
              onChoose={selectSlot}
            />
            {ghost && (
              <div
                className={classes.ghost}
                style={{
                  left: `${(ghost.columnIndex / columns.length) * 100}%`,
                  width: `${100 / columns.length}%`,
                  top: `${(ghost.from / WINDOW_MINUTES) * 100}%`,
                  height: `${((ghost.to - ghost.from) / WINDOW_MINUTES) * 100}%`,
                }}
                aria-hidden
              >
                {formatTime(timeInWindow(columns[ghost.columnIndex]!.day, ghost.from), zone)} –{' '}
                {formatTime(timeInWindow(columns[ghost.columnIndex]!.day, ghost.to), zone)}
              </div>
            )}
          </div>
          <DayColumns view={view} day={days[0]!}>
            {columns.map((column, index) => (
              <DayColumn
                key={column.key}
                column={column}
                inWeek={view === 'week'}
                columnIndex={index}
                placed={placedByColumn[index]!}
                closed={closedByColumn[index]!}
                notWorking={notWorkingByColumn[index]!}
                appearance={appearance}
                zone={zone}
                isToday={view === 'week' && index === todayIndex}
                nowMinutes={nowColumn(index) ? nowMinutes : null}
                tooltipId={tooltipId}
                moveHintId={moveHintId}
                hover={tooltip.hover}
                onSlotClick={clickSlot}
                onEventOpen={openEvent}
                onEventPointerDown={startDrag}
                onEventKeyMove={keyMove}
              />
            ))}
          </DayColumns>
        </div>
      </div>
      <EventTooltip
        id={tooltipId}
        shown={tooltip.shown}
        zone={zone}
        names={names}
        onPointerEnter={tooltip.keep}
        onPointerLeave={() => tooltip.hover.hide(true)}
      />
      <VisuallyHidden id={moveHintId}>
        Alt and the arrow keys move the appointment; Alt, Shift and up or down change its length.
      </VisuallyHidden>
      <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
    </div>
  );
}

/** The week's day columns stand side by side; the day view's practitioners share one day. */
function DayColumns({
  view,
  day,
  children,
}: {
  view: TimeGridViewName;
  day: DateTime;
  children: React.ReactNode;
}) {
  if (view === 'week') return children;
  return (
    <div className={classes.dayGroup} data-day={day.toISODate()}>
      {children}
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
