// The real AppointmentsCalendar in the app's providers with 8 practitioners and 40 appointments
// each a day (busy-week.ts): the day view (a column per practitioner) and the week view of all
// practitioners, each timed from the call to the moment its events are in the laid-out DOM. The
// view's appointments are in the cache, as the route loader leaves them.
import '../../src/web/lib/mantine-base-styles';
import '../../src/web/components/dashboard/dashboard-styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { Profiler, type ProfilerOnRenderCallback } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import type { OpeningHours } from '../../src/domain/scheduling';
import { AppProviders } from '../../src/web/components/AppProviders';
import { AppointmentsCalendar } from '../../src/web/features/appointments/calendar/AppointmentsCalendar';
import { appointmentsQuery } from '../../src/web/features/appointments/calendar/calendar-api';
import { toCalendarEvents } from '../../src/web/features/appointments/calendar/slot-groups';
import type { CalendarNames } from '../../src/web/features/appointments/calendar/time-grid-context';
import { visibleRange } from '../../src/web/features/appointments/calendar/visible-range';
import { createQueryClient } from '../../src/web/lib/query-client';
import { busyWeek, practitioners } from './busy-week';

const ZONE = 'Europe/Belgrade';
type ViewName = 'day' | 'week';

// Everything the page answers is made before anything is timed.
const now = new Date();
const week = busyWeek(now, ZONE);
const ranges = { day: visibleRange('day', now, ZONE), week: visibleRange('week', now, ZONE) };
const shown = (view: ViewName) =>
  week.filter(
    (appointment) =>
      Date.parse(appointment.start) < ranges[view].to.getTime() &&
      Date.parse(appointment.end) > ranges[view].from.getTime(),
  );
const bodies = { day: JSON.stringify(shown('day')), week: JSON.stringify(shown('week')) };
/** The blocks each view draws: an hour with more than three starting in it is one block. */
const expected = {
  day: toCalendarEvents(shown('day'), ZONE, { byTherapist: true }).length,
  week: toCalendarEvents(shown('week'), ZONE).length,
};

const weekday = { open: '08:00', close: '20:00' };
const openingHours: OpeningHours = [
  null,
  weekday,
  weekday,
  weekday,
  weekday,
  weekday,
  { open: '09:00', close: '14:00' },
];
const memberNames = new Map(practitioners.map((p) => [p.userId, p.name]));
const names: CalendarNames = { member: (id) => memberNames.get(id), room: () => undefined };

// The neighbouring days and weeks the calendar prefetches once it has drawn: empty.
window.fetch = async () =>
  new Response(JSON.stringify({ appointments: [] }), {
    headers: { 'content-type': 'application/json' },
  });

const container = document.getElementById('root')!;

/** Resolves with the time from `started` to when `count` blocks are in the DOM, laid out. */
function blocksShown(count: number, started: number): Promise<number> {
  const done = () => container.querySelectorAll('[data-event]').length === count;
  return new Promise((resolve) => {
    const finish = () => {
      void container.getBoundingClientRect().height; // style and layout of what was committed
      resolve(performance.now() - started);
    };
    if (done()) return finish();
    const observer = new MutationObserver(() => {
      if (!done()) return;
      observer.disconnect();
      finish();
    });
    observer.observe(container, { childList: true, subtree: true });
  });
}

let reactMs = 0;
const addReactTime: ProfilerOnRenderCallback = (_id, _phase, actualDuration) => {
  reactMs += actualDuration;
};

Object.assign(window, {
  benchPractitioners: {
    blocks: expected,
    async mount(view: ViewName): Promise<number> {
      const queryClient = createQueryClient();
      queryClient.setQueryData(
        appointmentsQuery(ranges[view], null).queryKey,
        JSON.parse(bodies[view]),
      );
      reactMs = 0;
      const started = performance.now();
      const drawn = blocksShown(expected[view], started);
      createRoot(container).render(
        <AppProviders>
          <QueryClientProvider client={queryClient}>
            <MemoryRouter>
              <Profiler id="calendar" onRender={addReactTime}>
                <AppointmentsCalendar
                  zone={ZONE}
                  therapistId={null}
                  practitioners={practitioners}
                  openingHours={openingHours}
                  names={names}
                  initialView={view}
                />
              </Profiler>
            </MemoryRouter>
          </QueryClientProvider>
        </AppProviders>,
      );
      return drawn;
    },
    reactMs: () => reactMs,
  },
});
