import type { ReactNode } from 'react';
import classes from './MarketingSection.module.css';

interface MarketingSectionProps {
  /** Names the section's heading (`{id}-title`) and lets other pages link to it. */
  id: string;
  title: string;
  /** A short label above the heading. */
  eyebrow?: string;
  intro?: ReactNode;
  /** 'tinted' sets a section apart from its neighbours. */
  tone?: 'plain' | 'tinted';
  children: ReactNode;
}

/** One band of a marketing page: an h2 with an optional label and introduction, then content. */
export function MarketingSection({
  id,
  title,
  eyebrow,
  intro,
  tone = 'plain',
  children,
}: MarketingSectionProps) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={classes.section} data-tone={tone}>
      <div className={classes.inner}>
        <div className={classes.header}>
          {eyebrow && <p className={classes.eyebrow}>{eyebrow}</p>}
          <h2 id={`${id}-title`} className={classes.title}>
            {title}
          </h2>
          {intro && <p className={classes.intro}>{intro}</p>}
        </div>
        {children}
      </div>
    </section>
  );
}
