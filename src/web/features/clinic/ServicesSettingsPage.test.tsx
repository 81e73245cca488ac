import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ClinicSettings } from '../../../domain/clinic-settings.js';
import type { Service } from '../../../domain/services.js';
import type { CurrentUser } from '../../lib/current-user';
import type { Location } from '../../../domain/locations.js';
import {
  demoMembers,
  demoTherapistMember,
  json,
  mockApi,
  ownerUser,
  signedInMember,
} from '../../test/api-mock';
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
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 0,
  locationIds: [],
  practitionerIds: [],
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
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 0,
  locationIds: [],
  practitionerIds: [],
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
const austrianClinic: ClinicSettings = {
  ...usClinic,
  timeZone: 'Europe/Vienna',
  currency: 'EUR',
  locale: 'de-AT',
};

const centar: Location = {
  id: '00000000-0000-4000-8000-0000000006a1',
  name: 'Centar',
  address: '',
  phone: '',
  openingHours: [null, null, null, null, null, null, null],
  active: true,
};
const liman: Location = { ...centar, id: '00000000-0000-4000-8000-0000000006a2', name: 'Liman' };

function mockServices({
  as = ownerUser,
  services = [assessment, massage],
  settings = usClinic,
  locations = [centar, liman],
  handlers = {},
}: {
  as?: CurrentUser;
  services?: Service[];
  settings?: ClinicSettings;
  locations?: Location[];
  handlers?: Parameters<typeof mockApi>[0];
} = {}) {
  return mockApi({
    'GET /api/v1/users/current-user': () => json(200, as),
    'GET /api/v1/clinic/settings': () => json(200, { settings }),
    'GET /api/v1/services': () => json(200, { services }),
    'GET /api/v1/locations': () => json(200, { locations }),
    'GET /api/v1/team/members': () => json(200, { members: demoMembers }),
    'GET /api/v1/packages': () => json(200, { packages: [] }),
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
          bufferBeforeMinutes: 0,
          bufferAfterMinutes: 0,
          locationIds: [],
          practitionerIds: [],
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
        bufferBeforeMinutes: 0,
        bufferAfterMinutes: 0,
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

/** What a multi-select shows as chosen: its pills, not the (hidden) options of its list. */
const chosenNamed = (container: HTMLElement, name: string) =>
  within(container)
    .queryAllByText(name)
    .filter((element) => !element.closest('[role="option"]'));

describe('buffers and where and by whom a service is offered', () => {
  const jelena = demoTherapistMember.userId;
  const ana = demoMembers[0]!.userId;

  it('lists buffers beside the price, and the locations and practitioners, or "All"', async () => {
    mockServices({
      services: [
        { ...assessment, bufferAfterMinutes: 10 },
        {
          ...massage,
          bufferBeforeMinutes: 5,
          bufferAfterMinutes: 15,
          locationIds: [liman.id],
          practitionerIds: [jelena, ana],
        },
      ],
    });
    await renderApp(PAGE);
    await screen.findByText('Initial assessment');
    const first = serviceItem('Initial assessment');
    expect(within(first).getByText('1 h · $90.00 · 10 min after')).toBeInTheDocument();
    expect(await within(first).findByText('All locations · All practitioners')).toBeInTheDocument();
    const second = serviceItem('Sports massage');
    expect(
      within(second).getByText('1 h 30 min · $45.50 · 5 min before, 15 min after'),
    ).toBeInTheDocument();
    expect(
      await within(second).findByText('Liman · Ana Marković, Jelena Ilić'),
    ).toBeInTheDocument();
  });

  it('says nothing of locations when the clinic has only one', async () => {
    mockServices({ locations: [centar], services: [assessment] });
    await renderApp(PAGE);
    await screen.findByText('Initial assessment');
    const item = serviceItem('Initial assessment');
    expect(await within(item).findByText('All practitioners')).toBeInTheDocument();
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Edit Initial assessment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit service' });
    expect(within(dialog).getByPlaceholderText('All practitioners')).toBeInTheDocument();
    expect(within(dialog).queryByText('Offered at')).not.toBeInTheDocument();
  });

  it('creates a service with buffers typed key by key, offered at Liman by Jelena', async () => {
    const created: Service = { ...assessment, id: '00000000-0000-4000-8000-0000000005a3' };
    const fetchMock = mockServices({
      services: [],
      handlers: { 'POST /api/v1/services': () => json(201, { service: created }) },
    });
    const user = userEvent.setup({ delay: null });
    await renderApp(PAGE);
    await user.click(await screen.findByRole('button', { name: 'New service' }));
    const dialog = await screen.findByRole('dialog', { name: 'New service' });
    await user.type(within(dialog).getByLabelText(/Name/), 'Sports massage');
    await user.type(within(dialog).getByLabelText(/Price/), '45');

    const before = within(dialog).getByLabelText('Buffer before (minutes)');
    const after = within(dialog).getByLabelText('Buffer after (minutes)');
    expect(before).toHaveValue('0');
    await user.clear(before);
    for (const key of '7') await user.keyboard(key);
    await user.clear(after);
    for (const key of '125') await user.keyboard(key);
    await user.click(within(dialog).getByRole('button', { name: 'Add service' }));
    expect(await within(dialog).findAllByText('Use 0 to 120 minutes in steps of 5.')).toHaveLength(
      2,
    );
    await user.clear(before);
    for (const key of '5') await user.keyboard(key);
    expect(before).toHaveValue('5');
    await user.clear(after);
    for (const key of '10') await user.keyboard(key);
    expect(after).toHaveValue('10');

    const offeredAt = await within(dialog).findByPlaceholderText('All locations');
    const offeredBy = within(dialog).getByPlaceholderText('All practitioners');
    await user.click(offeredAt);
    for (const key of 'Lim') await user.keyboard(key);
    await user.click(await screen.findByRole('option', { name: 'Liman' }));
    expect(within(dialog).queryByPlaceholderText('All locations')).not.toBeInTheDocument();
    await user.click(offeredBy);
    for (const key of 'Jel') await user.keyboard(key);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(chosenNamed(dialog, 'Jelena Ilić')).toHaveLength(1);
    expect(chosenNamed(dialog, 'Liman')).toHaveLength(1);
    // Only members who take appointments are offered: not the admin, not the deactivated assistant.
    await user.clear(offeredBy);
    expect(screen.queryByRole('option', { name: 'Marko Petrović' })).not.toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /Nikola/ })).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Add service' }));
    await waitFor(() =>
      expect(bodiesSentTo(fetchMock, 'POST', '/api/v1/services')).toEqual([
        expect.objectContaining({
          name: 'Sports massage',
          bufferBeforeMinutes: 5,
          bufferAfterMinutes: 10,
          locationIds: [liman.id],
          practitionerIds: [jelena],
        }),
      ]),
    );
    expect(await screen.findByText('Service added')).toBeInTheDocument();
  });

  it('edits: keeps a practitioner who left as a choice, sends a list only when changed, shows the server on the field', async () => {
    const nikola = demoMembers[3]!;
    const offered: Service = {
      ...assessment,
      locationIds: [centar.id],
      practitionerIds: [nikola.userId],
    };
    let answer = () =>
      json(400, {
        msg: 'Check the form.',
        code: 'VALIDATION_FAILED',
        fields: { locationIds: 'Choose locations of this clinic.' },
      });
    const fetchMock = mockServices({
      services: [offered],
      handlers: { [`PATCH /api/v1/services/${assessment.id}`]: () => answer() },
    });
    const user = userEvent.setup({ delay: null });
    await renderApp(PAGE);
    expect(await screen.findByText('Centar · Nikola Jovanović')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit Initial assessment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit service' });
    await waitFor(() =>
      expect(chosenNamed(dialog, 'Nikola Jovanović (deactivated)')).toHaveLength(1),
    );
    expect(chosenNamed(dialog, 'Centar')).toHaveLength(1);

    const after = within(dialog).getByLabelText('Buffer after (minutes)');
    await user.clear(after);
    for (const key of '15') await user.keyboard(key);
    await user.click(within(dialog).getByRole('button', { name: 'Save service' }));
    await waitFor(() =>
      expect(bodiesSentTo(fetchMock, 'PATCH', `/api/v1/services/${assessment.id}`)).toHaveLength(1),
    );
    const [unchanged] = bodiesSentTo(fetchMock, 'PATCH', `/api/v1/services/${assessment.id}`);
    expect(unchanged).toMatchObject({ bufferAfterMinutes: 15 });
    expect(unchanged).not.toHaveProperty('locationIds');
    expect(unchanged).not.toHaveProperty('practitionerIds');
    expect(await within(dialog).findByText('Choose locations of this clinic.')).toBeInTheDocument();

    answer = () => json(200, { service: { ...offered, locationIds: [] } });
    // A keyboard user takes the last choice back with Backspace.
    await user.click(within(dialog).getByRole('combobox', { name: 'Offered at' }));
    await user.keyboard('{Backspace}');
    expect(await within(dialog).findByPlaceholderText('All locations')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save service' }));
    await waitFor(() =>
      expect(bodiesSentTo(fetchMock, 'PATCH', `/api/v1/services/${assessment.id}`)[1]).toEqual(
        expect.objectContaining({ locationIds: [] }),
      ),
    );
    expect(
      bodiesSentTo(fetchMock, 'PATCH', `/api/v1/services/${assessment.id}`)[1],
    ).not.toHaveProperty('practitionerIds');
  });

  it('lists the prepaid packages and adds one with its price in cents', async () => {
    const user = userEvent.setup({ delay: null });
    const tenVisits = {
      id: '00000000-0000-4000-8000-0000000007a1',
      name: '10 × Sports massage',
      serviceId: massage.id,
      serviceName: 'Sports massage',
      sessions: 10,
      priceCents: 55000,
      validDays: 180,
      active: true,
      soldCount: 2,
    };
    const fetchMock = mockServices({
      handlers: {
        'GET /api/v1/packages': () => json(200, { packages: [tenVisits] }),
        'POST /api/v1/packages': () => json(201, { package: tenVisits }),
      },
    });
    await renderApp(PAGE);
    const section = await screen.findByRole('region', { name: 'Packages' });
    expect(
      await within(section).findByText('10 × Sports massage · $550.00 · valid 180 days'),
    ).toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: 'New package' }));
    const dialog = await screen.findByRole('dialog', { name: 'New package' });
    await user.click(within(dialog).getByRole('button', { name: 'Add package' }));
    expect(await within(dialog).findByText('Name the package.')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose a service.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Name/), '5 × Assessment');
    await user.click(within(dialog).getByRole('combobox', { name: /Service/ }));
    await user.click(await screen.findByRole('option', { name: 'Initial assessment' }));
    await user.type(within(dialog).getByLabelText(/Price/), '250');
    const sessions = within(dialog).getByLabelText(/Sessions/);
    await user.clear(sessions);
    await user.type(sessions, '5');
    await user.click(within(dialog).getByRole('button', { name: 'Add package' }));
    await waitFor(() =>
      expect(bodiesSentTo(fetchMock, 'POST', '/api/v1/packages')).toEqual([
        {
          name: '5 × Assessment',
          serviceId: assessment.id,
          sessions: 5,
          priceCents: 25000,
          validDays: 180,
          active: true,
        },
      ]),
    );
  });
});
