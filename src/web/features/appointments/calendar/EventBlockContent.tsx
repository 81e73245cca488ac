import { formatTime } from './clinic-time';
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
}

/**
 * What a block of the week or day view says: its time, then who (the patient, or blocked time's
 * title), then the service where there is room. Each line ends in an ellipsis rather than
 * breaking a word; the block's tooltip has it all. A narrow block drops the end time (CSS).
 */
export function EventBlockContent({ event, zone, lines }: EventBlockContentProps) {
  const appointment = event.kind === 'appointment' ? event.appointment : null;
  const who = appointment ? (appointment.patientName ?? appointment.title) : event.title;
  const service = appointment?.patientName ? appointment.serviceName : null;
  return (
    <>
      <span className={classes.eventTime}>
        {formatTime(event.start, zone)}
        <span className={classes.eventEnd}> – {formatTime(event.end, zone)}</span>
      </span>
      <span className={classes.eventTitle}>{who}</span>
      {lines === 3 && service && <span className={classes.eventService}>{service}</span>}
    </>
  );
}
