import type { ReactNode } from 'react';
import { MarketingIcon, type MarketingIconName } from './MarketingIcon';
import classes from './FeatureCards.module.css';

export interface FeatureItem {
  icon: MarketingIconName;
  title: string;
  text: ReactNode;
}

interface FeatureCardsProps {
  items: readonly FeatureItem[];
  /** Columns from desktop width up (phones show one, tablets two). */
  columns?: 2 | 3 | 4;
  /** The level below the section's heading. */
  headingLevel?: 3 | 4;
}

/** A grid of short points, each with an icon, a heading and a sentence or two. */
export function FeatureCards({ items, columns = 3, headingLevel = 3 }: FeatureCardsProps) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <ul className={classes.grid} data-columns={columns}>
      {items.map((item) => (
        <li key={item.title} className={classes.card}>
          <span className={classes.icon}>
            <MarketingIcon name={item.icon} size={22} />
          </span>
          <Heading className={classes.title}>{item.title}</Heading>
          <p className={classes.text}>{item.text}</p>
        </li>
      ))}
    </ul>
  );
}
