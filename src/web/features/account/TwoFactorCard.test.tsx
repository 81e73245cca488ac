import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '../../lib/current-user';
import { demoSession, json, mockApi, ownerUser } from '../../test/api-mock';
import { preloadRoutes, renderApp } from '../../test/render-app';

preloadRoutes(
  () => import('../../components/dashboard/DashboardLayout'),
  () => import('./AccountSettingsPage'),
);

const setup = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DP',
  otpauthUrl: 'otpauth://totp/Motio:owner%40demo-physio.example?secret=JBSWY3DPEHPK3PXPJBSWY3DP',
  qrCodeDataUrl:
    'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
};
const codes = ['k3p9x-a7m2q', 'b8r4t-w2n6z', 'c5h7j-y9d3f', 'e2l6v-u4s8g'];

/** A current user whose two-factor state the test flips, as the server would. */
function accountWithTwoFactor(enabled: boolean) {
  let twoFactorEnabled = enabled;
  return {
    handler: () =>
      json(200, {
        ...ownerUser,
        user: { ...ownerUser.user, twoFactorEnabled },
      } satisfies CurrentUser),
    setTwoFactor: (next: boolean) => {
      twoFactorEnabled = next;
    },
  };
}

/** Account settings for `account`, with the two-factor routes the test answers. */
async function openTwoFactorCard(
  account: ReturnType<typeof accountWithTwoFactor>,
  handlers: Parameters<typeof mockApi>[0],
) {
  const fetchMock = mockApi({
    'GET /api/v1/users/current-user': account.handler,
    'GET /api/v1/account/sessions': () => json(200, { sessions: [demoSession()] }),
    ...handlers,
  });
  await renderApp('/dashboard/settings');
  const card = await screen.findByRole('region', { name: 'Two-factor sign-in' });
  return { fetchMock, card };
}

describe('two-factor sign-in set-up (TOTP, QR code, recovery codes)', () => {
  it('walks from the QR code and key, through a checked code and the current password, to recovery codes shown once', async () => {
    const user = userEvent.setup({ delay: null });
    const account = accountWithTwoFactor(false);
    const { fetchMock, card } = await openTwoFactorCard(account, {
      'POST /api/v1/account/two-factor/setup': () => json(200, setup),
      'POST /api/v1/account/two-factor/enable': ({ body }) => {
        const { code, currentPassword } = body as { code: string; currentPassword: string };
        if (currentPassword !== 'right password') {
          return json(400, {
            msg: 'Current password is incorrect.',
            code: 'WRONG_PASSWORD',
            fields: { currentPassword: 'Current password is incorrect.' },
          });
        }
        if (code !== '123456') {
          return json(400, {
            msg: 'Please check the highlighted fields.',
            code: 'VALIDATION_FAILED',
            fields: { code: 'That code is not right. Codes change every 30 seconds.' },
          });
        }
        account.setTwoFactor(true);
        return json(200, { recoveryCodes: codes });
      },
    });
    expect(within(card).getByText('Off')).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Set up' }));
    const dialog = await screen.findByRole('dialog', { name: 'Set up two-factor sign-in' });
    const qr = await within(dialog).findByRole('img', { name: /QR code/ });
    expect(qr).toHaveAttribute('src', setup.qrCodeDataUrl);
    // Shown in groups of four for typing by hand; copied whole.
    expect(within(dialog).getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Copy key' }));
    expect(await navigator.clipboard.readText()).toBe(setup.secret);

    const codeInput = within(dialog).getByRole('textbox', { name: /6-digit code/ });
    const passwordInput = within(dialog).getByLabelText(/current password/);
    await user.type(codeInput, '12345');
    await user.click(within(dialog).getByRole('button', { name: 'Turn on two-factor sign-in' }));
    expect(
      await within(dialog).findByText('Enter the 6-digit code from your authenticator app.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Enter your password.')).toBeInTheDocument();

    await user.type(codeInput, '9');
    await user.type(passwordInput, 'wrong password');
    await user.click(within(dialog).getByRole('button', { name: 'Turn on two-factor sign-in' }));
    expect(await within(dialog).findByText('Current password is incorrect.')).toBeInTheDocument();
    expect(passwordInput).toHaveAttribute('aria-invalid', 'true');

    await user.clear(passwordInput);
    await user.type(passwordInput, 'right password');
    await user.click(within(dialog).getByRole('button', { name: 'Turn on two-factor sign-in' }));
    expect(
      await within(dialog).findByText('That code is not right. Codes change every 30 seconds.'),
    ).toBeInTheDocument();

    await user.clear(codeInput);
    await user.type(codeInput, '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Turn on two-factor sign-in' }));

    const codesDialog = await screen.findByRole('dialog', { name: 'Save your recovery codes' });
    const list = within(codesDialog).getByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(codes);
    // Leaving takes the explicit confirmation: no close button, Escape does nothing.
    expect(within(codesDialog).queryByRole('button', { name: /close/i })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Save your recovery codes' })).toBeInTheDocument();

    await user.click(within(codesDialog).getByRole('button', { name: 'Copy codes' }));
    const copied = await navigator.clipboard.readText();
    for (const code of codes) expect(copied).toContain(code);

    let saved: Blob | undefined;
    URL.createObjectURL = vi.fn((blob: Blob) => {
      saved = blob;
      return 'blob:recovery-codes';
    });
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await user.click(within(codesDialog).getByRole('button', { name: 'Download .txt' }));
    expect(click).toHaveBeenCalledTimes(1);
    expect(click.mock.contexts[0]).toHaveAttribute('download', 'motio-recovery-codes.txt');
    const fileText = await saved!.text();
    for (const code of codes) expect(fileText).toContain(code);

    await user.click(within(codesDialog).getByRole('button', { name: 'I have saved them' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(card).getByText('On')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Turn off' })).toBeInTheDocument();
    const enableCalls = fetchMock.mock.calls.filter(
      ([url]) => url === '/api/v1/account/two-factor/enable',
    );
    expect(enableCalls).toHaveLength(3);
  });

  it('new recovery codes need the current password; a wrong one shows on the input', async () => {
    const user = userEvent.setup({ delay: null });
    const account = accountWithTwoFactor(true);
    const { card } = await openTwoFactorCard(account, {
      'POST /api/v1/account/two-factor/recovery-codes': ({ body }) =>
        (body as { currentPassword: string }).currentPassword === 'right password'
          ? json(200, { recoveryCodes: codes })
          : json(400, {
              msg: 'Please check the highlighted fields.',
              code: 'VALIDATION_FAILED',
              fields: { currentPassword: 'Current password is incorrect.' },
            }),
    });
    await user.click(within(card).getByRole('button', { name: 'New recovery codes' }));
    const dialog = await screen.findByRole('dialog', { name: 'New recovery codes' });
    const password = within(dialog).getByLabelText(/Current password/);
    await user.type(password, 'wrong');
    await user.click(within(dialog).getByRole('button', { name: 'Make new codes' }));
    expect(await within(dialog).findByText('Current password is incorrect.')).toBeInTheDocument();

    await user.clear(password);
    await user.type(password, 'right password');
    await user.click(within(dialog).getByRole('button', { name: 'Make new codes' }));
    const codesDialog = await screen.findByRole('dialog', { name: 'Save your recovery codes' });
    expect(within(codesDialog).getByText('k3p9x-a7m2q')).toBeInTheDocument();
  });

  it("turning it off while the clinic requires it shows the server's reason", async () => {
    const user = userEvent.setup({ delay: null });
    const account = accountWithTwoFactor(true);
    const msg = 'Demo Physio Clinic requires two-factor sign-in, so it cannot be turned off.';
    const { card } = await openTwoFactorCard(account, {
      'POST /api/v1/account/two-factor/disable': () =>
        json(409, { msg, code: 'TWO_FACTOR_REQUIRED_BY_CLINIC' }),
    });
    await user.click(within(card).getByRole('button', { name: 'Turn off' }));
    const dialog = await screen.findByRole('dialog', { name: 'Turn off two-factor sign-in' });
    await user.type(within(dialog).getByLabelText(/Current password/), 'right password');
    await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(msg);
    expect(within(card).getByText('On')).toBeInTheDocument();
  });

  it('turning it off with the right password updates the status', async () => {
    const user = userEvent.setup({ delay: null });
    const account = accountWithTwoFactor(true);
    const { card } = await openTwoFactorCard(account, {
      'POST /api/v1/account/two-factor/disable': () => {
        account.setTwoFactor(false);
        return json(200, { msg: 'Two-factor sign-in is off.' });
      },
    });
    await user.click(within(card).getByRole('button', { name: 'Turn off' }));
    const dialog = await screen.findByRole('dialog', { name: 'Turn off two-factor sign-in' });
    await user.type(within(dialog).getByLabelText(/Current password/), 'right password');
    await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText('Two-factor sign-in is off')).toBeInTheDocument();
    await waitFor(() => expect(within(card).getByText('Off')).toBeInTheDocument());
  });
});
