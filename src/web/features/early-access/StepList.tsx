import type { ReactNode } from 'react';
import classes from './StepList.module.css';

export interface Step {
  title: string;
  text: ReactNode;
}

/** Numbered steps, in order; the numbers come from the ordered list itself. */
export function StepList({ steps }: { steps: readonly Step[] }) {
  return (
    <ol className={classes.list}>
      {steps.map((step) => (
        <li key={step.title} className={classes.step}>
          <h3 className={classes.title}>{step.title}</h3>
          <p className={classes.text}>{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
