import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '../../test/api-mock';
import { browserReportsZone } from '../../test/browser-zone';
import { deferred } from '../../test/deferred';
import { renderApp } from '../../test/render-app';

const person = {
  name: 'Mila',
  lastName: 'Jovanović',
  clinicName: 'Kinetic Physio Dorćol',
  location: 'Belgrade, Serbia',
  email: 'mila@example.com',
  password: 'quiet river lamp',
};

async function fillForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText(/^Name/), person.name);
  await user.type(screen.getByLabelText(/^Last name/), person.lastName);
  await user.type(screen.getByLabelText(/^Clinic name/), person.clinicName);
  await user.type(screen.getByLabelText(/^Location/), person.location);
  await user.type(screen.getByLabelText(/^Email/), person.email);
  await user.type(screen.getByLabelText(/^Password/), person.password);
}

afterEach(() => {
  vi.restoreAllMocks();
});

// The whole app renders in jsdom, lazy chunks included: slow when the machine is busy.
describe('/register', () => {
  it("asks for name, last name, the clinic's name, location, email (type email) and password, all required, and invites existing users to log in", async () => {
    mockApi();
    await renderApp('/register');
    for (const label of [
      /^Name/,
      /^Last name/,
      /^Clinic name/,
      /^Location/,
      /^Email/,
      /^Password/,
    ]) {
      expect(await screen.findByLabelText(label)).toBeRequired();
    }
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('type', 'email');
    expect(
      screen.getByText(/Join Motio Early Access: free for life while spots last/),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });

  it('the password can be shown and hidden with a named toggle button', async () => {
    const user = userEvent.setup({ delay: null });
    mockApi();
    await renderApp('/register');
    const password = await screen.findByLabelText(/^Password/);
    expect(password).toHaveAttribute('type', 'password');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    await user.click(toggle);
    expect(password).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await user.click(toggle);
    expect(password).toHaveAttribute('type', 'password');
  });

  it('checks the fields with the registration schema, shows the messages under the inputs and focuses the first invalid one', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = mockApi();
    await renderApp('/register');
    await user.type(await screen.findByLabelText(/^Email/), 'not-an-email');
    await user.type(screen.getByLabelText(/^Password/), 'short');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText('Enter your name.')).toBeVisible();
    expect(screen.getByText('Enter your last name.')).toBeVisible();
    expect(screen.getByText('Enter the clinic name.')).toBeVisible();
    expect(screen.getByText('Enter your location.')).toBeVisible();
    expect(screen.getByText('Enter a valid email address.')).toBeVisible();
    expect(screen.getByText('Use at least 8 characters.')).toBeVisible();
    expect(screen.getByLabelText(/^Name/)).toHaveFocus();
    expect(screen.getByLabelText(/^Name/)).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalledWith('/api/v1/auth/register', expect.anything());
  });

  it("while sending, the button reads 'submitting...' and is disabled; success toasts 'Registration successful' and opens /checkout/success", async () => {
    const user = userEvent.setup({ delay: null });
    browserReportsZone('Europe/Belgrade');
    const answer = deferred<Response>();
    const bodies: unknown[] = [];
    mockApi({
      'POST /api/v1/auth/register': ({ body }) => {
        bodies.push(body);
        return answer.promise;
      },
    });
    const { router } = await renderApp('/register');
    await fillForm(user);
    // Enter in a field submits the form.
    await user.type(screen.getByLabelText(/^Password/), '{Enter}');

    const button = await screen.findByRole('button', { name: 'submitting...' });
    expect(button).toBeDisabled();
    // The clinic is named as typed and set up in the browser's time zone.
    expect(bodies).toEqual([{ ...person, timeZone: 'Europe/Belgrade' }]);

    answer.release(json(201, { msg: 'Account created.', earlyAccess: 'member' }));
    expect(await screen.findByText('Registration successful')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/success'));
    expect(router.state.location.search).toBe('');
  });

  it('sends no time zone when the browser reports one that does not exist, so the server picks UTC', async () => {
    const user = userEvent.setup({ delay: null });
    browserReportsZone('Mars/Olympus_Mons');
    const bodies: unknown[] = [];
    mockApi({
      'POST /api/v1/auth/register': ({ body }) => {
        bodies.push(body);
        return json(201, { msg: 'Account created.', earlyAccess: 'member' });
      },
    });
    const { router } = await renderApp('/register');
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/success'));
    expect(bodies).toEqual([person]);
  });

  it('a waitlisted registration opens /checkout/success?waitlist=1', async () => {
    const user = userEvent.setup({ delay: null });
    mockApi({
      'POST /api/v1/auth/register': () =>
        json(201, { msg: 'Account created.', earlyAccess: 'waitlisted' }),
    });
    const { router } = await renderApp('/register');
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/success'));
    expect(router.state.location.search).toBe('?waitlist=1');
  });

  it("failure shows the server's msg as an error toast, keeps the form filled and puts the server's field messages on their inputs", async () => {
    const user = userEvent.setup({ delay: null });
    mockApi({
      'POST /api/v1/auth/register': () =>
        json(409, {
          msg: 'An account with this email already exists. Please log in instead.',
          code: 'EMAIL_TAKEN',
          fields: { email: 'This email is already registered.' },
        }),
    });
    const { router } = await renderApp('/register');
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(
      await screen.findByText('An account with this email already exists. Please log in instead.'),
    ).toBeInTheDocument();
    expect(screen.getByText('This email is already registered.')).toBeVisible();
    expect(screen.getByLabelText(/^Email/)).toHaveFocus();
    expect(screen.getByLabelText(/^Name/)).toHaveValue(person.name);
    expect(screen.getByLabelText(/^Password/)).toHaveValue(person.password);
    expect(screen.getByRole('button', { name: 'Create account' })).toBeEnabled();
    expect(router.state.location.pathname).toBe('/register');
  });
});
