import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { COOKIE_CONSENT_EVENT, COOKIE_CONSENT_KEY } from '../../lib/consent';
import { mockApi } from '../../test/api-mock';
import { renderApp } from '../../test/render-app';

const findBanner = () => screen.findByRole('region', { name: 'Cookie consent' });
const queryBanner = () => screen.queryByRole('region', { name: 'Cookie consent' });

describe('cookie banner', () => {
  it('is shown while no consent is stored', async () => {
    mockApi();
    await renderApp('/');
    const banner = await findBanner();
    expect(within(banner).getByRole('button', { name: 'Dismiss' })).toBeInTheDocument();
    expect(within(banner).getByRole('button', { name: 'Accept' })).toBeInTheDocument();
  });

  it('Dismiss hides it without storing anything, so it shows again on a fresh mount', async () => {
    const user = userEvent.setup({ delay: null });
    mockApi();
    const first = await renderApp('/');
    await user.click(within(await findBanner()).getByRole('button', { name: 'Dismiss' }));
    expect(queryBanner()).not.toBeInTheDocument();
    expect(window.localStorage.getItem(COOKIE_CONSENT_KEY)).toBeNull();

    first.unmount();
    await renderApp('/');
    expect(await findBanner()).toBeInTheDocument();
  });

  it('Accept stores {accepted: true, ts} under the v1 key, announces it, and stays hidden on remount', async () => {
    const user = userEvent.setup({ delay: null });
    const announced = vi.fn();
    window.addEventListener(COOKIE_CONSENT_EVENT, announced);
    vi.spyOn(Date, 'now').mockReturnValue(1_760_000_000_000);
    mockApi();
    const first = await renderApp('/');

    await user.click(within(await findBanner()).getByRole('button', { name: 'Accept' }));
    expect(queryBanner()).not.toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem(COOKIE_CONSENT_KEY)!)).toEqual({
      accepted: true,
      ts: 1_760_000_000_000,
    });
    expect(announced).toHaveBeenCalledTimes(1);
    expect((announced.mock.calls[0]![0] as CustomEvent).detail).toEqual({ accepted: true });
    window.removeEventListener(COOKIE_CONSENT_EVENT, announced);

    first.unmount();
    await renderApp('/');
    await screen.findByRole('contentinfo');
    expect(queryBanner()).not.toBeInTheDocument();
  });

  it("the footer's 'Manage cookies' reopens it", async () => {
    const user = userEvent.setup({ delay: null });
    window.localStorage.setItem(COOKIE_CONSENT_KEY, JSON.stringify({ accepted: true, ts: 1 }));
    mockApi();
    await renderApp('/');
    const footer = await screen.findByRole('contentinfo');
    expect(queryBanner()).not.toBeInTheDocument();

    await user.click(within(footer).getByRole('button', { name: 'Manage cookies' }));
    const banner = await findBanner();
    await waitFor(() => expect(banner).toHaveFocus());
  });

  it('the cookies page reopens it', async () => {
    const user = userEvent.setup({ delay: null });
    window.localStorage.setItem(COOKIE_CONSENT_KEY, JSON.stringify({ accepted: true, ts: 1 }));
    mockApi();
    await renderApp('/cookies');
    await user.click(await screen.findByRole('button', { name: 'Open cookie settings' }));
    expect(await findBanner()).toBeInTheDocument();
  });
});
