// @vitest-environment jsdom
// A click on a month-view day, sent through calendar-geometry's pointer events, reaches
// react-big-calendar's day selection under jsdom but not under happy-dom.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoMembers, demoTherapistMember, json, mockApi, ownerUser } from '../../test/api-mock';
import { preloadRoutes, renderApp } from '../../test/render-app';
import { DEFAULT_LABEL_COLOR } from '../../../domain/scheduling.js';
import type { CalendarAppointment } from '../../../domain/appointments.js';
import { installCalendarGeometry } from '../../test/calendar-geometry';

preloadRoutes(
  () => import('../../components/dashboard/DashboardLayout'),
  () => import('./CalendarPage'),
);

const ZONE = 'Europe/Belgrade';

function appointment(
  id: string,
  title: string,
  start: string,
  end: string,
  extra: Partial<CalendarAppointment> = {},
): CalendarAppointment {
  return {
    id,
    title,
    start,
    end,
    therapistId: demoTherapistMember.userId,
    labelColor: DEFAULT_LABEL_COLOR,
    status: 'scheduled',
    patientId: null,
    patientName: null,
    serviceId: null,
    serviceName: null,
    roomId: null,
    locationId: null,
    seriesId: null,
    noteStatus: null,
    ...extra,
  };
}

const id = (n: number) => `00000000-0000-4000-8000-00000000a00${n}`;

function mockCalendar(
  appointments: CalendarAppointment[],
  handlers: Parameters<typeof mockApi>[0] = {},
) {
  return mockApi({
    'GET /api/v1/users/current-user': () => json(200, ownerUser),
    'GET /api/v1/team/members': () => json(200, { members: demoMembers }),
    'GET /api/v1/clinic/settings': () =>
      json(200, { settings: { timeZone: ZONE, openingHours: [] } }),
    'GET /api/v1/appointments': () => json(200, { appointments }),
    ...handlers,
  });
}

let geometry: ReturnType<typeof installCalendarGeometry>;

beforeEach(() => {
  geometry = installCalendarGeometry();
});

afterEach(() => {
  geometry.uninstall();
  vi.useRealTimers();
});

/** The calendar opened on the week of `now` (the clinic's Monday-to-Sunday week). */
async function openCalendar(now: string, appointments: CalendarAppointment[] = [], handlers = {}) {
  vi.useFakeTimers({ now: new Date(now), toFake: ['Date'] });
  const fetchMock = mockCalendar(appointments, handlers);
  const view = await renderApp('/dashboard');
  await screen.findByRole('toolbar', { name: 'Calendar' });
  await waitFor(() => expect(appointmentRequests(fetchMock)).not.toHaveLength(0));
  return { fetchMock, ...view };
}

function appointmentRequests(fetchMock: ReturnType<typeof mockApi>) {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/v1/appointments');
}

function dayColumns() {
  return Array.from(document.querySelectorAll('[data-day]'));
}

describe('CalendarPage', () => {
  it('opens on the week with a slot click going to add-appointment with the encoded date', async () => {
    const { router } = await openCalendar('2026-11-25T10:00:00Z');
    expect(screen.getByRole('radio', { name: 'Week' })).toBeChecked();
    expect(dayColumns()).toHaveLength(7);

    // Thursday 26 November, the fourth column, 150 px down from 08:00 at 100 px an hour: 09:30.
    geometry.click(dayColumns()[3]!, 350, 150);

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/add-appointment'));
    expect(router.state.location.search).toBe(
      `?date=${encodeURIComponent('2026-11-26T08:30:00.000Z')}`,
    );
  });

  it('opens on one day under 600 px', async () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = (query: string) => ({
      ...matchMedia(query),
      matches: query === '(max-width: 599px)',
    });
    try {
      await openCalendar('2026-11-25T10:00:00Z');
      expect(screen.getByRole('radio', { name: 'Day' })).toBeChecked();
      expect(dayColumns()).toHaveLength(1);
    } finally {
      window.matchMedia = matchMedia;
    }
  });

  it('fetches only the visible week', async () => {
    const { fetchMock } = await openCalendar('2026-11-25T10:00:00Z');
    const [url] = appointmentRequests(fetchMock);
    expect(url?.searchParams.get('from')).toBe('2026-11-22T23:00:00.000Z');
    expect(url?.searchParams.get('to')).toBe('2026-11-29T23:00:00.000Z');
    expect(url?.searchParams.has('therapistId')).toBe(false);
  });

  it('fetches the weeks before and after once the visible one is in, so Next needs no request', async () => {
    const user = userEvent.setup({ delay: null });
    const { fetchMock } = await openCalendar('2026-11-25T10:00:00Z');
    const ranges = () => appointmentRequests(fetchMock).map((url) => url.searchParams.get('from'));
    await waitFor(() =>
      expect(ranges()).toEqual([
        '2026-11-22T23:00:00.000Z',
        '2026-11-15T23:00:00.000Z',
        '2026-11-29T23:00:00.000Z',
      ]),
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(screen.getByRole('toolbar', { name: 'Calendar' })).toHaveTextContent(/November 30/),
    );
    expect(ranges().filter((from) => from === '2026-11-29T23:00:00.000Z')).toHaveLength(1);
  });

  it('opens a month-view day at 08:00', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = await openCalendar('2026-11-25T10:00:00Z');
    await user.click(screen.getByRole('radio', { name: 'Month' }));
    const rows = await waitFor(() => {
      const found = document.querySelectorAll('.rbc-month-row .rbc-row-bg');
      expect(found.length).toBeGreaterThan(4);
      return found;
    });

    // November 2026's fifth row is 23–29 November; x 350 of 700 is its fourth day, Thursday 26.
    geometry.click(rows[4]!.querySelectorAll('.rbc-day-bg')[3]!, 350, 410);

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/add-appointment'));
    expect(router.state.location.search).toBe(
      `?date=${encodeURIComponent('2026-11-26T07:00:00.000Z')}`,
    );
  });

  for (const view of ['Agenda', 'Month']) {
    it(`opens an appointment of the ${view.toLowerCase()} view from the keyboard`, async () => {
      const user = userEvent.setup({ delay: null });
      const { router } = await openCalendar('2026-11-25T10:00:00Z', [
        appointment(id(1), 'Milica Jovanović', '2026-11-26T09:00:00Z', '2026-11-26T10:00:00Z'),
      ]);
      await user.click(screen.getByRole('radio', { name: view }));
      const event = await screen.findByRole('button', { name: 'Milica Jovanović' });
      // In the month, a cell of its week's row, as the month's table roles require.
      if (view === 'Month') expect(event.parentElement).toHaveAttribute('role', 'cell');
      event.focus();
      await user.keyboard('{Enter}');
      await waitFor(() =>
        expect(router.state.location.pathname).toBe(`/dashboard/appointment/${id(1)}`),
      );
    });
  }

  it("lists a crowded month day's appointments in a dialog from '+n more'", async () => {
    const user = userEvent.setup({ delay: null });
    const hours = ['08', '10', '12', '14', '16'];
    const { router } = await openCalendar(
      '2026-11-25T10:00:00Z',
      hours.map((hour, index) =>
        appointment(
          id(index + 1),
          `Visit at ${hour}`,
          `2026-11-26T${hour}:00:00Z`,
          `2026-11-26T${hour}:30:00Z`,
        ),
      ),
    );
    await user.click(screen.getByRole('radio', { name: 'Month' }));
    const more = await screen.findByRole('button', { name: /^\+\d+ more, Thursday 26 November$/ });
    expect(more.parentElement).toHaveAttribute('role', 'cell');
    more.focus();
    await user.keyboard('{Enter}');

    const dialog = await screen.findByRole('dialog', {
      name: 'Appointments on Thursday 26 November',
    });
    const entries = within(dialog).getAllByRole('listitem');
    // Belgrade is an hour ahead of UTC in November.
    expect(entries.map((entry) => entry.textContent)).toEqual([
      'Visit at 0809:00 – 09:30',
      'Visit at 1011:00 – 11:30',
      'Visit at 1213:00 – 13:30',
      'Visit at 1415:00 – 15:30',
      'Visit at 1617:00 – 17:30',
    ]);
    expect(router.state.location.pathname).toBe('/dashboard');
    await user.click(within(dialog).getByRole('button', { name: /Visit at 12/ }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/dashboard/appointment/${id(3)}`),
    );
  });

  it("refuses a slot before today with 'Cannot select past dates'", async () => {
    const { router } = await openCalendar('2026-11-25T10:00:00Z');

    geometry.click(dayColumns()[1]!, 150, 300); // Tuesday, yesterday

    expect(await screen.findByText('Cannot select past dates')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('opens an appointment when its event is clicked', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = await openCalendar('2026-11-25T10:00:00Z', [
      appointment(id(1), 'Milica Jovanović', '2026-11-26T09:00:00Z', '2026-11-26T10:00:00Z'),
    ]);

    await user.click(await screen.findByText('Milica Jovanović'));

    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/dashboard/appointment/${id(1)}`),
    );
  });

  it('collapses four appointments in one hour into one event with a list of them', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = await openCalendar('2026-11-25T10:00:00Z', [
      appointment(id(1), 'Milica Jovanović', '2026-11-26T08:00:00Z', '2026-11-26T08:30:00Z'),
      appointment(id(2), 'Petar Nikolić', '2026-11-26T08:15:00Z', '2026-11-26T09:00:00Z'),
      appointment(id(3), 'Ivana Stojanović', '2026-11-26T08:30:00Z', '2026-11-26T09:15:00Z'),
      appointment(id(4), 'Team meeting', '2026-11-26T08:45:00Z', '2026-11-26T09:30:00Z'),
    ]);

    expect(screen.queryByText('Petar Nikolić')).not.toBeInTheDocument();
    await user.click(await screen.findByText('4 appointments'));

    const dialog = await screen.findByRole('dialog', { name: 'Appointments in this slot' });
    const entries = within(dialog).getAllByRole('listitem');
    expect(entries.map((entry) => entry.textContent)).toEqual([
      'Milica Jovanović09:00 – 09:30',
      'Petar Nikolić09:15 – 10:00',
      'Ivana Stojanović09:30 – 10:15',
      'Team meeting09:45 – 10:30',
    ]);

    // The footer's Close button, after the header's close icon.
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: /4 appointments/ }));
    const reopened = await screen.findByRole('dialog', { name: 'Appointments in this slot' });
    await user.click(within(reopened).getByRole('button', { name: /Petar Nikolić/ }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/dashboard/appointment/${id(2)}`),
    );
  });

  it('refetches for one therapist when the filter changes', async () => {
    const user = userEvent.setup({ delay: null });
    const { fetchMock } = await openCalendar('2026-11-25T10:00:00Z');

    await user.click(screen.getByLabelText('Practitioner', { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Jelena Ilić' }));

    await waitFor(() =>
      expect(appointmentRequests(fetchMock).at(-1)?.searchParams.get('therapistId')).toBe(
        demoTherapistMember.userId,
      ),
    );
  });

  it.each([
    ['spring', '2026-03-25T10:00:00Z', '2026-03-28T08:00:00Z', '2026-03-29T07:00:00Z'],
    ['autumn', '2026-10-21T10:00:00Z', '2026-10-24T07:00:00Z', '2026-10-25T08:00:00Z'],
  ])(
    'shows 09:00 at 09:00 on both sides of the %s change to daylight saving time',
    async (_season, now, saturday, sunday) => {
      await openCalendar(now, [
        appointment(id(1), 'Before the change', saturday, saturday.replace('T0', 'T1')),
        appointment(id(2), 'After the change', sunday, sunday.replace('T0', 'T1')),
      ]);

      for (const [title, column] of [
        ['Before the change', 5],
        ['After the change', 6],
      ] as const) {
        const event = (await screen.findByText(title)).closest<HTMLElement>('[data-event]')!;
        expect(dayColumns()[column]).toContainElement(event);
        // 09:00 is one hour into 08:00–20:00.
        expect(parseFloat(event.style.top)).toBeCloseTo(100 / 12, 5);
      }
    },
  );

  it('snaps a dragged appointment back and shows the conflict when the server refuses', async () => {
    const patch = vi.fn(() =>
      json(409, {
        msg: 'This time is taken.',
        code: 'APPOINTMENT_CONFLICT',
        details: {
          conflicts: [
            {
              id: id(9),
              title: 'Team meeting',
              start: '2026-11-26T10:00:00Z',
              end: '2026-11-26T11:00:00Z',
              reason: 'therapist',
            },
          ],
        },
      }),
    );
    await openCalendar(
      '2026-11-25T10:00:00Z',
      [appointment(id(1), 'Milica Jovanović', '2026-11-26T08:00:00Z', '2026-11-26T09:00:00Z')],
      { [`PATCH /api/v1/appointments/${id(1)}`]: patch },
    );
    const event = (await screen.findByText('Milica Jovanović')).closest<HTMLElement>(
      '[data-event]',
    )!;
    const originalTop = event.style.top;

    // Grabbed at its top edge and let go 300 px down the column: 11:00 in Belgrade.
    await geometry.drag(event, dayColumns()[3]!, 350, 0, 300);

    await waitFor(() => expect(patch).toHaveBeenCalled());
    expect(patch.mock.calls[0]).toEqual([
      expect.objectContaining({
        body: { start: '2026-11-26T10:00:00.000Z', end: '2026-11-26T11:00:00.000Z' },
      }),
    ]);
    expect(
      await screen.findByText('This time is taken. Team meeting 11:00–12:00 (therapist)'),
    ).toBeInTheDocument();
    const snapped = screen.getByText('Milica Jovanović').closest<HTMLElement>('[data-event]')!;
    expect(snapped.style.top).toBe(originalTop);
  });

  it('resends a move outside opening hours once the user confirms it', async () => {
    const user = userEvent.setup({ delay: null });
    const patch = vi.fn(({ body }: { body: unknown }) =>
      (body as { confirmOutsideOpeningHours?: boolean }).confirmOutsideOpeningHours
        ? json(200, { appointment: {} })
        : json(409, { msg: 'The clinic is closed then.', code: 'OUTSIDE_OPENING_HOURS' }),
    );
    await openCalendar(
      '2026-11-25T10:00:00Z',
      [appointment(id(1), 'Milica Jovanović', '2026-11-26T08:00:00Z', '2026-11-26T09:00:00Z')],
      { [`PATCH /api/v1/appointments/${id(1)}`]: patch },
    );
    const event = (await screen.findByText('Milica Jovanović')).closest<HTMLElement>(
      '[data-event]',
    )!;

    await geometry.drag(event, dayColumns()[3]!, 350, 0, 1000); // to 18:00

    const dialog = await screen.findByRole('dialog', { name: 'Outside opening hours' });
    await user.click(within(dialog).getByRole('button', { name: 'Move anyway' }));

    await waitFor(() => expect(patch).toHaveBeenCalledTimes(2));
    expect(patch.mock.calls[1]?.[0].body).toEqual({
      start: '2026-11-26T17:00:00.000Z',
      end: '2026-11-26T18:00:00.000Z',
      confirmOutsideOpeningHours: true,
      confirmOutsideWorkingHours: true,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('reaches empty slots from the keyboard: arrows walk the slots and days, Enter books one', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = await openCalendar('2026-11-25T10:00:00Z', [
      appointment(id(1), 'Milica Jovanović', '2026-11-23T08:00:00Z', '2026-11-23T09:00:00Z'),
    ]);
    await screen.findByText('Milica Jovanović');

    // The slot button starts on today's current slot: Wednesday, 11:00 in Belgrade.
    const slot = screen.getByRole('button', {
      name: 'New appointment, Wednesday 25 November, 11:00',
    });
    // Tab reaches it right after the day headings, before the week's appointments.
    screen.getByRole('button', { name: 'Sun 29' }).focus();
    await user.tab();
    expect(slot).toHaveFocus();
    await user.keyboard('{ArrowLeft}{Enter}');
    expect(await screen.findByText('Cannot select past dates')).toBeInTheDocument();
    expect(slot).toHaveAccessibleName('New appointment, Tuesday 24 November, 11:00');

    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowDown}{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/add-appointment'));
    expect(router.state.location.search).toBe(
      `?date=${encodeURIComponent('2026-11-26T10:30:00.000Z')}`,
    );
  });

  it('moves a focused appointment with Alt and the arrow keys, and lengthens it with Shift', async () => {
    const user = userEvent.setup({ delay: null });
    const patch = vi.fn(() => json(200, { appointment: {} }));
    await openCalendar(
      '2026-11-25T10:00:00Z',
      [appointment(id(1), 'Milica Jovanović', '2026-11-26T08:00:00Z', '2026-11-26T09:00:00Z')],
      { [`PATCH /api/v1/appointments/${id(1)}`]: patch },
    );
    const event = (await screen.findByText('Milica Jovanović')).closest<HTMLElement>(
      '[data-event]',
    )!;
    event.focus();

    await user.keyboard('{Alt>}{ArrowRight}{/Alt}');
    await waitFor(() => expect(patch).toHaveBeenCalledTimes(1));
    expect(patch.mock.calls[0]).toEqual([
      expect.objectContaining({
        body: { start: '2026-11-27T08:00:00.000Z', end: '2026-11-27T09:00:00.000Z' },
      }),
    ]);
    // The server's answer (here: the old time) is drawn again, and the focus stays on the event.
    await waitFor(() =>
      expect(dayColumns()[3]).toContainElement(screen.getByText('Milica Jovanović')),
    );
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByText('Milica Jovanović').closest('[data-event]'),
      ),
    );

    await user.keyboard('{Alt>}{Shift>}{ArrowDown}{/Shift}{/Alt}');
    await waitFor(() => expect(patch).toHaveBeenCalledTimes(2));
    expect(patch.mock.calls[1]).toEqual([
      expect.objectContaining({
        body: { start: '2026-11-26T08:00:00.000Z', end: '2026-11-26T09:30:00.000Z' },
      }),
    ]);
  });

  it('resizes an appointment dragged by its bottom edge, to the nearest half hour', async () => {
    const patch = vi.fn(() => json(200, { appointment: {} }));
    await openCalendar(
      '2026-11-25T10:00:00Z',
      [appointment(id(1), 'Milica Jovanović', '2026-11-26T08:00:00Z', '2026-11-26T09:00:00Z')],
      { [`PATCH /api/v1/appointments/${id(1)}`]: patch },
    );
    const event = (await screen.findByText('Milica Jovanović')).closest<HTMLElement>(
      '[data-event]',
    )!;

    // The event's box is its column's here: its bottom edge is at 1200 px. 260 px is 10:36.
    await geometry.drag(event, dayColumns()[3]!, 350, 1196, 260);

    await waitFor(() => expect(patch).toHaveBeenCalled());
    expect(patch.mock.calls[0]).toEqual([
      expect.objectContaining({
        body: { start: '2026-11-26T08:00:00.000Z', end: '2026-11-26T09:30:00.000Z' },
      }),
    ]);
  });

  it('opens a day from its heading in the week', async () => {
    const user = userEvent.setup({ delay: null });
    await openCalendar('2026-11-25T10:00:00Z');

    await user.click(screen.getByRole('button', { name: 'Thu 26' }));

    expect(screen.getByRole('radio', { name: 'Day' })).toBeChecked();
    expect(dayColumns()).toHaveLength(1);
    expect(dayColumns()[0]).toHaveAttribute('data-day', '2026-11-26');
  });

  it('keeps the calendar and offers a retry when appointments cannot be loaded', async () => {
    const user = userEvent.setup({ delay: null });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    let failing = true;
    await openCalendar('2026-11-25T10:00:00Z', [], {
      'GET /api/v1/appointments': () =>
        failing
          ? json(500, { msg: 'Something went wrong.', code: 'INTERNAL' })
          : json(200, {
              appointments: [
                appointment(
                  id(1),
                  'Milica Jovanović',
                  '2026-11-26T08:00:00Z',
                  '2026-11-26T09:00:00Z',
                ),
              ],
            }),
    });

    expect(await screen.findByText('Appointments could not be loaded.')).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith('Could not load appointments.', expect.anything());
    expect(dayColumns()).toHaveLength(7);

    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Milica Jovanović')).toBeInTheDocument();
    expect(screen.queryByText('Appointments could not be loaded.')).not.toBeInTheDocument();
  });
});
