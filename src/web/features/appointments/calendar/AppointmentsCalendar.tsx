import { Anchor, Group, Text, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import {
  Calendar,
  Views,
  type Components,
  type DateRangeFormatFunction,
  type Formats,
  type SlotInfo,
  type View,
  type ViewsProps,
} from 'react-big-calendar';
import type { EventInteractionArgs } from 'react-big-calendar/lib/addons/dragAndDrop';
import 'react-big-calendar/lib/css/react-big-calendar.css';
import 'react-big-calendar/lib/addons/dragAndDrop/styles.css';
import { useNavigate } from 'react-router';
import type { OpeningHours } from '../../../../domain/scheduling.js';
import { ConfirmModal } from '../../../components/dialogs/ConfirmModal';
import { notifyError } from '../../../components/toasts/notify';
import { appointmentsQuery } from './calendar-api';
import { useCalendarLocalizer } from './calendar-localizer';
import { CalendarToolbar } from './CalendarToolbar';
import { withDragAndDrop } from './drag-and-drop';
import { atHour, formatDay, formatTime } from './clinic-time';
import { eventColors } from '../../../lib/color-contrast';
import { isPastSlot, PAST_SLOT_MESSAGE } from './past-slot';
import { AgendaEvent, appointmentsOf, MonthEvent, showMoreOpening } from './MonthAndAgendaEvents';
import { SlotAppointmentsModal, type AppointmentsList } from './SlotAppointmentsModal';
import {
  TimeGridContext,
  type CalendarNames,
  type PractitionerColumn,
  type TimeGridSettings,
} from './time-grid-context';
import { FIRST_HOUR, STEP_MINUTES } from './time-grid-layout';
import { TimeGridDay, TimeGridWeek } from './TimeGridView';
import { toCalendarEvents, type CalendarEvent } from './slot-groups';
import { useAppointmentMove } from './use-appointment-move';
import { openingView, SMALL_SCREEN_QUERY } from './opening-view';
import { outsideOpeningHours } from './opening-hours';
import { neighbourDates, visibleRange } from './visible-range';
import { workingTimeQuery } from './working-time-api';
import { NO_WORKING_TIME, outsideWorkingTime, workingTimeOf } from './working-time';
import classes from './calendar.module.css';

const DragAndDropCalendar = withDragAndDrop<CalendarEvent>(Calendar);

/** Month and agenda are react-big-calendar's; week and day our lighter time grid (decision 014). */
const VIEWS: ViewsProps<CalendarEvent, object> = {
  month: true,
  week: TimeGridWeek,
  day: TimeGridDay,
  agenda: true,
};

/** The clinic's 24-hour clock everywhere, whatever the browser's language. */
const timeRange: DateRangeFormatFunction = ({ start, end }, culture, localizer) =>
  `${localizer?.format(start, 'HH:mm', culture)} – ${localizer?.format(end, 'HH:mm', culture)}`;
const formats: Formats = {
  timeGutterFormat: 'HH:mm',
  eventTimeRangeFormat: timeRange,
  selectRangeFormat: timeRange,
  agendaTimeRangeFormat: timeRange,
  agendaTimeFormat: 'HH:mm',
  dayFormat: 'ccc d',
  weekdayFormat: 'ccc',
};
/** Label colours repeat (one per member or service); their contrast search need not. */
const colorsByLabel = new Map<string, ReturnType<typeof eventColors>>();
function colorsFor(label: string) {
  let colors = colorsByLabel.get(label);
  if (!colors) {
    colors = eventColors(label);
    colorsByLabel.set(label, colors);
  }
  return colors;
}

/** Under 600 px a week's columns are about 40 px wide: 'M 23'. */
const smallScreenFormats: Formats = { ...formats, dayFormat: 'ccccc d', weekdayFormat: 'ccccc' };

interface AppointmentsCalendarProps {
  zone: string;
  /** Whose appointments: one practitioner's, or null for everyone's. */
  therapistId: string | null;
  /** One location's appointments (and blocked time, which holds everywhere), or all. */
  locationId?: string | null;
  /** The day view's columns. */
  practitioners: readonly PractitionerColumn[];
  openingHours: OpeningHours;
  names: CalendarNames;
  /** Otherwise the week, or the day on a small screen. */
  initialView?: View;
}

/**
 * A slot waiting for "book anyway": outside the clinic's opening hours, the practitioner's
 * working time, or both.
 */
interface ClosedSlot {
  start: Date;
  therapistId: string | null;
  outsideOpening: boolean;
  outsideWorking: boolean;
  reason: string;
}

interface BookingConfirmations {
  outsideOpening?: boolean;
  outsideWorking?: boolean;
}

const bookingPath = (
  start: Date,
  therapistId: string | null,
  locationId: string | null,
  { outsideOpening = false, outsideWorking = false }: BookingConfirmations = {},
) => {
  const search = new URLSearchParams({ date: start.toISOString() });
  if (therapistId) search.set('therapistId', therapistId);
  if (locationId) search.set('locationId', locationId);
  if (outsideOpening) search.set('outsideHours', 'confirmed');
  if (outsideWorking) search.set('outsideWorkingHours', 'confirmed');
  return `add-appointment?${search}`;
};

export function AppointmentsCalendar({
  zone,
  therapistId,
  locationId = null,
  practitioners,
  openingHours,
  names,
  initialView,
}: AppointmentsCalendarProps) {
  const navigate = useNavigate();
  const theme = useMantineTheme();
  const localizer = useCalendarLocalizer(zone);
  const smallScreen = useMediaQuery(SMALL_SCREEN_QUERY, false, { getInitialValueInEffect: false });
  const [view, setView] = useState<View>(() => initialView ?? openingView(smallScreen));
  const [date, setDate] = useState(() => new Date());
  const [listed, setListed] = useState<AppointmentsList | null>(null);
  const [closedSlot, setClosedSlot] = useState<ClosedSlot | null>(null);
  const drag = useAppointmentMove(zone);

  const range = useMemo(() => visibleRange(view, date, zone), [view, date, zone]);
  const query = useQuery(appointmentsQuery(range, therapistId, locationId));
  const timeGrid = view === Views.WEEK || view === Views.DAY;
  // Without it (not answered, or refused) nobody's time is shaded: bookings are still checked.
  const working = useQuery({
    ...workingTimeQuery(range, locationId),
    enabled: timeGrid,
    retry: false,
    select: workingTimeOf,
  });
  const queryClient = useQueryClient();
  useEffect(() => {
    // "Previous" and "Next" then draw from the cache at once, in one render.
    if (!query.isSuccess) return;
    for (const neighbour of neighbourDates(view, date, zone))
      void queryClient.prefetchQuery(
        appointmentsQuery(visibleRange(view, neighbour, zone), therapistId, locationId),
      );
  }, [query.isSuccess, queryClient, view, date, zone, therapistId, locationId]);
  useEffect(() => {
    // A failed read of the calendar is logged, not shown as an error page.
    if (query.isError) console.warn('Could not load appointments.', query.error);
  }, [query.isError, query.error]);

  const workingTime = (timeGrid && working.data) || NO_WORKING_TIME;

  const events = useMemo(() => {
    const appointments = (query.data ?? []).map((appointment) => {
      const moved = drag.moved[appointment.id];
      return moved
        ? {
            ...appointment,
            start: moved.start.toISOString(),
            end: moved.end.toISOString(),
            therapistId: moved.therapistId ?? appointment.therapistId,
          }
        : appointment;
    });
    // The day view's columns are per practitioner: so is an hour's crowd.
    return toCalendarEvents(appointments, zone, { byTherapist: view === Views.DAY });
  }, [query.data, drag.moved, zone, view]);

  const groupColor = theme.colors.orange[7];

  const components = useMemo<Components<CalendarEvent, object>>(
    () => ({
      toolbar: CalendarToolbar,
      month: { event: MonthEvent },
      agenda: { event: AgendaEvent },
      showMore: showMoreOpening((day, dayEvents) =>
        setListed({ day, appointments: appointmentsOf(dayEvents) }),
      ),
    }),
    [],
  );

  /** Books the slot with the practitioner of its column, else the one the calendar shows. */
  const selectSlot = (slot: SlotInfo) => {
    const start = view === Views.MONTH ? atHour(slot.start, FIRST_HOUR, zone) : slot.start;
    if (isPastSlot(start, new Date(), zone)) {
      notifyError(PAST_SLOT_MESSAGE);
      return;
    }
    const practitioner = typeof slot.resourceId === 'string' ? slot.resourceId : therapistId;
    const end = new Date(start.getTime() + STEP_MINUTES * 60_000);
    const closed = outsideOpeningHours(start, end, zone, openingHours);
    const off = practitioner
      ? outsideWorkingTime(start, end, workingTime.get(practitioner), names.member(practitioner))
      : null;
    if (closed || off)
      setClosedSlot({
        start,
        therapistId: practitioner,
        outsideOpening: closed !== null,
        outsideWorking: off !== null,
        reason: [closed, off].filter(Boolean).join(' '),
      });
    else void navigate(bookingPath(start, practitioner, locationId));
  };

  const selectEvent = (event: CalendarEvent) => {
    if (event.kind === 'group') setListed({ appointments: event.appointments });
    else void navigate(`appointment/${event.appointment.id}`);
  };

  const moveEvent = (event: CalendarEvent, newStart: Date, newEnd: Date, newTherapist?: string) => {
    if (event.kind !== 'appointment') return;
    const therapistChange =
      newTherapist !== undefined && newTherapist !== event.appointment.therapistId
        ? newTherapist
        : undefined;
    const unchanged =
      newStart.getTime() === event.start.getTime() &&
      newEnd.getTime() === event.end.getTime() &&
      therapistChange === undefined;
    if (unchanged) return;
    if (isPastSlot(newStart, new Date(), zone)) {
      notifyError(PAST_SLOT_MESSAGE);
      return;
    }
    drag.move({
      id: event.appointment.id,
      start: newStart,
      end: newEnd,
      ...(therapistChange && { therapistId: therapistChange }),
    });
  };
  const gridSettings: TimeGridSettings = {
    zone,
    onMove: moveEvent,
    practitioners,
    openingHours,
    workingTime,
    therapistId,
    names,
  };
  const dropEvent = ({ event, start, end }: EventInteractionArgs<CalendarEvent>) =>
    moveEvent(event, new Date(start), new Date(end));

  return (
    <div className={classes.calendar} data-view={view}>
      {query.isError && (
        <Group gap="xs" className={classes.retry}>
          <Text size="sm" c="dimmed">
            Appointments could not be loaded.
          </Text>
          <Anchor component="button" size="sm" onClick={() => void query.refetch()}>
            Try again
          </Anchor>
        </Group>
      )}
      <TimeGridContext value={gridSettings}>
        <DragAndDropCalendar
          localizer={localizer}
          events={events}
          view={view}
          views={VIEWS}
          onView={setView}
          date={date}
          onNavigate={setDate}
          formats={smallScreen ? smallScreenFormats : formats}
          selectable
          onSelectSlot={selectSlot}
          onSelectEvent={selectEvent}
          onEventDrop={dropEvent}
          onEventResize={dropEvent}
          draggableAccessor={(event) => event.kind === 'appointment'}
          resizableAccessor={(event) => event.kind === 'appointment'}
          tooltipAccessor={(event) =>
            `${event.title}, ${formatTime(event.start, zone)}–${formatTime(event.end, zone)}`
          }
          eventPropGetter={(event) => {
            const background = event.kind === 'group' ? groupColor : event.appointment.labelColor;
            return {
              className: event.kind === 'group' ? classes.groupEvent : undefined,
              style: colorsFor(background),
            };
          }}
          components={components}
        />
      </TimeGridContext>
      <SlotAppointmentsModal
        list={listed}
        zone={zone}
        onOpen={(id) => void navigate(`appointment/${id}`)}
        onClose={() => setListed(null)}
      />
      <ConfirmModal
        opened={closedSlot !== null}
        title={
          closedSlot && !closedSlot.outsideOpening
            ? 'Book outside working hours?'
            : 'Book outside opening hours?'
        }
        confirmLabel="Book anyway"
        keepLabel="Choose another time"
        onConfirm={async () => {
          if (closedSlot)
            await navigate(
              bookingPath(closedSlot.start, closedSlot.therapistId, locationId, {
                outsideOpening: closedSlot.outsideOpening,
                outsideWorking: closedSlot.outsideWorking,
              }),
            );
        }}
        onClose={() => setClosedSlot(null)}
      >
        <Text>
          {closedSlot &&
            `${closedSlot.reason} Book ${formatDay(closedSlot.start, zone)} at ${formatTime(closedSlot.start, zone)} anyway?`}
        </Text>
      </ConfirmModal>
      <ConfirmModal
        opened={drag.awaitingConfirmation !== null}
        title={
          drag.awaitingConfirmation?.reason === 'working'
            ? 'Outside working hours'
            : 'Outside opening hours'
        }
        confirmLabel="Move anyway"
        keepLabel="Keep the old time"
        onConfirm={drag.confirmOutsideHours}
        onClose={drag.cancelOutsideHours}
      >
        <Text>
          {drag.awaitingConfirmation?.reason === 'working'
            ? `${drag.awaitingConfirmation.message} Move the appointment anyway?`
            : "This time is outside the clinic's opening hours. Move the appointment anyway?"}
        </Text>
      </ConfirmModal>
    </div>
  );
}
