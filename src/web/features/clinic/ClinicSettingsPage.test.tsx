import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ClinicSettings } from '../../../domain/clinic-settings.js';
import type { CurrentUser } from '../../lib/current-user';
import {
  demoTherapistMember,
  json,
  mockApi,
  noContent,
  ownerUser,
  signedInMember,
} from '../../test/api-mock';
import { preloadRoutes, renderApp } from '../../test/render-app';

preloadRoutes(
  () => import('../../components/dashboard/DashboardLayout'),
  () => import('./ClinicSettingsPage'),
);

const PAGE = '/dashboard/settings/clinic-settings';
const weekday = { open: '08:00', close: '20:00' };
const roomId = '00000000-0000-4000-8000-0000000007a1';
const locationId = '00000000-0000-4000-8000-0000000007b1';

const demoSettings: ClinicSettings = {
  name: 'Demo Physio Clinic',
  address: 'Bulevar oslobođenja 46, Novi Sad',
  phone: '+381 21 555 0142',
  email: 'hello@demo-physio.example',
  logoUrl: null,
  timeZone: 'Europe/Belgrade',
  openingHours: [
    null,
    weekday,
    weekday,
    weekday,
    weekday,
    weekday,
    { open: '09:00', close: '14:00' },
  ],
  rooms: [{ id: roomId, name: 'Gym', active: true, locationId: locationId }],
  remindersEnabled: true,
  reminderHoursBefore: 24,
  cancellationPolicy: 'Cancel 24 hours ahead.',
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

function mockSettings({
  as = ownerUser,
  settings = demoSettings,
  handlers = {},
}: { as?: CurrentUser; settings?: ClinicSettings; handlers?: Parameters<typeof mockApi>[0] } = {}) {
  return mockApi({
    'GET /api/v1/users/current-user': () => json(200, as),
    'GET /api/v1/clinic/settings': () => json(200, { settings }),
    ...handlers,
  });
}

const bodiesSentTo = (fetchMock: ReturnType<typeof mockApi>, method: string, path: string) =>
  fetchMock.mock.calls
    .filter(([url, init]) => url === path && init?.method === method)
    .map(([, init]) =>
      typeof init!.body === 'string' ? (JSON.parse(init!.body) as unknown) : init!.body,
    );

const region = (name: string) => screen.getByRole('region', { name });

describe('clinic settings (clinic-settings)', () => {
  it('loads the settings before the screen shows and lays out the week Monday first', async () => {
    mockSettings();
    await renderApp(PAGE);
    expect(screen.getByLabelText(/Clinic name/)).toHaveValue('Demo Physio Clinic');
    expect(screen.getByLabelText('Email')).toHaveValue('hello@demo-physio.example');
    const shownZone = within(region('Time zone'))
      .getAllByDisplayValue('Europe/Belgrade')
      .filter((input) => input.getAttribute('type') !== 'hidden');
    expect(shownZone).toHaveLength(1);
    const hours = region('Opening hours');
    const switches = within(hours).getAllByRole('switch');
    expect(switches.map((toggle) => toggle.getAttribute('aria-label'))).toEqual([
      'Open on Monday',
      'Open on Tuesday',
      'Open on Wednesday',
      'Open on Thursday',
      'Open on Friday',
      'Open on Saturday',
      'Open on Sunday',
    ]);
    expect(within(hours).getByLabelText('Saturday opens')).toHaveValue('09:00');
    expect(within(hours).getByLabelText('Saturday closes')).toHaveValue('14:00');
    expect(within(hours).queryByLabelText('Sunday opens')).not.toBeInTheDocument();
    expect(within(hours).getByText('Closed')).toBeInTheDocument();
    // Rooms are edited per location now: the card points there.
    expect(
      within(region('Rooms')).getByRole('link', { name: 'Settings → Locations' }),
    ).toBeVisible();
    expect(within(region('Rooms')).queryByText('Gym')).not.toBeInTheDocument();
  });

  it('shows a load failure with a retry', async () => {
    mockSettings({
      handlers: {
        'GET /api/v1/clinic/settings': () => json(500, { msg: 'Database unavailable.', code: 'X' }),
      },
    });
    await renderApp(PAGE);
    expect(await screen.findByText("We couldn't load the clinic settings.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /try again/i })).toBeInTheDocument();
  });

  it('saves the whole form in one PUT, with closed days as null, and says so', async () => {
    const fetchMock = mockSettings({
      handlers: {
        'PUT /api/v1/clinic/settings': ({ body }) =>
          json(200, { settings: { ...demoSettings, ...(body as object) } }),
      },
    });
    await renderApp(PAGE);
    const name = screen.getByLabelText(/Clinic name/);
    await userEvent.setup({ delay: null }).clear(name);
    await userEvent.setup({ delay: null }).type(name, 'Kinetic Physio');
    const hours = region('Opening hours');
    await userEvent
      .setup({ delay: null })
      .click(within(hours).getByRole('switch', { name: 'Open on Saturday' }));
    await userEvent
      .setup({ delay: null })
      .click(within(hours).getByRole('switch', { name: 'Open on Sunday' }));
    const billing = region('Billing');
    await userEvent
      .setup({ delay: null })
      .type(within(billing).getByLabelText('Tax number'), 'ATU123');
    await userEvent
      .setup({ delay: null })
      .type(within(billing).getByLabelText('How to pay'), 'By transfer');
    const dueDays = within(billing).getByLabelText('Invoices are due after (days)');
    await userEvent.setup({ delay: null }).clear(dueDays);
    await userEvent.setup({ delay: null }).type(dueDays, '30');
    await userEvent.setup({ delay: null }).click(
      within(billing).getByRole('switch', {
        name: /Create a draft invoice when a visit is completed/,
      }),
    );
    const hoursBefore = screen.getByLabelText('Hours before the appointment');
    await userEvent.setup({ delay: null }).clear(hoursBefore);
    await userEvent.setup({ delay: null }).type(hoursBefore, '48');
    await userEvent
      .setup({ delay: null })
      .click(screen.getByRole('button', { name: 'Save settings' }));

    expect(await screen.findByText('Clinic settings saved')).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, 'PUT', '/api/v1/clinic/settings')).toEqual([
      {
        name: 'Kinetic Physio',
        address: demoSettings.address,
        phone: demoSettings.phone,
        email: demoSettings.email,
        timeZone: 'Europe/Belgrade',
        openingHours: [
          { open: '08:00', close: '16:00' },
          weekday,
          weekday,
          weekday,
          weekday,
          weekday,
          null,
        ],
        remindersEnabled: true,
        reminderHoursBefore: 48,
        cancellationPolicy: demoSettings.cancellationPolicy,
        currency: 'USD',
        locale: 'en-US',
        taxRateBasisPoints: 0,
        pricesIncludeTax: false,
        slotSpacingMinutes: 15,
        cliniciansEditOwnSchedule: false,
        taxNumber: 'ATU123',
        paymentInstructions: 'By transfer',
        invoiceDueDays: 30,
        autoDraftInvoices: false,
        noShowFeeKind: 'none',
        noShowFeeValue: 0,
        lateCancelFeeKind: 'none',
        lateCancelFeeValue: 0,
        lateCancelWindowHours: 24,
      },
    ]);
  });

  it('checks the form before sending: name, email, closing time, reminder hours', async () => {
    const fetchMock = mockSettings();
    await renderApp(PAGE);
    await userEvent.setup({ delay: null }).clear(screen.getByLabelText(/Clinic name/));
    const email = screen.getByLabelText('Email');
    await userEvent.setup({ delay: null }).clear(email);
    await userEvent.setup({ delay: null }).type(email, 'desk@');
    const mondayCloses = screen.getByLabelText('Monday closes');
    await userEvent.setup({ delay: null }).clear(mondayCloses);
    await userEvent.setup({ delay: null }).type(mondayCloses, '07:00');
    const hoursBefore = screen.getByLabelText('Hours before the appointment');
    await userEvent.setup({ delay: null }).clear(hoursBefore);
    await userEvent.setup({ delay: null }).type(hoursBefore, '200');
    await userEvent
      .setup({ delay: null })
      .click(screen.getByRole('button', { name: 'Save settings' }));

    expect(await screen.findByText('Enter the clinic name.')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByText('Closing time must be after opening time.')).toBeInTheDocument();
    expect(screen.getByText('Use 1 to 168 hours.')).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, 'PUT', '/api/v1/clinic/settings')).toEqual([]);
  });

  it("puts the server's field messages on the fields", async () => {
    mockSettings({
      handlers: {
        'PUT /api/v1/clinic/settings': () =>
          json(400, {
            msg: 'Check the highlighted fields.',
            code: 'VALIDATION_FAILED',
            fields: {
              timeZone: 'Choose a time zone from the list.',
              'openingHours.1.close': 'Closing time must be after opening time.',
            },
          }),
      },
    });
    await renderApp(PAGE);
    await userEvent
      .setup({ delay: null })
      .click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Choose a time zone from the list.')).toBeInTheDocument();
    expect(screen.getByLabelText('Monday closes')).toHaveAccessibleDescription(
      'Closing time must be after opening time.',
    );
  });

  it('saves the slot spacing and whether clinicians edit their own schedule', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = mockSettings({
      handlers: {
        'PUT /api/v1/clinic/settings': ({ body }) =>
          json(200, { settings: { ...demoSettings, ...(body as object) } }),
      },
    });
    await renderApp(PAGE);
    const scheduling = region('Scheduling');
    const spacing = within(scheduling).getByRole('combobox', { name: /Slot spacing/ });
    expect(spacing).toHaveValue('15');
    expect(
      within(spacing)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Every 5 minutes',
      'Every 10 minutes',
      'Every 15 minutes',
      'Every 20 minutes',
      'Every 30 minutes',
      'Every hour',
    ]);
    await user.selectOptions(spacing, 'Every 30 minutes');
    const ownSchedule = within(scheduling).getByRole('switch', {
      name: /Clinicians edit their own schedule/,
    });
    expect(ownSchedule).not.toBeChecked();
    await user.click(ownSchedule);
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    expect(await screen.findByText('Clinic settings saved')).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, 'PUT', '/api/v1/clinic/settings')).toEqual([
      expect.objectContaining({ slotSpacingMinutes: 30, cliniciansEditOwnSchedule: true }),
    ]);
    expect(
      within(region('Scheduling')).getByRole('combobox', { name: /Slot spacing/ }),
    ).toHaveValue('30');
  });

  it('uploads a logo as multipart and removes it', async () => {
    const fetchMock = mockSettings({
      settings: {
        ...demoSettings,
        logoUrl: '/api/v1/clinic/logo/00000000-0000-4000-8000-0000000008a1',
      },
      handlers: {
        'PUT /api/v1/clinic/logo': () => json(200, { logoUrl: '/api/v1/clinic/logo/x' }),
        'DELETE /api/v1/clinic/logo': noContent,
      },
    });
    const { container } = await renderApp(PAGE);
    expect(screen.getByRole('img', { name: 'Clinic logo' })).toBeInTheDocument();
    const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' });
    await userEvent.setup({ delay: null }).upload(input, file);
    expect(await screen.findByText('Logo updated')).toBeInTheDocument();
    const [sent] = bodiesSentTo(fetchMock, 'PUT', '/api/v1/clinic/logo');
    expect((sent as FormData).get('file')).toBeInstanceOf(File);

    await userEvent
      .setup({ delay: null })
      .click(screen.getByRole('button', { name: 'Remove logo' }));
    expect(await screen.findByText('Logo removed')).toBeInTheDocument();
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        '/api/v1/clinic/logo',
        expect.objectContaining({ method: 'DELETE' }),
      ),
    );
  });

  it('is read-only for a therapist: disabled fields, no save, no room or logo changes', async () => {
    mockSettings({ as: signedInMember(demoTherapistMember) });
    await renderApp(PAGE);
    expect(screen.getByLabelText(/Clinic name/)).toBeDisabled();
    expect(screen.getByRole('switch', { name: 'Open on Monday' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: /Slot spacing/ })).toBeDisabled();
    expect(
      screen.getByRole('switch', { name: /Clinicians edit their own schedule/ }),
    ).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save settings' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add room' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Rename Gym' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload logo' })).not.toBeInTheDocument();
    expect(screen.getByText(/An owner or administrator changes them/)).toBeInTheDocument();
  });
});

describe('money and formats (currency, tax and number format)', () => {
  const savingEcho = () => ({
    'PUT /api/v1/clinic/settings': ({ body }: { body: unknown }) =>
      json(200, { settings: { ...demoSettings, ...(body as object) } }),
  });

  it('saves currency, locale, tax rate in basis points and whether prices include tax', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = mockSettings({ handlers: savingEcho() });
    await renderApp(PAGE);
    const money = region('Money and formats');
    expect(within(money).getByRole('combobox', { name: 'Currency' })).toHaveValue(
      'USD — US Dollar',
    );
    expect(
      within(money).getByText('Changing it relabels your prices; it does not convert them.'),
    ).toBeInTheDocument();

    const currency = within(money).getByRole('combobox', { name: 'Currency' });
    await user.click(currency);
    await user.clear(currency);
    await user.type(currency, 'euro');
    await user.click(await screen.findByRole('option', { name: 'EUR — Euro' }));

    const locale = within(money).getByRole('combobox', { name: 'Number and date format' });
    await user.click(locale);
    await user.clear(locale);
    await user.type(locale, 'Austrian');
    await user.click(await screen.findByRole('option', { name: /^Austrian German — / }));
    expect(within(money).getByText('Prices and dates read € 1.250,50 · 26.11.2026')).toBeVisible();

    const taxRate = within(money).getByLabelText(/Default tax rate/);
    await user.clear(taxRate);
    await user.type(taxRate, '8,25');
    await user.click(within(money).getByRole('switch', { name: /Prices include tax/ }));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    expect(await screen.findByText('Clinic settings saved')).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, 'PUT', '/api/v1/clinic/settings')).toEqual([
      expect.objectContaining({
        currency: 'EUR',
        locale: 'de-AT',
        taxRateBasisPoints: 825,
        pricesIncludeTax: true,
      }),
    ]);
  });

  it.each([
    ['20', 2000],
    ['8.25', 825],
    ['0', 0],
  ])('sends a tax rate typed as %j as %i basis points', async (typed, basisPoints) => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = mockSettings({ handlers: savingEcho() });
    await renderApp(PAGE);
    const taxRate = within(region('Money and formats')).getByLabelText(/Default tax rate/);
    await user.clear(taxRate);
    await user.type(taxRate, typed);
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Clinic settings saved')).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, 'PUT', '/api/v1/clinic/settings')).toEqual([
      expect.objectContaining({ taxRateBasisPoints: basisPoints }),
    ]);
  });

  it('saves the no-show and late-cancellation fees: an amount in cents, a percentage in basis points', async () => {
    const fetchMock = mockSettings({
      settings: { ...demoSettings, lateCancelFeeKind: 'percent', lateCancelFeeValue: 3333 },
      handlers: savingEcho(),
    });
    await renderApp(PAGE);
    const billing = region('Billing');
    const noShow = within(billing).getByRole('radiogroup', { name: 'No-show fee' });
    expect(within(noShow).getByRole('radio', { name: 'None' })).toBeChecked();
    expect(within(billing).queryByLabelText(/No-show fee: amount/)).not.toBeInTheDocument();
    const percent = within(billing).getByLabelText(
      'Late cancellation fee: percentage of the visit',
    );
    expect(percent).toHaveValue('33.33');
    const save = screen.getByRole('button', { name: 'Save settings' });

    fireEvent.click(within(noShow).getByRole('radio', { name: 'Fixed amount' }));
    fireEvent.change(percent, { target: { value: '150' } });
    fireEvent.click(save);
    expect(await within(billing).findByText('Enter an amount.')).toBeInTheDocument();
    expect(within(billing).getByText('Use 0 to 100 %.')).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, 'PUT', '/api/v1/clinic/settings')).toEqual([]);

    fireEvent.change(within(billing).getByLabelText(/No-show fee: amount/), {
      target: { value: '25' },
    });
    fireEvent.change(percent, { target: { value: '12.5' } });
    fireEvent.change(within(billing).getByLabelText('If cancelled less than (hours before)'), {
      target: { value: '48' },
    });
    fireEvent.click(save);
    expect(await screen.findByText('Clinic settings saved')).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, 'PUT', '/api/v1/clinic/settings')).toEqual([
      expect.objectContaining({
        noShowFeeKind: 'amount',
        noShowFeeValue: 2500,
        lateCancelFeeKind: 'percent',
        lateCancelFeeValue: 1250,
        lateCancelWindowHours: 48,
      }),
    ]);
  });

  it('refuses an empty or out-of-range tax rate before sending', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = mockSettings();
    await renderApp(PAGE);
    const taxRate = within(region('Money and formats')).getByLabelText(/Default tax rate/);
    await user.clear(taxRate);
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Enter a tax rate.')).toBeInTheDocument();
    await user.type(taxRate, '120');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Use a tax rate of at most 100 %.')).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, 'PUT', '/api/v1/clinic/settings')).toEqual([]);
  });
});

describe("the clinic's time zone (proposed from the browser)", () => {
  const inVienna = () => {
    const resolvedOptions = Intl.DateTimeFormat.prototype.resolvedOptions;
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (
      this: Intl.DateTimeFormat,
    ) {
      return { ...resolvedOptions.call(this), timeZone: 'Europe/Vienna' };
    });
  };
  const shownZone = () => within(region('Time zone')).getByRole('combobox', { name: 'Time zone' });

  it("proposes this computer's zone to a clinic still on UTC, and saves it", async () => {
    inVienna();
    const fetchMock = mockSettings({
      settings: { ...demoSettings, timeZone: 'UTC' },
      handlers: {
        'PUT /api/v1/clinic/settings': ({ body }) =>
          json(200, { settings: { ...demoSettings, ...(body as object) } }),
      },
    });
    await renderApp(PAGE);
    expect(shownZone()).toHaveValue('Europe/Vienna');
    expect(
      within(region('Time zone')).getByText("Proposed from this computer's time zone"),
    ).toBeVisible();
    await userEvent
      .setup({ delay: null })
      .click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Clinic settings saved')).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, 'PUT', '/api/v1/clinic/settings')).toEqual([
      expect.objectContaining({ timeZone: 'Europe/Vienna' }),
    ]);
    expect(
      within(region('Time zone')).queryByText("Proposed from this computer's time zone"),
    ).not.toBeInTheDocument();
  });

  it('keeps a zone the clinic chose, and proposes nothing to those who cannot save', async () => {
    inVienna();
    mockSettings();
    await renderApp(PAGE);
    expect(shownZone()).toHaveValue('Europe/Belgrade');
    expect(screen.queryByText("Proposed from this computer's time zone")).not.toBeInTheDocument();
  });

  it('shows a therapist the saved UTC zone without a proposal', async () => {
    inVienna();
    mockSettings({
      as: signedInMember(demoTherapistMember),
      settings: { ...demoSettings, timeZone: 'UTC' },
    });
    await renderApp(PAGE);
    expect(shownZone()).toHaveValue('UTC');
    expect(screen.queryByText("Proposed from this computer's time zone")).not.toBeInTheDocument();
  });
});
