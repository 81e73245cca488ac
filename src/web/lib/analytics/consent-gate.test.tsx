import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { COOKIE_CONSENT_KEY } from '../consent';
import { json, mockApi } from '../../test/api-mock';
import { posthogMock, resetPosthogMock } from '../../test/posthog-mock';
import { renderApp } from '../../test/render-app';

vi.mock('posthog-js', () => ({ default: posthogMock }));

const configured = () =>
  json(200, {
    config: {
      environment: 'production',
      analytics: { key: 'phc_test', host: 'https://eu.i.posthog.com' },
      supportEmail: 'support@motio.local',
    },
  });
const notConfigured = () =>
  json(200, {
    config: { environment: 'production', analytics: null, supportEmail: 'support@motio.local' },
  });

const banner = () => screen.findByRole('region', { name: 'Cookie consent' });
const configCalls = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/api/v1/config'));

beforeEach(resetPosthogMock);

describe('analytics waits for cookie consent', () => {
  it('asks for nothing and starts nothing before Accept', async () => {
    const fetchMock = mockApi({ 'GET /api/v1/config': configured });
    await renderApp('/');
    await banner();
    expect(configCalls(fetchMock)).toHaveLength(0);
    expect(posthogMock.init).not.toHaveBeenCalled();
  });

  it('starts with the configured key when the visitor accepts, and records the page view', async () => {
    const user = userEvent.setup({ delay: null });
    mockApi({ 'GET /api/v1/config': configured });
    await renderApp('/');
    await user.click(within(await banner()).getByRole('button', { name: 'Accept' }));
    await waitFor(() =>
      expect(posthogMock.init).toHaveBeenCalledWith('phc_test', expect.anything()),
    );
    await waitFor(() =>
      expect(posthogMock.capture).toHaveBeenCalledWith('$pageview', { path: '/' }),
    );
  });

  it('Dismiss stores nothing and starts nothing', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = mockApi({ 'GET /api/v1/config': configured });
    await renderApp('/');
    await user.click(within(await banner()).getByRole('button', { name: 'Dismiss' }));
    expect(window.localStorage.getItem(COOKIE_CONSENT_KEY)).toBeNull();
    expect(configCalls(fetchMock)).toHaveLength(0);
    expect(posthogMock.init).not.toHaveBeenCalled();
  });

  it('starts at once on a later visit when consent is already stored', async () => {
    window.localStorage.setItem(COOKIE_CONSENT_KEY, JSON.stringify({ accepted: true, ts: 1 }));
    mockApi({ 'GET /api/v1/config': configured });
    await renderApp('/pricing');
    await waitFor(() => expect(posthogMock.init).toHaveBeenCalledTimes(1));
  });

  it('stays off when the installation has no analytics key, whatever the visitor accepts', async () => {
    window.localStorage.setItem(COOKIE_CONSENT_KEY, JSON.stringify({ accepted: true, ts: 1 }));
    const fetchMock = mockApi({ 'GET /api/v1/config': notConfigured });
    await renderApp('/');
    await waitFor(() => expect(configCalls(fetchMock)).toHaveLength(1));
    expect(posthogMock.init).not.toHaveBeenCalled();
  });

  it('records a page view on every route change', async () => {
    const user = userEvent.setup({ delay: null });
    window.localStorage.setItem(COOKIE_CONSENT_KEY, JSON.stringify({ accepted: true, ts: 1 }));
    mockApi({ 'GET /api/v1/config': configured });
    await renderApp('/');
    await waitFor(() => expect(posthogMock.init).toHaveBeenCalled());
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await user.click(within(nav).getByRole('link', { name: 'Pricing' }));
    await waitFor(() =>
      expect(posthogMock.capture).toHaveBeenCalledWith('$pageview', { path: '/pricing' }),
    );
    await user.click(within(nav).getByRole('link', { name: 'Contact' }));
    await waitFor(() =>
      expect(posthogMock.capture).toHaveBeenCalledWith('$pageview', { path: '/contact' }),
    );
  });

  it("withdrawing consent in 'Manage cookies' stops capture and is remembered", async () => {
    const user = userEvent.setup({ delay: null });
    window.localStorage.setItem(COOKIE_CONSENT_KEY, JSON.stringify({ accepted: true, ts: 1 }));
    mockApi({ 'GET /api/v1/config': configured });
    await renderApp('/');
    await waitFor(() => expect(posthogMock.init).toHaveBeenCalled());

    const footer = await screen.findByRole('contentinfo');
    await user.click(within(footer).getByRole('button', { name: 'Manage cookies' }));
    await user.click(within(await banner()).getByRole('button', { name: 'Withdraw consent' }));

    expect(posthogMock.opt_out_capturing).toHaveBeenCalled();
    expect(JSON.parse(window.localStorage.getItem(COOKIE_CONSENT_KEY)!)).toMatchObject({
      accepted: false,
    });
    posthogMock.capture.mockClear();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await user.click(within(nav).getByRole('link', { name: 'Pricing' }));
    await screen.findByRole('heading', { level: 1 });
    expect(posthogMock.capture).not.toHaveBeenCalled();
    // A stored choice: the banner does not ask again.
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument();
  });
});
