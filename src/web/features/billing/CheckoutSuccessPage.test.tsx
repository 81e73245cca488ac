import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/api-mock';
import { renderApp } from '../../test/render-app';

// The whole app renders in jsdom, lazy chunks included: slow when the machine is busy.
describe('/checkout/success', () => {
  it('welcomes the new user with a verify-email notice, a Log In button and a support link', async () => {
    mockApi();
    await renderApp('/checkout/success');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to Motio' }),
    ).toBeVisible();
    expect(
      screen.getByText(
        'We sent a link to your email: open it to verify your address, then log in.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Contact support' })).toHaveAttribute(
      'href',
      '/contact',
    );
    expect(
      screen.getByText('Your account is ready, and you are in Motio Early Access.'),
    ).toBeVisible();
    expect(screen.queryByText(/waitlist/i)).toBeNull();
  });

  it("after a paid sign-up (?plan=) welcomes them to the plan's free trial instead of Early Access", async () => {
    mockApi();
    await renderApp('/checkout/success?plan=Clinic%2B');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to Motio' }),
    ).toBeVisible();
    expect(
      screen.getByText(
        'Your account is ready, and your 14-day free trial of the Clinic+ plan has started.',
      ),
    ).toBeVisible();
    expect(screen.getByText(/The first payment is taken when the trial ends/)).toBeVisible();
    expect(screen.queryByText(/in Motio Early Access/)).toBeNull();
    expect(
      screen.getByText(
        'We sent a link to your email: open it to verify your address, then log in.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Contact support' })).toHaveAttribute(
      'href',
      '/contact',
    );
  });

  it('with ?waitlist=1 says they are on the waitlist, will get an email, cannot log in until then, and should still verify', async () => {
    mockApi();
    await renderApp('/checkout/success?waitlist=1');
    expect(
      await screen.findByRole('heading', { level: 1, name: "You're on the Early Access waitlist" }),
    ).toBeVisible();
    expect(screen.getByText(/We will email you as soon as a spot opens/)).toBeVisible();
    expect(screen.getByText(/You cannot log in until then/)).toBeVisible();
    expect(screen.getByText(/Verify your email now/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Contact support' })).toHaveAttribute(
      'href',
      '/contact',
    );
  });
});
