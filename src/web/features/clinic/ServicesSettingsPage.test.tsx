import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ClinicSettings } from '../../../domain/clinic-settings.js';
import type { Service } from '../../../domain/services.js';
import type { CurrentUser } from '../../lib/current-user';
import { demoTherapistMember, json, mockApi, ownerUser, signedInMember } from '../../test/api-mock';
import { preloadRoutes, renderApp } from '../../test/render-app';

preloadRoutes(
  () => import('../../components/dashboard/DashboardLayout'),
  () => import('./ServicesSettingsPage'),
);

const PAGE = '/dashboard/settings/services-settings';

const assessment: Service = {
  id: '00000000-0000-4000-8000-0000000005a1',
  name: 'Initial assessment',
  durationMinutes: 60,
  priceMinor: 9000,
  currency: 'USD',
  color: '#0c7a81',
  noteTemplate: 'initial_assessment',
  active: true,
};
const massage: Service = {
  id: '00000000-0000-4000-8000-0000000005a2',
  name: 'Sports massage',
  durationMinutes: 90,
  priceMinor: 4550,
  currency: 'USD',
  color: '#9c36b5',
  noteTemplate: 'follow_up',
  active: false,
};

const usClinic: ClinicSettings = {
  name: 'Demo Physio Clinic',
  address: '',
  phone: '',
  email: '',
  logoUrl: null,
  timeZone: 'America/New_York',
  openingHours: [null, null, null, null, null, null, null],
  rooms: [],
  remindersEnabled: false,
  reminderHoursBefore: 24,
  cancellationPolicy: '',
  currency: 'USD',
  locale: 'en-US',
  taxRateBasisPoints: 0,
  pricesIncludeTax: false,
  slotSpacingMinutes: 15,
  cliniciansEditOwnSchedule: false,
};
const austrianClinic: ClinicSettings = {
  ...usClinic,
  timeZone: 'Europe/Vienna',
  currency: 'EUR',
  locale: 'de-AT',
};

function mockServices({
  as = ownerUser,
  services = [assessment, massage],
  settings = usClinic,
  handlers = {},
}: {
  as?: CurrentUser;
  services?: Service[];
  settings?: ClinicSettings;
  handlers?: Parameters<typeof mockApi>[0];
} = {}) {
  return mockApi({
    'GET /api/v1/users/current-user': () => json(200, as),
    'GET /api/v1/clinic/settings': () => json(200, { settings }),
    'GET /api/v1/services': () => json(200, { services }),
    ...handlers,
  });
}

const serviceItem = (name: string) =>
  within(screen.getByRole('list', { name: 'Services' }))
    .getByText(name)
    .closest('li')!;

const bodiesSentTo = (fetchMock: ReturnType<typeof mockApi>, method: string, path: string) =>
  fetchMock.mock.calls
    .filter(([url, init]) => url === path && init?.method === method)
    .map(([, init]) => JSON.parse(String(init!.body)) as unknown);

describe('services settings (services-settings)', () => {
  it('lists each service with duration, price and status', async () => {
    mockServices();
    await renderApp(PAGE);
    await screen.findByText('Initial assessment');
    const first = serviceItem('Initial assessment');
    expect(within(first).getByText('1 h · $90.00')).toBeInTheDocument();
    expect(within(first).getByText('Active')).toBeInTheDocument();
    const second = serviceItem('Sports massage');
    expect(within(second).getByText('1 h 30 min · $45.50')).toBeInTheDocument();
    expect(within(second).getByText('Inactive')).toBeInTheDocument();
    expect(within(second).getByRole('button', { name: 'Reactivate Sports massage' })).toBeVisible();
  });

  it('shows the empty state with a create button that opens the form', async () => {
    mockServices({ services: [] });
    await renderApp(PAGE);
    expect(await screen.findByRole('heading', { name: 'No services yet' })).toBeInTheDocument();
    await userEvent
      .setup({ delay: null })
      .click(screen.getByRole('button', { name: 'Create a service' }));
    expect(await screen.findByRole('dialog', { name: 'New service' })).toBeInTheDocument();
  });

  it('shows a load failure with a retry', async () => {
    mockServices({
      handlers: {
        'GET /api/v1/services': () => json(500, { msg: 'Database unavailable.', code: 'X' }),
      },
    });
    await renderApp(PAGE);
    expect(await screen.findByText("We couldn't load the services.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /try again/i })).toBeInTheDocument();
  });

  it('creates a service: checks the fields, then sends the price in cents', async () => {
    const created: Service = { ...assessment, id: '00000000-0000-4000-8000-0000000005a3' };
    const fetchMock = mockServices({
      services: [],
      handlers: { 'POST /api/v1/services': () => json(201, { service: created }) },
    });
    await renderApp(PAGE);
    await userEvent
      .setup({ delay: null })
      .click(await screen.findByRole('button', { name: 'New service' }));
    const dialog = await screen.findByRole('dialog', { name: 'New service' });
    const duration = within(dialog).getByLabelText(/Duration/);
    await userEvent.setup({ delay: null }).clear(duration);
    await userEvent.setup({ delay: null }).type(duration, '7');
    await userEvent
      .setup({ delay: null })
      .click(within(dialog).getByRole('button', { name: 'Add service' }));
    expect(await within(dialog).findByText('Enter the service name.')).toBeInTheDocument();
    expect(within(dialog).getByText('Use 5 to 480 minutes in steps of 5.')).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, 'POST', '/api/v1/services')).toEqual([]);

    await userEvent
      .setup({ delay: null })
      .type(within(dialog).getByLabelText(/Name/), 'Initial assessment');
    await userEvent.setup({ delay: null }).clear(duration);
    await userEvent.setup({ delay: null }).type(duration, '60');
    const price = within(dialog).getByLabelText(/Price/);
    await userEvent.setup({ delay: null }).clear(price);
    await userEvent.setup({ delay: null }).type(price, '89.99');
    const template = within(dialog).getByRole('combobox', { name: 'Visit note template' });
    expect(template).toHaveValue('Follow-up');
    await userEvent.setup({ delay: null }).click(template);
    await userEvent
      .setup({ delay: null })
      .click(await screen.findByRole('option', { name: 'Initial assessment' }));
    await userEvent
      .setup({ delay: null })
      .click(within(dialog).getByRole('button', { name: 'Add service' }));
    await waitFor(() =>
      expect(bodiesSentTo(fetchMock, 'POST', '/api/v1/services')).toEqual([
        {
          name: 'Initial assessment',
          durationMinutes: 60,
          priceMinor: 8999,
          color: '#1c7ed6',
          noteTemplate: 'initial_assessment',
        },
      ]),
    );
    expect(await screen.findByText('Service added')).toBeInTheDocument();
  });

  it("edits a service and shows the server's field message", async () => {
    const fetchMock = mockServices({
      handlers: {
        [`PATCH /api/v1/services/${assessment.id}`]: () =>
          json(400, {
            msg: 'Check the form.',
            code: 'VALIDATION_FAILED',
            fields: { priceMinor: 'The price is too high.' },
          }),
      },
    });
    await renderApp(PAGE);
    await userEvent
      .setup({ delay: null })
      .click(await screen.findByRole('button', { name: 'Edit Initial assessment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit service' });
    expect(within(dialog).getByLabelText(/Name/)).toHaveValue('Initial assessment');
    expect(within(dialog).getByLabelText(/Price/)).toHaveValue('90.00');
    expect(within(dialog).getByRole('combobox', { name: 'Visit note template' })).toHaveValue(
      'Initial assessment',
    );
    await userEvent
      .setup({ delay: null })
      .click(within(dialog).getByRole('button', { name: 'Save service' }));
    expect(await within(dialog).findByText('The price is too high.')).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, 'PATCH', `/api/v1/services/${assessment.id}`)).toEqual([
      {
        name: 'Initial assessment',
        durationMinutes: 60,
        priceMinor: 9000,
        color: '#0c7a81',
        noteTemplate: 'initial_assessment',
      },
    ]);
  });

  it('deactivates and reactivates with active false / true', async () => {
    const fetchMock = mockServices({
      handlers: {
        [`PATCH /api/v1/services/${assessment.id}`]: () =>
          json(200, { service: { ...assessment, active: false } }),
        [`PATCH /api/v1/services/${massage.id}`]: () =>
          json(200, { service: { ...massage, active: true } }),
      },
    });
    await renderApp(PAGE);
    await userEvent
      .setup({ delay: null })
      .click(await screen.findByRole('button', { name: 'Deactivate Initial assessment' }));
    expect(await screen.findByText('Initial assessment deactivated')).toBeInTheDocument();
    await userEvent
      .setup({ delay: null })
      .click(screen.getByRole('button', { name: 'Reactivate Sports massage' }));
    expect(await screen.findByText('Sports massage reactivated')).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, 'PATCH', `/api/v1/services/${assessment.id}`)).toEqual([
      { active: false },
    ]);
    expect(bodiesSentTo(fetchMock, 'PATCH', `/api/v1/services/${massage.id}`)).toEqual([
      { active: true },
    ]);
  });

  it('is read-only for a therapist', async () => {
    mockServices({ as: signedInMember(demoTherapistMember) });
    await renderApp(PAGE);
    await screen.findByText('Initial assessment');
    expect(screen.queryByRole('button', { name: 'New service' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Deactivate / })).not.toBeInTheDocument();
    expect(screen.getByText(/An owner or administrator manages them/)).toBeInTheDocument();
  });
});

describe('typing a price key by key (money can be typed)', () => {
  const created: Service = { ...assessment, id: '00000000-0000-4000-8000-0000000005a3' };

  async function openNewService(settings: ClinicSettings = usClinic) {
    const fetchMock = mockServices({
      services: [],
      settings,
      handlers: { 'POST /api/v1/services': () => json(201, { service: created }) },
    });
    const user = userEvent.setup({ delay: null });
    await renderApp(PAGE);
    await user.click(await screen.findByRole('button', { name: 'New service' }));
    const dialog = await screen.findByRole('dialog', { name: 'New service' });
    await user.type(within(dialog).getByLabelText(/Name/), 'Initial assessment');
    return { fetchMock, user, dialog, price: within(dialog).getByLabelText(/Price/) };
  }

  const sentPrices = (fetchMock: ReturnType<typeof mockApi>) =>
    bodiesSentTo(fetchMock, 'POST', '/api/v1/services').map(
      (body) => (body as { priceMinor: number }).priceMinor,
    );

  it.each([
    ['65', 6500, '65.00'],
    ['65.5', 6550, '65.50'],
    ['1250', 125000, '1,250.00'],
    ['1,250.00', 125000, '1,250.00'],
  ])('saves %j as %i cents, shown as %j after leaving the field', async (typed, cents, shown) => {
    const { fetchMock, user, dialog, price } = await openNewService();
    await user.click(price);
    for (const key of typed) {
      await user.keyboard(key);
    }
    // Nothing is inserted or eaten while typing.
    expect(price).toHaveValue(typed);
    await user.tab();
    expect(price).toHaveValue(shown);
    await user.click(within(dialog).getByRole('button', { name: 'Add service' }));
    await waitFor(() => expect(sentPrices(fetchMock)).toEqual([cents]));
    expect(within(dialog).queryByText('Enter a price.')).not.toBeInTheDocument();
  });

  it('replaces the whole amount when everything is selected and 65 typed', async () => {
    const { fetchMock, user, dialog, price } = await openNewService();
    await user.type(price, '1250');
    await user.tab();
    await user.click(price);
    await user.keyboard('{Control>}a{/Control}65');
    expect(price).toHaveValue('65');
    await user.click(within(dialog).getByRole('button', { name: 'Add service' }));
    await waitFor(() => expect(sentPrices(fetchMock)).toEqual([6500]));
  });

  it('says what is wrong with a price it cannot read, and sends nothing', async () => {
    const { fetchMock, user, dialog, price } = await openNewService();
    await user.type(price, '65.555');
    await user.tab();
    expect(within(dialog).getByText('Use at most 2 decimals.')).toBeInTheDocument();
    expect(price).toHaveValue('65.555');
    await user.click(within(dialog).getByRole('button', { name: 'Add service' }));
    expect(await within(dialog).findByText('Use at most 2 decimals.')).toBeInTheDocument();
    await user.clear(price);
    await user.click(within(dialog).getByRole('button', { name: 'Add service' }));
    expect(await within(dialog).findByText('Enter a price.')).toBeInTheDocument();
    expect(sentPrices(fetchMock)).toEqual([]);
  });

  it("takes the Austrian clinic's own separators and shows its prices in euros", async () => {
    const { fetchMock, user, dialog, price } = await openNewService(austrianClinic);
    expect(within(dialog).getByText('€')).toBeInTheDocument();
    await user.type(price, '1.250,50');
    await user.tab();
    expect(price).toHaveValue('1.250,50');
    await user.click(within(dialog).getByRole('button', { name: 'Add service' }));
    await waitFor(() => expect(sentPrices(fetchMock)).toEqual([125050]));
  });
});

describe("prices in the clinic's currency and locale", () => {
  it('shows an EUR clinic in de-AT its prices as € 65,00', async () => {
    mockServices({
      settings: austrianClinic,
      services: [{ ...assessment, priceMinor: 6500, currency: 'EUR' }],
    });
    await renderApp(PAGE);
    await screen.findByText('Initial assessment');
    expect(
      within(serviceItem('Initial assessment')).getByText('1 h · € 65,00'),
    ).toBeInTheDocument();
  });
});
