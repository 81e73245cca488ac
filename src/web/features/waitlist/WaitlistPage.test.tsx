import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  demoMembers,
  demoTherapistMember,
  json,
  mockApi,
  noContent,
  ownerUser,
} from '../../test/api-mock';
import { preloadRoutes, renderApp } from '../../test/render-app';
import {
  BOOKED_VISIT,
  IVANA,
  MARKO,
  MASSAGE,
  offers,
  RIVERSIDE,
  services,
  settings,
  locations,
  waitingWishes,
  wish,
  WISH_IVANA,
} from './waitlist-fixtures';

preloadRoutes(
  () => import('../../components/dashboard/DashboardLayout'),
  () => import('./WaitlistPage'),
);

// Monday 30 November 2026, 08:00 in Berlin.
const NOW = new Date('2026-11-30T07:00:00Z');
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

type Handlers = Parameters<typeof mockApi>[0];

function mockWaitlist(handlers: Handlers = {}) {
  return mockApi({
    'GET /api/v1/users/current-user': () => json(200, ownerUser),
    'GET /api/v1/clinic/settings': () => json(200, { settings }),
    'GET /api/v1/team/members': () => json(200, { members: demoMembers }),
    'GET /api/v1/services': () => json(200, { services }),
    'GET /api/v1/locations': () => json(200, { locations }),
    'GET /api/v1/waitlist': ({ query }) =>
      json(200, { wishes: query.get('status') === 'waiting' ? waitingWishes : [] }),
    'GET /api/v1/waitlist/offers': () => json(200, { offers }),
    ...handlers,
  });
}

async function openWaitlist(path = '/dashboard/waitlist') {
  const view = await renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Waitlist' });
  return view;
}

/** Table rows (tablets and desktops) instead of cards. */
async function onWideScreen(run: () => Promise<void>) {
  const matchMedia = window.matchMedia;
  window.matchMedia = (query: string) => ({
    ...matchMedia(query),
    matches: query === '(min-width: 48em)',
  });
  try {
    await run();
  } finally {
    window.matchMedia = matchMedia;
  }
}

const postsSent = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls
    .filter(([input, init]) => init?.method === 'POST' && String(input) === '/api/v1/waitlist')
    .map(([, init]) => JSON.parse(String(init!.body)) as Record<string, unknown>);

async function choose(user: ReturnType<typeof userEvent.setup>, label: RegExp, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('the waitlist screen: who is waiting', () => {
  it('lists each waiting wish on a card: patient linked, service, who, where, days, times, until, source', async () => {
    mockWaitlist();
    await openWaitlist();
    const cards = within(await screen.findByRole('list', { name: 'Wishes' })).getAllByRole(
      'listitem',
    );
    expect(cards).toHaveLength(2);
    const [ivana, marko] = cards as [HTMLElement, HTMLElement];
    expect(within(ivana).getByRole('link', { name: 'Ivana Lukić' })).toHaveAttribute(
      'href',
      `/dashboard/patients/${IVANA}`,
    );
    expect(ivana).toHaveTextContent('Physiotherapy session');
    expect(ivana).toHaveTextContent('Anyone · Any');
    // Stored as Friday, Monday, Wednesday; read Monday first.
    expect(ivana).toHaveTextContent('Mon, Wed, Fri · 08:00–12:00');
    expect(ivana).toHaveTextContent('Until 28 Dec 2026');
    expect(ivana).toHaveTextContent('Staff');
    expect(marko).toHaveTextContent('Ana Marković · Mitte');
    expect(marko).toHaveTextContent('Tue · 16:00–20:00');
    expect(marko).toHaveTextContent('Until 15 Jan 2027');
    expect(marko).toHaveTextContent('Portal');
  });

  it('shows the same wishes as table rows on wider screens', async () => {
    mockWaitlist();
    await onWideScreen(async () => {
      await openWaitlist();
      const table = await screen.findByRole('table', { name: 'Wishes' });
      const row = within(table).getByRole('row', { name: /Marko Petrović/ });
      expect(within(row).getByRole('cell', { name: 'Ana Marković' })).toBeInTheDocument();
      expect(within(row).getByRole('cell', { name: 'Tue · 16:00–20:00' })).toBeInTheDocument();
      expect(within(row).getByRole('cell', { name: '15 Jan 2027' })).toBeInTheDocument();
    });
  });

  it('filters by status through the URL and links a booked wish to its visit', async () => {
    const user = userEvent.setup({ delay: null });
    const asked: string[] = [];
    mockWaitlist({
      'GET /api/v1/waitlist': ({ query }) => {
        asked.push(query.get('status') ?? '');
        return json(200, {
          wishes:
            query.get('status') === 'booked'
              ? [wish({ status: 'booked', appointmentId: BOOKED_VISIT })]
              : waitingWishes,
        });
      },
    });
    const { router } = await openWaitlist();
    await screen.findByRole('list', { name: 'Wishes' });
    await choose(user, /Status/, 'Booked');
    expect(await screen.findByRole('link', { name: 'Booked visit' })).toHaveAttribute(
      'href',
      `/dashboard/appointment/${BOOKED_VISIT}`,
    );
    expect(router.state.location.search).toBe('?status=booked');
    expect(asked).toEqual(['waiting', 'booked']);
    // A booked wish is history: nothing to remove.
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
  });

  it('says nobody is waiting, with the way to add someone', async () => {
    mockWaitlist({ 'GET /api/v1/waitlist': () => json(200, { wishes: [] }) });
    await openWaitlist();
    expect(await screen.findByRole('heading', { name: 'Nobody is waiting' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Add to waitlist' })).toHaveLength(2);
  });

  it('shows a failed read with a retry', async () => {
    const user = userEvent.setup({ delay: null });
    let reads = 0;
    mockWaitlist({
      'GET /api/v1/waitlist': () =>
        (reads += 1) === 1
          ? json(403, { msg: 'You do not have permission to do this.', code: 'FORBIDDEN' })
          : json(200, { wishes: waitingWishes }),
    });
    await openWaitlist();
    expect(await screen.findByText("We couldn't load the waitlist.")).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Ivana Lukić' })).toBeInTheDocument();
  });

  it('removes a wish after asking, and the list reads again', async () => {
    const user = userEvent.setup({ delay: null });
    let removed: string | null = null;
    mockWaitlist({
      [`DELETE /api/v1/waitlist/${WISH_IVANA}`]: () => {
        removed = WISH_IVANA;
        return noContent();
      },
      'GET /api/v1/waitlist': () =>
        json(200, { wishes: waitingWishes.filter((item) => item.id !== removed) }),
    });
    await openWaitlist();
    await user.click(
      await screen.findByRole('button', {
        name: 'Remove Ivana Lukić’s wish for Physiotherapy session',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Remove from the waitlist?' });
    expect(dialog).toHaveTextContent('Ivana Lukić will no longer be offered freed times');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Ivana Lukić' })).not.toBeInTheDocument(),
    );
    expect(removed).toBe(WISH_IVANA);
    expect(screen.getByRole('link', { name: 'Marko Petrović' })).toBeInTheDocument();
  });
});

describe('the waitlist screen: offers', () => {
  it('lists each freed time in the clinic’s time with its recipients’ outcomes and the visit booked', async () => {
    const user = userEvent.setup({ delay: null });
    mockWaitlist();
    const { router } = await openWaitlist();
    await user.click(await screen.findByRole('tab', { name: 'Offers' }));
    const list = await screen.findByRole('list', { name: 'Offers' });
    expect(router.state.location.search).toBe('?tab=offers');
    const [taken, open] = within(list).getAllByRole('listitem', { name: /Dec/ }) as [
      HTMLElement,
      HTMLElement,
    ];
    // 08:00 UTC is 09:00 in Berlin.
    expect(taken).toHaveAccessibleName('Tue 1 Dec, 09:00–09:45');
    expect(taken).toHaveTextContent('Ana Marković · Mitte');
    expect(taken).toHaveTextContent('Taken');
    const takenRecipients = within(taken).getByRole('list');
    expect(
      within(takenRecipients)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Ivana LukićPhysiotherapy sessionAccepted',
      'Marko PetrovićPhysiotherapy sessionTaken by another',
    ]);
    expect(within(taken).getByRole('link', { name: 'View the booked visit' })).toHaveAttribute(
      'href',
      `/dashboard/appointment/${BOOKED_VISIT}`,
    );
    expect(within(taken).getByRole('link', { name: 'Marko Petrović' })).toHaveAttribute(
      'href',
      `/dashboard/patients/${MARKO}`,
    );

    expect(open).toHaveAccessibleName('Thu 3 Dec, 15:00–15:45');
    expect(open).toHaveTextContent('Open');
    expect(open).toHaveTextContent('Open until Tue 1 Dec, 21:00');
    expect(open).toHaveTextContent('Offered');
    expect(within(open).queryByRole('link', { name: 'View the booked visit' })).toBeNull();
  });

  it('says when no time was offered yet', async () => {
    mockWaitlist({ 'GET /api/v1/waitlist/offers': () => json(200, { offers: [] }) });
    await openWaitlist('/dashboard/waitlist?tab=offers');
    expect(
      await screen.findByRole('heading', { name: 'No times offered yet' }),
    ).toBeInTheDocument();
  });
});

describe('adding a patient to the waitlist', () => {
  const patient = {
    id: IVANA,
    firstName: 'Ivana',
    lastName: 'Lukić',
    dateOfBirth: '1990-04-02',
    phone: '+381 64 111 2222',
    email: 'ivana@example.com',
    consentToContact: true,
    consentToSms: false,
    smsOptedOut: false,
    status: 'active',
    createdAt: '2026-01-01T09:00:00.000Z',
  };

  async function openForm(handlers: Handlers = {}) {
    const fetchMock = mockWaitlist({
      'GET /api/v1/patients': () => json(200, { patients: [patient] }),
      ...handlers,
    });
    await openWaitlist();
    const user = userEvent.setup({ delay: null });
    await user.click((await screen.findAllByRole('button', { name: 'Add to waitlist' }))[0]!);
    const drawer = await screen.findByRole('dialog', { name: 'Add to waitlist' });
    await within(drawer).findByRole('combobox', { name: /Service/ });
    return { user, drawer, fetchMock };
  }

  it('sends the patient, service, who, where, days, times, until and note', async () => {
    const { user, drawer, fetchMock } = await openForm({
      'POST /api/v1/waitlist': ({ body }) =>
        json(201, { wish: wish({ ...(body as object), serviceName: 'Sports massage' }) }),
    });
    await user.type(within(drawer).getByRole('combobox', { name: /Patient/ }), 'Ivana');
    await user.click(await screen.findByRole('option', { name: /Ivana Lukić/ }));
    await choose(user, /Service/, 'Sports massage');
    // The massage is Jelena's alone, at Riverside alone.
    await user.click(within(drawer).getByRole('combobox', { name: /Practitioner/ }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Anyone',
      'Jelena Ilić',
    ]);
    await user.click(screen.getByRole('option', { name: 'Jelena Ilić' }));
    await choose(user, /Location/, 'Riverside');
    await user.click(within(drawer).getByRole('checkbox', { name: 'Tuesday' }));
    await user.click(within(drawer).getByRole('checkbox', { name: 'Thursday' }));
    const from = within(drawer).getByLabelText(/^From/);
    await user.clear(from);
    await user.type(from, '14:00');
    // Four weeks from the clinic's today unless changed.
    expect(within(drawer).getByLabelText(/^Until/)).toHaveValue('2026-12-28');
    await user.type(within(drawer).getByRole('textbox', { name: /Note/ }), 'After school');
    await user.click(within(drawer).getByRole('button', { name: 'Add to waitlist' }));

    await waitFor(() => expect(postsSent(fetchMock)).toHaveLength(1));
    expect(postsSent(fetchMock)[0]).toEqual({
      patientId: IVANA,
      serviceId: MASSAGE,
      practitionerId: demoTherapistMember.userId,
      locationId: RIVERSIDE,
      weekdays: [2, 4],
      from: '14:00',
      to: '18:00',
      until: '2026-12-28',
      note: 'After school',
    });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Add to waitlist' })).not.toBeInTheDocument(),
    );
    expect(await screen.findByText('Ivana Lukić is on the waitlist.')).toBeInTheDocument();
  });

  it('says at the fields what is missing, and sends nothing', async () => {
    const { user, drawer, fetchMock } = await openForm();
    await user.click(within(drawer).getByRole('button', { name: 'Add to waitlist' }));
    expect(await within(drawer).findByText('Choose a patient.')).toBeInTheDocument();
    expect(within(drawer).getByText('Choose a service.')).toBeInTheDocument();
    expect(within(drawer).getByText('Choose at least one day.')).toBeInTheDocument();
    expect(postsSent(fetchMock)).toHaveLength(0);
  });

  it('shows the server’s field messages at their fields', async () => {
    const { user, drawer } = await openForm({
      'POST /api/v1/waitlist': () =>
        json(400, {
          msg: 'Please check the highlighted fields.',
          code: 'VALIDATION_ERROR',
          fields: { until: 'Choose a day from today on.' },
        }),
    });
    await user.type(within(drawer).getByRole('combobox', { name: /Patient/ }), 'Ivana');
    await user.click(await screen.findByRole('option', { name: /Ivana Lukić/ }));
    await choose(user, /Service/, 'Physiotherapy session');
    await user.click(within(drawer).getByRole('checkbox', { name: 'Monday' }));
    await user.click(within(drawer).getByRole('button', { name: 'Add to waitlist' }));
    expect(await within(drawer).findByText('Choose a day from today on.')).toBeInTheDocument();
    expect(within(drawer).getByLabelText(/^Until/)).toHaveAttribute('aria-invalid', 'true');
  });
});
