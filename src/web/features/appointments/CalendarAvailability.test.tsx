import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CalendarAppointment } from '../../../domain/appointments.js';
import type { Location } from '../../../domain/locations.js';
import { DEFAULT_LABEL_COLOR } from '../../../domain/scheduling.js';
import {
  demoMembers,
  demoOwnerMember,
  demoTherapistMember,
  json,
  mockApi,
  ownerUser,
} from '../../test/api-mock';
import { installCalendarGeometry } from '../../test/calendar-geometry';
import { preloadRoutes, renderApp } from '../../test/render-app';

preloadRoutes(
  () => import('../../components/dashboard/DashboardLayout'),
  () => import('./CalendarPage'),
);

const ZONE = 'Europe/Belgrade';
const CENTAR = '00000000-0000-4000-8000-00000000e001';
const LIMAN = '00000000-0000-4000-8000-00000000e002';
const OLD = '00000000-0000-4000-8000-00000000e003';
const APPOINTMENT = '00000000-0000-4000-8000-00000000a001';

const location = (id: string, name: string, active = true): Location => ({
  id,
  name,
  address: '',
  phone: '',
  openingHours: [],
  active,
});
const twoLocations = [
  location(CENTAR, 'Centar'),
  location(LIMAN, 'Liman'),
  location(OLD, 'Stari grad', false),
];

function appointment(start: string, end: string): CalendarAppointment {
  return {
    id: APPOINTMENT,
    title: 'Milica Jovanović',
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
    locationId: CENTAR,
    seriesId: null,
    noteStatus: null,
  };
}

/** Jelena works 09:00–13:00 in Belgrade on Thursday 26 November; Ana has no schedule at all. */
const jelenaThursday = {
  practitioners: [
    {
      practitionerId: demoTherapistMember.userId,
      working: [
        { start: '2026-11-26T08:00:00.000Z', end: '2026-11-26T12:00:00.000Z', locationId: CENTAR },
      ],
    },
  ],
};

let geometry: ReturnType<typeof installCalendarGeometry>;

beforeEach(() => {
  geometry = installCalendarGeometry();
  window.localStorage.clear();
});

afterEach(() => {
  geometry.uninstall();
  vi.useRealTimers();
});

async function openCalendar(
  path = '/dashboard',
  {
    locations = twoLocations,
    workingTime = jelenaThursday,
    appointments = [] as CalendarAppointment[],
    handlers = {},
  } = {},
) {
  vi.useFakeTimers({ now: new Date('2026-11-25T10:00:00Z'), toFake: ['Date'] });
  const fetchMock = mockApi({
    'GET /api/v1/users/current-user': () => json(200, ownerUser),
    'GET /api/v1/team/members': () => json(200, { members: demoMembers }),
    'GET /api/v1/clinic/settings': () =>
      json(200, { settings: { timeZone: ZONE, openingHours: [], rooms: [] } }),
    'GET /api/v1/locations': () => json(200, { locations }),
    'GET /api/v1/appointments': () => json(200, { appointments }),
    'GET /api/v1/availability/working-time': () => json(200, workingTime),
    ...handlers,
  });
  const view = await renderApp(path);
  await screen.findByRole('toolbar', { name: 'Calendar' });
  return { fetchMock, ...view };
}

const requests = (fetchMock: ReturnType<typeof mockApi>, pathname: string) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === pathname);

const practitionerColumn = (userId: string) =>
  document.querySelector<HTMLElement>(`[data-column][data-practitioner="${userId}"]`)!;

const shading = (column: Element) =>
  Array.from(column.querySelectorAll<HTMLElement>('[data-not-working]')).map((span) => [
    round(parseFloat(span.style.top)),
    round(parseFloat(span.style.height)),
  ]);
const round = (percent: number) => Math.round(percent * 100) / 100;
/** 08:00–09:00 and 13:00–20:00 of the 08:00–20:00 window, in percent. */
const offAroundNineToOne = [
  [0, 8.33],
  [41.67, 58.33],
];

async function openThursday(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('radio', { name: 'Day' }));
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await screen.findByText('Thursday Nov 26');
}

describe('calendar: locations and working time', () => {
  it('filters by location from a choice of the active ones, and keeps it in the address', async () => {
    const user = userEvent.setup({ delay: null });
    const { fetchMock, router } = await openCalendar();

    const select = await screen.findByLabelText('Location', { selector: 'input' });
    expect(select).toHaveValue('All locations');
    await user.click(select);
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'All locations',
      'Centar',
      'Liman',
    ]);
    await user.click(screen.getByRole('option', { name: 'Liman' }));

    await waitFor(() =>
      expect(
        requests(fetchMock, '/api/v1/appointments').at(-1)?.searchParams.get('locationId'),
      ).toBe(LIMAN),
    );
    expect(router.state.location.search).toBe(`?location=${LIMAN}`);
    await waitFor(() =>
      expect(
        requests(fetchMock, '/api/v1/availability/working-time')
          .at(-1)
          ?.searchParams.get('locationId'),
      ).toBe(LIMAN),
    );

    await user.click(screen.getByLabelText('Location', { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'All locations' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    // Everyone's week is already in the cache from the start: shown without a new request.
    await waitFor(() =>
      expect(screen.getByLabelText('Location', { selector: 'input' })).toHaveValue('All locations'),
    );
  });

  it('opens on the location in the address, its first request already filtered', async () => {
    const { fetchMock } = await openCalendar(`/dashboard?location=${CENTAR}`);
    await waitFor(() => expect(requests(fetchMock, '/api/v1/appointments')).not.toHaveLength(0));
    expect(requests(fetchMock, '/api/v1/appointments')[0]?.searchParams.get('locationId')).toBe(
      CENTAR,
    );
    await waitFor(() =>
      expect(screen.getByLabelText('Location', { selector: 'input' })).toHaveValue('Centar'),
    );
  });

  it('offers no location choice, and filters nothing, with one active location', async () => {
    const { fetchMock } = await openCalendar(`/dashboard?location=${CENTAR}`, {
      locations: [location(CENTAR, 'Centar'), location(OLD, 'Stari grad', false)],
    });
    await waitFor(() =>
      expect(
        requests(fetchMock, '/api/v1/appointments').at(-1)?.searchParams.has('locationId'),
      ).toBe(false),
    );
    expect(screen.queryByLabelText('Location', { selector: 'input' })).not.toBeInTheDocument();
  });

  it("shades each practitioner's time off in their day column, and no one's without a schedule", async () => {
    const user = userEvent.setup({ delay: null });
    const { fetchMock } = await openCalendar();
    await openThursday(user);

    // 08:00–09:00 and 13:00–20:00 of the 08:00–20:00 window.
    await waitFor(() =>
      expect(shading(practitionerColumn(demoTherapistMember.userId))).toEqual(offAroundNineToOne),
    );
    expect(shading(practitionerColumn(demoOwnerMember.userId))).toEqual([]);
    expect(
      within(practitionerColumn(demoTherapistMember.userId)).getAllByRole('img', {
        name: 'Not working',
      }),
    ).toHaveLength(2);
    const asked = requests(fetchMock, '/api/v1/availability/working-time').at(-1)!;
    expect(asked.searchParams.get('from')).toBe('2026-11-25T23:00:00.000Z');
    expect(asked.searchParams.get('to')).toBe('2026-11-26T23:00:00.000Z');
  });

  it('shades a whole day for a practitioner with a schedule and no hours that day', async () => {
    const user = userEvent.setup({ delay: null });
    await openCalendar('/dashboard', {
      workingTime: { practitioners: [{ practitionerId: demoTherapistMember.userId, working: [] }] },
    });
    await openThursday(user);
    await waitFor(() =>
      expect(shading(practitionerColumn(demoTherapistMember.userId))).toEqual([[0, 100]]),
    );
  });

  it('asks before booking a slot in time off, then books it: the click reaches the column', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = await openCalendar();
    await openThursday(user);
    const column = practitionerColumn(demoTherapistMember.userId);
    await waitFor(() => expect(shading(column)).toHaveLength(2));

    // 15:00, in the afternoon Jelena does not work: 700 px down at 100 px an hour.
    geometry.click(column.querySelectorAll('[data-not-working]')[1]!, 150, 700);

    const dialog = await screen.findByRole('dialog', { name: 'Book outside working hours?' });
    expect(dialog).toHaveTextContent(
      'Jelena Ilić does not work then. Book Thursday 26 November at 15:00 anyway?',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Book anyway' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/add-appointment'));
    const search = new URLSearchParams(router.state.location.search);
    expect(search.get('date')).toBe('2026-11-26T14:00:00.000Z');
    expect(search.get('therapistId')).toBe(demoTherapistMember.userId);
    expect(search.get('outsideWorkingHours')).toBe('confirmed');
    expect(search.has('outsideHours')).toBe(false);
  });

  it('books a slot in working time, or of someone without a schedule, without a question', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = await openCalendar();
    await openThursday(user);
    await waitFor(() =>
      expect(shading(practitionerColumn(demoTherapistMember.userId))).toHaveLength(2),
    );

    // 10:00, Jelena's morning.
    geometry.click(practitionerColumn(demoTherapistMember.userId), 150, 200);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/add-appointment'));
    expect(new URLSearchParams(router.state.location.search).get('date')).toBe(
      '2026-11-26T09:00:00.000Z',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("names time off in the keyboard slot's label", async () => {
    const user = userEvent.setup({ delay: null });
    await openCalendar();
    await openThursday(user);
    await waitFor(() =>
      expect(shading(practitionerColumn(demoTherapistMember.userId))).toHaveLength(2),
    );

    const slot = screen.getByRole('button', { name: /^New appointment, Thursday 26 November/ });
    slot.focus();
    await user.keyboard('{Home}{ArrowRight}');
    expect(slot).toHaveAccessibleName(
      'New appointment, Thursday 26 November, 08:00, Jelena Ilić, not working',
    );
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(slot).toHaveAccessibleName('New appointment, Thursday 26 November, 09:00, Jelena Ilić');
  });

  it("shades the week only when it is one practitioner's", async () => {
    const user = userEvent.setup({ delay: null });
    await openCalendar();
    const thursday = () => document.querySelector('[data-column][data-day="2026-11-26"]')!;
    await waitFor(() => expect(thursday()).toBeTruthy());
    expect(document.querySelectorAll('[data-not-working]')).toHaveLength(0);

    await user.click(screen.getByLabelText('Practitioner', { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Jelena Ilić' }));

    await waitFor(() => expect(shading(thursday())).toEqual(offAroundNineToOne));
    // No hours on the other days of a listed practitioner's week: all of it is off.
    const wednesday = document.querySelector('[data-column][data-day="2026-11-25"]')!;
    expect(shading(wednesday)).toEqual([[0, 100]]);
  });

  it('asks before moving an appointment outside working hours, then sends both confirmations', async () => {
    const user = userEvent.setup({ delay: null });
    const patch = vi.fn(({ body }: { body: unknown }) =>
      (body as { confirmOutsideWorkingHours?: boolean }).confirmOutsideWorkingHours
        ? json(200, { appointment: {} })
        : json(409, {
            msg: 'Jelena Ilić works 09:00–13:00 on Thursdays.',
            code: 'OUTSIDE_WORKING_HOURS',
          }),
    );
    await openCalendar('/dashboard', {
      appointments: [appointment('2026-11-26T08:00:00Z', '2026-11-26T09:00:00Z')],
      handlers: { [`PATCH /api/v1/appointments/${APPOINTMENT}`]: patch },
    });
    const event = (await screen.findByText('Milica Jovanović')).closest<HTMLElement>(
      '[data-event]',
    )!;
    const thursday = document.querySelector('[data-column][data-day="2026-11-26"]')!;

    await geometry.drag(event, thursday, 350, 0, 700); // to 15:00

    const dialog = await screen.findByRole('dialog', { name: 'Outside working hours' });
    expect(dialog).toHaveTextContent('Jelena Ilić works 09:00–13:00 on Thursdays.');
    await user.click(within(dialog).getByRole('button', { name: 'Move anyway' }));

    await waitFor(() => expect(patch).toHaveBeenCalledTimes(2));
    expect(patch.mock.calls[1]?.[0].body).toEqual({
      start: '2026-11-26T14:00:00.000Z',
      end: '2026-11-26T15:00:00.000Z',
      confirmOutsideOpeningHours: true,
      confirmOutsideWorkingHours: true,
    });
  });

  it('shades nothing when working time cannot be read', async () => {
    const user = userEvent.setup({ delay: null });
    const { fetchMock } = await openCalendar('/dashboard', {
      handlers: {
        'GET /api/v1/availability/working-time': () =>
          json(500, { msg: 'Something went wrong.', code: 'INTERNAL' }),
      },
    });
    await openThursday(user);
    await waitFor(() =>
      expect(requests(fetchMock, '/api/v1/availability/working-time').length).toBeGreaterThan(0),
    );
    expect(document.querySelectorAll('[data-not-working]')).toHaveLength(0);
  });

  it("shades closed hours by the chosen location's own opening hours", async () => {
    const user = userEvent.setup({ delay: null });
    const open = { open: '08:00', close: '20:00' };
    // Liman is closed on Thursdays.
    const liman = {
      ...location(LIMAN, 'Liman'),
      openingHours: [open, open, open, open, null, open, open],
    };
    await openCalendar('/dashboard', { locations: [location(CENTAR, 'Centar'), liman] });
    const thursday = () => document.querySelector('[data-column][data-day="2026-11-26"]')!;
    await waitFor(() => expect(thursday()).toBeTruthy());
    expect(thursday().querySelectorAll('[data-closed]')).toHaveLength(0);

    await user.click(screen.getByLabelText('Location', { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Liman' }));

    await waitFor(() => expect(thursday().querySelectorAll('[data-closed]')).toHaveLength(1));
    const wednesday = document.querySelector('[data-column][data-day="2026-11-25"]')!;
    expect(wednesday.querySelectorAll('[data-closed]')).toHaveLength(0);
  });
});
