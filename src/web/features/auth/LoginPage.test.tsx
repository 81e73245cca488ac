import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockApi, notSignedIn, ownerUser } from '../../test/api-mock';
import { deferred } from '../../test/deferred';
import { renderApp } from '../../test/render-app';

type User = ReturnType<typeof userEvent.setup>;

/** A fake API where a successful sign-in (password or code) turns the session on. */
function signInApi(
  login: (body: unknown) => Response | Promise<Response> = () =>
    json(200, { msg: 'Login successful', twoFactorRequired: false }),
  twoFactor?: (body: unknown) => Response | Promise<Response>,
) {
  let signedIn = false;
  const turnOn = async (answer: Response | Promise<Response>) => {
    const response = await answer;
    if (response.ok && !(await response.clone().json()).twoFactorRequired) signedIn = true;
    return response;
  };
  const fetchMock = mockApi({
    'GET /api/v1/users/current-user': () => (signedIn ? json(200, ownerUser) : notSignedIn()),
    'POST /api/v1/auth/login': ({ body }) => turnOn(login(body)),
    ...(twoFactor && {
      'POST /api/v1/auth/login/two-factor': ({ body }) => turnOn(twoFactor(body)),
    }),
  });
  return fetchMock;
}

async function logIn(user: User, email = 'ana@example.com', password = 'correct horse') {
  await user.type(await screen.findByLabelText(/^Email/), email);
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

const twoFactorRequired = () =>
  json(200, {
    msg: 'Enter the code from your authenticator app.',
    twoFactorRequired: true,
    challengeToken: 'challenge-1',
  });

// The whole app renders in jsdom, lazy chunks included: slow when the machine is busy.
describe('/login', () => {
  it('asks for email (type email) and password (with show/hide), links to password reset and registration', async () => {
    mockApi();
    await renderApp('/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText(/^Email/)).toBeRequired();
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Show password' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/register',
    );
  });

  it('empty fields get their messages under the inputs and no call is made', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = mockApi();
    await renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Enter a valid email address.')).toBeVisible();
    expect(screen.getByText('Enter your password.')).toBeVisible();
    expect(screen.getByLabelText(/^Email/)).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalledWith('/api/v1/auth/login', expect.anything());
  });

  it("while sending the button reads 'Submitting' and is disabled; success toasts 'Login successful', refreshes the signed-in user and opens /dashboard", async () => {
    const user = userEvent.setup({ delay: null });
    const answer = deferred<Response>();
    const bodies: unknown[] = [];
    signInApi((body) => {
      bodies.push(body);
      return answer.promise;
    });
    const { router } = await renderApp('/login');
    await logIn(user);

    expect(await screen.findByRole('button', { name: 'Submitting' })).toBeDisabled();
    expect(bodies).toEqual([{ email: 'ana@example.com', password: 'correct horse' }]);

    answer.release(json(200, { msg: 'Login successful', twoFactorRequired: false }));
    expect(await screen.findByText('Login successful')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    // The dashboard's loader saw the fresh answer, not the cached "signed out".
    expect(await screen.findByRole('navigation', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('goes to the `next` path after signing in when it is a path on this site', async () => {
    const user = userEvent.setup({ delay: null });
    signInApi();
    const { router } = await renderApp(
      `/login?next=${encodeURIComponent('/dashboard/stats?range=week')}`,
    );
    await logIn(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/stats'));
    expect(router.state.location.search).toBe('?range=week');
  });

  it.each(['//evil.com', 'https://evil.com/dashboard', '/\\evil.com', 'dashboard'])(
    'refuses the `next` value %s and opens /dashboard instead',
    async (next) => {
      const user = userEvent.setup({ delay: null });
      signInApi();
      const { router } = await renderApp(`/login?next=${encodeURIComponent(next)}`);
      await logIn(user);
      await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
      expect(router.state.location.search).toBe('');
    },
  );

  it("wrong email or password: the server's msg as an error toast, and the form stays filled", async () => {
    const user = userEvent.setup({ delay: null });
    signInApi(() =>
      json(401, { msg: 'Email or password is incorrect.', code: 'INVALID_CREDENTIALS' }),
    );
    const { router } = await renderApp('/login');
    await logIn(user);
    expect(await screen.findByText('Email or password is incorrect.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveValue('ana@example.com');
    expect(screen.getByLabelText(/^Password/)).toHaveValue('correct horse');
    expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('an unverified email gets an alert with a button that sends a new verification link, and shows its answer', async () => {
    const user = userEvent.setup({ delay: null });
    const resent: unknown[] = [];
    mockApi({
      'POST /api/v1/auth/login': () =>
        json(403, {
          msg: 'Please verify your email first: open the link we sent you, then sign in.',
          code: 'EMAIL_NOT_VERIFIED',
        }),
      'POST /api/v1/auth/resend-verification': ({ body }) => {
        resent.push(body);
        return json(200, { msg: 'If that address needs verifying, a new link is on its way.' });
      },
    });
    await renderApp('/login');
    await logIn(user, 'new@example.com');

    expect(
      await screen.findByText(
        'Please verify your email first: open the link we sent you, then sign in.',
      ),
    ).toBeInTheDocument();
    const alert = screen.getByText('Verify your email first').closest('[role="alert"]');
    expect(alert).not.toBeNull();
    await user.click(
      within(alert as HTMLElement).getByRole('button', { name: 'Send a new verification link' }),
    );
    expect(
      await screen.findByText('If that address needs verifying, a new link is on its way.'),
    ).toBeVisible();
    expect(resent).toEqual([{ email: 'new@example.com' }]);
  });

  it('a failed resend shows why (for instance the rate limit)', async () => {
    const user = userEvent.setup({ delay: null });
    mockApi({
      'POST /api/v1/auth/login': () =>
        json(403, { msg: 'Please verify your email first.', code: 'EMAIL_NOT_VERIFIED' }),
      'POST /api/v1/auth/resend-verification': () =>
        json(429, { msg: 'Too many requests. Try again in a few minutes.', code: 'RATE_LIMITED' }),
    });
    await renderApp('/login');
    await logIn(user);
    await user.click(await screen.findByRole('button', { name: 'Send a new verification link' }));
    expect(await screen.findByText('Too many requests. Try again in a few minutes.')).toBeVisible();
  });

  it('too many attempts (429): an alert names the wait and the unlock mail', async () => {
    const user = userEvent.setup({ delay: null });
    const msg =
      'Too many sign-in attempts for this account. Please wait 2 hours and try again. If this address has a Motio account, we emailed it a link that lets you sign in now.';
    signInApi(() =>
      json(429, {
        msg,
        code: 'RATE_LIMITED',
        details: { retryAfterSeconds: 6_600, unlockMail: true },
      }),
    );
    await renderApp('/login');
    await logIn(user);
    const alert = await screen.findByRole('alert', { name: 'Too many sign-in attempts' });
    expect(alert).toHaveTextContent('Please wait 2 hours before you try again.');
    expect(alert).toHaveTextContent(
      'If this address has a Motio account, we emailed it a link that lets you sign in now',
    );
    expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled();
  });

  it('too many attempts from this address alone (429): the wait in minutes, no unlock mail', async () => {
    const user = userEvent.setup({ delay: null });
    signInApi(() =>
      json(429, {
        msg: 'Too many sign-in attempts. Please wait 15 minutes and try again.',
        code: 'RATE_LIMITED',
        details: { retryAfterSeconds: 900, unlockMail: false },
      }),
    );
    await renderApp('/login');
    await logIn(user);
    const alert = await screen.findByRole('alert', { name: 'Too many sign-in attempts' });
    expect(alert).toHaveTextContent('Please wait 15 minutes before you try again.');
    expect(alert).not.toHaveTextContent('emailed');
    // Said once, in place: no toast repeats it.
    expect(screen.queryByText(/Please wait 15 minutes and try again/)).not.toBeInTheDocument();
  });

  it('opened from the unlock link, it says so and sends the link’s token with the password', async () => {
    const user = userEvent.setup({ delay: null });
    const bodies: unknown[] = [];
    signInApi((body) => {
      bodies.push(body);
      return json(200, { msg: 'Login successful', twoFactorRequired: false });
    });
    const { router } = await renderApp('/login?unlock=unlock-token-1');
    expect(
      await screen.findByRole('alert', { name: 'Sign in to unlock your account' }),
    ).toBeInTheDocument();
    await logIn(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(bodies).toEqual([
      { email: 'ana@example.com', password: 'correct horse', unlockToken: 'unlock-token-1' },
    ]);
  });

  it('a waitlisted account gets an alert explaining the Early Access waitlist', async () => {
    const user = userEvent.setup({ delay: null });
    mockApi({
      'POST /api/v1/auth/login': () =>
        json(403, {
          msg: "You're on the Early Access waitlist. We'll email you as soon as a spot opens.",
          code: 'WAITLISTED',
        }),
    });
    await renderApp('/login');
    await logIn(user);
    expect(
      await screen.findByText(
        "You're on the Early Access waitlist. We'll email you as soon as a spot opens.",
      ),
    ).toBeInTheDocument();
    const title = screen.getByText("You're on the Early Access waitlist");
    expect(title.closest('[role="alert"]')).toHaveTextContent(
      /We'll email you as soon as one opens/,
    );
    expect(screen.queryByRole('button', { name: 'Send a new verification link' })).toBeNull();
  });

  it('with two-factor on, a second step asks for the 6-digit code and signs in with the challenge token', async () => {
    const user = userEvent.setup({ delay: null });
    const codes: unknown[] = [];
    signInApi(twoFactorRequired, (body) => {
      codes.push(body);
      return json(200, { msg: 'Login successful', twoFactorRequired: false });
    });
    const { router } = await renderApp(`/login?next=${encodeURIComponent('/dashboard/stats')}`);
    await logIn(user);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Two-factor sign-in' }),
    ).toBeVisible();
    expect(screen.getByText('Enter the 6-digit code from your authenticator app.')).toBeVisible();
    const code = screen.getByLabelText(/^Authentication code/);
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    await waitFor(() => expect(code).toHaveFocus());
    expect(router.state.location.pathname).toBe('/login');

    await user.type(code, '123456{Enter}');
    expect(await screen.findByText('Login successful')).toBeInTheDocument();
    expect(codes).toEqual([{ challengeToken: 'challenge-1', code: '123456' }]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/stats'));
  });

  it("'Use a recovery code' switches the second step to a recovery code", async () => {
    const user = userEvent.setup({ delay: null });
    const codes: unknown[] = [];
    signInApi(twoFactorRequired, (body) => {
      codes.push(body);
      return json(200, { msg: 'Login successful', twoFactorRequired: false });
    });
    const { router } = await renderApp('/login');
    await logIn(user);
    await user.click(await screen.findByRole('button', { name: 'Use a recovery code' }));

    const recovery = screen.getByLabelText(/^Recovery code/);
    expect(screen.getByText(/recovery codes you saved .* Each code works once\./)).toBeVisible();
    expect(screen.queryByLabelText(/^Authentication code/)).toBeNull();
    expect(recovery).not.toHaveAttribute('inputmode', 'numeric');
    await waitFor(() => expect(recovery).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Use your authenticator app' })).toBeVisible();
    await user.type(recovery, 'abcde-12345');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(codes).toEqual([{ challengeToken: 'challenge-1', code: 'abcde-12345' }]);
  });

  it("while the code is sent the button reads 'Submitting'; a wrong code shows the server's msg and stays on the step", async () => {
    const user = userEvent.setup({ delay: null });
    const answer = deferred<Response>();
    signInApi(twoFactorRequired, () => answer.promise);
    await renderApp('/login');
    await logIn(user);
    await user.type(await screen.findByLabelText(/^Authentication code/), '000000{Enter}');
    expect(await screen.findByRole('button', { name: 'Submitting' })).toBeDisabled();

    answer.release(json(400, { msg: 'That code is not right.', code: 'INVALID_CODE' }));
    expect(await screen.findByText('That code is not right.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Two-factor sign-in' })).toBeVisible();
    expect(screen.getByLabelText(/^Authentication code/)).toHaveFocus();
  });

  it('an expired challenge goes back to step one with the message, the email kept', async () => {
    const user = userEvent.setup({ delay: null });
    signInApi(twoFactorRequired, () =>
      json(400, {
        msg: 'That sign-in took too long. Please enter your password again.',
        code: 'CHALLENGE_EXPIRED',
      }),
    );
    await renderApp('/login');
    await logIn(user, 'slow@example.com');
    await user.type(await screen.findByLabelText(/^Authentication code/), '123456{Enter}');

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    expect(
      screen.getByText('That sign-in took too long. Please enter your password again.'),
    ).toBeVisible();
    expect(screen.getByLabelText(/^Email/)).toHaveValue('slow@example.com');
    expect(screen.getByLabelText(/^Password/)).toHaveValue('');
  });
});
