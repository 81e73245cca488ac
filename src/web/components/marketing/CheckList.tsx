import type { ReactNode } from 'react';
import { MarketingIcon } from './MarketingIcon';
import classes from './CheckList.module.css';

/** A list of short statements, each marked with a tick. */
export function CheckList({ items }: { items: readonly ReactNode[] }) {
  return (
    <ul className={classes.list}>
      {items.map((item, index) => (
        <li key={index} className={classes.item}>
          <MarketingIcon name="check" size={20} className={classes.tick} />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
