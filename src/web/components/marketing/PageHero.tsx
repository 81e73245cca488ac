import type { ReactNode } from 'react';
import classes from './PageHero.module.css';

interface PageHeroProps {
  title: string;
  lead: ReactNode;
  /** A short label above the heading. */
  eyebrow?: string;
  /** Calls to action (LinkButtons). */
  actions?: ReactNode;
  /** A line of small print under the actions. */
  note?: ReactNode;
  /** Shown beside the text on wide screens; without it the text is centred. */
  aside?: ReactNode;
}

/**
 * The top of a marketing page: its one h1. Plain elements and CSS only: on the landing page
 * this heading is the Largest Contentful Paint, so it must not wait for any library code.
 */
export function PageHero({ title, lead, eyebrow, actions, note, aside }: PageHeroProps) {
  return (
    <section
      aria-labelledby="page-title"
      className={classes.hero}
      data-layout={aside ? 'split' : 'centered'}
    >
      <div className={classes.inner}>
        <div className={classes.text}>
          {eyebrow && <p className={classes.eyebrow}>{eyebrow}</p>}
          <h1 id="page-title" className={classes.title}>
            {title}
          </h1>
          <p className={classes.lead}>{lead}</p>
          {actions && <div className={classes.actions}>{actions}</div>}
          {note && <p className={classes.note}>{note}</p>}
        </div>
        {aside && <div>{aside}</div>}
      </div>
    </section>
  );
}
