import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AvailabilityResponse } from '../../../domain/availability-query.js';
import type { Location } from '../../../domain/locations.js';
import { demoOwnerMember, demoTherapistMember, json } from '../../test/api-mock';
import { preloadRoutes, renderApp } from '../../test/render-app';
import {
  APPOINTMENT_ID,
  assessment,
  bodiesSent,
  bookingSettings,
  calendarAppointment,
  mockBooking,
  ROOM_ID,
} from './booking-fixtures';

preloadRoutes(
  () => import('../../components/dashboard/DashboardLayout'),
  () => import('./AddAppointmentPage'),
);

const CENTAR = '00000000-0000-4000-8000-00000000e001';
const LIMAN = '00000000-0000-4000-8000-00000000e002';
const location = (id: string, name: string, active = true): Location => ({
  id,
  name,
  address: '',
  phone: '',
  openingHours: [],
  active,
});
const twoLocations = [location(CENTAR, 'Centar'), location(LIMAN, 'Liman')];

/** Monday 9 March 2026, 09:30 in Belgrade (UTC+1). */
const SLOT = '2026-03-09T08:30:00.000Z';
const addPath = (extra = '') =>
  `/dashboard/add-appointment?date=${encodeURIComponent(SLOT)}${extra}`;

const slot = (
  start: string,
  end: string,
  practitionerId = demoOwnerMember.userId,
  locationId = CENTAR,
  roomId?: string,
): AvailabilityResponse['slots'][number] => ({
  start,
  end,
  practitionerId,
  locationId,
  ...(roomId && { roomId }),
});

/** Ana's next free hours: Tuesday 10 March 10:00 and 14:00 in Belgrade, then Wednesday 08:00. */
const anasSlots = [
  slot('2026-03-10T13:00:00.000Z', '2026-03-10T14:00:00.000Z'),
  slot(
    '2026-03-10T09:00:00.000Z',
    '2026-03-10T10:00:00.000Z',
    demoOwnerMember.userId,
    CENTAR,
    ROOM_ID,
  ),
  slot('2026-03-11T07:00:00.000Z', '2026-03-11T08:00:00.000Z', demoOwnerMember.userId, LIMAN),
];

const created = () =>
  json(201, { appointment: calendarAppointment(), appointments: [calendarAppointment()] });

beforeEach(() => {
  // Friday 6 March: the search starts at the chosen Monday's midnight, not now.
  vi.useFakeTimers({ now: new Date('2026-03-06T10:00:00Z'), toFake: ['Date'] });
});

afterEach(() => {
  vi.useRealTimers();
});

function mockClinic({
  slots = anasSlots,
  locations = [location(CENTAR, 'Centar')],
  handlers = {},
}: {
  slots?: AvailabilityResponse['slots'];
  locations?: Location[];
  handlers?: Parameters<typeof mockBooking>[0];
} = {}) {
  return mockBooking({
    'GET /api/v1/locations': () => json(200, { locations }),
    'GET /api/v1/availability': () => json(200, { slots }),
    'POST /api/v1/appointments': created,
    ...handlers,
  });
}

async function openForm(path = addPath()) {
  const view = await renderApp(path);
  await screen.findByRole('button', { name: 'Book appointment' });
  return view;
}

const field = (name: string) => screen.getByLabelText(name, { exact: false, selector: 'input' });
const nextAvailable = () => screen.getByRole('group', { name: 'Next available' });

async function chooseOption(
  user: ReturnType<typeof userEvent.setup>,
  label: string,
  option: string,
) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

async function choosePatient(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('combobox', { name: 'Patient' }), 'Iva');
  await user.click(await screen.findByRole('option', { name: /Ivana Lukić/ }));
}

function availabilityRequests(fetchMock: ReturnType<typeof mockBooking>) {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/v1/availability');
}

describe('booking form: next available times and locations', () => {
  it('offers the next free times of the chosen service and therapist, and a click fills the booking in', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = mockClinic();
    const { router } = await openForm();
    expect(within(nextAvailable()).getByText(/Choose a service/)).toBeInTheDocument();

    await choosePatient(user);
    await chooseOption(user, 'Service', 'Initial assessment (60 min)');

    const times = await within(nextAvailable()).findAllByRole('button');
    expect(times.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Tue 10 Mar, 10:00',
      'Tue 10 Mar, 14:00',
      'Wed 11 Mar, 08:00',
    ]);
    const [asked] = availabilityRequests(fetchMock);
    expect(Object.fromEntries(asked!.searchParams)).toEqual({
      serviceId: assessment.id,
      practitionerId: demoOwnerMember.userId,
      // From the chosen Monday's midnight in Belgrade, for 14 days.
      from: '2026-03-08T23:00:00.000Z',
      to: '2026-03-22T23:00:00.000Z',
    });

    await user.click(times[0]!);
    expect(field('Date')).toHaveValue('2026-03-10');
    expect(field('Start')).toHaveValue('10:00');
    expect(field('End')).toHaveValue('11:00');
    expect(screen.getByRole('combobox', { name: 'Room' })).toHaveValue('Room 1');
    await waitFor(() =>
      expect(
        within(nextAvailable()).getByRole('button', { name: 'Tue 10 Mar, 10:00' }),
      ).toHaveAttribute('aria-pressed', 'true'),
    );

    await user.click(screen.getByRole('button', { name: 'Book appointment' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/dashboard/appointment/${APPOINTMENT_ID}`),
    );
    expect(bodiesSent(fetchMock, 'POST', '/appointments')[0]).toMatchObject({
      therapistId: demoOwnerMember.userId,
      serviceId: assessment.id,
      roomId: ROOM_ID,
      locationId: CENTAR,
      start: '2026-03-10T09:00:00.000Z',
      end: '2026-03-10T10:00:00.000Z',
    });
  });

  it("offers anyone's times, naming whose, and a time from the keyboard sets the therapist", async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = mockClinic({
      slots: [
        slot('2026-03-09T12:00:00.000Z', '2026-03-09T13:00:00.000Z', demoTherapistMember.userId),
      ],
    });
    await openForm();
    await chooseOption(user, 'Service', 'Initial assessment (60 min)');
    await within(nextAvailable()).findByRole('button');

    await user.click(within(nextAvailable()).getByRole('switch', { name: 'Any therapist' }));

    await waitFor(() =>
      expect(availabilityRequests(fetchMock).at(-1)?.searchParams.has('practitionerId')).toBe(
        false,
      ),
    );
    const time = await within(nextAvailable()).findByRole('button', {
      name: 'Mon 9 Mar, 13:00, Jelena Ilić',
    });
    time.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('combobox', { name: 'Therapist' })).toHaveValue('Jelena Ilić');
    expect(field('Start')).toHaveValue('13:00');
  });

  it('says so when nothing is free in the next 14 days', async () => {
    const user = userEvent.setup({ delay: null });
    mockClinic({ slots: [] });
    await openForm();
    await chooseOption(user, 'Service', 'Initial assessment (60 min)');
    expect(
      await within(nextAvailable()).findByText('No free time in the next 14 days.'),
    ).toBeInTheDocument();
  });

  it('offers to try again when the free times cannot be read', async () => {
    const user = userEvent.setup({ delay: null });
    let fail = true;
    mockClinic({
      handlers: {
        'GET /api/v1/availability': () =>
          fail
            ? json(500, { msg: 'Something went wrong.', code: 'INTERNAL' })
            : json(200, { slots: anasSlots }),
      },
    });
    await openForm();
    await chooseOption(user, 'Service', 'Initial assessment (60 min)');

    expect(
      await within(nextAvailable()).findByText('Free times could not be loaded.'),
    ).toBeVisible();
    fail = false;
    await user.click(within(nextAvailable()).getByRole('button', { name: 'Try again' }));
    expect(
      await within(nextAvailable()).findByRole('button', { name: 'Tue 10 Mar, 10:00' }),
    ).toBeInTheDocument();
  });

  it('chooses a location when the clinic has several: from the calendar, sent with the booking and the search', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = mockClinic({ locations: twoLocations });
    const { router } = await openForm(addPath(`&locationId=${LIMAN}`));

    await waitFor(() => expect(field('Location')).toHaveValue('Liman'));
    await choosePatient(user);
    await chooseOption(user, 'Service', 'Initial assessment (60 min)');
    await within(nextAvailable()).findAllByRole('button');
    expect(availabilityRequests(fetchMock).at(-1)?.searchParams.get('locationId')).toBe(LIMAN);
    // With several locations each time says where.
    expect(
      within(nextAvailable()).getByRole('button', { name: 'Wed 11 Mar, 08:00, Liman' }),
    ).toBeInTheDocument();

    await chooseOption(user, 'Location', 'Centar');
    await waitFor(() =>
      expect(availabilityRequests(fetchMock).at(-1)?.searchParams.get('locationId')).toBe(CENTAR),
    );
    await user.click(screen.getByRole('button', { name: 'Book appointment' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/dashboard/appointment/${APPOINTMENT_ID}`),
    );
    expect(bodiesSent(fetchMock, 'POST', '/appointments')[0]).toMatchObject({
      locationId: CENTAR,
    });
  });

  it('shows no location choice with one location, and leaves the location to the server', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = mockClinic();
    const { router } = await openForm();
    await choosePatient(user);
    expect(screen.queryByRole('combobox', { name: 'Location' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Book appointment' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/dashboard/appointment/${APPOINTMENT_ID}`),
    );
    expect(bodiesSent(fetchMock, 'POST', '/appointments')[0]).not.toHaveProperty('locationId');
  });

  it('asks before booking outside working hours and resends with both confirmations', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = mockClinic({
      handlers: {
        'POST /api/v1/appointments': ({ body }) =>
          (body as { confirmOutsideWorkingHours?: boolean }).confirmOutsideWorkingHours
            ? created()
            : json(409, {
                msg: 'Ana Marković does not work then: on Mondays she works 12:00–18:00 at Centar. Confirm to book anyway.',
                code: 'OUTSIDE_WORKING_HOURS',
              }),
      },
    });
    const { router } = await openForm();
    await choosePatient(user);
    await user.click(screen.getByRole('button', { name: 'Book appointment' }));

    const dialog = await screen.findByRole('dialog', { name: 'Book outside working hours?' });
    expect(within(dialog).getByText(/works 12:00–18:00 at Centar/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Book anyway' }));

    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/dashboard/appointment/${APPOINTMENT_ID}`),
    );
    const [first, second] = bodiesSent(fetchMock, 'POST', '/appointments');
    expect(first).not.toHaveProperty('confirmOutsideWorkingHours');
    expect(second).toEqual({
      ...first,
      confirmOutsideOpeningHours: true,
      confirmOutsideWorkingHours: true,
    });
  });

  it('books time off the calendar already asked about without asking again, unless the therapist changes', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = mockClinic({
      handlers: {
        'POST /api/v1/appointments': ({ body }) =>
          (body as { confirmOutsideWorkingHours?: boolean }).confirmOutsideWorkingHours
            ? created()
            : json(409, { msg: 'Jelena Ilić does not work then.', code: 'OUTSIDE_WORKING_HOURS' }),
      },
    });
    const { router } = await openForm(
      addPath(`&therapistId=${demoTherapistMember.userId}&outsideWorkingHours=confirmed`),
    );
    await choosePatient(user);
    await chooseOption(user, 'Therapist', 'Ana Marković');
    await user.click(screen.getByRole('button', { name: 'Book appointment' }));
    expect(
      await screen.findByRole('dialog', { name: 'Book outside working hours?' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Change the time' }));

    await chooseOption(user, 'Therapist', 'Jelena Ilić');
    await user.click(screen.getByRole('button', { name: 'Book appointment' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/dashboard/appointment/${APPOINTMENT_ID}`),
    );
    const sent = bodiesSent(fetchMock, 'POST', '/appointments');
    expect(sent).toHaveLength(2);
    expect(sent[1]).toMatchObject({
      therapistId: demoTherapistMember.userId,
      confirmOutsideWorkingHours: true,
    });
    expect(sent[1]).not.toHaveProperty('confirmOutsideOpeningHours');
  });

  it('keeps room and location together: a room sets its location, another location clears it', async () => {
    const user = userEvent.setup({ delay: null });
    // Rooms as the API names their location (Settings → Locations).
    const rooms = [
      { id: ROOM_ID, name: 'Room 1', active: true, locationId: CENTAR },
      { id: '00000000-0000-4000-8000-0000000000b3', name: 'Pool', active: true, locationId: LIMAN },
    ];
    mockClinic({
      locations: twoLocations,
      handlers: {
        'GET /api/v1/clinic/settings': () => json(200, { settings: { ...bookingSettings, rooms } }),
      },
    });
    await openForm();
    await waitFor(() => expect(field('Location')).toBeInTheDocument());

    await chooseOption(user, 'Room', 'Pool');
    expect(field('Location')).toHaveValue('Liman');

    await chooseOption(user, 'Location', 'Centar');
    expect(screen.getByRole('combobox', { name: 'Room' })).toHaveValue('');
    await user.click(screen.getByRole('combobox', { name: 'Room' }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'Room 1',
    ]);
  });
});
