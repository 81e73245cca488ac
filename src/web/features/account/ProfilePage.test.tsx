import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '../../lib/current-user';
import { json, mockApi, noContent, ownerUser } from '../../test/api-mock';
import { preloadRoutes, renderApp } from '../../test/render-app';

preloadRoutes(
  () => import('../../components/dashboard/DashboardLayout'),
  () => import('./ProfilePage'),
);

const avatarUrl = `/api/v1/users/${ownerUser.user.id}/avatar?v=2`;

function mockAccount(initialAvatar: string | null = null) {
  let current: CurrentUser = {
    ...ownerUser,
    user: { ...ownerUser.user, avatarUrl: initialAvatar },
  };
  const uploads: FormData[] = [];
  const fetchMock = mockApi({
    'GET /api/v1/users/current-user': () => json(200, current),
    'POST /api/v1/account/avatar': ({ formData }) => {
      uploads.push(formData!);
      current = { ...current, user: { ...current.user, avatarUrl } };
      return json(200, { avatarUrl });
    },
    'DELETE /api/v1/account/avatar': () => {
      current = { ...current, user: { ...current.user, avatarUrl: null } };
      return noContent();
    },
  });
  return { fetchMock, uploads };
}

const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;
const topBarAvatar = () =>
  screen.getByRole('button', { name: 'Account menu for Ana Marković' }).querySelector('img');

describe('profile (/dashboard/profile, avatar shown in the top bar)', () => {
  it("shows the person's name, email, clinic, role and title", async () => {
    mockAccount();
    await renderApp('/dashboard/profile');
    const details = await screen.findByRole('region', { name: 'Details' });
    for (const text of [
      'Ana Marković',
      'owner@demo-physio.example',
      'Demo Physio Clinic',
      'Owner',
      'Clinic owner, physiotherapist',
    ]) {
      expect(within(details).getByText(text)).toBeInTheDocument();
    }
  });

  it('refuses a file that is not a JPEG, PNG or WebP image, or is over 2 MB, without sending it', async () => {
    // applyAccept off: the browser's picker filter can be bypassed, the check must not be.
    const user = userEvent.setup({ delay: null, applyAccept: false });
    const { fetchMock } = mockAccount();
    await renderApp('/dashboard/profile');
    const photo = await screen.findByRole('region', { name: 'Photo' });
    expect(fileInput()).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');

    await user.upload(
      fileInput(),
      new File(['%PDF-1.7'], 'referral.pdf', { type: 'application/pdf' }),
    );
    expect(await within(photo).findByRole('alert')).toHaveTextContent(
      'Choose a JPEG, PNG or WebP image.',
    );

    const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'holiday.png', {
      type: 'image/png',
    });
    await user.upload(fileInput(), big);
    expect(await within(photo).findByRole('alert')).toHaveTextContent(
      'The image is larger than 2 MB.',
    );
    expect(fetchMock).not.toHaveBeenCalledWith('/api/v1/account/avatar', expect.anything());
  });

  it('uploads the photo as the form field "file", then the top bar shows it; Remove takes it away', async () => {
    const user = userEvent.setup({ delay: null });
    const { fetchMock, uploads } = mockAccount();
    await renderApp('/dashboard/profile');
    const photo = await screen.findByRole('region', { name: 'Photo' });
    expect(topBarAvatar()).toBeNull();

    const picture = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', {
      type: 'image/png',
    });
    await user.upload(fileInput(), picture);
    expect(await screen.findByText('Photo updated')).toBeInTheDocument();
    expect(uploads).toHaveLength(1);
    expect(uploads[0]!.get('file')).toBe(picture);
    await waitFor(() => expect(topBarAvatar()).toHaveAttribute('src', avatarUrl));
    expect(within(photo).getByRole('img', { name: 'Your profile photo' })).toHaveAttribute(
      'src',
      avatarUrl,
    );

    await user.click(within(photo).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Photo removed')).toBeInTheDocument();
    await waitFor(() => expect(topBarAvatar()).toBeNull());
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/v1/account/avatar',
      expect.objectContaining({ method: 'DELETE' }),
    );
  });

  it("shows the server's refusal (checked by content) under the photo", async () => {
    const user = userEvent.setup({ delay: null });
    mockApi({
      'GET /api/v1/users/current-user': () => json(200, ownerUser),
      'POST /api/v1/account/avatar': () =>
        json(400, {
          msg: 'That file is not a JPEG, PNG or WebP image.',
          code: 'UNSUPPORTED_IMAGE',
        }),
    });
    await renderApp('/dashboard/profile');
    const photo = await screen.findByRole('region', { name: 'Photo' });
    await user.upload(fileInput(), new File(['not really'], 'fake.jpg', { type: 'image/jpeg' }));
    expect(await within(photo).findByRole('alert')).toHaveTextContent(
      'That file is not a JPEG, PNG or WebP image.',
    );
  });
});
