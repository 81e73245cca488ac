import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AccountSession } from '../../../domain/account.js';
import { demoSession, json, mockApi, noContent, signedInAs } from '../../test/api-mock';
import { preloadRoutes, renderApp } from '../../test/render-app';

preloadRoutes(
  () => import('../../components/dashboard/DashboardLayout'),
  () => import('./AccountSettingsPage'),
);

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

const laptop = demoSession();
const phone = demoSession({
  id: '00000000-0000-4000-8000-0000000000f2',
  current: false,
  userAgent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  ip: '198.51.100.4',
  lastSeenAt: hoursAgo(2),
});
const oldDesktop = demoSession({
  id: '00000000-0000-4000-8000-0000000000f3',
  current: false,
  userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:127.0) Gecko/20100101 Firefox/127.0',
  ip: '192.0.2.44',
  lastSeenAt: hoursAgo(50),
});

describe('active sessions (list and end your own sessions)', () => {
  it('lists devices in plain words with IP and last activity, this device first and marked', async () => {
    mockApi({
      'GET /api/v1/users/current-user': signedInAs(),
      'GET /api/v1/account/sessions': () => json(200, { sessions: [oldDesktop, laptop, phone] }),
    });
    await renderApp('/dashboard/settings');
    const card = await screen.findByRole('region', { name: 'Active sessions' });
    await within(card).findByText('Chrome on Windows');

    const names = within(card)
      .getAllByText(/ on /)
      .map((node) => node.textContent);
    expect(names).toEqual(['Chrome on Windows', 'Safari on iPhone', 'Firefox on macOS']);
    expect(within(card).getByText('This device')).toBeInTheDocument();
    expect(within(card).getByText(/198\.51\.100\.4/)).toHaveTextContent('Active 2 hours ago');
    expect(within(card).getByText(/192\.0\.2\.44/)).toHaveTextContent('Active 2 days ago');
    // Only the other devices can be signed out from here.
    expect(within(card).getAllByRole('button', { name: /^Sign out/ })).toHaveLength(2);
  });

  it('Sign out ends that session (DELETE /account/sessions/{id}) and the list refreshes', async () => {
    const user = userEvent.setup({ delay: null });
    let sessions: AccountSession[] = [laptop, phone];
    const fetchMock = mockApi({
      'GET /api/v1/users/current-user': signedInAs(),
      'GET /api/v1/account/sessions': () => json(200, { sessions }),
      [`DELETE /api/v1/account/sessions/${phone.id}`]: () => {
        sessions = [laptop];
        return noContent();
      },
    });
    await renderApp('/dashboard/settings');
    const card = await screen.findByRole('region', { name: 'Active sessions' });
    await user.click(
      await within(card).findByRole('button', { name: /^Sign out Safari on iPhone/ }),
    );

    expect(await screen.findByText('Signed out Safari on iPhone')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(card).queryByText('Safari on iPhone')).not.toBeInTheDocument(),
    );
    expect(
      within(card).getByText('You are not signed in on any other device.'),
    ).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      `/api/v1/account/sessions/${phone.id}`,
      expect.objectContaining({ method: 'DELETE' }),
    );
  });

  it('a failed load says so and can be tried again', async () => {
    const user = userEvent.setup({ delay: null });
    let fail = true;
    mockApi({
      'GET /api/v1/users/current-user': signedInAs(),
      'GET /api/v1/account/sessions': () =>
        fail
          ? json(500, { msg: 'Something went wrong on our side.', code: 'INTERNAL' })
          : json(200, { sessions: [laptop] }),
    });
    await renderApp('/dashboard/settings');
    const card = await screen.findByRole('region', { name: 'Active sessions' });
    // 5xx answers are retried twice by the query client before the error shows.
    expect(
      await within(card).findByText("We couldn't load your sessions.", {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    fail = false;
    await user.click(within(card).getByRole('button', { name: 'Try again' }));
    expect(await within(card).findByText('Chrome on Windows')).toBeInTheDocument();
  });
});
