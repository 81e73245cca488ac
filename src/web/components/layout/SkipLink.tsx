import type { MouseEvent } from 'react';
import { MAIN_CONTENT_ID } from './main-content';
import classes from './SkipLink.module.css';

/** First focusable element of every page: jumps keyboard users past the navigation. */
export function SkipLink() {
  const moveFocusToMain = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    // Focus directly instead of changing the URL hash, which the router would see as navigation.
    event.preventDefault();
    main.focus();
    main.scrollIntoView();
  };
  return (
    <a href={`#${MAIN_CONTENT_ID}`} className={classes.skipLink} onClick={moveFocusToMain}>
      Skip to main content
    </a>
  );
}
