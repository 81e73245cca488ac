import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { InvitationPreview } from '../../../domain/auth.js';
import { WEAK_PASSWORD_MESSAGE } from '../../../domain/passwords.js';
import { json, mockApi, notSignedIn, ownerUser, signedInAs } from '../../test/api-mock';
import { deferred } from '../../test/deferred';
import { renderApp } from '../../test/render-app';

const INVITATION = 'GET /api/v1/auth/invitation';
const ACCEPT = 'POST /api/v1/auth/accept-invitation';
const PAGE = '/accept-invitation?token=inv-1';

const preview = (accountExists: boolean): InvitationPreview => ({
  clinicName: 'Demo Physio Clinic',
  email: 'mila@example.com',
  role: 'therapist',
  invitedByName: 'Ana Marković',
  accountExists,
});
const mila = { ...ownerUser, user: { ...ownerUser.user, email: 'Mila@Example.com' } };

// The whole app renders in jsdom, lazy chunks included: slow when the machine is busy.
describe('/accept-invitation', () => {
  it('shows the clinic, the role label and who invited', async () => {
    const fetchMock = mockApi({ [INVITATION]: () => json(200, { invitation: preview(false) }) });
    await renderApp(PAGE);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Join Demo Physio Clinic' }),
    ).toBeVisible();
    expect(
      screen.getByText(
        (_, element) =>
          element?.textContent ===
          'Ana Marković invited you to join Demo Physio Clinic on Motio as Therapist.',
      ),
    ).toBeVisible();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/v1/auth/invitation?token=inv-1',
      expect.objectContaining({ method: 'GET' }),
    );
  });

  it('shows a loading state while the invitation is fetched', async () => {
    const answer = deferred<Response>();
    mockApi({ [INVITATION]: () => answer.promise });
    await renderApp(PAGE);
    expect(await screen.findByText('Loading your invitation...')).toBeVisible();
    answer.release(json(200, { invitation: { ...preview(false), invitedByName: null } }));
    expect(
      await screen.findByText(
        (_, element) =>
          element?.textContent ===
          'You have been invited to join Demo Physio Clinic on Motio as Therapist.',
      ),
    ).toBeVisible();
  });

  it("an unknown, used or expired invitation (404) shows the server's msg with a link home", async () => {
    mockApi({
      [INVITATION]: () =>
        json(404, { msg: 'This invitation has expired or was already used.', code: 'NOT_FOUND' }),
    });
    await renderApp(PAGE);
    expect(
      await screen.findByText('This invitation has expired or was already used.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it('a missing token explains itself and links home', async () => {
    const fetchMock = mockApi();
    await renderApp('/accept-invitation');
    expect(await screen.findByText('This invitation link is incomplete')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(fetchMock).not.toHaveBeenCalledWith(
      expect.stringContaining('/auth/invitation'),
      expect.anything(),
    );
  });

  it('other failures can be retried', async () => {
    const user = userEvent.setup({ delay: null });
    let serverDown = true;
    mockApi({
      [INVITATION]: () =>
        serverDown
          ? Promise.reject(new TypeError('Failed to fetch'))
          : json(200, { invitation: preview(false) }),
    });
    await renderApp(PAGE);
    // The shared query client retries network failures twice (1 s, then 2 s) before giving up.
    const retry = await screen.findByRole('button', { name: 'Try again' }, { timeout: 8000 });
    expect(
      screen.getByText('Network error. Please check your connection and try again.'),
    ).toBeVisible();
    serverDown = false;
    await user.click(retry);
    expect(await screen.findByRole('heading', { name: 'Join Demo Physio Clinic' })).toBeVisible();
  }, 15_000);

  describe('no account yet', () => {
    it("sets name, last name and password, joins, toasts the server's msg, refreshes the user and opens /dashboard", async () => {
      const user = userEvent.setup({ delay: null });
      let signedIn = false;
      const answer = deferred<Response>();
      const bodies: unknown[] = [];
      mockApi({
        'GET /api/v1/users/current-user': () => (signedIn ? json(200, mila) : notSignedIn()),
        [INVITATION]: () => json(200, { invitation: preview(false) }),
        [ACCEPT]: async ({ body }) => {
          bodies.push(body);
          const response = await answer.promise;
          signedIn = true;
          return response;
        },
      });
      const { router } = await renderApp(PAGE);
      expect(await screen.findByLabelText(/^Email/)).toHaveValue('mila@example.com');
      expect(screen.getByLabelText(/^Email/)).toHaveAttribute('readonly');
      await user.type(screen.getByLabelText(/^Name/), 'Mila');
      await user.type(screen.getByLabelText(/^Last name/), 'Jovanović');
      await user.type(screen.getByLabelText(/^Password/), 'lantern orchard tide{Enter}');

      expect(await screen.findByRole('button', { name: 'Submitting' })).toBeDisabled();
      answer.release(json(200, { msg: 'Welcome to Demo Physio Clinic.' }));
      expect(await screen.findByText('Welcome to Demo Physio Clinic.')).toBeInTheDocument();
      await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
      expect(await screen.findByRole('navigation', { name: 'Dashboard' })).toBeInTheDocument();
      expect(bodies).toEqual([
        { token: 'inv-1', name: 'Mila', lastName: 'Jovanović', password: 'lantern orchard tide' },
      ]);
    });

    it('checks the fields before sending and puts server field errors onto the inputs', async () => {
      const user = userEvent.setup({ delay: null });
      mockApi({
        [INVITATION]: () => json(200, { invitation: preview(false) }),
        [ACCEPT]: () =>
          json(400, {
            msg: 'Please check the highlighted fields.',
            code: 'VALIDATION_FAILED',
            fields: { password: WEAK_PASSWORD_MESSAGE },
          }),
      });
      await renderApp(PAGE);
      await user.click(await screen.findByRole('button', { name: 'Create account and join' }));
      expect(await screen.findByText('Enter your name.')).toBeVisible();
      expect(screen.getByLabelText(/^Name/)).toHaveFocus();

      await user.type(screen.getByLabelText(/^Name/), 'Mila');
      await user.type(screen.getByLabelText(/^Last name/), 'Jovanović');
      await user.type(screen.getByLabelText(/^Password/), 'password1{Enter}');
      expect(await screen.findByText(WEAK_PASSWORD_MESSAGE)).toBeVisible();
      expect(screen.getByText('Please check the highlighted fields.')).toBeInTheDocument();
      expect(screen.getByLabelText(/^Password/)).toHaveFocus();
    });
  });

  describe('an existing account', () => {
    it("signed in as the invited email: 'Join {clinic}' accepts with the token only and opens /dashboard", async () => {
      const user = userEvent.setup({ delay: null });
      const bodies: unknown[] = [];
      mockApi({
        'GET /api/v1/users/current-user': signedInAs(mila),
        [INVITATION]: () => json(200, { invitation: preview(true) }),
        [ACCEPT]: ({ body }) => {
          bodies.push(body);
          return json(200, { msg: 'You joined Demo Physio Clinic.' });
        },
      });
      const { router } = await renderApp(PAGE);
      await user.click(await screen.findByRole('button', { name: 'Join Demo Physio Clinic' }));
      expect(await screen.findByText('You joined Demo Physio Clinic.')).toBeInTheDocument();
      await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
      expect(bodies).toEqual([{ token: 'inv-1' }]);
      expect(screen.queryByLabelText(/^Password/)).toBeNull();
    });

    it("a refused join shows the server's msg as an error toast", async () => {
      const user = userEvent.setup({ delay: null });
      mockApi({
        'GET /api/v1/users/current-user': signedInAs(mila),
        [INVITATION]: () => json(200, { invitation: preview(true) }),
        [ACCEPT]: () =>
          json(409, { msg: 'Your clinic has reached its user limit.', code: 'PLAN_LIMIT' }),
      });
      await renderApp(PAGE);
      await user.click(await screen.findByRole('button', { name: 'Join Demo Physio Clinic' }));
      expect(
        await screen.findByText('Your clinic has reached its user limit.'),
      ).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Join Demo Physio Clinic' })).toBeEnabled();
    });

    it("signed out: explains and offers 'Log in as {email}' back to this page", async () => {
      mockApi({ [INVITATION]: () => json(200, { invitation: preview(true) }) });
      await renderApp(PAGE);
      const login = await screen.findByRole('link', { name: 'Log in as mila@example.com' });
      expect(login).toHaveAttribute('href', `/login?next=${encodeURIComponent(PAGE)}`);
      expect(screen.getByText(/mila@example.com already has a Motio account/)).toBeVisible();
      expect(screen.queryByRole('button', { name: /^Join/ })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Log out' })).toBeNull();
    });

    it("signed in as someone else: explains, offers 'Log in as {email}' and a 'Log out' that comes back here after login", async () => {
      const user = userEvent.setup({ delay: null });
      let signedIn = true;
      mockApi({
        'GET /api/v1/users/current-user': () => (signedIn ? json(200, ownerUser) : notSignedIn()),
        'POST /api/v1/auth/logout': () => {
          signedIn = false;
          return new Response(null, { status: 204 });
        },
        [INVITATION]: () => json(200, { invitation: preview(true) }),
      });
      const { router } = await renderApp(PAGE);
      expect(
        await screen.findByText(/You are signed in as owner@demo-physio.example/),
      ).toBeVisible();
      expect(screen.queryByRole('button', { name: /^Join/ })).toBeNull();
      expect(screen.getByRole('link', { name: 'Log in as mila@example.com' })).toHaveAttribute(
        'href',
        `/login?next=${encodeURIComponent(PAGE)}`,
      );

      await user.click(screen.getByRole('button', { name: 'Log out' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
      expect(new URLSearchParams(router.state.location.search).get('next')).toBe(PAGE);
    });
  });
});
