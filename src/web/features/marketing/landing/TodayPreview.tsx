import classes from './TodayPreview.module.css';

const appointments = [
  {
    time: '08:30',
    title: 'Initial assessment',
    detail: 'Knee pain',
    who: 'AM',
    status: 'Checked in',
  },
  {
    time: '09:15',
    title: 'Follow-up',
    detail: 'Lower back, session 4',
    who: 'JK',
    status: 'Reminder sent',
  },
  { time: '10:00', title: 'Post-op rehab', detail: 'Shoulder', who: 'AM', status: 'Reminder sent' },
  { time: '11:00', title: 'Gait analysis', detail: 'Running injury', who: 'LT', status: 'Booked' },
] as const;

/**
 * The hero's picture of a clinic day, drawn in HTML and CSS rather than loaded as an image (no
 * image above the fold, so the first paint waits for nothing). Illustrative only, so it is one labelled image to
 * assistive technology.
 */
export function TodayPreview() {
  return (
    <div
      className={classes.card}
      role="img"
      aria-label="Illustration: a therapist's day in Motio, with reminders sent and a treatment plan halfway done"
    >
      <div className={classes.header}>
        <span className={classes.heading}>Today</span>
        <span className={classes.badge}>No conflicts</span>
      </div>
      <ul className={classes.list}>
        {appointments.map((item) => (
          <li key={item.time} className={classes.row}>
            <span className={classes.time}>{item.time}</span>
            <span className={classes.bar} data-who={item.who} />
            <span className={classes.body}>
              <span className={classes.title}>{item.title}</span>
              <span className={classes.detail}>{item.detail}</span>
            </span>
            <span className={classes.status}>{item.status}</span>
          </li>
        ))}
      </ul>
      <div className={classes.plan}>
        <div className={classes.planHeader}>
          <span>Treatment plan · Lower back</span>
          <span className={classes.planCount}>4 of 8 sessions</span>
        </div>
        <span className={classes.progress}>
          <span className={classes.progressValue} />
        </span>
      </div>
    </div>
  );
}
