import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CalendarAppointment, StatusChangeInput } from '../../../domain/appointments.js';
import type { TeamMember } from '../../../domain/team.js';
import {
  demoAssistantMember,
  demoMembers,
  demoTherapistMember,
  json,
  mockApi,
  ownerUser,
  signedInMember,
} from '../../test/api-mock';
import { preloadRoutes, renderApp } from '../../test/render-app';
import {
  appointmentId,
  CLINIC_ZONE,
  ownerTherapistId,
  patientId,
  todayAppointment,
} from './test-fixtures';

preloadRoutes(
  () => import('../../components/dashboard/DashboardLayout'),
  () => import('./AppointmentsTodayPage'),
);

const path = '/dashboard/appointments-today';

// Monday 23 November 2026 in Belgrade (UTC+1).
const day = [
  todayAppointment(1, 'Milica Jovanović', '2026-11-23T07:00:00.000Z', '2026-11-23T08:00:00.000Z', {
    serviceName: 'Manual therapy',
  }),
  todayAppointment(2, 'Petar Nikolić', '2026-11-23T08:00:00.000Z', '2026-11-23T08:30:00.000Z', {
    therapistId: ownerTherapistId,
    status: 'arrived',
  }),
  todayAppointment(3, null, '2026-11-23T11:00:00.000Z', '2026-11-23T12:00:00.000Z'),
];
const cancelled = todayAppointment(
  4,
  'Ivana Stojanović',
  '2026-11-23T09:00:00.000Z',
  '2026-11-23T10:00:00.000Z',
  { status: 'cancelled' },
);

/** GET /appointments/today as the server answers it; status changes are applied to the day. */
function mockToday(
  appointments: CalendarAppointment[],
  handlers: Parameters<typeof mockApi>[0] = {},
) {
  let current = appointments;
  const post = vi.fn(({ path, body }: { path: string; body: unknown }) => {
    const id = path.split('/').at(-2);
    const { status } = body as StatusChangeInput;
    // As the server answers a clinician: a completed patient visit without a note needs one.
    current = current.map((a) =>
      a.id === id
        ? { ...a, status, noteStatus: status === 'completed' && a.patientId ? 'none' : null }
        : a,
    );
    const written = current.find((a) => a.id === id);
    return json(200, { appointment: written, appointments: [written] });
  });
  const statusRoutes = Object.fromEntries(
    appointments.map((a) => [`POST /api/v1/appointments/${a.id}/status`, post]),
  );
  const fetchMock = mockApi({
    'GET /api/v1/users/current-user': () => json(200, ownerUser),
    'GET /api/v1/team/members': () => json(200, { members: demoMembers }),
    'GET /api/v1/appointments/today': () =>
      json(200, { date: '2026-11-23', timeZone: CLINIC_ZONE, appointments: current }),
    ...statusRoutes,
    ...handlers,
  });
  return { post, fetchMock };
}

function section(name: string) {
  return screen.getByRole('region', { name });
}

function rowOf(name: string) {
  return screen.getByRole('link', { name }).closest('li')!;
}

describe('AppointmentsTodayPage (appointments-today)', () => {
  it("lists today's appointments by therapist, on the clinic's clock", async () => {
    mockToday(day);
    await renderApp(path);

    expect(await screen.findByText(/Monday, 23 November 2026/)).toBeInTheDocument();
    const sections = await screen.findAllByRole('region');
    expect(sections.map((s) => within(s).getByRole('heading').textContent)).toEqual([
      'Ana Marković',
      'Jelena Ilić',
    ]);
    const jelena = within(section('Jelena Ilić')).getAllByRole('listitem');
    expect(jelena.map((row) => row.textContent)).toEqual([
      expect.stringContaining('08:00 – 09:00Milica JovanovićManual therapyScheduled'),
      expect.stringContaining('12:00 – 13:00Team meetingBlocked timeScheduled'),
    ]);
    expect(within(section('Ana Marković')).getByText('Checked in')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Milica Jovanović' })).toHaveAttribute(
      'href',
      `/dashboard/appointment/${appointmentId(1)}`,
    );
  });

  it('offers check-in, complete and (once the patient is in) take payment where the status allows them', async () => {
    mockToday(day);
    await renderApp(path);
    await screen.findByRole('region', { name: 'Jelena Ilić' });

    const buttons = (name: string) =>
      within(rowOf(name))
        .queryAllByRole('button')
        .map((button) => button.textContent);
    expect(buttons('Milica Jovanović')).toEqual(['Check in', 'Complete']);
    expect(buttons('Petar Nikolić')).toEqual(['Complete', 'Take payment']);
    expect(buttons('Team meeting')).toEqual(['Complete']);
  });

  it('checks a patient in (saying what they owe), then completes the visit', async () => {
    const user = userEvent.setup({ delay: null });
    const { post } = mockToday(day, {
      [`GET /api/v1/patients/${patientId}/balance`]: () =>
        json(200, {
          balance: {
            currency: 'USD',
            owedCents: 6500,
            creditCents: 0,
            balanceCents: 6500,
            openInvoices: 1,
          },
        }),
    });
    await renderApp(path);

    await user.click(await screen.findByRole('button', { name: 'Check in: Milica Jovanović' }));
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    expect(post.mock.calls[0]?.[0]).toMatchObject({
      path: `/api/v1/appointments/${appointmentId(1)}/status`,
      body: { status: 'arrived' },
    });
    await waitFor(() =>
      expect(within(rowOf('Milica Jovanović')).getByText('Checked in')).toBeInTheDocument(),
    );
    expect(
      screen.queryByRole('button', { name: 'Check in: Milica Jovanović' }),
    ).not.toBeInTheDocument();
    expect(await screen.findByText('Milica Jovanović owes $65.00.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Complete: Milica Jovanović' }));
    await waitFor(() => expect(post).toHaveBeenCalledTimes(2));
    expect(post.mock.calls[1]?.[0].body).toEqual({ status: 'completed' });
    await waitFor(() =>
      expect(within(rowOf('Milica Jovanović')).getByText('Completed')).toBeInTheDocument(),
    );
    // What is left at the desk: taking the payment.
    expect(
      within(rowOf('Milica Jovanović'))
        .queryAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Take payment: Milica Jovanović']);
  });

  describe('visit notes (notes don’t get lost)', () => {
    const writeHref = (n: number) =>
      `/dashboard/patients/${patientId}?tab=notes&appointment=${appointmentId(n)}`;
    const done = [
      todayAppointment(
        1,
        'Milica Jovanović',
        '2026-11-23T07:00:00.000Z',
        '2026-11-23T08:00:00.000Z',
        {
          status: 'completed',
          noteStatus: 'none',
        },
      ),
      todayAppointment(2, 'Petar Nikolić', '2026-11-23T08:00:00.000Z', '2026-11-23T08:30:00.000Z', {
        status: 'completed',
        noteStatus: 'draft',
      }),
      todayAppointment(
        3,
        'Ivana Stojanović',
        '2026-11-23T09:00:00.000Z',
        '2026-11-23T10:00:00.000Z',
        {
          status: 'completed',
          noteStatus: 'signed',
        },
      ),
      todayAppointment(4, null, '2026-11-23T11:00:00.000Z', '2026-11-23T12:00:00.000Z', {
        status: 'completed',
      }),
    ];

    it('marks completed visits whose note is missing or a draft, with a link to write it', async () => {
      mockToday(done);
      await renderApp(path);
      await screen.findByRole('region', { name: 'Jelena Ilić' });

      const missing = within(rowOf('Milica Jovanović'));
      expect(missing.getByText('Note missing')).toBeInTheDocument();
      expect(missing.getByRole('link', { name: 'Write note: Milica Jovanović' })).toHaveAttribute(
        'href',
        writeHref(1),
      );
      const draft = within(rowOf('Petar Nikolić'));
      expect(draft.getByText('Draft note')).toBeInTheDocument();
      expect(draft.getByRole('link', { name: 'Finish note: Petar Nikolić' })).toHaveAttribute(
        'href',
        writeHref(2),
      );
      for (const name of ['Ivana Stojanović', 'Team meeting']) {
        expect(within(rowOf(name)).queryByText(/^(Note missing|Draft note)$/)).toBeNull();
        expect(within(rowOf(name)).getAllByRole('link')).toHaveLength(1);
      }
    });

    it('offers "Write note" on completing a visit, and opens that visit’s note', async () => {
      const user = userEvent.setup({ delay: null });
      mockToday(day);
      const { router } = await renderApp(path);

      await user.click(await screen.findByRole('button', { name: 'Complete: Milica Jovanović' }));
      const toast = (await screen.findByText('Appointment completed.')).closest(
        '.mantine-Notification-root',
      ) as HTMLElement;
      expect(
        await within(rowOf('Milica Jovanović')).findByRole('link', {
          name: 'Write note: Milica Jovanović',
        }),
      ).toBeInTheDocument();
      await user.click(within(toast).getByRole('button', { name: 'Write note' }));

      await waitFor(() =>
        expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
          writeHref(1),
        ),
      );
    });
  });

  it('says which appointment could not be changed, and why', async () => {
    const user = userEvent.setup({ delay: null });
    mockToday(day, {
      [`POST /api/v1/appointments/${appointmentId(1)}/status`]: () =>
        json(409, {
          msg: 'An appointment that is cancelled cannot be marked checked in.',
          code: 'INVALID_STATUS_CHANGE',
        }),
    });
    await renderApp(path);

    await user.click(await screen.findByRole('button', { name: 'Check in: Milica Jovanović' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Milica Jovanović could not be checked in. An appointment that is cancelled cannot be marked checked in.',
    );
  });

  it('shows cancelled appointments only when asked', async () => {
    const user = userEvent.setup({ delay: null });
    const { fetchMock } = mockToday(day, {
      'GET /api/v1/appointments/today': () =>
        json(200, { date: '2026-11-23', timeZone: CLINIC_ZONE, appointments: [...day, cancelled] }),
    });
    await renderApp(path);
    await screen.findByRole('region', { name: 'Jelena Ilić' });

    const requested = () =>
      fetchMock.mock.calls
        .map(([input]) => new URL(String(input), 'http://localhost'))
        .filter((url) => url.pathname === '/api/v1/appointments/today')
        .map((url) => url.searchParams.get('includeCancelled'));
    expect(requested()).toEqual(['false']);

    await user.click(screen.getByRole('switch', { name: 'Show cancelled' }));

    await waitFor(() => expect(requested()).toEqual(['false', 'true']));
    expect(await screen.findByRole('link', { name: 'Ivana Stojanović' })).toBeInTheDocument();
    expect(within(rowOf('Ivana Stojanović')).getByText('Cancelled')).toBeInTheDocument();
    expect(within(rowOf('Ivana Stojanović')).queryAllByRole('button')).toHaveLength(0);
  });

  it('says when nobody is booked today, with a way to book', async () => {
    mockToday([]);
    await renderApp(path);

    expect(await screen.findByText('No appointments today')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book an appointment' })).toHaveAttribute(
      'href',
      '/dashboard/add-appointment',
    );
  });

  it('offers a retry when the day cannot be loaded', async () => {
    const user = userEvent.setup({ delay: null });
    let failing = true;
    mockToday([], {
      'GET /api/v1/appointments/today': () =>
        failing
          ? json(500, { msg: 'Something went wrong.', code: 'INTERNAL' })
          : json(200, { date: '2026-11-23', timeZone: CLINIC_ZONE, appointments: day }),
    });
    await renderApp(path);

    expect(await screen.findByText("We couldn't load today's appointments.")).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('region', { name: 'Jelena Ilić' })).toBeInTheDocument();
    expect(screen.queryByText("We couldn't load today's appointments.")).not.toBeInTheDocument();
  });
});

describe('Today: whose appointments', () => {
  /** The front desk: an active assistant, who does not take appointments. */
  const frontDesk: TeamMember = { ...demoAssistantMember, status: 'active' };
  const team = [...demoMembers.filter((member) => member !== demoAssistantMember), frontDesk];
  const headings = () =>
    screen.getAllByRole('region').map((region) => within(region).getByRole('heading').textContent);
  const filter = () => screen.getByRole('combobox', { name: 'Practitioner' });

  function mockTeamDay(user = ownerUser) {
    return mockToday(day, {
      'GET /api/v1/users/current-user': () => json(200, user),
      'GET /api/v1/team/members': () => json(200, { members: team }),
    });
  }

  it('filters by practitioner, offering only members who take appointments', async () => {
    const user = userEvent.setup({ delay: null });
    mockTeamDay(signedInMember(frontDesk));
    await renderApp(path);
    await screen.findByRole('region', { name: 'Jelena Ilić' });
    expect(filter()).toHaveValue('All practitioners');

    await user.click(filter());
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'All practitioners',
      'Ana Marković',
      'Jelena Ilić',
    ]);
    await user.click(screen.getByRole('option', { name: 'Ana Marković' }));
    await waitFor(() => expect(headings()).toEqual(['Ana Marković']));
  });

  it("opens a clinician's Today on their own appointments", async () => {
    mockTeamDay(signedInMember(demoTherapistMember));
    await renderApp(path);
    await screen.findByRole('region', { name: 'Jelena Ilić' });

    expect(filter()).toHaveValue('My appointments');
    expect(headings()).toEqual(['Jelena Ilić']);
  });

  it('says when the chosen practitioner has nothing today, and shows everyone on request', async () => {
    const user = userEvent.setup({ delay: null });
    mockToday(
      day.filter((appointment) => appointment.therapistId !== demoTherapistMember.userId),
      {
        'GET /api/v1/users/current-user': () => json(200, signedInMember(demoTherapistMember)),
        'GET /api/v1/team/members': () => json(200, { members: team }),
      },
    );
    await renderApp(path);

    expect(await screen.findByText('You have no appointments today')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show all practitioners' }));
    expect(await screen.findByRole('region', { name: 'Ana Marković' })).toBeInTheDocument();
    expect(filter()).toHaveValue('All practitioners');
  });

  it('remembers the choice, the same one as the calendar', async () => {
    const user = userEvent.setup({ delay: null });
    mockToday(day, {
      'GET /api/v1/users/current-user': () => json(200, signedInMember(demoTherapistMember)),
      'GET /api/v1/team/members': () => json(200, { members: team }),
      'GET /api/v1/clinic/settings': () =>
        json(200, { settings: { timeZone: CLINIC_ZONE, openingHours: [] } }),
      'GET /api/v1/appointments': () => json(200, { appointments: [] }),
    });
    const { router } = await renderApp(path);
    await screen.findByRole('region', { name: 'Jelena Ilić' });

    await user.click(filter());
    await user.click(await screen.findByRole('option', { name: 'All practitioners' }));
    await waitFor(() => expect(headings()).toEqual(['Ana Marković', 'Jelena Ilić']));

    await router.navigate('/dashboard');
    await screen.findByRole('toolbar', { name: 'Calendar' });
    expect(filter()).toHaveValue('All practitioners');
  });
});
