import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { COLOR_SCHEME_STORAGE_KEY } from '../../lib/color-scheme';
import { demoSession, json, mockApi, ownerUser, signedInAs } from '../../test/api-mock';
import { preloadRoutes, renderApp } from '../../test/render-app';

preloadRoutes(
  () => import('../../components/dashboard/DashboardLayout'),
  () => import('./AccountSettingsPage'),
);

const sessions = () => json(200, { sessions: [demoSession()] });

async function openSettings(handlers: Parameters<typeof mockApi>[0] = {}) {
  const fetchMock = mockApi({
    'GET /api/v1/users/current-user': signedInAs(),
    'GET /api/v1/account/sessions': sessions,
    ...handlers,
  });
  const view = await renderApp('/dashboard/settings');
  await screen.findByRole('heading', { level: 1, name: 'Account settings' });
  return { fetchMock, ...view };
}

const card = (name: string) => screen.getByRole('region', { name });
const bodyOf = (fetchMock: ReturnType<typeof mockApi>, path: string) => {
  const call = fetchMock.mock.calls.find(([url]) => url === path);
  return call ? (JSON.parse(String(call[1]?.body)) as unknown) : undefined;
};

describe('account settings: profile card (Account and profile)', () => {
  it('saves name, last name and location, and the top bar shows the new name', async () => {
    const user = userEvent.setup({ delay: null });
    const { fetchMock } = await openSettings({
      'PATCH /api/v1/account/profile': ({ body }) =>
        json(200, { user: { ...ownerUser.user, ...(body as object) } }),
    });
    const profile = card('Profile');
    expect(within(profile).getByRole('textbox', { name: 'Name' })).toHaveValue('Ana');
    await user.clear(within(profile).getByRole('textbox', { name: 'Last name' }));
    await user.type(within(profile).getByRole('textbox', { name: 'Last name' }), 'Jović');
    await user.click(within(profile).getByRole('button', { name: 'Save profile' }));

    expect(await screen.findByText('Profile saved')).toBeInTheDocument();
    expect(bodyOf(fetchMock, '/api/v1/account/profile')).toEqual({
      name: 'Ana',
      lastName: 'Jović',
      location: 'Novi Sad, Serbia',
    });
    expect(screen.getByRole('button', { name: 'Account menu for Ana Jović' })).toBeInTheDocument();
  });

  it("checks the domain rules before sending, and puts the server's field messages on the inputs", async () => {
    const user = userEvent.setup({ delay: null });
    const { fetchMock } = await openSettings({
      'PATCH /api/v1/account/profile': () =>
        json(400, {
          msg: 'Please check the highlighted fields.',
          code: 'VALIDATION_FAILED',
          fields: { location: 'Use at most 200 characters.' },
        }),
    });
    const profile = card('Profile');
    const name = within(profile).getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.click(within(profile).getByRole('button', { name: 'Save profile' }));
    expect(await within(profile).findByText('Enter your name.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalledWith('/api/v1/account/profile', expect.anything());

    await user.type(name, 'Ana');
    await user.click(within(profile).getByRole('button', { name: 'Save profile' }));
    expect(await within(profile).findByText('Use at most 200 characters.')).toBeInTheDocument();
    expect(within(profile).getByRole('textbox', { name: 'Location' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    // A field message replaces the general one.
    expect(
      within(profile).queryByText('Please check the highlighted fields.'),
    ).not.toBeInTheDocument();
  });

  it("shows the server's sentence when no field is to blame", async () => {
    const user = userEvent.setup({ delay: null });
    await openSettings({
      'PATCH /api/v1/account/profile': () =>
        json(503, { msg: 'Motio is being updated. Try again in a minute.', code: 'UNAVAILABLE' }),
    });
    const profile = card('Profile');
    await user.click(within(profile).getByRole('button', { name: 'Save profile' }));
    expect(
      await within(profile).findByText('Motio is being updated. Try again in a minute.'),
    ).toBeInTheDocument();
  });
});

describe('account settings: email card', () => {
  it('shows the current address and, after a change request, says the link must be opened', async () => {
    const user = userEvent.setup({ delay: null });
    const msg = 'We sent a link to new@example.com. Your address changes once you open it.';
    const { fetchMock } = await openSettings({
      'POST /api/v1/account/change-email': () => json(200, { msg }),
    });
    const email = card('Email');
    expect(within(email).getByText('owner@demo-physio.example')).toBeInTheDocument();
    await user.type(
      within(email).getByRole('textbox', { name: 'New email address' }),
      'new@example.com',
    );
    await user.type(within(email).getByLabelText(/Current password/), 'correct horse');
    await user.click(within(email).getByRole('button', { name: 'Change email' }));

    expect(await within(email).findByText(msg)).toBeInTheDocument();
    expect(bodyOf(fetchMock, '/api/v1/account/change-email')).toEqual({
      newEmail: 'new@example.com',
      currentPassword: 'correct horse',
    });
    // The form is emptied for a next time; the password is not kept in the page.
    expect(within(email).getByLabelText(/Current password/)).toHaveValue('');
  });

  it('puts a wrong password and a taken address on their inputs', async () => {
    const user = userEvent.setup({ delay: null });
    await openSettings({
      'POST /api/v1/account/change-email': () =>
        json(400, {
          msg: 'Please check the highlighted fields.',
          code: 'VALIDATION_FAILED',
          fields: {
            currentPassword: 'Current password is incorrect.',
            newEmail: 'Another account uses this address.',
          },
        }),
    });
    const email = card('Email');
    await user.type(
      within(email).getByRole('textbox', { name: 'New email address' }),
      'taken@example.com',
    );
    await user.type(within(email).getByLabelText(/Current password/), 'wrong');
    await user.click(within(email).getByRole('button', { name: 'Change email' }));

    expect(await within(email).findByText('Current password is incorrect.')).toBeInTheDocument();
    expect(within(email).getByText('Another account uses this address.')).toBeInTheDocument();
    expect(within(email).getByRole('textbox', { name: 'New email address' })).toHaveFocus();
  });
});

describe('account settings: password card', () => {
  it('changes the password and says the other devices were signed out', async () => {
    const user = userEvent.setup({ delay: null });
    const { fetchMock } = await openSettings({
      'POST /api/v1/account/change-password': () =>
        json(200, { msg: 'Your password has been changed.' }),
    });
    const password = card('Password');
    await user.type(within(password).getByLabelText(/Current password/), 'old password 1');
    await user.type(within(password).getByLabelText(/New password/), 'quiet river lantern');
    await user.click(within(password).getByRole('button', { name: 'Change password' }));

    expect(
      await within(password).findByText(/Every other device was signed out/),
    ).toBeInTheDocument();
    expect(bodyOf(fetchMock, '/api/v1/account/change-password')).toEqual({
      currentPassword: 'old password 1',
      newPassword: 'quiet river lantern',
    });
  });

  it('shows a wrong current password on its input, and changes nothing', async () => {
    const user = userEvent.setup({ delay: null });
    await openSettings({
      'POST /api/v1/account/change-password': () =>
        json(400, {
          msg: 'Current password is incorrect.',
          code: 'WRONG_PASSWORD',
          fields: { currentPassword: 'Current password is incorrect.' },
        }),
    });
    const password = card('Password');
    await user.type(within(password).getByLabelText(/Current password/), 'not it');
    await user.type(within(password).getByLabelText(/New password/), 'quiet river lantern');
    await user.click(within(password).getByRole('button', { name: 'Change password' }));
    expect(await within(password).findByText('Current password is incorrect.')).toBeInTheDocument();
    expect(within(password).getByLabelText(/Current password/)).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(within(password).queryByText(/Every other device was signed out/)).toBeNull();
  });

  it("shows a weak new password's message from the server on the new-password input", async () => {
    const user = userEvent.setup({ delay: null });
    await openSettings({
      'POST /api/v1/account/change-password': () =>
        json(400, {
          msg: 'Please check the highlighted fields.',
          code: 'VALIDATION_FAILED',
          fields: { newPassword: 'This password is too common or easy to guess.' },
        }),
    });
    const password = card('Password');
    await user.type(within(password).getByLabelText(/Current password/), 'old password 1');
    await user.type(within(password).getByLabelText(/New password/), 'password1');
    await user.click(within(password).getByRole('button', { name: 'Change password' }));
    expect(
      await within(password).findByText('This password is too common or easy to guess.'),
    ).toBeInTheDocument();
    expect(within(password).getByLabelText(/New password/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('lets the user show the password they type, by keyboard too', async () => {
    const user = userEvent.setup({ delay: null });
    await openSettings();
    const password = card('Password');
    const input = within(password).getByLabelText(/New password/);
    expect(input).toHaveAttribute('type', 'password');
    const [, toggle] = within(password).getAllByRole('button', { name: 'Show password' });
    toggle!.focus();
    await user.keyboard('{Enter}');
    expect(input).toHaveAttribute('type', 'text');
  });
});

describe('account settings: appearance (one colour-scheme source with the top bar)', () => {
  it('choosing Dark applies and stores it, and the top bar toggle then offers light', async () => {
    const user = userEvent.setup({ delay: null });
    await openSettings();
    const appearance = card('Appearance');
    await user.click(within(appearance).getByRole('radio', { name: 'Dark' }));
    expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'dark');
    expect(window.localStorage.getItem(COLOR_SCHEME_STORAGE_KEY)).toBe('dark');
    expect(screen.getByRole('button', { name: 'Toggle color scheme' })).toHaveAttribute(
      'title',
      'Switch to light mode',
    );

    await user.click(screen.getByRole('button', { name: 'Toggle color scheme' }));
    await waitFor(() =>
      expect(within(appearance).getByRole('radio', { name: 'Light' })).toBeChecked(),
    );
  });
});
