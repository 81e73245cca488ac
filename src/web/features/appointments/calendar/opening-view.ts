import type { View } from 'react-big-calendar';

/** Under 600 px a week does not fit, so the calendar opens on one day. */
export const SMALL_SCREEN_QUERY = '(max-width: 599px)';

export const openingView = (smallScreen: boolean): View => (smallScreen ? 'day' : 'week');

export const isSmallScreen = () => window.matchMedia(SMALL_SCREEN_QUERY).matches;
