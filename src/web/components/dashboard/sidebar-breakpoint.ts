/**
 * The sidebar is 250 px wide from 992 px up and an overlay below. Mantine writes
 * AppShell media queries in em (992 px = 62em, its `md` breakpoint), so the burger's
 * `hiddenFrom="md"` and this value switch at the same width.
 */
export const SIDEBAR_BREAKPOINT = '992px';
export const SIDEBAR_WIDTH = 250;
export const DESKTOP_MEDIA_QUERY = '(min-width: 62em)';
