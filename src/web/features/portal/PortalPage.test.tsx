import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicSlot } from '../../../domain/online-booking.js';
import { PORTAL_LINK_SENT_MESSAGE, type PortalAppointment } from '../../../domain/portal.js';
import { json, mockApi, noContent, notSignedIn } from '../../test/api-mock';
import { browserReportsZone } from '../../test/browser-zone';
import { renderApp } from '../../test/render-app';
import {
  ANA,
  CENTRE,
  JELENA,
  KNEE_VISIT,
  PORTAL_API,
  PUBLIC_API,
  RIVERSIDE,
  SESSION,
  SLUG,
  TOKEN,
  cancelledVisit,
  kneeVisit,
  offer,
  pastVisits,
  portal,
  slot,
  todayVisit,
} from './portal-fixtures';

// Monday 30 November 2026, 08:00 in Berlin.
const NOW = new Date('2026-11-30T07:00:00Z');
const WED_1000 = '2026-12-02T09:00:00.000Z';
const WED_1100 = '2026-12-02T10:00:00.000Z';
const THU_0900 = '2026-12-03T08:00:00.000Z';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  browserReportsZone('Europe/Berlin');
});
afterEach(() => {
  vi.useRealTimers();
});

type Reply = Response | undefined;

interface Answers {
  signedIn?: boolean;
  appointments?: (attempt: number) => Reply;
  signIn?: () => Reply;
  session?: () => Reply;
  cancel?: (attempt: number) => Reply;
  reschedule?: (body: Record<string, unknown>, attempt: number) => Reply;
  /** The visits after a refused change, e.g. past its window now. */
  afterRefusal?: PortalAppointment[];
}

/** The portal's API, keeping what the page sent and the patient's visits as the server would. */
function portalApi(answers: Answers = {}) {
  const state = {
    signedIn: answers.signedIn ?? true,
    upcoming: [kneeVisit, todayVisit, cancelledVisit],
  };
  const sent = {
    signIns: [] as unknown[],
    tokens: [] as unknown[],
    signOuts: 0,
    listReads: 0,
    cancels: 0,
    reschedules: [] as unknown[],
    availability: [] as URLSearchParams[],
  };
  const signedInOnly = (answer: () => Response) => () =>
    state.signedIn ? answer() : notSignedIn();
  const weekSlots: PublicSlot[] = [
    slot(WED_1000, JELENA),
    slot(WED_1000, ANA),
    slot(WED_1100, ANA),
    slot(THU_0900, JELENA, RIVERSIDE),
  ];
  mockApi({
    [`GET ${PORTAL_API}/me`]: signedInOnly(() => json(200, { portal })),
    [`GET ${PORTAL_API}/forms`]: signedInOnly(() => json(200, { patientForms: [] })),
    [`GET ${PORTAL_API}/appointments`]: signedInOnly(() => {
      sent.listReads += 1;
      return (
        answers.appointments?.(sent.listReads) ??
        json(200, { upcoming: state.upcoming, past: pastVisits })
      );
    }),
    [`POST ${PUBLIC_API}/portal/sign-in`]: ({ body }) => {
      sent.signIns.push(body);
      return answers.signIn?.() ?? json(202, { msg: PORTAL_LINK_SENT_MESSAGE });
    },
    [`POST ${PORTAL_API}/sessions`]: ({ body }) => {
      sent.tokens.push(body);
      const answer = answers.session?.();
      if (answer) return answer;
      state.signedIn = true;
      return json(200, { portal });
    },
    [`DELETE ${PORTAL_API}/session`]: () => {
      sent.signOuts += 1;
      state.signedIn = false;
      return noContent();
    },
    [`POST ${PORTAL_API}/appointments/${KNEE_VISIT}/cancel`]: () => {
      sent.cancels += 1;
      const answer = answers.cancel?.(sent.cancels);
      if (answer) return answer;
      const cancelled = { ...kneeVisit, status: 'cancelled' as const, changeableUntil: null };
      state.upcoming = state.upcoming.map((item) => (item.id === KNEE_VISIT ? cancelled : item));
      return json(200, { appointment: cancelled });
    },
    [`POST ${PORTAL_API}/appointments/${KNEE_VISIT}/reschedule`]: ({ body }) => {
      sent.reschedules.push(body);
      const request = body as { start: string; practitionerId: string; locationId: string };
      const answer = answers.reschedule?.(request, sent.reschedules.length);
      if (answer) {
        if (answers.afterRefusal) state.upcoming = answers.afterRefusal;
        return answer;
      }
      const moved: PortalAppointment = {
        ...kneeVisit,
        start: request.start,
        end: new Date(Date.parse(request.start) + 45 * 60_000).toISOString(),
        practitionerId: request.practitionerId,
        practitionerName: request.practitionerId === ANA ? 'Ana Marković' : 'Jelena Ilić',
        changeableUntil: new Date(Date.parse(request.start) - 24 * 3_600_000).toISOString(),
      };
      state.upcoming = state.upcoming.map((item) => (item.id === KNEE_VISIT ? moved : item));
      return json(200, { appointment: moved });
    },
    [`GET ${PUBLIC_API}/booking`]: () => json(200, offer),
    // The waitlist has its own tests (waitlist/PortalWaitlist.test.tsx).
    [`GET ${PORTAL_API}/waitlist`]: signedInOnly(() => json(200, { wishes: [] })),
    // The invoices have their own tests (invoices/PortalInvoices.test.tsx).
    [`GET ${PORTAL_API}/invoices`]: signedInOnly(() => json(200, { invoices: [] })),
    // The documents too (documents/PortalDocuments.test.tsx).
    [`GET ${PORTAL_API}/documents`]: signedInOnly(() => json(200, { documents: [] })),
    [`GET ${PUBLIC_API}/availability`]: ({ query }) => {
      sent.availability.push(query);
      const first = query.get('from') === '2026-11-29T23:00:00.000Z';
      const locationId = query.get('locationId');
      return json(200, {
        slots: first
          ? weekSlots.filter((free) => !locationId || free.locationId === locationId)
          : [],
      });
    },
  });
  return sent;
}

const user = () => userEvent.setup({ delay: null });

/** The card of the Tuesday visit. */
const kneeCard = () =>
  screen.getByRole('article', { name: 'Physiotherapy session, Tuesday 1 December at 09:00' });

describe('/portal/:slug signed out', () => {
  it('mails a sign-in link to the address typed', async () => {
    const sent = portalApi({ signedIn: false });
    const u = user();
    await renderApp(`/portal/${SLUG}`);

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Sign in to see your visits' }),
    ).toBeVisible();
    expect(await screen.findByRole('heading', { level: 1, name: 'Spree Physio' })).toBeVisible();
    // The clinic's plain frame: no Motio navigation.
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Email me a sign-in link' }));
    expect(await screen.findByText('Enter a valid email address.')).toBeVisible();
    expect(sent.signIns).toEqual([]);

    await u.type(screen.getByRole('textbox', { name: /^Email/ }), 'mia@example.com');
    await u.keyboard('{Enter}');
    expect(await screen.findByText(PORTAL_LINK_SENT_MESSAGE)).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Check your email' })).toHaveFocus();
    expect(sent.signIns).toEqual([{ email: 'mia@example.com' }]);
  });

  it('says when the clinic takes no online bookings', async () => {
    portalApi({
      signedIn: false,
      signIn: () => json(404, { msg: 'Not found.', code: 'NOT_FOUND' }),
    });
    const u = user();
    await renderApp(`/portal/${SLUG}`);
    await u.type(await screen.findByRole('textbox', { name: /^Email/ }), 'mia@example.com');
    await u.click(screen.getByRole('button', { name: 'Email me a sign-in link' }));
    expect(
      await screen.findByRole('heading', { name: 'This clinic does not take online bookings' }),
    ).toBeVisible();
  });

  it('shows the server’s words when asked too often', async () => {
    portalApi({
      signedIn: false,
      signIn: () =>
        json(429, {
          msg: 'Too many sign-in links. Try again in 10 minutes.',
          code: 'RATE_LIMITED',
        }),
    });
    const u = user();
    await renderApp(`/portal/${SLUG}`);
    await u.type(await screen.findByRole('textbox', { name: /^Email/ }), 'mia@example.com');
    await u.click(screen.getByRole('button', { name: 'Email me a sign-in link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many sign-in links. Try again in 10 minutes.',
    );
    expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveValue('mia@example.com');
  });
});

describe('/portal/:slug/sign-in', () => {
  it('signs in with the mailed link and lands on the visits', async () => {
    const sent = portalApi({ signedIn: false });
    const { router } = await renderApp(`/portal/${SLUG}/sign-in?token=${TOKEN}`);

    expect(await screen.findByRole('heading', { level: 2, name: 'Hello, Mia' })).toBeVisible();
    expect(router.state.location.pathname).toBe(`/portal/${SLUG}`);
    expect(sent.tokens).toEqual([{ token: TOKEN }]);
    expect(await waitForKneeCard()).toHaveTextContent('Tuesday 1 December, 09:00–09:45');
  });

  it("opens the form a form mail's link names once signed in", async () => {
    const form = '7d2f4a8e-5c1b-4e3a-9f60-2b8c1d4e5f60';
    portalApi({ signedIn: false });
    const { router } = await renderApp(`/portal/${SLUG}/sign-in?token=${TOKEN}&form=${form}`);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/portal/${SLUG}/forms/${form}`),
    );
  });

  it('says a used link has expired, and leads back to the sign-in form', async () => {
    const sent = portalApi({
      signedIn: false,
      session: () => json(410, { msg: 'This link has expired.', code: 'LINK_EXPIRED' }),
    });
    const u = user();
    await renderApp(`/portal/${SLUG}/sign-in?token=${TOKEN}`);
    expect(
      await screen.findByRole('heading', {
        name: 'This sign-in link has expired or was already used',
      }),
    ).toBeVisible();
    expect(sent.tokens).toHaveLength(1);
    await u.click(screen.getByRole('link', { name: 'Get a new sign-in link' }));
    expect(
      await screen.findByRole('heading', { name: 'Sign in to see your visits' }),
    ).toBeVisible();
  });

  it('offers to try again when the server could not answer', async () => {
    let failures = 1;
    const sent = portalApi({
      signedIn: false,
      session: () =>
        failures-- > 0
          ? json(503, { msg: 'The service is busy. Please try again.', code: 'UNAVAILABLE' })
          : undefined,
    });
    const u = user();
    await renderApp(`/portal/${SLUG}/sign-in?token=${TOKEN}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The service is busy. Please try again.',
    );
    await u.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Hello, Mia' })).toBeVisible();
    expect(sent.tokens).toEqual([{ token: TOKEN }, { token: TOKEN }]);
  });

  it('does not send a token that cannot be one', async () => {
    const sent = portalApi({ signedIn: false });
    await renderApp(`/portal/${SLUG}/sign-in?token=short`);
    expect(
      await screen.findByRole('heading', {
        name: 'This sign-in link has expired or was already used',
      }),
    ).toBeVisible();
    expect(sent.tokens).toEqual([]);
  });
});

describe('/portal/:slug signed in', () => {
  it('lists upcoming and past visits in the clinic’s time, and says how it differs from the visitor’s', async () => {
    vi.restoreAllMocks();
    browserReportsZone('America/New_York');
    portalApi();
    const u = user();
    await renderApp(`/portal/${SLUG}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Spree Physio' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Hello, Mia' })).toBeVisible();
    const upcoming = screen.getByRole('region', { name: 'Upcoming visits' });
    const card = await within(upcoming).findByRole('article', {
      name: 'Physiotherapy session, Tuesday 1 December at 09:00',
    });
    // 08:00 UTC is 09:00 in Berlin (03:00 in New York).
    expect(card).toHaveTextContent('Tuesday 1 December, 09:00–09:45');
    expect(card).toHaveTextContent('with Ana Marković');
    expect(card).toHaveTextContent('Mitte, Torstraße 1, Berlin');
    expect(within(card).getByRole('button', { name: 'Cancel visit' })).toBeVisible();
    expect(within(card).getByRole('button', { name: 'Change time' })).toBeVisible();
    expect(
      screen.getAllByText(
        'Times are in Europe/Berlin (clinic time). That is 6 hours ahead of you.',
      ),
    ).toHaveLength(1);

    // Past its window: the clinic's phone instead of the buttons.
    const today = within(upcoming).getByRole('article', {
      name: 'Sports massage, Monday 30 November at 15:00',
    });
    expect(today).toHaveTextContent('To change this visit, call the clinic at +49 30 1234567.');
    expect(within(today).getByRole('link', { name: '+49 30 1234567' })).toHaveAttribute(
      'href',
      'tel:+49301234567',
    );
    expect(within(today).queryByRole('button')).not.toBeInTheDocument();
    const cancelled = within(upcoming).getByRole('article', { name: /Friday 4 December/ });
    expect(cancelled).toHaveTextContent('Cancelled');
    expect(within(cancelled).queryByRole('button')).not.toBeInTheDocument();

    const past = screen.getByRole('region', { name: 'Past visits' });
    expect(within(past).getAllByRole('listitem')).toHaveLength(3);
    expect(past).toHaveTextContent('23 November 2026, 09:00–09:45');
    expect(past).toHaveTextContent('No-show');
    expect(past).not.toHaveTextContent('First assessment');
    await u.click(within(past).getByRole('button', { name: 'Show all 4 past visits' }));
    expect(within(past).getAllByRole('listitem')).toHaveLength(4);
    expect(past).toHaveTextContent('First assessment');
    expect(past).toHaveTextContent('3 March 2026, 10:00–10:45');

    expect(screen.getByRole('link', { name: 'Book another visit' })).toHaveAttribute(
      'href',
      `/book/${SLUG}`,
    );
  });

  it('says when the visits did not load, and when there are none', async () => {
    portalApi({
      // A 5xx is tried three times before the page gives up.
      appointments: (attempt) =>
        attempt <= 3
          ? json(500, { msg: 'The server had a problem.', code: 'INTERNAL' })
          : json(200, { upcoming: [], past: [] }),
    });
    const u = user();
    await renderApp(`/portal/${SLUG}`);
    const failed = await screen.findByRole('alert', {}, { timeout: 8000 });
    expect(failed).toHaveTextContent('Your visits did not load');
    expect(failed).toHaveTextContent('The server had a problem.');
    await u.click(within(failed).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('You have no upcoming visits.')).toBeVisible();
    expect(screen.getByText('No past visits yet.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Book another visit' })).toBeVisible();
  });

  it('cancels a visit after asking, and shows it cancelled', async () => {
    const sent = portalApi();
    const u = user();
    await renderApp(`/portal/${SLUG}`);
    await screen.findByRole('heading', { name: 'Hello, Mia' });
    await u.click(within(await waitForKneeCard()).getByRole('button', { name: 'Cancel visit' }));

    const dialog = await screen.findByRole('dialog', {
      name: 'Cancel your visit on Tuesday 1 December at 09:00?',
    });
    await u.click(within(dialog).getByRole('button', { name: 'Keep visit' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent.cancels).toBe(0);

    await u.click(within(kneeCard()).getByRole('button', { name: 'Cancel visit' }));
    await u.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel visit' }),
    );
    const cancelled = await within(kneeCard()).findByRole('status');
    expect(cancelled).toHaveTextContent('Your visit is cancelled.');
    // The button that did it is gone: the focus lands on what happened.
    expect(cancelled).toHaveFocus();
    expect(sent.cancels).toBe(1);
    expect(kneeCard()).toHaveTextContent('Cancelled');
    expect(
      within(kneeCard()).queryByRole('button', { name: 'Change time' }),
    ).not.toBeInTheDocument();
  });

  it('moves a visit to a free time of the same service, week buttons first', async () => {
    const sent = portalApi();
    const u = user();
    await renderApp(`/portal/${SLUG}`);
    await screen.findByRole('heading', { name: 'Hello, Mia' });
    await u.click(within(await waitForKneeCard()).getByRole('button', { name: 'Change time' }));

    const card = kneeCard();
    expect(
      await within(card).findByRole('heading', { name: 'Wednesday 2 December' }),
    ).toBeVisible();
    expect(sent.availability[0]?.get('serviceId')).toBe(SESSION);
    expect(sent.availability[0]?.get('locationId')).toBe(CENTRE);
    expect(sent.availability[0]?.get('to')).toBe('2026-12-06T23:00:00.000Z');
    expect(within(card).getByText('30 Nov – 6 Dec')).toBeVisible();
    // 10:00 is free with both practitioners: it shows once.
    expect(within(card).getAllByRole('button', { name: /^10:00/ })).toHaveLength(1);
    expect(within(card).getByRole('button', { name: 'Previous week' })).toBeDisabled();
    within(card).getByRole('button', { name: 'Change time' }).focus();
    await u.tab();
    await u.tab();
    expect(within(card).getByRole('button', { name: 'Next week' })).toHaveFocus();
    await u.tab();
    expect(within(card).getByRole('button', { name: '10:00, Wednesday 2 December' })).toHaveFocus();

    await u.click(within(card).getByRole('button', { name: 'Next week' }));
    expect(await within(card).findByText('No free times this week.')).toBeVisible();
    expect(within(card).getByText('7 Dec – 13 Dec')).toBeVisible();
    await u.click(within(card).getByRole('button', { name: 'Previous week' }));
    await u.click(await within(card).findByRole('button', { name: '10:00, Wednesday 2 December' }));

    const dialog = await screen.findByRole('dialog', {
      name: 'Move your visit to Wednesday 2 December at 10:00?',
    });
    // The visit's own practitioner is kept when they are free too.
    expect(dialog).toHaveTextContent('Physiotherapy session with Ana Marković at Mitte.');
    await u.click(within(dialog).getByRole('button', { name: 'Move visit' }));

    const moved = await screen.findByRole('article', {
      name: 'Physiotherapy session, Wednesday 2 December at 10:00',
    });
    expect(
      within(moved).getByText('Your visit is moved to Wednesday 2 December at 10:00.'),
    ).toBeVisible();
    expect(sent.reschedules).toEqual([
      { start: WED_1000, practitionerId: ANA, locationId: CENTRE },
    ]);
  });

  it('says so when the visit has just passed its change window', async () => {
    portalApi({
      reschedule: () =>
        json(409, {
          msg: 'Visits can be changed online until 24 hours before they start.',
          code: 'CHANGE_WINDOW_PASSED',
        }),
      afterRefusal: [{ ...kneeVisit, changeableUntil: null }, todayVisit],
    });
    const u = user();
    await renderApp(`/portal/${SLUG}`);
    await u.click(within(await waitForKneeCard()).getByRole('button', { name: 'Change time' }));
    await u.click(
      await within(kneeCard()).findByRole('button', { name: '11:00, Wednesday 2 December' }),
    );
    await u.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Move visit' }),
    );

    expect(await within(kneeCard()).findByRole('alert')).toHaveTextContent(
      'Visits can be changed online until 24 hours before they start.',
    );
    expect(
      await within(kneeCard()).findByText(/To change this visit, call the clinic at/),
    ).toBeVisible();
    expect(
      within(kneeCard()).queryByRole('button', { name: 'Change time' }),
    ).not.toBeInTheDocument();
  });

  it('offers the next free times when the chosen one was just taken', async () => {
    const sent = portalApi({
      reschedule: (_body, attempt) =>
        attempt === 1
          ? json(409, {
              msg: 'That time is no longer free.',
              code: 'SLOT_TAKEN',
              details: { nextSlots: [slot(WED_1100, ANA), slot(THU_0900, JELENA, RIVERSIDE)] },
            })
          : undefined,
    });
    const u = user();
    await renderApp(`/portal/${SLUG}`);
    await u.click(within(await waitForKneeCard()).getByRole('button', { name: 'Change time' }));
    await u.click(
      await within(kneeCard()).findByRole('button', { name: '10:00, Wednesday 2 December' }),
    );
    await u.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Move visit' }),
    );

    const taken = await within(kneeCard()).findByRole('alert');
    expect(taken).toHaveTextContent('That time was just taken');
    // The week on screen is read again: it still offered the taken time.
    await waitFor(() => expect(sent.availability).toHaveLength(2));
    expect(
      within(taken).getByRole('button', { name: 'Wednesday 2 December, 11:00' }),
    ).toBeVisible();
    await u.click(within(taken).getByRole('button', { name: 'Thursday 3 December, 09:00' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Move your visit to Thursday 3 December at 09:00?',
    });
    expect(dialog).toHaveTextContent('with Jelena Ilić at Riverside');
    await u.click(within(dialog).getByRole('button', { name: 'Move visit' }));

    expect(
      await screen.findByText('Your visit is moved to Thursday 3 December at 09:00.'),
    ).toBeVisible();
    expect(sent.reschedules).toEqual([
      { start: WED_1000, practitionerId: ANA, locationId: CENTRE },
      { start: THU_0900, practitionerId: JELENA, locationId: RIVERSIDE },
    ]);
  });

  it('asks to sign in again when the session has ended', async () => {
    const sent = portalApi({ cancel: () => notSignedIn() });
    const u = user();
    await renderApp(`/portal/${SLUG}`);
    await u.click(within(await waitForKneeCard()).getByRole('button', { name: 'Cancel visit' }));
    await u.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel visit' }),
    );

    expect(
      await screen.findByRole('heading', { name: 'Sign in to see your visits' }),
    ).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'You were signed out after a while away. Please sign in again.',
    );
    expect(sent.cancels).toBe(1);
    expect(screen.queryByRole('heading', { name: 'Hello, Mia' })).not.toBeInTheDocument();
  });

  it('signs out', async () => {
    const sent = portalApi();
    const u = user();
    await renderApp(`/portal/${SLUG}`);
    await u.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(
      await screen.findByRole('heading', { name: 'Sign in to see your visits' }),
    ).toBeVisible();
    expect(sent.signOuts).toBe(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

async function waitForKneeCard() {
  return screen.findByRole('article', {
    name: 'Physiotherapy session, Tuesday 1 December at 09:00',
  });
}
