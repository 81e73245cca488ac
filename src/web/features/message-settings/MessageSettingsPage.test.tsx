import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClinicSettings } from '../../../domain/clinic-settings.js';
import type { MessageSettingsView } from '../../../domain/message-settings.js';
import { defaultSmsTemplates } from '../../../domain/sms-text.js';
import { demoTherapistMember, json, mockApi, ownerUser, signedInMember } from '../../test/api-mock';
import { preloadRoutes, renderApp } from '../../test/render-app';
import type { CurrentUser } from '../../lib/current-user';

preloadRoutes(
  () => import('../../components/dashboard/DashboardLayout'),
  () => import('./MessageSettingsPage'),
);

const PAGE = '/dashboard/settings/messages';
const SETTINGS_PATH = '/api/v1/messages/settings';

const clinic = {
  name: 'Sava Physio',
  phone: '+381 21 555 0100',
  timeZone: 'Europe/Belgrade',
  locale: 'en-GB',
} as ClinicSettings;

const saved: MessageSettingsView = {
  smsKinds: ['reminder'],
  quietFrom: '21:00',
  quietUntil: '08:00',
  smsTemplates: { reminder: 'Hi {firstName}, {clinic} expects you {when}.' },
};

// Monday 30 November 2026, 12:00 in Belgrade: the preview's sample time is tomorrow at 09:30.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-30T11:00:00Z'));
});
afterEach(() => vi.useRealTimers());

function mockSettings({
  as = ownerUser,
  settings = saved,
  handlers = {},
}: {
  as?: CurrentUser;
  settings?: MessageSettingsView;
  handlers?: Parameters<typeof mockApi>[0];
} = {}) {
  return mockApi({
    'GET /api/v1/users/current-user': () => json(200, as),
    'GET /api/v1/clinic/settings': () => json(200, { settings: clinic }),
    [`GET ${SETTINGS_PATH}`]: () => json(200, { settings }),
    ...handlers,
  });
}

const editor = (name: string) => screen.getByRole('region', { name });
const textOf = (name: string) => within(editor(name)).getByRole('textbox', { name: 'Text' });

describe('Settings → Messages', () => {
  it('shows which kinds go by text, the quiet hours, and each text with its preview and count', async () => {
    mockSettings();
    await renderApp(PAGE);
    const kinds = await screen.findByRole('group', { name: /Send by text message/ });
    expect(
      screen.getByText('To patients who agreed to texts; email otherwise and when a text fails.'),
    ).toBeInTheDocument();
    expect(within(kinds).getByRole('checkbox', { name: 'Reminders' })).toBeChecked();
    expect(
      within(kinds).getByRole('checkbox', { name: 'Booking confirmations' }),
    ).not.toBeChecked();
    expect(screen.getByLabelText(/^From/)).toHaveValue('21:00');
    expect(screen.getByLabelText(/^Until/)).toHaveValue('08:00');

    // The clinic's own text, filled in with its name and a time in its zone.
    expect(textOf('Reminders')).toHaveValue(saved.smsTemplates.reminder);
    const reminder = editor('Reminders');
    expect(
      within(reminder).getByText('Hi Alexandra, Sava Physio expects you Tue 1 Dec, 09:30.'),
    ).toBeInTheDocument();
    expect(within(reminder).getByText('1 segment · 55 of 160 characters')).toBeInTheDocument();
    // A kind without its own text shows Motio's, and cannot be reset further.
    expect(textOf('Cancellations')).toHaveValue(defaultSmsTemplates.cancellation);
    expect(
      within(editor('Cancellations')).getByRole('button', { name: /Reset the cancellations text/ }),
    ).toBeDisabled();
    expect(within(editor('Cancellations')).getByText(/Not sent by text now/)).toBeInTheDocument();
  });

  it('inserts a placeholder at the cursor, counts UCS-2 for Đ, resets, and saves only own texts', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = mockSettings({
      handlers: { [`PUT ${SETTINGS_PATH}`]: ({ body }) => json(200, { settings: body }) },
    });
    await renderApp(PAGE);
    await screen.findByRole('group', { name: /Send by text message/ });
    const reminder = textOf('Reminders');
    await user.clear(reminder);
    await user.type(reminder, 'Đorđe, see you ');
    await user.click(
      within(editor('Reminders')).getByRole('button', { name: 'Insert Date and time' }),
    );
    expect(reminder).toHaveValue('Đorđe, see you {when}');
    const count = within(editor('Reminders')).getByText(/segment ·/);
    expect(count).toHaveTextContent('1 segment · 31 of 70 characters');
    expect(count).toHaveTextContent('Đ đ are outside the basic SMS alphabet');

    await user.click(
      within(screen.getByRole('group', { name: /Send by text message/ })).getByRole('checkbox', {
        name: 'Cancellations',
      }),
    );
    await user.click(
      within(editor('Booking confirmations')).getByRole('button', {
        name: /Reset the booking confirmations text/,
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([url, init]) => url === SETTINGS_PATH && init?.method === 'PUT'),
      ).toBe(true),
    );
    const [, init] = fetchMock.mock.calls.find(
      ([url, request]) => url === SETTINGS_PATH && request?.method === 'PUT',
    )!;
    expect(JSON.parse(String(init!.body))).toEqual({
      smsKinds: ['reminder', 'cancellation'],
      quietFrom: '21:00',
      quietUntil: '08:00',
      smsTemplates: { reminder: 'Đorđe, see you {when}' },
    });
  });

  it('shows the server’s message on the text it refused', async () => {
    const user = userEvent.setup({ delay: null });
    mockSettings({
      handlers: {
        [`PUT ${SETTINGS_PATH}`]: () =>
          json(400, {
            msg: 'Some fields are not valid.',
            code: 'VALIDATION_ERROR',
            fields: { 'smsTemplates.change': 'Too long once filled in.' },
          }),
      },
    });
    await renderApp(PAGE);
    await screen.findByRole('group', { name: /Send by text message/ });
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(
      await within(editor('Changed visits')).findByText('Too long once filled in.'),
    ).toBeInTheDocument();
  });

  it('refuses an unknown placeholder before sending', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = mockSettings();
    await renderApp(PAGE);
    await screen.findByRole('group', { name: /Send by text message/ });
    // `{{` types a brace.
    await user.type(textOf('Reminders'), ' {{nickname}', {
      initialSelectionStart: 999,
    });
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(
      await within(editor('Reminders')).findByText(/\{nickname\} is not a placeholder/),
    ).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });

  it('shows the error with a retry when the settings do not load', async () => {
    mockSettings({
      handlers: { [`GET ${SETTINGS_PATH}`]: () => json(500, { msg: 'Down', code: 'INTERNAL' }) },
    });
    await renderApp(PAGE);
    expect(await screen.findByText("We couldn't load the message settings.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Try again/ })).toBeInTheDocument();
  });

  it('tells a therapist that only owners and administrators change it', async () => {
    mockSettings({ as: signedInMember(demoTherapistMember) });
    await renderApp(PAGE);
    expect(await screen.findByText('Owners and administrators only')).toBeInTheDocument();
  });
});
