import { DateTime } from 'luxon';
import { useMemo } from 'react';
import { luxonLocalizer } from 'react-big-calendar';
import { setCalendarZone } from './clinic-time';

/**
 * Luxon's localizer is react-big-calendar's one that lays out every date in a named zone, whatever
 * the browser's: the date-fns one only knows the browser's zone, and the dayjs one mixes both
 * around daylight-saving changes. Weeks start on Monday.
 */
export function useCalendarLocalizer(zone: string) {
  return useMemo(() => {
    setCalendarZone(zone);
    return luxonLocalizer(DateTime, { firstDayOfWeek: 1 });
  }, [zone]);
}
