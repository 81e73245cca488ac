import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { WEAK_PASSWORD_MESSAGE } from '../../../domain/passwords.js';
import { json, mockApi } from '../../test/api-mock';
import { deferred } from '../../test/deferred';
import { renderApp } from '../../test/render-app';

const RESET = 'POST /api/v1/auth/reset-password';

// The whole app renders in jsdom, lazy chunks included: slow when the machine is busy.
describe('/reset-password', () => {
  it('without a token explains that the link is incomplete and links to /forgot-password', async () => {
    mockApi();
    await renderApp('/reset-password');
    expect(await screen.findByText('This reset link cannot be used')).toBeVisible();
    expect(screen.queryByLabelText(/^New password/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Ask for a new reset link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('asks for a new password with show/hide and a hint about long phrases', async () => {
    mockApi();
    await renderApp('/reset-password?token=abc');
    const password = await screen.findByLabelText(/^New password/);
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('autocomplete', 'new-password');
    expect(password).toHaveAccessibleDescription(/long phrase of unrelated words/);
    expect(screen.getByRole('button', { name: 'Show password' })).toBeInTheDocument();
  });

  it("sends the token and the password; success toasts the server's msg and opens /login", async () => {
    const user = userEvent.setup({ delay: null });
    const answer = deferred<Response>();
    const bodies: unknown[] = [];
    mockApi({
      [RESET]: ({ body }) => {
        bodies.push(body);
        return answer.promise;
      },
    });
    const { router } = await renderApp('/reset-password?token=reset-token');
    await user.type(await screen.findByLabelText(/^New password/), 'lantern orchard tide{Enter}');
    expect(await screen.findByRole('button', { name: 'Submitting' })).toBeDisabled();
    answer.release(json(200, { msg: 'Your password has been changed. You can now log in.' }));

    expect(
      await screen.findByText('Your password has been changed. You can now log in.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(bodies).toEqual([{ token: 'reset-token', password: 'lantern orchard tide' }]);
  });

  it('a too-short password is refused under the input before any call', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = mockApi();
    await renderApp('/reset-password?token=abc');
    await user.type(await screen.findByLabelText(/^New password/), 'short{Enter}');
    expect(await screen.findByText('Use at least 8 characters.')).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalledWith('/api/v1/auth/reset-password', expect.anything());
  });

  it("the server's field error (a weak password) goes onto the input", async () => {
    const user = userEvent.setup({ delay: null });
    mockApi({
      [RESET]: () =>
        json(400, {
          msg: 'Please check the highlighted fields.',
          code: 'VALIDATION_FAILED',
          fields: { password: WEAK_PASSWORD_MESSAGE },
        }),
    });
    const { router } = await renderApp('/reset-password?token=abc');
    await user.type(await screen.findByLabelText(/^New password/), 'password1{Enter}');
    expect(await screen.findByText(WEAK_PASSWORD_MESSAGE)).toBeVisible();
    expect(screen.getByLabelText(/^New password/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^New password/)).toHaveFocus();
    expect(router.state.location.pathname).toBe('/reset-password');
  });

  it('an expired or used link (INVALID_TOKEN) shows the message and links to /forgot-password', async () => {
    const user = userEvent.setup({ delay: null });
    mockApi({
      [RESET]: () =>
        json(400, {
          msg: 'This reset link has expired or was already used.',
          code: 'INVALID_TOKEN',
        }),
    });
    await renderApp('/reset-password?token=old');
    await user.type(await screen.findByLabelText(/^New password/), 'lantern orchard tide{Enter}');
    expect(
      await screen.findByText('This reset link has expired or was already used.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ask for a new reset link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.queryByLabelText(/^New password/)).toBeNull();
  });

  it("any other failure shows the server's msg as an error toast", async () => {
    const user = userEvent.setup({ delay: null });
    mockApi({
      [RESET]: () =>
        json(429, { msg: 'Too many attempts. Try again later.', code: 'RATE_LIMITED' }),
    });
    await renderApp('/reset-password?token=abc');
    await user.type(await screen.findByLabelText(/^New password/), 'lantern orchard tide{Enter}');
    expect(await screen.findByText('Too many attempts. Try again later.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^New password/)).toHaveValue('lantern orchard tide');
  });
});
