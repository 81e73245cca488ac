import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, signedInAs } from '../../test/api-mock';
import { renderApp } from '../../test/render-app';

describe('root layout (all routes under one root layout)', () => {
  it('public pages have the top navigation, the footer and the cookie banner', async () => {
    mockApi();
    await renderApp('/features');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Cookie consent' })).toBeInTheDocument();
  });

  it('the footer links to the legal pages and contact', async () => {
    mockApi();
    await renderApp('/');
    const footer = await screen.findByRole('contentinfo');
    for (const [name, href] of [
      ['Privacy Policy', '/privacy'],
      ['Terms of Service', '/terms'],
      ['Refund Policy', '/refund-policy'],
      ['Cookie Policy', '/cookies'],
      ['Contact', '/contact'],
    ] as const) {
      expect(within(footer).getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });

  it('the public navigation, footer and cookie banner are absent on /dashboard paths', async () => {
    mockApi({ 'GET /api/v1/users/current-user': signedInAs() });
    await renderApp('/dashboard/stats');
    expect(await screen.findByRole('navigation', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Get Started' })).not.toBeInTheDocument();
  });

  it('every route change scrolls to the top', async () => {
    mockApi();
    const { router } = await renderApp('/privacy');
    window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;

    await act(() => router.navigate('/terms'));
    await waitFor(() => expect(window.scrollTo).toHaveBeenCalledWith(0, 0));

    vi.mocked(window.scrollTo).mockClear();
    // Only the path counts: a changed query string is the same page.
    await act(() => router.navigate('/terms?section=liability'));
    expect(window.scrollTo).not.toHaveBeenCalled();
  });

  it('the skip link is the first focusable element and moves focus to the main content', async () => {
    const user = userEvent.setup({ delay: null });
    mockApi();
    await renderApp('/');
    await user.tab();
    const skipLink = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skipLink).toHaveFocus();
    await user.click(skipLink);
    expect(screen.getByRole('main')).toHaveFocus();
  });
});
