import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicOffer } from '../../../domain/waitlist.js';
import { json, mockApi } from '../../test/api-mock';
import { browserReportsZone } from '../../test/browser-zone';
import { renderApp } from '../../test/render-app';

const TOKEN = 'b'.repeat(43);
const API = `/api/v1/public/waitlist-offers/${TOKEN}`;
const VISIT = '00000000-0000-4000-8000-0000000000f1';

// Monday 30 November 2026, 08:00 in Berlin.
const NOW = new Date('2026-11-30T07:00:00Z');
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  browserReportsZone('Europe/Berlin');
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** Tuesday 1 December, 09:00 in Berlin, open until 19:00 today. */
const offer = (overrides: Partial<PublicOffer> = {}): PublicOffer => ({
  clinicName: 'Spree Physio',
  clinicSlug: 'demo-physio',
  timeZone: 'Europe/Berlin',
  locale: 'en-GB',
  start: '2026-12-01T08:00:00.000Z',
  end: '2026-12-01T08:45:00.000Z',
  serviceName: 'Physiotherapy session',
  practitionerName: 'Ana Marković',
  locationName: 'Mitte',
  locationAddress: 'Torstraße 1, Berlin',
  status: 'open',
  expiresAt: '2026-11-30T18:00:00.000Z',
  appointmentId: null,
  ...overrides,
});

function mockOffer(
  accept: () => Response,
  read: () => Response = () => json(200, { offer: offer() }),
) {
  let accepts = 0;
  mockApi({
    [`GET ${API}`]: read,
    [`POST ${API}/accept`]: () => {
      accepts += 1;
      return accept();
    },
  });
  return { accepts: () => accepts };
}

async function openOffer(path = `/waitlist/offers/${TOKEN}`) {
  const view = await renderApp(path);
  return view;
}

describe('a waitlist offer from its mailed link', () => {
  it('shows the time in the clinic’s zone, what it is, and that the first to accept gets it', async () => {
    mockOffer(() => json(500, {}));
    await openOffer();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'A time freed up for you' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Spree Physio' })).toBeInTheDocument();
    expect(screen.getByText('Tuesday 1 December, 09:00–09:45')).toBeInTheDocument();
    expect(screen.getByText('Physiotherapy session')).toBeInTheDocument();
    expect(screen.getByText('with Ana Marković')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Offered to several people: the first to accept gets it. Open until Monday 30 November at 19:00.',
      ),
    ).toBeInTheDocument();
    // The patient's clock reads the same as the clinic's: nothing more to say.
    expect(screen.queryByText(/Your time/)).not.toBeInTheDocument();
  });

  it('adds the patient’s own time when their clock differs', async () => {
    // The patient reads the offer in New York.
    vi.restoreAllMocks();
    browserReportsZone('America/New_York');
    mockOffer(() => json(500, {}));
    await openOffer();
    expect(
      await screen.findByText(
        'Clinic time (Europe/Berlin). Your time: Tuesday 1 December, 03:00–03:45.',
      ),
    ).toBeInTheDocument();
  });

  it('books the time and says so, with the way to the portal', async () => {
    const user = userEvent.setup({ delay: null });
    const sent = mockOffer(() =>
      json(201, { offer: offer({ status: 'accepted', appointmentId: VISIT }) }),
    );
    await openOffer();
    await user.click(await screen.findByRole('button', { name: 'Book this time' }));
    const heading = await screen.findByRole('heading', { name: 'You’re booked' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(sent.accepts()).toBe(1);
    expect(screen.getByText('Tuesday 1 December, 09:00–09:45')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'your visits' })).toHaveAttribute(
      'href',
      '/portal/demo-physio',
    );
    expect(screen.queryByRole('button', { name: 'Book this time' })).not.toBeInTheDocument();
  });

  it('says someone else was faster (409) and that the patient stays on the waitlist', async () => {
    const user = userEvent.setup({ delay: null });
    mockOffer(() =>
      json(409, { msg: 'Someone else accepted this time first.', code: 'OFFER_TAKEN' }),
    );
    await openOffer();
    await user.click(await screen.findByRole('button', { name: 'Book this time' }));
    const heading = await screen.findByRole('heading', { name: 'Someone else took this time' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText(/You stay on the waitlist/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Book this time' })).not.toBeInTheDocument();
  });

  it('says the offer lapsed when it closed before the press (410)', async () => {
    const user = userEvent.setup({ delay: null });
    mockOffer(() => json(410, { msg: 'This offer has expired.', code: 'OFFER_EXPIRED' }));
    await openOffer();
    await user.click(await screen.findByRole('button', { name: 'Book this time' }));
    expect(
      await screen.findByRole('heading', { name: 'This offer has lapsed' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Book this time' })).not.toBeInTheDocument();
  });

  it('shows an offer already settled as it is: taken, lapsed, or accepted by this patient', async () => {
    for (const [status, heading] of [
      ['taken', 'Someone else took this time'],
      ['lapsed', 'This offer has lapsed'],
      ['accepted', 'You’re booked'],
    ] as const) {
      // Each its own link: the page keeps what a link showed for a while.
      const token = `${status}-`.padEnd(43, 'x');
      mockApi({
        [`GET /api/v1/public/waitlist-offers/${token}`]: () =>
          json(200, { offer: offer({ status }) }),
      });
      const { unmount } = await openOffer(`/waitlist/offers/${token}`);
      expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Book this time' })).not.toBeInTheDocument();
      unmount();
    }
  });

  it('says a link is not valid when the server knows no such offer, or its token is malformed', async () => {
    mockOffer(
      () => json(500, {}),
      () => json(404, { msg: 'There is no such offer.', code: 'NOT_FOUND' }),
    );
    const { unmount } = await openOffer();
    expect(
      await screen.findByRole('heading', { name: 'This offer link is not valid' }),
    ).toBeInTheDocument();
    unmount();
    await openOffer('/waitlist/offers/too-short');
    expect(
      await screen.findByRole('heading', { name: 'This offer link is not valid' }),
    ).toBeInTheDocument();
  });
});
