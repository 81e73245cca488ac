import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockApi } from '../../test/api-mock';
import { deferred } from '../../test/deferred';
import { renderApp } from '../../test/render-app';

const SAME_ANSWER = 'If an account exists for that address, we have sent it a reset link.';

// The whole app renders in jsdom, lazy chunks included: slow when the machine is busy.
describe('/forgot-password', () => {
  it("sends the email and shows the server's answer in a calm confirmation, nothing more", async () => {
    const user = userEvent.setup({ delay: null });
    const answer = deferred<Response>();
    const bodies: unknown[] = [];
    mockApi({
      'POST /api/v1/auth/forgot-password': ({ body }) => {
        bodies.push(body);
        return answer.promise;
      },
    });
    await renderApp('/forgot-password');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Forgot your password?' }),
    ).toBeVisible();
    const email = screen.getByLabelText(/^Email/);
    expect(email).toHaveAttribute('type', 'email');
    await user.type(email, 'ana@example.com{Enter}');

    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    answer.release(json(200, { msg: SAME_ANSWER }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Check your email' }),
    ).toBeVisible();
    expect(screen.getByText(SAME_ANSWER)).toBeVisible();
    expect(bodies).toEqual([{ email: 'ana@example.com' }]);
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');
    // No hint either way about whether the address has an account.
    expect(screen.queryByText(/no account|not found|not registered/i)).toBeNull();
  });

  it("'Ask again' brings the form back", async () => {
    const user = userEvent.setup({ delay: null });
    mockApi({ 'POST /api/v1/auth/forgot-password': () => json(200, { msg: SAME_ANSWER }) });
    await renderApp('/forgot-password');
    await user.type(await screen.findByLabelText(/^Email/), 'ana@example.com{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Ask again' }));
    expect(screen.getByRole('button', { name: 'Send reset link' })).toBeEnabled();
  });

  it('an invalid email is refused under the input without a call', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = mockApi();
    await renderApp('/forgot-password');
    await user.type(await screen.findByLabelText(/^Email/), 'ana{Enter}');
    expect(await screen.findByText('Enter a valid email address.')).toBeVisible();
    expect(screen.getByLabelText(/^Email/)).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalledWith('/api/v1/auth/forgot-password', expect.anything());
  });

  it("a failure (rate limit) shows the server's msg as an error toast and keeps the form", async () => {
    const user = userEvent.setup({ delay: null });
    mockApi({
      'POST /api/v1/auth/forgot-password': () =>
        json(429, { msg: 'Too many reset requests. Try again in an hour.', code: 'RATE_LIMITED' }),
    });
    await renderApp('/forgot-password');
    await user.type(await screen.findByLabelText(/^Email/), 'ana@example.com{Enter}');
    expect(await screen.findByText('Too many reset requests. Try again in an hour.')).toBeVisible();
    expect(screen.getByLabelText(/^Email/)).toHaveValue('ana@example.com');
    expect(screen.getByRole('button', { name: 'Send reset link' })).toBeEnabled();
  });
});
