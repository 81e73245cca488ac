import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { heldCurrentUser, json, mockApi, notSignedIn, signedInAs } from '../../test/api-mock';
import { renderApp } from '../../test/render-app';
import { setScrollY } from '../../test/scroll';

const header = () => screen.getByRole('banner');
const desktopNav = () => within(header()).getAllByRole('navigation', { name: 'Main' })[0]!;

describe('public navigation', () => {
  it('shows the logo linking home and the Features, Pricing and Contact links', async () => {
    mockApi();
    await renderApp('/');
    expect(within(header()).getByRole('link', { name: 'Motio home' })).toHaveAttribute('href', '/');
    for (const [name, href] of [
      ['Features', '/features'],
      ['Pricing', '/pricing'],
      ['Contact', '/contact'],
    ] as const) {
      expect(within(desktopNav()).getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });

  it('nav auth links stay hidden until the sign-in check finishes', async () => {
    const currentUser = heldCurrentUser(notSignedIn);
    mockApi({ 'GET /api/v1/users/current-user': currentUser.handler });
    await renderApp('/features');
    await screen.findByRole('heading', {
      level: 1,
      name: 'Everything your clinic needs, in one calm place',
    });
    // Give the lazy auth-links chunk every chance to render while the check is pending.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(within(header()).queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
    expect(within(header()).queryByRole('link', { name: 'Get Started' })).not.toBeInTheDocument();
    expect(
      within(header()).queryByRole('link', { name: 'Go to Dashboard' }),
    ).not.toBeInTheDocument();

    currentUser.release();
    expect(await within(header()).findByRole('link', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('visitors see Sign In (/login) and Get Started (/early-access), not Go to Dashboard', async () => {
    mockApi();
    await renderApp('/');
    expect(await within(header()).findByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(within(header()).getByRole('link', { name: 'Get Started' })).toHaveAttribute(
      'href',
      '/early-access',
    );
    expect(
      within(header()).queryByRole('link', { name: 'Go to Dashboard' }),
    ).not.toBeInTheDocument();
  });

  it('signed-in users see Go to Dashboard (/dashboard) instead', async () => {
    mockApi({ 'GET /api/v1/users/current-user': signedInAs() });
    await renderApp('/pricing');
    expect(await within(header()).findByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(within(header()).queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
    expect(within(header()).queryByRole('link', { name: 'Get Started' })).not.toBeInTheDocument();
  });

  it('a failed sign-in check counts as signed out', async () => {
    mockApi({
      'GET /api/v1/users/current-user': () => json(500, { msg: 'Boom', code: 'INTERNAL' }),
    });
    await renderApp('/');
    expect(await within(header()).findByRole('link', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('takes its scrolled look past 50 px of scroll, not at 50 px', async () => {
    mockApi();
    await renderApp('/');
    expect(header()).not.toHaveAttribute('data-scrolled');
    setScrollY(50);
    expect(header()).not.toHaveAttribute('data-scrolled');
    setScrollY(51);
    expect(header()).toHaveAttribute('data-scrolled', 'true');
    setScrollY(0);
    expect(header()).not.toHaveAttribute('data-scrolled');
  });

  it('on small screens the menu toggle opens the menu, which closes on route change', async () => {
    const user = userEvent.setup({ delay: null });
    mockApi();
    const { router } = await renderApp('/');
    const toggle = within(header()).getByRole('button', { name: 'Open navigation' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById('public-mobile-menu')).toBeNull();

    await user.click(toggle);
    const menu = document.getElementById('public-mobile-menu')!;
    expect(menu).toBeInTheDocument();
    expect(within(header()).getByRole('button', { name: 'Close navigation' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );

    await user.click(within(menu).getByRole('link', { name: 'Pricing' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pricing'));
    await waitFor(() => expect(document.getElementById('public-mobile-menu')).toBeNull());
    expect(within(header()).getByRole('button', { name: 'Open navigation' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('marks the link of the current page with aria-current', async () => {
    mockApi();
    await renderApp('/pricing');
    expect(within(desktopNav()).getByRole('link', { name: 'Pricing' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(desktopNav()).getByRole('link', { name: 'Features' })).not.toHaveAttribute(
      'aria-current',
    );
  });
});
