import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicBooking, PublicSlot } from '../../../domain/online-booking.js';
import { json, mockApi } from '../../test/api-mock';
import { browserReportsZone } from '../../test/browser-zone';
import { renderApp } from '../../test/render-app';
import {
  ANA,
  API,
  BOOKING_ID,
  CENTRE,
  JELENA,
  RIVERSIDE,
  SESSION,
  SLUG,
  heldBooking,
  offer,
  slot,
  twoLocationOffer,
} from './booking-fixtures';

// Monday 30 November 2026, 08:00 in Berlin.
const NOW = new Date('2026-11-30T07:00:00Z');
const MON_0900 = '2026-11-30T08:00:00.000Z';
const MON_1000 = '2026-11-30T09:00:00.000Z';
const TUE_1430 = '2026-12-01T13:30:00.000Z';
const WED_1100 = '2026-12-02T10:00:00.000Z';

const weekSlots: PublicSlot[] = [
  slot(MON_0900, ANA),
  slot(MON_0900, JELENA),
  slot(MON_1000, JELENA),
  slot(TUE_1430, ANA),
];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  browserReportsZone('Europe/Berlin');
});
afterEach(() => {
  vi.useRealTimers();
});

interface Answers {
  offer?: PublicBooking;
  slots?: (query: URLSearchParams) => PublicSlot[];
  book?: (body: Record<string, unknown>, attempt: number) => Response;
  verify?: (code: string, attempt: number) => Response;
}

/** The booking API, answering as `answers` says and keeping what the page sent. */
function bookingApi(answers: Answers = {}) {
  const sent = {
    availability: [] as URLSearchParams[],
    bookings: [] as unknown[],
    codes: [] as string[],
  };
  mockApi({
    [`GET ${API}/booking`]: () => json(200, answers.offer ?? offer),
    [`GET ${API}/availability`]: ({ query }) => {
      sent.availability.push(query);
      const practitionerId = query.get('practitionerId');
      const slots = (answers.slots ?? (() => weekSlots))(query).filter(
        (free) => !practitionerId || free.practitionerId === practitionerId,
      );
      return json(200, { slots });
    },
    [`POST ${API}/bookings`]: ({ body }) => {
      sent.bookings.push(body);
      const request = body as Record<string, unknown>;
      return (
        answers.book?.(request, sent.bookings.length) ??
        json(202, { booking: heldBooking(String(request.start)) })
      );
    },
    [`POST ${API}/bookings/${BOOKING_ID}/verify`]: ({ body }) => {
      const { code } = body as { code: string };
      sent.codes.push(code);
      return (
        answers.verify?.(code, sent.codes.length) ??
        json(201, { booking: { ...heldBooking(MON_0900), status: 'confirmed', expiresAt: null } })
      );
    },
  });
  return sent;
}

const user = () => userEvent.setup({ delay: null });

/** Fills the details step by clicking each field and typing into it. */
async function fillDetails(u: ReturnType<typeof user>) {
  await u.type(screen.getByRole('textbox', { name: 'First name' }), 'Mia');
  await u.type(screen.getByRole('textbox', { name: 'Last name' }), 'Weber');
  await u.type(screen.getByRole('textbox', { name: /^Email/ }), 'mia@example.com');
  await u.type(screen.getByRole('textbox', { name: 'Phone' }), '+49 170 1234567');
  await u.type(screen.getByRole('textbox', { name: 'Day' }), '7');
  await u.type(screen.getByRole('textbox', { name: 'Month' }), '3');
  await u.type(screen.getByRole('textbox', { name: 'Year' }), '1990');
}

const details = {
  firstName: 'Mia',
  lastName: 'Weber',
  email: 'mia@example.com',
  phone: '+49 170 1234567',
  dateOfBirth: '1990-03-07',
  website: '',
};

describe('/book/:slug', () => {
  it('books a visit by keyboard alone: service, anyone, a time, details, code, confirmation', async () => {
    const sent = bookingApi();
    const u = user();
    await renderApp(`/book/${SLUG}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Spree Physio' })).toBeVisible();
    expect(screen.getByText('Please bring comfortable clothes.')).toBeVisible();
    // One location: the page starts at the service.
    expect(
      screen.getByRole('heading', { level: 2, name: 'What would you like to book?' }),
    ).toBeVisible();
    const session = screen.getByRole('button', { name: /Physiotherapy session/ });
    expect(session).toHaveTextContent('45 min · €65.00');
    session.focus();
    await u.keyboard('{Enter}');

    const who = await screen.findByRole('heading', {
      level: 2,
      name: 'Who would you like to see?',
    });
    expect(who).toHaveFocus();
    expect(screen.getByRole('button', { name: /Ana Marković/ })).toBeVisible();
    await u.tab();
    expect(screen.getByRole('button', { name: /Anyone available/ })).toHaveFocus();
    await u.keyboard('{Enter}');

    expect(await screen.findByRole('heading', { level: 2, name: 'Choose a time' })).toHaveFocus();
    expect(
      await screen.findByRole('heading', { level: 3, name: 'Monday 30 November' }),
    ).toBeVisible();
    // 09:00 is offered by both practitioners: it shows once.
    expect(screen.getAllByRole('button', { name: /^09:00/ })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 3, name: 'Tuesday 1 December' })).toBeVisible();
    expect(sent.availability[0]?.get('serviceId')).toBe(SESSION);
    expect(sent.availability[0]?.get('locationId')).toBe(CENTRE);
    expect(sent.availability[0]?.has('practitionerId')).toBe(false);
    // The week buttons come first (this week has no previous one), then the times.
    await u.tab();
    expect(screen.getByRole('button', { name: 'Next week' })).toHaveFocus();
    await u.tab();
    expect(screen.getByRole('button', { name: '09:00, Monday 30 November' })).toHaveFocus();
    await u.keyboard('{Enter}');

    expect(await screen.findByRole('heading', { level: 2, name: 'Your details' })).toHaveFocus();
    const summary = screen.getByRole('group', { name: 'Your visit' });
    expect(summary).toHaveTextContent('Physiotherapy session');
    expect(summary).toHaveTextContent('Ana Marković');
    expect(summary).toHaveTextContent('Monday 30 November');
    expect(summary).toHaveTextContent('09:00');
    expect(summary).toHaveTextContent('Mitte');
    await u.tab();
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveFocus();
    await u.keyboard('Mia');
    await u.tab();
    await u.keyboard('Weber');
    await u.tab();
    await u.keyboard('mia@example.com');
    await u.tab();
    await u.keyboard('+49 170 1234567');
    await u.tab();
    await u.keyboard('7');
    await u.tab();
    await u.keyboard('3');
    await u.tab();
    await u.keyboard('1990');
    await u.tab();
    expect(screen.getByRole('textbox', { name: /Anything the clinic should know/ })).toHaveFocus();
    await u.keyboard('Left knee');
    // The honeypot is skipped: the next stop is the button.
    await u.tab();
    expect(screen.getByRole('button', { name: 'Book this time' })).toHaveFocus();
    await u.keyboard('{Enter}');

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Check your email' }),
    ).toHaveFocus();
    expect(screen.getByText(/We sent a 6-digit code to/)).toHaveTextContent(
      'We sent a 6-digit code to mia@example.com.',
    );
    expect(screen.getByText('We hold this time for you until 08:10.')).toBeVisible();
    expect(sent.bookings).toEqual([
      {
        ...details,
        note: 'Left knee',
        serviceId: SESSION,
        practitionerId: ANA,
        locationId: CENTRE,
        start: MON_0900,
      },
    ]);
    await u.tab();
    const code = screen.getByRole('textbox', { name: 'Code' });
    expect(code).toHaveFocus();
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await u.keyboard('123456{Enter}');

    expect(await screen.findByRole('heading', { level: 2, name: 'You’re booked' })).toBeVisible();
    expect(sent.codes).toEqual(['123456']);
    expect(
      screen.getByText(/A confirmation email with a calendar file is on its way/),
    ).toHaveTextContent('on its way to mia@example.com.');
    expect(screen.getByText(/at least 24 hours before/)).toHaveTextContent('call +49 30 1234567');
    expect(screen.getByRole('link', { name: 'your visits' })).toHaveAttribute(
      'href',
      `/portal/${SLUG}`,
    );
  });

  it('checks the details with the server’s rules before sending anything', async () => {
    const sent = bookingApi();
    const u = user();
    await renderApp(
      `/book/${SLUG}?service=${SESSION}&practitioner=anyone&start=${MON_0900}&with=${ANA}`,
    );
    await u.click(await screen.findByRole('button', { name: 'Book this time' }));
    expect(await screen.findByText('First name is required.')).toBeVisible();
    expect(screen.getByText('Last name is required.')).toBeVisible();
    expect(screen.getByText('Enter a valid email address.')).toBeVisible();
    expect(
      screen.getByText('Enter your date of birth: day, month and year (e.g. 1985).'),
    ).toBeVisible();
    await u.type(screen.getByRole('textbox', { name: 'Day' }), '1');
    await u.type(screen.getByRole('textbox', { name: 'Month' }), '1');
    await u.type(screen.getByRole('textbox', { name: 'Year' }), '2030');
    await u.click(screen.getByRole('button', { name: 'Book this time' }));
    expect(await screen.findByText('The date of birth cannot be in the future.')).toBeVisible();
    expect(sent.bookings).toEqual([]);
  });

  it('asks for the location first when there are several, and skips it on a location’s own page', async () => {
    bookingApi({ offer: twoLocationOffer });
    const u = user();
    const first = await renderApp(`/book/${SLUG}`);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Where would you like to come?' }),
    ).toBeVisible();
    await u.click(screen.getByRole('button', { name: /Riverside/ }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'What would you like to book?' }),
    ).toBeVisible();
    // Only what Riverside offers.
    expect(screen.getByRole('button', { name: /First assessment/ })).toBeVisible();
    expect(screen.queryByRole('button', { name: /Physiotherapy session/ })).not.toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Back' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Where would you like to come?' }),
    ).toBeVisible();
    first.unmount();

    await renderApp(`/book/${SLUG}/${RIVERSIDE}`);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'What would you like to book?' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: /First assessment/ })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
  });

  it('offers only the practitioners who give the chosen service', async () => {
    bookingApi();
    const u = user();
    await renderApp(`/book/${SLUG}`);
    await u.click(await screen.findByRole('button', { name: /First assessment/ }));
    expect(await screen.findByRole('button', { name: /Ana Marković/ })).toBeVisible();
    expect(screen.queryByRole('button', { name: /Jelena Ilić/ })).not.toBeInTheDocument();
  });

  it('shows times in the clinic’s zone, says how far that is from the visitor, and pages by week', async () => {
    vi.restoreAllMocks();
    browserReportsZone('America/New_York');
    const sent = bookingApi({
      slots: (query) => (query.get('from') === '2026-11-29T23:00:00.000Z' ? weekSlots : []),
    });
    const u = user();
    await renderApp(`/book/${SLUG}?service=${SESSION}&practitioner=${JELENA}`);

    expect(
      await screen.findByRole('heading', { level: 3, name: 'Monday 30 November' }),
    ).toBeVisible();
    expect(
      screen.getByText('Times are in Europe/Berlin (clinic time). That is 6 hours ahead of you.'),
    ).toBeVisible();
    // 08:00 UTC is 09:00 in Berlin (and 03:00 in New York).
    expect(screen.getByRole('button', { name: '09:00, Monday 30 November' })).toBeVisible();
    expect(screen.getByRole('button', { name: '10:00, Monday 30 November' })).toBeVisible();
    expect(screen.getByText('30 Nov – 6 Dec')).toBeVisible();
    expect(sent.availability[0]?.get('practitionerId')).toBe(JELENA);
    expect(sent.availability[0]?.get('to')).toBe('2026-12-06T23:00:00.000Z');
    expect(screen.getByRole('button', { name: 'Previous week' })).toBeDisabled();

    await u.click(screen.getByRole('button', { name: 'Next week' }));
    expect(await screen.findByText('No free times this week.')).toBeVisible();
    expect(screen.getByText('7 Dec – 13 Dec')).toBeVisible();
    // 20 days ahead: the third week is the last.
    await u.click(screen.getByRole('button', { name: 'Next week' }));
    expect(await screen.findByText('14 Dec – 20 Dec')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Next week' })).toBeDisabled();
    await u.click(screen.getByRole('button', { name: 'Previous week' }));
    expect(await screen.findByText('7 Dec – 13 Dec')).toBeVisible();
    await u.click(screen.getByRole('button', { name: 'Previous week' }));
    await u.click(await screen.findByRole('button', { name: '09:00, Monday 30 November' }));
    expect(await screen.findByRole('group', { name: 'Your visit' })).toHaveTextContent(
      '09:00 (clinic time)',
    );
  });

  it('offers the waitlist below the times, with the service, practitioner and location chosen', async () => {
    bookingApi({
      slots: (query) => (query.get('from') === '2026-11-29T23:00:00.000Z' ? weekSlots : []),
    });
    const u = user();
    await renderApp(`/book/${SLUG}?service=${SESSION}&practitioner=${JELENA}`);
    await screen.findByRole('button', { name: '10:00, Monday 30 November' });
    const link = screen.getByRole('link', { name: 'No time that suits? Join the waitlist' });
    expect(link).toHaveAttribute(
      'href',
      `/portal/${SLUG}?waitlist=1&serviceId=${SESSION}&practitionerId=${JELENA}&locationId=${CENTRE}`,
    );
    // Also when the week has no free time at all.
    await u.click(screen.getByRole('button', { name: 'Next week' }));
    expect(await screen.findByText('No free times this week.')).toBeVisible();
    expect(
      screen.getByRole('link', { name: 'No time that suits? Join the waitlist' }),
    ).toBeVisible();
  });

  it('leaves the practitioner out of the waitlist link for anyone available', async () => {
    bookingApi();
    await renderApp(`/book/${SLUG}?service=${SESSION}&practitioner=anyone`);
    await screen.findByRole('button', { name: '10:00, Monday 30 November' });
    expect(
      screen.getByRole('link', { name: 'No time that suits? Join the waitlist' }),
    ).toHaveAttribute(
      'href',
      `/portal/${SLUG}?waitlist=1&serviceId=${SESSION}&locationId=${CENTRE}`,
    );
  });

  it('offers the next free times when the chosen one was just taken, and books one of them', async () => {
    const sent = bookingApi({
      book: (body, attempt) =>
        attempt === 1
          ? json(409, {
              msg: 'That time is no longer free.',
              code: 'SLOT_TAKEN',
              details: { nextSlots: [slot(MON_1000, JELENA), slot(WED_1100, ANA)] },
            })
          : json(202, { booking: heldBooking(String(body.start), 'Ana Marković') }),
    });
    const u = user();
    await renderApp(
      `/book/${SLUG}?service=${SESSION}&practitioner=anyone&start=${MON_0900}&with=${ANA}`,
    );
    await screen.findByRole('heading', { level: 2, name: 'Your details' });
    await fillDetails(u);
    await u.click(screen.getByRole('button', { name: 'Book this time' }));

    const taken = await screen.findByRole('alert');
    expect(taken).toHaveTextContent('That time was just taken');
    expect(taken).toHaveTextContent('These are free:');
    expect(within(taken).getByRole('button', { name: 'Monday 30 November, 10:00' })).toBeVisible();
    await u.click(within(taken).getByRole('button', { name: 'Wednesday 2 December, 11:00' }));

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Check your email' }),
    ).toBeVisible();
    expect(sent.bookings).toHaveLength(2);
    expect(sent.bookings[1]).toEqual({
      ...details,
      serviceId: SESSION,
      practitionerId: ANA,
      locationId: CENTRE,
      start: WED_1100,
    });
  });

  it('says how to retry a wrong code, and confirms with the right one', async () => {
    const sent = bookingApi({
      verify: (code) =>
        code === '654321'
          ? json(201, {
              booking: { ...heldBooking(MON_0900), status: 'confirmed', expiresAt: null },
            })
          : json(400, { msg: 'The code is not right.', code: 'WRONG_CODE' }),
    });
    const u = user();
    await renderApp(
      `/book/${SLUG}?service=${SESSION}&practitioner=anyone&start=${MON_0900}&with=${ANA}`,
    );
    await screen.findByRole('heading', { level: 2, name: 'Your details' });
    await fillDetails(u);
    await u.click(screen.getByRole('button', { name: 'Book this time' }));
    const code = await screen.findByRole('textbox', { name: 'Code' });

    await u.type(code, '12');
    await u.click(screen.getByRole('button', { name: 'Confirm booking' }));
    expect(await screen.findByText('Enter the 6-digit code from the email.')).toBeVisible();
    expect(sent.codes).toEqual([]);

    await u.clear(code);
    await u.type(code, '123456');
    await u.click(screen.getByRole('button', { name: 'Confirm booking' }));
    expect(
      await screen.findByText(
        'That code does not match. Check the latest email from us and type its 6 digits again.',
      ),
    ).toBeVisible();

    await u.clear(code);
    await u.type(code, '654321');
    await u.click(screen.getByRole('button', { name: 'Confirm booking' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'You’re booked' })).toBeVisible();
    expect(sent.codes).toEqual(['123456', '654321']);
  });

  it('goes back to the times with the details kept when the held time ran out', async () => {
    const sent = bookingApi({
      verify: () => json(410, { msg: 'This booking has expired.', code: 'BOOKING_EXPIRED' }),
    });
    const u = user();
    await renderApp(
      `/book/${SLUG}?service=${SESSION}&practitioner=anyone&start=${MON_0900}&with=${ANA}`,
    );
    await screen.findByRole('heading', { level: 2, name: 'Your details' });
    await fillDetails(u);
    await u.click(screen.getByRole('button', { name: 'Book this time' }));
    await u.type(await screen.findByRole('textbox', { name: 'Code' }), '123456');
    await u.click(screen.getByRole('button', { name: 'Confirm booking' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Choose a time' })).toBeVisible();
    expect(
      screen.getByText('The time we held for you ran out. Please choose a time again.'),
    ).toBeVisible();
    await u.click(await screen.findByRole('button', { name: '14:30, Tuesday 1 December' }));
    expect(await screen.findByRole('textbox', { name: 'First name' })).toHaveValue('Mia');
    expect(screen.getByRole('textbox', { name: 'Year' })).toHaveValue('1990');
    await u.click(screen.getByRole('button', { name: 'Book this time' }));
    await screen.findByRole('heading', { level: 2, name: 'Check your email' });
    expect(sent.bookings[1]).toMatchObject({ ...details, start: TUE_1430 });
  });

  it('goes back a step with the browser’s Back button', async () => {
    bookingApi();
    const u = user();
    const { router } = await renderApp(`/book/${SLUG}`);
    await u.click(await screen.findByRole('button', { name: /Physiotherapy session/ }));
    await u.click(await screen.findByRole('button', { name: /Jelena Ilić/ }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Choose a time' })).toBeVisible();
    await router.navigate(-1);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Who would you like to see?' }),
    ).toBeVisible();
    await router.navigate(-1);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'What would you like to book?' }),
    ).toBeVisible();
  });

  it('tells a new patient of a clinic taking only its own patients how to reach it', async () => {
    bookingApi({
      book: () =>
        json(403, {
          msg: 'This clinic takes online bookings from its patients only.',
          code: 'NEW_PATIENTS_NOT_ACCEPTED',
        }),
    });
    const u = user();
    await renderApp(
      `/book/${SLUG}?service=${SESSION}&practitioner=anyone&start=${MON_0900}&with=${ANA}`,
    );
    await screen.findByRole('heading', { level: 2, name: 'Your details' });
    await fillDetails(u);
    await u.click(screen.getByRole('button', { name: 'Book this time' }));
    const refusal = await screen.findByRole('alert');
    expect(refusal).toHaveTextContent('Online booking is for existing patients');
    expect(within(refusal).getByRole('link', { name: '+49 30 1234567' })).toHaveAttribute(
      'href',
      'tel:+49301234567',
    );
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('Mia');
  });

  it('says so when the clinic does not take online bookings', async () => {
    mockApi({
      [`GET ${API}/booking`]: () =>
        json(404, { msg: 'This clinic does not take online bookings.', code: 'NOT_FOUND' }),
    });
    await renderApp(`/book/${SLUG}`);
    expect(
      await screen.findByRole('heading', { name: 'This clinic does not take online bookings' }),
    ).toBeVisible();
    expect(screen.getByText(/contact the clinic to book a visit/)).toBeVisible();
    expect(screen.queryByRole('button', { name: /Physiotherapy/ })).not.toBeInTheDocument();
  });
});

describe('/book/:slug/verify', () => {
  it('confirms the booking from the link in the email', async () => {
    const sent = bookingApi();
    await renderApp(`/book/${SLUG}/verify?booking=${BOOKING_ID}&code=246810`);
    expect(await screen.findByRole('heading', { level: 2, name: 'You’re booked' })).toBeVisible();
    expect(screen.getByRole('group', { name: 'Your visit' })).toHaveTextContent(
      'Monday 30 November',
    );
    await waitFor(() => expect(sent.codes).toEqual(['246810']));
  });

  it('says when the link’s code does not match, and never asks twice', async () => {
    const sent = bookingApi({
      verify: () => json(400, { msg: 'The code is not right.', code: 'WRONG_CODE' }),
    });
    await renderApp(`/book/${SLUG}/verify?booking=${BOOKING_ID}&code=246810`);
    expect(await screen.findByRole('heading', { name: 'This link did not work' })).toBeVisible();
    expect(screen.getByText(/Open the link in the latest email/)).toBeVisible();
    expect(sent.codes).toEqual(['246810']);
  });

  it('says a link without its booking or code is incomplete', async () => {
    const sent = bookingApi();
    await renderApp(`/book/${SLUG}/verify?booking=${BOOKING_ID}`);
    expect(await screen.findByRole('heading', { name: 'This link is incomplete' })).toBeVisible();
    expect(sent.codes).toEqual([]);
  });

  it('sends the visitor back to the times when the held time ran out', async () => {
    bookingApi({
      verify: () => json(410, { msg: 'This booking has expired.', code: 'BOOKING_EXPIRED' }),
    });
    await renderApp(`/book/${SLUG}/verify?booking=${BOOKING_ID}&code=246810`);
    expect(
      await screen.findByRole('heading', { name: 'The time we held has run out' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Choose a time' })).toHaveAttribute(
      'href',
      `/book/${SLUG}`,
    );
  });
});
