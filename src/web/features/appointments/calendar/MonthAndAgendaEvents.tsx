import type { ComponentType } from 'react';
import type { EventProps, ShowMoreProps } from 'react-big-calendar';
import type { CalendarAppointment } from '../../../../domain/appointments.js';
import { NoteStateMarker } from './NoteStateMarker';
import type { CalendarEvent } from './slot-groups';
import classes from './calendar.module.css';

/*
 * react-big-calendar draws month and agenda events as plain divs and cells that only a pointer
 * can open, and puts month events and "+n more" straight into an ARIA row. Each gets a real
 * button here (react-big-calendar's own click handler around it opens the event), and in the
 * month's rows a cell around it.
 */

/** An event of the agenda: a button, so Tab reaches it and Enter or Space opens it. */
export function AgendaEvent({ title, event }: EventProps<CalendarEvent>) {
  return (
    <button type="button" className={classes.eventButton}>
      <NoteStateMarker event={event} />
      {title}
    </button>
  );
}

/** An event of the month: the same button, in a cell of its week's row. */
export function MonthEvent(props: EventProps<CalendarEvent>) {
  return (
    <span role="cell" className={classes.eventCell}>
      <AgendaEvent {...props} />
    </span>
  );
}

/** The appointments behind the events of a day, in time order. */
export function appointmentsOf(events: CalendarEvent[]): CalendarAppointment[] {
  return events
    .flatMap((event) => (event.kind === 'group' ? event.appointments : [event.appointment]))
    .sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
}

/**
 * "+n more" of a crowded day in the month: lists all its appointments in a dialog (instead of
 * react-big-calendar's popup, which a keyboard or screen reader user cannot follow).
 */
export function showMoreOpening(
  onShowDay: (day: Date, events: CalendarEvent[]) => void,
): ComponentType<ShowMoreProps<CalendarEvent>> {
  return function ShowMore({ count, slotDate, events, localizer }) {
    return (
      <span role="cell" className={classes.eventCell}>
        <button
          type="button"
          className="rbc-button-link rbc-show-more"
          // Which day, for a screen reader's user: the cell is not the day's.
          aria-label={`+${count} more, ${localizer.format(slotDate, 'cccc d MMMM')}`}
          onClick={(click) => {
            // Not a click on the day's background (which books a slot).
            click.stopPropagation();
            onShowDay(slotDate, events);
          }}
        >
          +{count} more
        </button>
      </span>
    );
  };
}
