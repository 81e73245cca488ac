import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClinicSettings } from '../../../domain/clinic-settings.js';
import type { TeamMember } from '../../../domain/team.js';
import type { CurrentUser } from '../../lib/current-user';
import { queryClient } from '../../lib/query-client';
import {
  demoAdminMember,
  demoAssistantMember,
  demoMembers,
  demoOwnerMember,
  demoTherapistMember,
  json,
  mockApi,
  ownerUser,
  signedInMember,
} from '../../test/api-mock';
import { installCalendarGeometry } from '../../test/calendar-geometry';
import { preloadRoutes, renderApp } from '../../test/render-app';
import { bookingSettings } from './booking-fixtures';
import type { CalendarAppointment } from '../../../domain/appointments.js';
import { appointmentId, todayAppointment } from './test-fixtures';

preloadRoutes(
  () => import('../../components/dashboard/DashboardLayout'),
  () => import('./CalendarPage'),
);

/** Wednesday 25 November 2026, 11:00 in Belgrade (UTC+1); the week runs Monday 23 to Sunday 29. */
const NOW = '2026-11-25T10:00:00Z';

/** The front desk: an active assistant, who does not take appointments. */
const frontDesk: TeamMember = { ...demoAssistantMember, status: 'active' };
const team = [...demoMembers.filter((member) => member !== demoAssistantMember), frontDesk];

/** Open Monday to Friday 08:00–18:00, Saturday 09:00–14:00, closed on Sunday. */
const settings: ClinicSettings = {
  ...bookingSettings,
  openingHours: [
    null,
    ...Array(5).fill({ open: '08:00', close: '18:00' }),
    { open: '09:00', close: '14:00' },
  ],
  rooms: [
    {
      id: '00000000-0000-4000-8000-0000000000e6',
      name: 'Room 2',
      active: true,
      locationId: '00000000-0000-4000-8000-00000000010c',
    },
  ],
};

interface Setup {
  user?: CurrentUser;
  appointments?: CalendarAppointment[];
  handlers?: Parameters<typeof mockApi>[0];
}

async function openCalendar({ user = ownerUser, appointments = [], handlers = {} }: Setup = {}) {
  vi.useFakeTimers({ now: new Date(NOW), toFake: ['Date'] });
  const fetchMock = mockApi({
    'GET /api/v1/users/current-user': () => json(200, user),
    'GET /api/v1/team/members': () => json(200, { members: team }),
    'GET /api/v1/clinic/settings': () => json(200, { settings }),
    'GET /api/v1/appointments': ({ query }) => {
      const therapistId = query.get('therapistId');
      return json(200, {
        appointments: appointments.filter(
          (appointment) => therapistId === null || appointment.therapistId === therapistId,
        ),
      });
    },
    ...handlers,
  });
  const view = await renderApp('/dashboard');
  await screen.findByRole('toolbar', { name: 'Calendar' });
  await waitFor(() => expect(appointmentRequests(fetchMock)).not.toHaveLength(0));
  return { fetchMock, ...view };
}

function appointmentRequests(fetchMock: ReturnType<typeof mockApi>) {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/v1/appointments');
}

const filter = () => screen.getByRole('combobox', { name: 'Practitioner' });

async function choosePractitioner(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(filter());
  await user.click(await screen.findByRole('option', { name }));
}

const columns = () => Array.from(document.querySelectorAll<HTMLElement>('[data-column]'));
const columnHeadings = () =>
  Array.from(document.querySelectorAll('[data-column-heading]'), (heading) => heading.textContent);
const searchOf = (router: { state: { location: { search: string } } }) =>
  new URLSearchParams(router.state.location.search);

let geometry: ReturnType<typeof installCalendarGeometry>;

beforeEach(() => {
  geometry = installCalendarGeometry();
});

afterEach(() => {
  geometry.uninstall();
  vi.useRealTimers();
});

describe('calendar: who takes appointments', () => {
  it('offers only members who take appointments, and "My appointments" to one who does', async () => {
    const user = userEvent.setup({ delay: null });
    await openCalendar();

    await user.click(filter());
    const options = await screen.findAllByRole('option');
    // Not the administrator nor the front desk; the owner herself as "My appointments".
    expect(options.map((option) => option.textContent)).toEqual([
      'All practitioners',
      'My appointments',
      'Jelena Ilić',
    ]);
  });

  it('offers the front desk no "My appointments"', async () => {
    const user = userEvent.setup({ delay: null });
    await openCalendar({ user: signedInMember(frontDesk) });
    expect(filter()).toHaveValue('All practitioners');

    await user.click(filter());
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'All practitioners',
      'Ana Marković',
      'Jelena Ilić',
    ]);
  });

  it("opens a clinician's calendar on their own appointments, and remembers another choice", async () => {
    const user = userEvent.setup({ delay: null });
    const therapist = signedInMember(demoTherapistMember);
    const first = await openCalendar({ user: therapist });

    expect(filter()).toHaveValue('My appointments');
    expect(
      appointmentRequests(first.fetchMock).map((url) => url.searchParams.get('therapistId')),
    ).not.toContain(null);
    expect(appointmentRequests(first.fetchMock)[0]?.searchParams.get('therapistId')).toBe(
      demoTherapistMember.userId,
    );

    await choosePractitioner(user, 'All practitioners');
    await waitFor(() =>
      expect(appointmentRequests(first.fetchMock).at(-1)?.searchParams.has('therapistId')).toBe(
        false,
      ),
    );

    // The next visit, as after a reload: the choice stays.
    first.unmount();
    queryClient.clear();
    const second = await openCalendar({ user: therapist });
    expect(filter()).toHaveValue('All practitioners');
    expect(appointmentRequests(second.fetchMock)[0]?.searchParams.has('therapistId')).toBe(false);
  });

  it('opens on everyone for an owner, even one who takes appointments', async () => {
    const { fetchMock } = await openCalendar({ user: ownerUser });
    expect(filter()).toHaveValue('All practitioners');
    expect(appointmentRequests(fetchMock)[0]?.searchParams.has('therapistId')).toBe(false);
  });
});

describe('calendar: booking from a slot', () => {
  it('books the practitioner the calendar is filtered to, by pointer and by keyboard', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = await openCalendar();
    await choosePractitioner(user, 'Jelena Ilić');

    // Thursday 26 November, 09:30 (150 px down from 08:00 at 100 px an hour).
    geometry.click(columns()[3]!, 350, 150);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/add-appointment'));
    expect(Object.fromEntries(searchOf(router))).toEqual({
      date: '2026-11-26T08:30:00.000Z',
      therapistId: demoTherapistMember.userId,
    });

    await router.navigate('/dashboard');
    // While the calendar is still settling after the way back, the slot button can be drawn
    // anew and lose the focus: press again, as a person would, until the booking form opens.
    await waitFor(async () => {
      screen.getByRole('button', { name: /^New appointment, / }).focus();
      await user.keyboard('{ArrowRight}{Enter}');
      expect(router.state.location.pathname).toBe('/dashboard/add-appointment');
    });
    expect(searchOf(router).get('therapistId')).toBe(demoTherapistMember.userId);
  });

  it('books nobody in particular from a slot of all practitioners in the week', async () => {
    const { router } = await openCalendar();
    geometry.click(columns()[3]!, 350, 150);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/add-appointment'));
    expect(searchOf(router).has('therapistId')).toBe(false);
  });
});

describe('calendar: the day by practitioner', () => {
  // Wednesday 25 November (today): Jelena 10:00–11:00, and an administrator who does not take
  // appointments with blocked time booked before, 12:00–12:30.
  const day = [
    todayAppointment(1, 'Milica Jovanović', '2026-11-25T09:00:00.000Z', '2026-11-25T10:00:00.000Z'),
    todayAppointment(2, null, '2026-11-25T11:00:00.000Z', '2026-11-25T11:30:00.000Z', {
      title: 'Supplier visit',
      therapistId: demoAdminMember.userId,
    }),
  ];

  async function openDay(setup: Setup = {}) {
    const user = userEvent.setup({ delay: null });
    const view = await openCalendar({ appointments: day, ...setup });
    await user.click(screen.getByRole('radio', { name: 'Day' }));
    await screen.findByText('Supplier visit');
    return { user, ...view };
  }

  it('shows a column per practitioner, headed by name, plus anyone else booked that day', async () => {
    await openDay();

    expect(columnHeadings()).toEqual(['Ana Marković', 'Jelena Ilić', 'Marko Petrović']);
    const [ana, jelena, marko] = columns();
    expect(ana).toHaveAttribute('data-practitioner', demoOwnerMember.userId);
    expect(jelena).toContainElement(screen.getByText('Milica Jovanović'));
    expect(marko).toContainElement(screen.getByText('Supplier visit'));
  });

  it("books the practitioner of the column clicked, and shows only the filter's one", async () => {
    const { router, user } = await openDay();

    geometry.click(columns()[0]!, 50, 350); // Ana, 11:30
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/add-appointment'));
    expect(Object.fromEntries(searchOf(router))).toEqual({
      date: '2026-11-25T10:30:00.000Z',
      therapistId: demoOwnerMember.userId,
    });

    await router.navigate('/dashboard');
    await screen.findByRole('toolbar', { name: 'Calendar' });
    await user.click(screen.getByRole('radio', { name: 'Day' }));
    await choosePractitioner(user, 'Jelena Ilić');
    await waitFor(() => expect(columnHeadings()).toEqual(['Jelena Ilić']));
  });

  it('moves an appointment dropped in another column to that practitioner', async () => {
    const patch = vi.fn(() => json(200, { appointment: {} }));
    await openDay({ handlers: { [`PATCH /api/v1/appointments/${appointmentId(1)}`]: patch } });
    const event = screen.getByText('Milica Jovanović').closest<HTMLElement>('[data-event]')!;

    // Grabbed at its top edge in Jelena's column, let go in Ana's (x 0–100) one hour later.
    await geometry.drag(event, columns()[0]!, 50, 0, 300);

    await waitFor(() => expect(patch).toHaveBeenCalled());
    expect(patch.mock.calls[0]).toEqual([
      expect.objectContaining({
        body: {
          start: '2026-11-25T10:00:00.000Z',
          end: '2026-11-25T11:00:00.000Z',
          therapistId: demoOwnerMember.userId,
        },
      }),
    ]);
  });

  it("walks the slot button across the practitioners' columns", async () => {
    const { router, user } = await openDay();
    const slot = screen.getByRole('button', { name: /^New appointment, / });
    expect(slot).toHaveAccessibleName(
      'New appointment, Wednesday 25 November, 11:00, Ana Marković',
    );
    slot.focus();
    await user.keyboard('{ArrowRight}');
    expect(slot).toHaveAccessibleName('New appointment, Wednesday 25 November, 11:00, Jelena Ilić');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/add-appointment'));
    expect(searchOf(router).get('therapistId')).toBe(demoTherapistMember.userId);
  });
});

describe('calendar: opening hours', () => {
  it('shades the hours the clinic is closed', async () => {
    await openCalendar();
    const shaded = (index: number) =>
      Array.from(columns()[index]!.querySelectorAll<HTMLElement>('[data-closed]'), (span) => [
        span.style.top,
        span.style.height,
      ]);
    expect(shaded(3)).toEqual([[`${(10 / 12) * 100}%`, `${(2 / 12) * 100}%`]]); // from 18:00
    expect(shaded(5)).toEqual([
      ['0%', `${(1 / 12) * 100}%`], // before 09:00
      [`${(6 / 12) * 100}%`, `${(6 / 12) * 100}%`], // from 14:00
    ]);
    expect(shaded(6)).toEqual([['0%', '100%']]); // Sunday
  });

  it('asks before booking a closed slot, by pointer and by keyboard', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = await openCalendar();

    geometry.click(columns()[3]!, 350, 1050); // Thursday 18:30
    const dialog = await screen.findByRole('dialog', { name: 'Book outside opening hours?' });
    expect(dialog).toHaveTextContent(
      'On Thursdays the clinic is open 08:00–18:00. Book Thursday 26 November at 18:30 anyway?',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Choose another time' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/dashboard');

    // Today's last slot, 19:30, from the keyboard.
    const slot = screen.getByRole('button', { name: /^New appointment, / });
    slot.focus();
    await user.keyboard('{End}{Enter}');
    const again = await screen.findByRole('dialog', { name: 'Book outside opening hours?' });
    await user.click(within(again).getByRole('button', { name: 'Book anyway' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/add-appointment'));
    expect(Object.fromEntries(searchOf(router))).toEqual({
      date: '2026-11-25T18:30:00.000Z',
      outsideHours: 'confirmed',
    });
  });

  it('books an open slot without asking', async () => {
    const { router } = await openCalendar();
    geometry.click(columns()[3]!, 350, 950); // Thursday 17:30–18:00
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/add-appointment'));
  });
});

describe('calendar: the details of a block', () => {
  it('shows every detail in a tooltip that keyboard focus opens and Escape closes', async () => {
    const user = userEvent.setup({ delay: null });
    await openCalendar({
      appointments: [
        todayAppointment(
          1,
          'Milica Jovanović',
          '2026-11-26T09:00:00.000Z',
          '2026-11-26T09:30:00.000Z',
          {
            serviceName: 'Manual therapy',
            roomId: '00000000-0000-4000-8000-0000000000e6',
            status: 'confirmed',
          },
        ),
      ],
    });
    const block = (await screen.findByText('Milica Jovanović')).closest<HTMLElement>(
      '[data-event]',
    )!;
    // A half-hour block has room for its time and the patient.
    expect(block).toHaveTextContent(/^10:00 – 10:30Milica Jovanović$/);

    screen.getByRole('button', { name: /^New appointment, / }).focus();
    await user.tab();
    expect(block).toHaveFocus();

    const tooltip = await screen.findByRole('tooltip');
    for (const detail of [
      'Time10:00 – 10:30',
      'PatientMilica Jovanović',
      'ServiceManual therapy',
      'PractitionerJelena Ilić',
      'RoomRoom 2',
      'StatusConfirmed',
    ])
      expect(tooltip).toHaveTextContent(detail);
    expect(block).toHaveAccessibleDescription(expect.stringContaining('Practitioner Jelena Ilić'));

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('shows the tooltip while the pointer is over a block', async () => {
    const user = userEvent.setup({ delay: null });
    await openCalendar({
      appointments: [
        todayAppointment(1, null, '2026-11-26T09:00:00.000Z', '2026-11-26T10:00:00.000Z', {
          title: 'Team meeting',
        }),
      ],
    });
    const block = await screen.findByText('Team meeting');
    await user.hover(block);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('KindBlocked time');
    await user.unhover(block);
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  });
});
