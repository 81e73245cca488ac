import { createContext } from 'react';

/** The id of the page's <main> element; the skip link jumps here. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * True below a layout's <main>. Screens that can also render without a layout (the route error
 * screen) use it to supply the landmark themselves.
 */
export const InsideMainContext = createContext(false);
