import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ClinicSettings, Room } from '../../../domain/clinic-settings.js';
import type { Location } from '../../../domain/locations.js';
import type { CurrentUser } from '../../lib/current-user';
import { demoTherapistMember, json, mockApi, ownerUser, signedInMember } from '../../test/api-mock';
import { preloadRoutes, renderApp } from '../../test/render-app';

preloadRoutes(
  () => import('../../components/dashboard/DashboardLayout'),
  () => import('./LocationsPage'),
);

const PAGE = '/dashboard/settings/locations';
const weekday = { open: '08:00', close: '20:00' };
const CENTAR = '00000000-0000-4000-8000-0000000009c1';
const LIMAN = '00000000-0000-4000-8000-0000000009c2';
const GYM = '00000000-0000-4000-8000-0000000009d1';

const centar: Location = {
  id: CENTAR,
  name: 'Centar',
  address: 'Zmaj Jovina 4, Novi Sad',
  phone: '+381 21 555 0142',
  openingHours: [
    null,
    weekday,
    weekday,
    weekday,
    weekday,
    weekday,
    { open: '09:00', close: '14:00' },
  ],
  active: true,
};
const liman: Location = {
  id: LIMAN,
  name: 'Liman',
  address: '',
  phone: '',
  openingHours: [null, null, null, null, null, null, null],
  active: false,
};
const gym: Room = { id: GYM, name: 'Gym', active: true, locationId: CENTAR };
const room2: Room = {
  id: '00000000-0000-4000-8000-0000000009d2',
  name: 'Room 2',
  active: false,
  locationId: CENTAR,
};

const settings: ClinicSettings = {
  name: 'Demo Physio Clinic',
  address: '',
  phone: '',
  email: '',
  logoUrl: null,
  timeZone: 'Europe/Belgrade',
  openingHours: [null, weekday, weekday, weekday, weekday, weekday, null],
  rooms: [gym, room2],
  remindersEnabled: true,
  reminderHoursBefore: 24,
  cancellationPolicy: '',
  currency: 'EUR',
  locale: 'sr-Latn-RS',
  taxRateBasisPoints: 0,
  pricesIncludeTax: true,
  slotSpacingMinutes: 15,
  cliniciansEditOwnSchedule: false,
  taxNumber: '',
  paymentInstructions: '',
  invoiceDueDays: 14,
  autoDraftInvoices: true,
  noShowFeeKind: 'none',
  noShowFeeValue: 0,
  lateCancelFeeKind: 'none',
  lateCancelFeeValue: 0,
  lateCancelWindowHours: 24,
};

function mockLocations({
  as = ownerUser,
  locations = [centar, liman],
  handlers = {},
}: {
  as?: CurrentUser;
  locations?: Location[];
  handlers?: Parameters<typeof mockApi>[0];
} = {}) {
  return mockApi({
    'GET /api/v1/users/current-user': () => json(200, as),
    'GET /api/v1/locations': () => json(200, { locations }),
    'GET /api/v1/clinic/settings': () => json(200, { settings }),
    ...handlers,
  });
}

const bodiesSentTo = (fetchMock: ReturnType<typeof mockApi>, method: string, path: string) =>
  fetchMock.mock.calls
    .filter(([url, init]) => url === path && init?.method === method)
    .map(([, init]) =>
      typeof init!.body === 'string' ? (JSON.parse(init!.body) as unknown) : null,
    );

const card = (name: string) => screen.getByRole('region', { name });
const user = () => userEvent.setup({ delay: null });

describe('Settings → Locations', () => {
  it('lists each location with its address, phone, hours, status and rooms', async () => {
    mockLocations();
    await renderApp(PAGE);
    expect(screen.getByRole('heading', { level: 1, name: 'Locations' })).toBeVisible();
    const first = card('Centar');
    expect(within(first).getByText('Zmaj Jovina 4, Novi Sad · +381 21 555 0142')).toBeVisible();
    expect(
      within(first).getByText('Mon–Fri 08:00–20:00').parentElement!.parentElement,
    ).toHaveTextContent(/^Mon–Fri 08:00–20:00, Sat 09:00–14:00$/);
    expect(within(first).getByText('Active')).toBeVisible();
    const rooms = within(first).getByRole('list', { name: 'Rooms at Centar' });
    expect(
      within(rooms)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('Gym'), expect.stringContaining('Room 2Inactive')]);
    const second = card('Liman');
    expect(within(second).getByText('Inactive')).toBeVisible();
    expect(within(second).getByText('No address or phone yet.')).toBeVisible();
    expect(within(second).getByText('Closed every day')).toBeVisible();
    expect(within(second).getByText('No rooms here yet.')).toBeVisible();
    expect(within(second).getByRole('button', { name: 'Reactivate Liman' })).toBeVisible();
  });

  it('shows a load failure with a retry', async () => {
    mockLocations({
      handlers: {
        'GET /api/v1/locations': () => json(500, { msg: 'Database unavailable.', code: 'X' }),
      },
    });
    await renderApp(PAGE);
    expect(await screen.findByText("We couldn't load the locations.")).toBeVisible();
    expect(screen.getByRole('button', { name: /try again/i })).toBeVisible();
  });

  it('offers to add the first location when there is none', async () => {
    mockLocations({ locations: [] });
    await renderApp(PAGE);
    expect(await screen.findByRole('heading', { name: 'No locations yet' })).toBeVisible();
    await user().click(screen.getByRole('button', { name: 'Add a location' }));
    expect(await screen.findByRole('dialog', { name: 'New location' })).toBeVisible();
  });

  it("adds a location: checks the name, starts from the clinic's hours, sends closed days as null", async () => {
    const fetchMock = mockLocations({
      handlers: {
        'POST /api/v1/locations': ({ body }) =>
          json(201, { location: { ...liman, ...(body as object), id: LIMAN, active: true } }),
      },
    });
    await renderApp(PAGE);
    await user().click(screen.getByRole('button', { name: 'New location' }));
    const dialog = await screen.findByRole('dialog', { name: 'New location' });
    expect(within(dialog).getByLabelText('Monday opens')).toHaveValue('08:00');
    expect(within(dialog).queryByLabelText('Saturday opens')).not.toBeInTheDocument();
    await user().click(within(dialog).getByRole('button', { name: 'Add location' }));
    expect(await within(dialog).findByText('Enter the location name.')).toBeVisible();

    await user().type(within(dialog).getByLabelText(/Name/), 'Liman');
    await user().type(within(dialog).getByLabelText('Address'), 'Bulevar cara Lazara 79');
    await user().type(within(dialog).getByLabelText('Phone'), '+381 21 555 0199');
    await user().click(within(dialog).getByRole('switch', { name: 'Open on Saturday' }));
    await user().click(within(dialog).getByRole('button', { name: 'Add location' }));

    expect(await screen.findByText('Liman added')).toBeVisible();
    expect(bodiesSentTo(fetchMock, 'POST', '/api/v1/locations')).toEqual([
      {
        name: 'Liman',
        address: 'Bulevar cara Lazara 79',
        phone: '+381 21 555 0199',
        openingHours: [
          null,
          weekday,
          weekday,
          weekday,
          weekday,
          weekday,
          { open: '08:00', close: '16:00' },
        ],
      },
    ]);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'New location' })).not.toBeInTheDocument(),
    );
  });

  it("edits a location's details and hours, and shows the server's field message", async () => {
    let attempts = 0;
    const fetchMock = mockLocations({
      handlers: {
        [`PATCH /api/v1/locations/${CENTAR}`]: ({ body }) =>
          ++attempts === 1
            ? json(400, {
                msg: 'Check the highlighted fields.',
                code: 'VALIDATION_FAILED',
                fields: { phone: 'Use at most 40 characters.' },
              })
            : json(200, { location: { ...centar, ...(body as object) } }),
      },
    });
    await renderApp(PAGE);
    await user().click(screen.getByRole('button', { name: 'Edit Centar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Centar' });
    const name = within(dialog).getByLabelText(/Name/);
    expect(name).toHaveValue('Centar');
    await user().clear(name);
    await user().type(name, 'Centar 2');
    await user().click(within(dialog).getByRole('switch', { name: 'Open on Saturday' }));
    await user().click(within(dialog).getByRole('button', { name: 'Save location' }));
    expect(await within(dialog).findByText('Use at most 40 characters.')).toBeVisible();
    await user().click(within(dialog).getByRole('button', { name: 'Save location' }));

    expect(await screen.findByText('Centar 2 saved')).toBeVisible();
    expect(bodiesSentTo(fetchMock, 'PATCH', `/api/v1/locations/${CENTAR}`)[1]).toEqual({
      name: 'Centar 2',
      address: centar.address,
      phone: centar.phone,
      openingHours: [null, weekday, weekday, weekday, weekday, weekday, null],
    });
  });

  it('deactivates and reactivates a location at once', async () => {
    const fetchMock = mockLocations({
      handlers: {
        [`PATCH /api/v1/locations/${CENTAR}`]: ({ body }) =>
          json(200, { location: { ...centar, ...(body as object) } }),
        [`PATCH /api/v1/locations/${LIMAN}`]: ({ body }) =>
          json(200, { location: { ...liman, ...(body as object) } }),
      },
    });
    await renderApp(PAGE);
    await user().click(screen.getByRole('button', { name: 'Deactivate Centar' }));
    expect(await screen.findByText('Centar deactivated')).toBeVisible();
    await user().click(screen.getByRole('button', { name: 'Reactivate Liman' }));
    expect(await screen.findByText('Liman reactivated')).toBeVisible();
    expect(bodiesSentTo(fetchMock, 'PATCH', `/api/v1/locations/${CENTAR}`)).toEqual([
      { active: false },
    ]);
    expect(bodiesSentTo(fetchMock, 'PATCH', `/api/v1/locations/${LIMAN}`)).toEqual([
      { active: true },
    ]);
  });

  it('deletes a location after asking', async () => {
    const fetchMock = mockLocations({
      handlers: {
        [`DELETE /api/v1/locations/${LIMAN}`]: () => new Response(null, { status: 204 }),
      },
    });
    await renderApp(PAGE);
    await user().click(screen.getByRole('button', { name: 'Delete Liman' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Liman?' });
    expect(within(dialog).getByRole('button', { name: 'Keep it' })).toHaveFocus();
    await user().click(within(dialog).getByRole('button', { name: 'Delete location' }));
    expect(await screen.findByText('Liman deleted')).toBeVisible();
    expect(
      fetchMock.mock.calls.filter(
        ([url, init]) => url === `/api/v1/locations/${LIMAN}` && init?.method === 'DELETE',
      ),
    ).toHaveLength(1);
  });

  it('explains a refused delete of a location with appointments to come, and offers to deactivate it', async () => {
    const fetchMock = mockLocations({
      handlers: {
        [`DELETE /api/v1/locations/${CENTAR}`]: () =>
          json(409, {
            msg: 'This location has upcoming appointments, so it cannot be deleted. Deactivate it instead.',
            code: 'LOCATION_HAS_FUTURE_APPOINTMENTS',
          }),
        [`PATCH /api/v1/locations/${CENTAR}`]: ({ body }) =>
          json(200, { location: { ...centar, ...(body as object) } }),
      },
    });
    await renderApp(PAGE);
    await user().click(screen.getByRole('button', { name: 'Delete Centar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Centar?' });
    expect(within(dialog).getByText(/Its 2 rooms go with it/)).toBeVisible();
    await user().click(within(dialog).getByRole('button', { name: 'Delete location' }));
    expect(
      await within(dialog).findByText(
        'This location has upcoming appointments, so it cannot be deleted. Deactivate it instead.',
      ),
    ).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: 'Delete location' })).toBeNull();
    await user().click(within(dialog).getByRole('button', { name: 'Deactivate instead' }));
    expect(await screen.findByText('Centar deactivated')).toBeVisible();
    expect(bodiesSentTo(fetchMock, 'PATCH', `/api/v1/locations/${CENTAR}`)).toEqual([
      { active: false },
    ]);
  });

  it("says why the clinic's only location cannot be deleted", async () => {
    mockLocations({
      locations: [centar],
      handlers: {
        [`DELETE /api/v1/locations/${CENTAR}`]: () =>
          json(409, {
            msg: 'A clinic keeps at least one location: add another before deleting this one.',
            code: 'LAST_LOCATION',
          }),
      },
    });
    await renderApp(PAGE);
    await user().click(screen.getByRole('button', { name: 'Delete Centar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Centar?' });
    await user().click(within(dialog).getByRole('button', { name: 'Delete location' }));
    expect(
      await within(dialog).findByText(
        'A clinic keeps at least one location: add another before deleting this one.',
      ),
    ).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: 'Deactivate instead' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Delete location' })).toBeDisabled();
  });

  it('adds a room to a location, renames, moves and deactivates rooms', async () => {
    const fetchMock = mockLocations({
      handlers: {
        'POST /api/v1/clinic/rooms': ({ body }) =>
          json(201, {
            room: { id: '00000000-0000-4000-8000-0000000009d3', active: true, ...(body as object) },
          }),
        [`PATCH /api/v1/clinic/rooms/${GYM}`]: ({ body }) =>
          json(200, { room: { ...gym, ...(body as object) } }),
      },
    });
    await renderApp(PAGE);
    const second = card('Liman');
    await user().click(within(second).getByRole('button', { name: 'Add room' }));
    expect(await within(second).findByText('Enter the room name.')).toBeVisible();
    await user().type(within(second).getByLabelText('New room at Liman'), 'Pool');
    await user().click(within(second).getByRole('button', { name: 'Add room' }));
    expect(await screen.findByText('Pool added to Liman')).toBeVisible();

    const first = card('Centar');
    await user().click(within(first).getByRole('button', { name: 'Rename Gym' }));
    const newName = within(first).getByLabelText('New name for Gym');
    await user().clear(newName);
    await user().type(newName, 'Big gym{Enter}');
    expect(await screen.findByText('Room renamed')).toBeVisible();

    await user().click(within(first).getByRole('button', { name: 'Move Gym' }));
    const target = within(first).getByRole('combobox', { name: 'Move Gym to' });
    expect(
      within(target)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Liman (inactive)']);
    await user().click(within(first).getByRole('button', { name: 'Move' }));
    expect(await screen.findByText('Gym moved to Liman')).toBeVisible();

    await user().click(within(first).getByRole('button', { name: 'Deactivate Gym' }));
    expect(await screen.findByText('Gym deactivated')).toBeVisible();

    expect(bodiesSentTo(fetchMock, 'POST', '/api/v1/clinic/rooms')).toEqual([
      { name: 'Pool', locationId: LIMAN },
    ]);
    expect(bodiesSentTo(fetchMock, 'PATCH', `/api/v1/clinic/rooms/${GYM}`)).toEqual([
      { name: 'Big gym' },
      { locationId: LIMAN },
      { active: false },
    ]);
  });

  it('says why a room with appointments to come stays where it is', async () => {
    mockLocations({
      handlers: {
        [`PATCH /api/v1/clinic/rooms/${GYM}`]: () =>
          json(409, {
            msg: 'This room has upcoming appointments, so it stays at its location until they are over.',
            code: 'ROOM_HAS_FUTURE_APPOINTMENTS',
          }),
      },
    });
    await renderApp(PAGE);
    const first = card('Centar');
    await user().click(within(first).getByRole('button', { name: 'Move Gym' }));
    await user().click(within(first).getByRole('button', { name: 'Move' }));
    expect(
      await screen.findByText(
        'This room has upcoming appointments, so it stays at its location until they are over.',
      ),
    ).toBeVisible();
  });

  it('opens the new-location form from the keyboard and closes it with Escape', async () => {
    mockLocations();
    await renderApp(PAGE);
    const add = screen.getByRole('button', { name: 'New location' });
    add.focus();
    await user().keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'New location' });
    expect(within(dialog).getByLabelText(/Name/)).toHaveFocus();
    await user().keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'New location' })).not.toBeInTheDocument(),
    );
  });

  it('is read-only for a therapist: no way to add, edit, delete or change rooms', async () => {
    mockLocations({ as: signedInMember(demoTherapistMember) });
    await renderApp(PAGE);
    expect(within(card('Centar')).getByText('Gym')).toBeVisible();
    expect(screen.getByText(/An owner or administrator manages them/)).toBeVisible();
    for (const name of ['New location', 'Edit Centar', 'Delete Centar', 'Add room', 'Rename Gym'])
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
  });
});
