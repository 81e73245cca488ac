import { formatTime } from './clinic-time';
import { NoteStateMarker } from './NoteStateMarker';
import type { CalendarEvent } from './slot-groups';
import classes from './time-grid.module.css';

/** How many lines a block has room for, by its length (the grid is 64 px an hour at least). */
export function blockLines(minutes: number): 1 | 2 | 3 {
  if (minutes >= 45) return 3;
  return minutes >= 30 ? 2 : 1;
}

interface EventBlockContentProps {
  event: CalendarEvent;
  zone: string;
  lines: 1 | 2 | 3;
  /** Sharing its column with others: too narrow, perhaps, for the end time. */
  inLane: boolean;
}

/**
 * What a block of the week or day view says: its time, then who (the patient, or blocked time's
 * title), then the service where there is room. Each line ends in an ellipsis rather than
 * breaking a word; the block's tooltip has it all. A block in a narrow lane shows only the
 * start time, and a group's narrow block says 'appts' (CSS).
 */
export function EventBlockContent({ event, zone, lines, inLane }: EventBlockContentProps) {
  if (event.kind === 'group')
    return (
      <>
        {/* A group's block covers its hour; the tooltip has when its last one ends. */}
        <span className={classes.eventTime}>{formatTime(event.start, zone)}</span>
        <span
          className={`${classes.eventTitle} ${classes.groupTitle}`}
          data-short={`${event.appointments.length} appts`}
          data-count={event.appointments.length}
        >
          {event.title}
        </span>
      </>
    );
  const { appointment } = event;
  const service = appointment.patientName ? appointment.serviceName : null;
  return (
    <>
      <NoteStateMarker event={event} corner />
      {inLane ? (
        // The end time wraps, whole, under the line's clip when the lane is too narrow for it.
        <span className={classes.eventTime}>
          {formatTime(event.start, zone)}{' '}
          <span className={classes.eventEnd}>– {formatTime(event.end, zone)}</span>
        </span>
      ) : (
        // The column's full width has room for the range: one text, one element fewer.
        <span className={classes.eventTime}>
          {`${formatTime(event.start, zone)} – ${formatTime(event.end, zone)}`}
        </span>
      )}
      <span className={classes.eventTitle}>{appointment.patientName ?? appointment.title}</span>
      {lines === 3 && service && <span className={classes.eventService}>{service}</span>}
    </>
  );
}
