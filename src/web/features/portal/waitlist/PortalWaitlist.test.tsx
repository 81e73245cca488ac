import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Wish } from '../../../../domain/waitlist.js';
import { json, mockApi, noContent, notSignedIn } from '../../../test/api-mock';
import { browserReportsZone } from '../../../test/browser-zone';
import { renderApp } from '../../../test/render-app';
import {
  ANA,
  CENTRE,
  JELENA,
  PORTAL_API,
  PUBLIC_API,
  RIVERSIDE,
  SESSION,
  SLUG,
  TOKEN,
  offer,
  portal,
} from '../portal-fixtures';

// Monday 30 November 2026, 08:00 in Berlin.
const NOW = new Date('2026-11-30T07:00:00Z');
const WISH = '00000000-0000-4000-8000-0000000000d1';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  browserReportsZone('Europe/Berlin');
  localStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const waiting: Wish = {
  id: WISH,
  patientId: '00000000-0000-4000-8000-0000000000d9',
  patientName: '',
  serviceId: SESSION,
  serviceName: 'Physiotherapy session',
  practitionerId: JELENA,
  practitionerName: 'Jelena Ilić',
  locationId: null,
  locationName: null,
  weekdays: [4, 2],
  from: '07:30',
  to: '10:00',
  until: '2026-12-28',
  note: '',
  status: 'waiting',
  source: 'portal',
  appointmentId: null,
  createdAt: '2026-11-20T09:00:00.000Z',
};

/** The portal's API with the patient's waitlist, keeping what the page sent. */
function waitlistApi({
  signedIn = true,
  join,
}: { signedIn?: boolean; join?: (body: unknown) => Response | undefined } = {}) {
  const state = { signedIn, wishes: [waiting] as Wish[] };
  const sent = { joins: [] as unknown[], removals: 0 };
  const signedInOnly = (answer: () => Response) => () =>
    state.signedIn ? answer() : notSignedIn();
  mockApi({
    [`GET ${PORTAL_API}/me`]: signedInOnly(() => json(200, { portal })),
    [`GET ${PORTAL_API}/appointments`]: signedInOnly(() => json(200, { upcoming: [], past: [] })),
    // The invoices have their own tests (invoices/PortalInvoices.test.tsx).
    [`GET ${PORTAL_API}/invoices`]: signedInOnly(() => json(200, { invoices: [] })),
    [`GET ${PORTAL_API}/documents`]: signedInOnly(() => json(200, { documents: [] })),
    [`GET ${PUBLIC_API}/booking`]: () => json(200, offer),
    [`POST ${PORTAL_API}/sessions`]: () => {
      state.signedIn = true;
      return json(200, { portal });
    },
    [`GET ${PORTAL_API}/waitlist`]: signedInOnly(() => json(200, { wishes: state.wishes })),
    [`POST ${PORTAL_API}/waitlist`]: ({ body }) => {
      sent.joins.push(body);
      const answer = join?.(body);
      if (answer) return answer;
      const wish = { ...waiting, ...(body as object), id: '00000000-0000-4000-8000-0000000000d2' };
      state.wishes = [...state.wishes, wish as Wish];
      return json(201, { wish });
    },
    [`DELETE ${PORTAL_API}/waitlist/${WISH}`]: () => {
      sent.removals += 1;
      state.wishes = state.wishes.filter((wish) => wish.id !== WISH);
      return noContent();
    },
  });
  return sent;
}

const user = () => userEvent.setup({ delay: null });
const waitlistSection = () => screen.getByRole('region', { name: 'Waitlist' });

describe('the portal’s waitlist', () => {
  it('lists the patient’s wishes and removes one after asking', async () => {
    const sent = waitlistApi();
    const u = user();
    await renderApp(`/portal/${SLUG}`);
    const list = await screen.findByRole('list', { name: 'Your waitlist' });
    const item = within(list).getByRole('listitem');
    expect(item).toHaveTextContent('Physiotherapy session');
    expect(item).toHaveTextContent('Jelena Ilić · Any location');
    expect(item).toHaveTextContent('Tue, Thu · 07:30–10:00');
    expect(item).toHaveTextContent('Until 28 December 2026');

    await u.click(
      within(item).getByRole('button', { name: 'Remove your wish for Physiotherapy session' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Leave the waitlist?' });
    await u.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('You are not on the waitlist.')).toBeVisible();
    expect(sent.removals).toBe(1);
  });

  it('joins with what the clinic offers online, anyone and any location by default', async () => {
    const sent = waitlistApi();
    const u = user();
    await renderApp(`/portal/${SLUG}`);
    await screen.findByRole('list', { name: 'Your waitlist' });
    await u.click(within(waitlistSection()).getByRole('button', { name: 'Join the waitlist' }));
    const form = await screen.findByRole('form', { name: 'Join the waitlist' });
    await u.click(within(form).getByRole('combobox', { name: /Service/ }));
    await u.click(await screen.findByRole('option', { name: 'Physiotherapy session' }));
    await u.click(within(form).getByRole('checkbox', { name: 'Saturday' }));
    await u.click(within(form).getByRole('button', { name: 'Join the waitlist' }));

    await waitFor(() => expect(sent.joins).toHaveLength(1));
    expect(sent.joins[0]).toEqual({
      serviceId: SESSION,
      practitionerId: null,
      locationId: null,
      weekdays: [6],
      from: '08:00',
      to: '18:00',
      // Four weeks from the clinic's today.
      until: '2026-12-28',
      note: '',
    });
    expect(await screen.findByText(/You are on the waitlist/)).toBeVisible();
    expect(
      within(await screen.findByRole('list', { name: 'Your waitlist' })).getAllByRole('listitem'),
    ).toHaveLength(2);
  });

  it('moves focus into the form it opens, and back to its button when the form closes', async () => {
    const sent = waitlistApi();
    const u = user();
    await renderApp(`/portal/${SLUG}`);
    await screen.findByRole('list', { name: 'Your waitlist' });
    const open = () =>
      u.click(within(waitlistSection()).getByRole('button', { name: 'Join the waitlist' }));
    await open();
    let form = await screen.findByRole('form', { name: 'Join the waitlist' });
    await waitFor(() =>
      expect(within(form).getByRole('combobox', { name: /Service/ })).toHaveFocus(),
    );
    await u.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(
      within(waitlistSection()).getByRole('button', { name: 'Join the waitlist' }),
    ).toHaveFocus();

    await open();
    form = await screen.findByRole('form', { name: 'Join the waitlist' });
    await u.click(within(form).getByRole('combobox', { name: /Service/ }));
    await u.click(await screen.findByRole('option', { name: 'Physiotherapy session' }));
    await u.click(within(form).getByRole('checkbox', { name: 'Saturday' }));
    await u.click(within(form).getByRole('button', { name: 'Join the waitlist' }));
    await waitFor(() => expect(sent.joins).toHaveLength(1));
    expect(
      await within(waitlistSection()).findByRole('button', { name: 'Join the waitlist' }),
    ).toHaveFocus();
  });

  it('says so when the patient already waits for the most times at once (409)', async () => {
    waitlistApi({
      join: () => json(409, { msg: 'Too many wishes.', code: 'TOO_MANY_WISHES' }),
    });
    const u = user();
    await renderApp(`/portal/${SLUG}`);
    await screen.findByRole('list', { name: 'Your waitlist' });
    await u.click(within(waitlistSection()).getByRole('button', { name: 'Join the waitlist' }));
    const form = await screen.findByRole('form', { name: 'Join the waitlist' });
    await u.click(within(form).getByRole('combobox', { name: /Service/ }));
    await u.click(await screen.findByRole('option', { name: 'Physiotherapy session' }));
    await u.click(within(form).getByRole('checkbox', { name: 'Monday' }));
    await u.click(within(form).getByRole('button', { name: 'Join the waitlist' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'You are already waiting for 5 times, the most at once. Remove one to add another.',
    );
  });

  it('opens the form with the booking page’s choices from the address, then tidies the address', async () => {
    waitlistApi();
    const { router } = await renderApp(
      `/portal/${SLUG}?waitlist=1&serviceId=${SESSION}&practitionerId=${ANA}&locationId=${RIVERSIDE}`,
    );
    const form = await screen.findByRole('form', { name: 'Join the waitlist' });
    expect(within(form).getByRole('combobox', { name: /Service/ })).toHaveValue(
      'Physiotherapy session',
    );
    expect(within(form).getByRole('combobox', { name: /Practitioner/ })).toHaveValue(
      'Ana Marković',
    );
    expect(within(form).getByRole('combobox', { name: /Location/ })).toHaveValue('Riverside');
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('keeps the booking page’s choices over signing in by the mailed link', async () => {
    waitlistApi({ signedIn: false });
    const first = await renderApp(
      `/portal/${SLUG}?waitlist=1&serviceId=${SESSION}&practitionerId=${JELENA}&locationId=${CENTRE}`,
    );
    expect(
      await screen.findByText('Sign in first: the waitlist form then opens with your choices.'),
    ).toBeVisible();
    first.unmount();

    // The mailed link opens in another tab: its address carries only the token.
    await renderApp(`/portal/${SLUG}/sign-in?token=${TOKEN}`);
    const form = await screen.findByRole('form', { name: 'Join the waitlist' });
    expect(within(form).getByRole('combobox', { name: /Practitioner/ })).toHaveValue('Jelena Ilić');
    expect(within(form).getByRole('combobox', { name: /Location/ })).toHaveValue('Mitte');
    // Used once: the next visit to the portal does not open it again.
    expect(localStorage.length).toBe(0);
  });
});
