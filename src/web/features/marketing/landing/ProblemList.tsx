import { MarketingIcon, type MarketingIconName } from '../../../components/marketing/MarketingIcon';
import classes from './ProblemList.module.css';

export interface Problem {
  icon: MarketingIconName;
  title: string;
  text: string;
}

/** The everyday frictions Motio removes: quiet columns rather than cards. */
export function ProblemList({ items }: { items: readonly Problem[] }) {
  return (
    <ul className={classes.list}>
      {items.map((item) => (
        <li key={item.title} className={classes.item}>
          <MarketingIcon name={item.icon} size={28} className={classes.icon} />
          <h3 className={classes.title}>{item.title}</h3>
          <p className={classes.text}>{item.text}</p>
        </li>
      ))}
    </ul>
  );
}
