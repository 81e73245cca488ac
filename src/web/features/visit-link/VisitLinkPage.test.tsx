import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LinkedVisit } from '../../../domain/visit-links.js';
import { json, mockApi } from '../../test/api-mock';
import { browserReportsZone } from '../../test/browser-zone';
import { renderApp } from '../../test/render-app';

const TOKEN = 'c'.repeat(43);
const API = `/api/v1/public/visit-links/${TOKEN}`;

// Monday 30 November 2026, 08:00 in Belgrade.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-30T07:00:00Z'));
  browserReportsZone('Europe/Belgrade');
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** Wednesday 2 December, 09:00 in Belgrade; cancellable online until 24 hours before. */
const visit = (overrides: Partial<LinkedVisit> = {}): LinkedVisit => ({
  clinicName: 'Sava Physio',
  clinicPhone: '+381 21 555 0100',
  timeZone: 'Europe/Belgrade',
  locale: 'en-GB',
  start: '2026-12-02T08:00:00.000Z',
  end: '2026-12-02T08:45:00.000Z',
  serviceName: 'Follow-up treatment',
  practitionerName: 'Ana Marković',
  locationName: 'Centar',
  locationAddress: 'Bulevar oslobođenja 10',
  status: 'upcoming',
  link: 'open',
  canConfirm: true,
  canCancel: true,
  changeWindowHours: 24,
  cancellableUntil: '2026-12-01T08:00:00.000Z',
  ...overrides,
});

function mockVisit(handlers: Record<string, () => Response> = {}, read = visit()) {
  const posts: string[] = [];
  mockApi({
    [`GET ${API}`]: () => json(200, { visit: read }),
    [`POST ${API}/confirm`]: () => {
      posts.push('confirm');
      return (handlers.confirm ?? (() => json(500, {})))();
    },
    [`POST ${API}/cancel`]: () => {
      posts.push('cancel');
      return (handlers.cancel ?? (() => json(500, {})))();
    },
  });
  return posts;
}

describe('a visit’s Confirm/Cancel link', () => {
  it('shows the visit in the clinic’s time and changes nothing until a button is pressed', async () => {
    const posts = mockVisit();
    await renderApp(`/visits/${TOKEN}?answer=confirm`);
    expect(await screen.findByRole('heading', { level: 2, name: 'Your visit' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Sava Physio' })).toBeVisible();
    expect(screen.getByText('Wednesday 2 December, 09:00–09:45')).toBeVisible();
    expect(screen.getByText('with Ana Marković')).toBeVisible();
    expect(
      screen.getByText('You can cancel online until Tuesday 1 December at 09:00.'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Confirm visit' })).toBeVisible();
    expect(posts).toEqual([]);
  });

  it('confirms with one press and says so', async () => {
    const user = userEvent.setup({ delay: null });
    const posts = mockVisit({
      confirm: () =>
        json(200, {
          visit: visit({ status: 'confirmed', link: 'used', canConfirm: false, canCancel: false }),
        }),
    });
    await renderApp(`/visits/${TOKEN}`);
    await user.click(await screen.findByRole('button', { name: 'Confirm visit' }));
    const heading = await screen.findByRole('heading', { name: 'Your visit is confirmed' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(posts).toEqual(['confirm']);
  });

  it('asks to be sure before cancelling from the mail’s Cancel button', async () => {
    const user = userEvent.setup({ delay: null });
    const posts = mockVisit({
      cancel: () =>
        json(200, {
          visit: visit({ status: 'cancelled', link: 'used', canConfirm: false, canCancel: false }),
        }),
    });
    await renderApp(`/visits/${TOKEN}?answer=cancel`);
    expect(await screen.findByText('Cancel this visit?')).toBeVisible();
    expect(posts).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Yes, cancel the visit' }));
    expect(await screen.findByRole('heading', { name: 'Your visit is cancelled' })).toBeVisible();
    expect(posts).toEqual(['cancel']);
  });

  it('says the link was used when the server answers 409 LINK_USED', async () => {
    const user = userEvent.setup({ delay: null });
    mockVisit({
      confirm: () => json(409, { msg: 'This link was already used.', code: 'LINK_USED' }),
    });
    await renderApp(`/visits/${TOKEN}`);
    await user.click(await screen.findByRole('button', { name: 'Confirm visit' }));
    expect(
      await screen.findByRole('heading', { name: 'This link was already used' }),
    ).toBeVisible();
  });

  it('shows a used or expired link as such, without buttons', async () => {
    mockVisit({}, visit({ link: 'expired', status: 'past', canConfirm: false, canCancel: false }));
    await renderApp(`/visits/${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'This link has expired' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Confirm visit' })).not.toBeInTheDocument();
  });

  it('explains why a visit close to its start cannot be cancelled online', async () => {
    mockVisit({}, visit({ canCancel: false, cancellableUntil: null }));
    await renderApp(`/visits/${TOKEN}`);
    expect(
      await screen.findByText(
        /It can no longer be cancelled online \(Sava Physio allows it up to 24 hours before\)\. To cancel, call Sava Physio at \+381 21 555 0100\./,
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Cancel visit' })).not.toBeInTheDocument();
  });

  it('says a link that names no visit is not valid', async () => {
    mockApi({ [`GET ${API}`]: () => json(404, { msg: 'Not found', code: 'NOT_FOUND' }) });
    await renderApp(`/visits/${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'This link is not valid' })).toBeVisible();
  });
});
