import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Location } from '../../../domain/locations.js';
import type { OnlineBookingSettings } from '../../../domain/online-booking.js';
import type { Service } from '../../../domain/services.js';
import { AppProviders } from '../../components/AppProviders';
import type { CurrentUser } from '../../lib/current-user';
import { createRoutes } from '../../router';
import { deferred } from '../../test/deferred';
import {
  demoMembers,
  demoOwnerMember,
  demoTherapistMember,
  json,
  mockApi,
  ownerUser,
  signedInMember,
} from '../../test/api-mock';
import { preloadRoutes, renderApp } from '../../test/render-app';

preloadRoutes(
  () => import('../../components/dashboard/DashboardLayout'),
  () => import('./OnlineBookingPage'),
);

const PAGE = '/dashboard/settings/online-booking';
const SETTINGS_PATH = '/api/v1/online-booking/settings';

const assessment: Service = {
  id: '00000000-0000-4000-8000-0000000005a1',
  name: 'Initial assessment',
  durationMinutes: 60,
  priceMinor: 9000,
  currency: 'USD',
  color: '#0c7a81',
  noteTemplate: 'initial_assessment',
  active: true,
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 0,
  locationIds: [],
  practitionerIds: [],
};
const massage: Service = {
  ...assessment,
  id: '00000000-0000-4000-8000-0000000005a2',
  name: 'Sports massage',
};
const retired: Service = {
  ...assessment,
  id: '00000000-0000-4000-8000-0000000005a3',
  name: 'Dry needling',
  active: false,
};
const centar: Location = {
  id: '00000000-0000-4000-8000-0000000006a1',
  name: 'Centar',
  address: '',
  phone: '',
  openingHours: [null, null, null, null, null, null, null],
  active: true,
};
const closedBranch: Location = {
  ...centar,
  id: '00000000-0000-4000-8000-0000000006a2',
  name: 'Old branch',
  active: false,
};

const notSetUp: OnlineBookingSettings = {
  enabled: false,
  slug: null,
  minNoticeMinutes: 120,
  maxDaysAhead: 60,
  changeWindowHours: 24,
  newPatientsAllowed: true,
  message: '',
  serviceIds: [],
  practitionerIds: [],
  locationIds: [],
};
const open: OnlineBookingSettings = {
  enabled: true,
  slug: 'city-physio',
  minNoticeMinutes: 240,
  maxDaysAhead: 30,
  changeWindowHours: 12,
  newPatientsAllowed: false,
  message: 'Park behind the building.',
  serviceIds: [assessment.id],
  practitionerIds: [demoOwnerMember.userId],
  locationIds: [centar.id],
};

const pageUrl = (slug: string) => `${window.location.origin}/book/${slug}`;

function mockBooking({
  as = ownerUser,
  settings = notSetUp,
  services = [assessment, massage, retired],
  locations = [centar, closedBranch],
  handlers = {},
}: {
  as?: CurrentUser;
  settings?: OnlineBookingSettings;
  services?: Service[];
  locations?: Location[];
  handlers?: Parameters<typeof mockApi>[0];
} = {}) {
  return mockApi({
    'GET /api/v1/users/current-user': () => json(200, as),
    [`GET ${SETTINGS_PATH}`]: () => json(200, { settings }),
    'GET /api/v1/services': () => json(200, { services }),
    'GET /api/v1/team/members': () => json(200, { members: demoMembers }),
    'GET /api/v1/locations': () => json(200, { locations }),
    ...handlers,
  });
}

const bodiesSentTo = (fetchMock: ReturnType<typeof mockApi>, method: string, path: string) =>
  fetchMock.mock.calls
    .filter(([url, init]) => url === path && init?.method === method)
    .map(([, init]) => JSON.parse(String(init!.body)) as unknown);

const slugField = () => screen.getByRole('textbox', { name: 'Booking page address' });
const enabledSwitch = () => screen.getByRole('switch', { name: /Take bookings online/ });
const group = (name: string) => screen.getByRole('group', { name });
const saveButton = () => screen.getByRole('button', { name: 'Save settings' });

async function typeKeyByKey(
  user: ReturnType<typeof userEvent.setup>,
  field: HTMLElement,
  text: string,
) {
  await user.click(field);
  for (const key of text) await user.keyboard(key);
}

describe('online booking settings', () => {
  it('shows the loading screen until the settings arrive, then the saved settings and the page link', async () => {
    const held = deferred<Response>();
    const fetchMock = mockBooking({ handlers: { [`GET ${SETTINGS_PATH}`]: () => held.promise } });
    render(
      <AppProviders env="test">
        <RouterProvider router={createMemoryRouter(createRoutes(), { initialEntries: [PAGE] })} />
      </AppProviders>,
    );
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => url === SETTINGS_PATH)).toBe(true),
    );
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Online booking' })).not.toBeInTheDocument();
    held.release(json(200, { settings: open }));

    expect(await screen.findByRole('textbox', { name: 'Booking page address' })).toHaveValue(
      'city-physio',
    );
    expect(screen.getByText(`${window.location.origin}/book/`)).toBeInTheDocument();
    expect(enabledSwitch()).toBeChecked();
    expect(screen.getByRole('combobox', { name: /Minimum notice/ })).toHaveDisplayValue('4 hours');
    expect(screen.getByRole('textbox', { name: /Book up to/ })).toHaveValue('30');
    expect(screen.getByRole('textbox', { name: /Cancel or move up to/ })).toHaveValue('12');
    expect(screen.getByRole('switch', { name: /New patients may book/ })).not.toBeChecked();
    expect(screen.getByRole('textbox', { name: /Message on the booking page/ })).toHaveValue(
      'Park behind the building.',
    );
    expect(screen.getByText(/25 of 500 characters/)).toBeInTheDocument();

    const services = await screen.findByRole('group', { name: 'Services' });
    expect(within(services).getByRole('checkbox', { name: 'Initial assessment' })).toBeChecked();
    expect(within(services).getByRole('checkbox', { name: 'Sports massage' })).not.toBeChecked();
    expect(within(services).queryByText('Dry needling')).not.toBeInTheDocument();
    const practitioners = await screen.findByRole('group', { name: 'Practitioners' });
    expect(within(practitioners).getByRole('checkbox', { name: 'Ana Marković' })).toBeChecked();
    expect(within(practitioners).getByRole('checkbox', { name: 'Jelena Ilić' })).not.toBeChecked();
    // Only members who take appointments: not the admin, not the deactivated assistant.
    expect(within(practitioners).getAllByRole('checkbox')).toHaveLength(2);
    const locations = await screen.findByRole('group', { name: 'Locations' });
    expect(within(locations).getByRole('checkbox', { name: 'Centar' })).toBeChecked();
    expect(within(locations).queryByText('Old branch')).not.toBeInTheDocument();

    const link = screen.getByRole('link', { name: /Open booking page/ });
    expect(link).toHaveAttribute('href', pageUrl('city-physio'));
    expect(link).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
  });

  it('saves a slug typed key by key with the rest of the settings, then shows the page link', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = mockBooking({
      handlers: {
        [`PUT ${SETTINGS_PATH}`]: ({ body }) => json(200, { settings: body }),
      },
    });
    await renderApp(PAGE);
    await typeKeyByKey(
      user,
      await screen.findByRole('textbox', { name: 'Booking page address' }),
      'City-Physio',
    );
    expect(slugField()).toHaveValue('City-Physio');
    await user.click(enabledSwitch());
    await user.selectOptions(screen.getByRole('combobox', { name: /Minimum notice/ }), '24 hours');
    const daysAhead = screen.getByRole('textbox', { name: /Book up to/ });
    await user.clear(daysAhead);
    await typeKeyByKey(user, daysAhead, '90');
    await typeKeyByKey(
      user,
      screen.getByRole('textbox', { name: /Message on the booking page/ }),
      'Free parking',
    );
    expect(screen.getByText(/12 of 500 characters/)).toBeInTheDocument();
    await user.click(
      await within(await screen.findByRole('group', { name: 'Services' })).findByRole('checkbox', {
        name: 'Sports massage',
      }),
    );
    await user.click(within(group('Practitioners')).getByRole('checkbox', { name: 'Jelena Ilić' }));
    await user.click(within(group('Locations')).getByRole('checkbox', { name: 'Centar' }));
    await user.click(saveButton());

    await waitFor(() =>
      expect(bodiesSentTo(fetchMock, 'PUT', SETTINGS_PATH)).toEqual([
        {
          enabled: true,
          slug: 'city-physio',
          minNoticeMinutes: 1440,
          maxDaysAhead: 90,
          changeWindowHours: 24,
          newPatientsAllowed: true,
          message: 'Free parking',
          serviceIds: [massage.id],
          practitionerIds: [demoTherapistMember.userId],
          locationIds: [centar.id],
        },
      ]),
    );
    expect(await screen.findByText('Online booking saved')).toBeInTheDocument();
    expect(slugField()).toHaveValue('city-physio');
    expect(await screen.findByRole('link', { name: /Open booking page/ })).toHaveAttribute(
      'href',
      pageUrl('city-physio'),
    );
  });

  it('shows under the address that another clinic uses it, keeping what was typed', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = mockBooking({
      handlers: {
        [`PUT ${SETTINGS_PATH}`]: () =>
          json(409, { msg: 'That address is taken.', code: 'SLUG_TAKEN' }),
      },
    });
    await renderApp(PAGE);
    await typeKeyByKey(
      user,
      await screen.findByRole('textbox', { name: 'Booking page address' }),
      'physio',
    );
    await user.click(saveButton());

    await waitFor(() => expect(slugField()).toHaveAttribute('aria-invalid', 'true'));
    expect(slugField()).toHaveAccessibleDescription(
      /^Another clinic already uses this address\. Choose another\./,
    );
    expect(slugField()).toHaveValue('physio');
    expect(slugField()).toHaveFocus();
    expect(bodiesSentTo(fetchMock, 'PUT', SETTINGS_PATH)).toHaveLength(1);
    expect(screen.queryByText('Online booking saved')).not.toBeInTheDocument();
  });

  it('asks for an address when switched on without one, and sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = mockBooking();
    await renderApp(PAGE);
    await user.click(await screen.findByRole('switch', { name: /Take bookings online/ }));
    expect(
      await screen.findByText('Choose the address of your booking page first.'),
    ).toBeInTheDocument();
    await user.click(saveButton());
    expect(slugField()).toHaveAccessibleDescription(
      /^Choose the address of your booking page first\./,
    );
    expect(bodiesSentTo(fetchMock, 'PUT', SETTINGS_PATH)).toEqual([]);

    // The message goes once an address is typed.
    await typeKeyByKey(user, slugField(), 'city-physio');
    await waitFor(() =>
      expect(
        screen.queryByText('Choose the address of your booking page first.'),
      ).not.toBeInTheDocument(),
    );
  });

  it('says to add a service first when the clinic has none', async () => {
    mockBooking({ services: [retired] });
    await renderApp(PAGE);
    expect(await screen.findByText(/Add a service first/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Services' })).toHaveAttribute(
      'href',
      '/dashboard/settings/services-settings',
    );
    expect(screen.queryByRole('group', { name: 'Services' })).not.toBeInTheDocument();
  });

  it('shows a failed list in its place with a retry, the rest of the form still usable', async () => {
    mockBooking({
      handlers: {
        'GET /api/v1/locations': () => json(500, { msg: 'Database unavailable.', code: 'X' }),
      },
    });
    await renderApp(PAGE);
    expect(await screen.findByText("We couldn't load the locations.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /try again/i })).toBeInTheDocument();
    const services = await screen.findByRole('group', { name: 'Services' });
    expect(services).toHaveAccessibleDescription("None ticked: patients can't book online yet.");
    expect(saveButton()).toBeEnabled();
  });

  it('offers the button and embed code built from the booking page address, and copies them', async () => {
    const user = userEvent.setup({ delay: null });
    mockBooking({ settings: open });
    await renderApp(PAGE);
    const section = await screen.findByRole('region', { name: /Book online.*website/ });
    const url = pageUrl('city-physio');
    const button = within(section).getByRole('group', { name: 'Button' });
    expect(within(button).getByText(new RegExp(`^<a href="${url}"`))).toHaveTextContent(
      />Book online<\/a>$/,
    );
    const embed = within(section).getByRole('group', { name: 'Booking page inside your website' });
    expect(
      within(embed).getByText(new RegExp(`^<iframe src="${url}" title="Book online"`)),
    ).toBeInTheDocument();

    await user.click(within(embed).getByRole('button', { name: 'Copy embed code' }));
    expect(await navigator.clipboard.readText()).toContain(`<iframe src="${url}"`);
    expect(within(embed).getByRole('button', { name: 'Copied' })).toBeInTheDocument();
  });

  it('says where the code will be until an address is saved', async () => {
    mockBooking();
    await renderApp(PAGE);
    expect(
      await screen.findByText(/Choose your booking page address and save/),
    ).toBeInTheDocument();
    expect(screen.queryByText(/<iframe/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Open booking page/ })).not.toBeInTheDocument();
  });

  it('keeps what was typed and says why when saving fails', async () => {
    const user = userEvent.setup({ delay: null });
    mockBooking({
      settings: open,
      handlers: {
        [`PUT ${SETTINGS_PATH}`]: () =>
          json(500, { msg: 'The database is not answering.', code: 'INTERNAL' }),
      },
    });
    await renderApp(PAGE);
    const message = await screen.findByRole('textbox', { name: /Message on the booking page/ });
    await user.clear(message);
    await typeKeyByKey(user, message, 'Ring twice');
    await user.click(saveButton());
    expect(await screen.findByText('The database is not answering.')).toBeInTheDocument();
    expect(message).toHaveValue('Ring twice');
    expect(screen.queryByText('Online booking saved')).not.toBeInTheDocument();
  });

  it('shows a load failure with a retry', async () => {
    mockBooking({
      handlers: {
        [`GET ${SETTINGS_PATH}`]: () => json(500, { msg: 'Database unavailable.', code: 'X' }),
      },
    });
    await renderApp(PAGE);
    expect(
      await screen.findByText("We couldn't load the online booking settings."),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /try again/i })).toBeInTheDocument();
  });

  it('is closed to a therapist', async () => {
    const fetchMock = mockBooking({ as: signedInMember(demoTherapistMember) });
    await renderApp(PAGE);
    expect(await screen.findByText('Owners and administrators only')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Booking page address' })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => url === SETTINGS_PATH)).toBe(false);
  });
});
