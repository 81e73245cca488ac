import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoSession, json, mockApi, signedInAs } from '../../test/api-mock';
import { preloadRoutes, renderApp } from '../../test/render-app';

preloadRoutes(
  () => import('../../components/dashboard/DashboardLayout'),
  () => import('./AccountSettingsPage'),
);

const FEED_URL = `http://localhost:3000/api/v1/calendar-feeds/${'a'.repeat(43)}.ics`;

async function openFeedCard(handlers: Parameters<typeof mockApi>[0]) {
  const fetchMock = mockApi({
    'GET /api/v1/users/current-user': signedInAs(),
    'GET /api/v1/account/sessions': () => json(200, { sessions: [demoSession()] }),
    ...handlers,
  });
  await renderApp('/dashboard/settings');
  const card = await screen.findByRole('region', { name: 'Calendar feed' });
  return { fetchMock, card };
}

describe('account settings: calendar feed (a secret, revocable feed)', () => {
  it('creates the address, shows it once with a copy button, and can turn it off', async () => {
    const user = userEvent.setup({ delay: null });
    let active = false;
    const { fetchMock, card } = await openFeedCard({
      'GET /api/v1/calendar-feed': () =>
        json(200, { active, createdAt: active ? '2026-11-20T09:00:00.000Z' : null }),
      'POST /api/v1/calendar-feed': () => {
        active = true;
        return json(201, { url: FEED_URL });
      },
      'DELETE /api/v1/calendar-feed': () => {
        active = false;
        return new Response(null, { status: 204 });
      },
    });
    expect(await within(card).findByText('You have no calendar feed.')).toBeVisible();
    expect(within(card).getByText(/never full names/)).toBeVisible();

    await user.click(within(card).getByRole('button', { name: 'Create calendar feed' }));
    expect(await within(card).findByRole('textbox', { name: 'Feed address' })).toHaveValue(
      FEED_URL,
    );
    expect(within(card).getByText(/It is shown only once/)).toBeVisible();
    expect(within(card).getByRole('button', { name: 'Copy' })).toBeVisible();

    await user.click(within(card).getByRole('button', { name: 'Turn off feed' }));
    expect(await screen.findByText('Calendar feed turned off')).toBeInTheDocument();
    expect(await within(card).findByText('You have no calendar feed.')).toBeVisible();
    expect(within(card).queryByRole('textbox', { name: 'Feed address' })).toBeNull();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/v1/calendar-feed',
      expect.objectContaining({ method: 'DELETE' }),
    );
  });

  it('an existing feed is not shown again: it offers a new address instead', async () => {
    const { card } = await openFeedCard({
      'GET /api/v1/calendar-feed': () =>
        json(200, { active: true, createdAt: '2026-11-20T09:00:00.000Z' }),
    });
    expect(await within(card).findByText(/Your feed is on since/)).toBeVisible();
    expect(within(card).getByRole('button', { name: 'Make a new address' })).toBeVisible();
    expect(within(card).queryByRole('textbox', { name: 'Feed address' })).toBeNull();
  });

  it('a failed load says so', async () => {
    const { card } = await openFeedCard({
      'GET /api/v1/calendar-feed': () => json(500, { msg: 'Server error', code: 'INTERNAL' }),
    });
    expect(await within(card).findByText("We couldn't load your calendar feed.")).toBeVisible();
  });
});
