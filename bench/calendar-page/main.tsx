// The real AppointmentsCalendar in the app's providers, the API answered in the page: mount (with
// the opening week in the cache) and "next week" (prefetched by the
// calendar itself), timed from the call to the moment the week's events are in the laid-out DOM.
import '../../src/web/lib/mantine-base-styles';
import '../../src/web/components/dashboard/dashboard-styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { Profiler, type ProfilerOnRenderCallback } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { AppProviders } from '../../src/web/components/AppProviders';
import { AppointmentsCalendar } from '../../src/web/features/appointments/calendar/AppointmentsCalendar';
import { calendarNames } from '../../src/web/features/appointments/calendar/calendar-names';
import { appointmentsQuery } from '../../src/web/features/appointments/calendar/calendar-api';
import { visibleRange } from '../../src/web/features/appointments/calendar/visible-range';
import { createQueryClient } from '../../src/web/lib/query-client';
import { WEEK_APPOINTMENTS, weekAppointments } from './week-appointments';

const ZONE = 'Europe/Belgrade';

const DAY_MS = 24 * 3600 * 1000;
// Both weeks' answers are made before anything is timed: the mock's own work is not measured.
const weeks = [new Date(), new Date(Date.now() + 7 * DAY_MS)].map((weekOf) => {
  const appointments = weekAppointments(weekOf, ZONE);
  const first = appointments[0]!;
  return {
    body: JSON.stringify({ appointments }),
    from: first.start.slice(0, 10),
    firstId: first.id,
  };
});

window.fetch = async (input) => {
  const url = new URL(String(input), location.href);
  const from = Date.parse(url.searchParams.get('from') ?? '');
  const week = weeks.find((candidate) => Math.abs(Date.parse(candidate.from) - from) < 2 * DAY_MS);
  if (url.pathname !== '/api/v1/appointments' || !week) return new Response(null, { status: 404 });
  return new Response(week.body, { headers: { 'content-type': 'application/json' } });
};

const container = document.getElementById('root')!;

/** Resolves with the time from `started` to when the week's events are in the DOM, laid out. */
function weekShown({ firstId }: { firstId: string }, started: number): Promise<number> {
  const shown = () =>
    container.querySelectorAll('[data-event]').length === WEEK_APPOINTMENTS &&
    container.querySelector(`[data-event-id="${firstId}"]`) !== null;
  return new Promise((resolve) => {
    const done = () => {
      void container.getBoundingClientRect().height; // style and layout of what was committed
      resolve(performance.now() - started);
    };
    if (shown()) return done();
    const observer = new MutationObserver(() => {
      if (!shown()) return;
      observer.disconnect();
      done();
    });
    observer.observe(container, { childList: true, subtree: true, attributes: true });
  });
}

/** React's own time (render and commit) for the calendar since the last reset. */
let reactMs = 0;
const addReactTime: ProfilerOnRenderCallback = (_id, _phase, actualDuration) => {
  reactMs += actualDuration;
};

Object.assign(window, {
  benchCalendar: {
    async mount(): Promise<number> {
      // The opening week's appointments are in the cache (the route loader starts fetching them
      // while the calendar's code loads): the mount is one render with every event.
      const queryClient = createQueryClient();
      queryClient.setQueryData(
        appointmentsQuery(visibleRange('week', new Date(), ZONE), null).queryKey,
        JSON.parse(weeks[0]!.body).appointments,
      );
      reactMs = 0;
      const started = performance.now();
      const shown = weekShown(weeks[0]!, started);
      createRoot(container).render(
        <AppProviders>
          <QueryClientProvider client={queryClient}>
            <MemoryRouter>
              <Profiler id="calendar" onRender={addReactTime}>
                <AppointmentsCalendar
                  zone={ZONE}
                  therapistId={null}
                  practitioners={[]}
                  openingHours={[]}
                  names={calendarNames([], [])}
                />
              </Profiler>
            </MemoryRouter>
          </QueryClientProvider>
        </AppProviders>,
      );
      return shown;
    },
    async nextWeek(): Promise<number> {
      const next = container.querySelector<HTMLButtonElement>('button[aria-label="Next"]')!;
      reactMs = 0;
      const started = performance.now();
      const shown = weekShown(weeks[1]!, started);
      next.click();
      return shown;
    },
    /** React's render and commit time of the last mount or next week. */
    reactMs: () => reactMs,
  },
});
