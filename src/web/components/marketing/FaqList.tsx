import type { ReactNode } from 'react';
import classes from './FaqList.module.css';

export interface FaqItem {
  question: string;
  answer: ReactNode;
}

/**
 * Questions that open in place. Native <details>/<summary>: keyboard and screen-reader support
 * come from the browser, with no script (the landing page's budget).
 */
export function FaqList({ items }: { items: readonly FaqItem[] }) {
  return (
    <div className={classes.list}>
      {items.map((item) => (
        <details key={item.question} className={classes.item}>
          <summary className={classes.question}>
            <span>{item.question}</span>
            <svg
              className={classes.chevron}
              width="20"
              height="20"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
              aria-hidden
              focusable="false"
            >
              <path d="M6 9l6 6l6 -6" />
            </svg>
          </summary>
          <div className={classes.answer}>{item.answer}</div>
        </details>
      ))}
    </div>
  );
}
