import type { ReactNode } from 'react';
import classes from './CallToAction.module.css';

interface CallToActionProps {
  id: string;
  title: string;
  text: ReactNode;
  /** LinkButtons in the 'white' or 'outline-white' variant: they sit on the brand colour. */
  actions: ReactNode;
  note?: ReactNode;
}

/** The closing invitation of a marketing page, on a panel in the brand colour. */
export function CallToAction({ id, title, text, actions, note }: CallToActionProps) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={classes.section}>
      <div className={classes.panel}>
        <h2 id={`${id}-title`} className={classes.title}>
          {title}
        </h2>
        <p className={classes.text}>{text}</p>
        <div className={classes.actions}>{actions}</div>
        {note && <p className={classes.note}>{note}</p>}
      </div>
    </section>
  );
}
