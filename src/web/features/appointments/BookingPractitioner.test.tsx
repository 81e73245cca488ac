import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TeamMember } from '../../../domain/team.js';
import {
  demoAdminMember,
  demoAssistantMember,
  demoMembers,
  demoTherapistMember,
  json,
  signedInMember,
} from '../../test/api-mock';
import { preloadRoutes, renderApp } from '../../test/render-app';
import {
  APPOINTMENT_ID,
  appointmentDetails,
  bodiesSent,
  calendarAppointment,
  mockBooking,
} from './booking-fixtures';

preloadRoutes(
  () => import('../../components/dashboard/DashboardLayout'),
  () => import('./AddAppointmentPage'),
  () => import('./EditAppointmentPage'),
);

/** Monday 9 March 2026, 09:30 in Belgrade (UTC+1). */
const SLOT = '2026-03-09T08:30:00.000Z';

/** The front desk: an active assistant, who does not take appointments. */
const frontDesk: TeamMember = { ...demoAssistantMember, status: 'active' };
const team = [...demoMembers.filter((member) => member !== demoAssistantMember), frontDesk];

function mockTeam(handlers: Parameters<typeof mockBooking>[0] = {}) {
  return mockBooking({
    'GET /api/v1/team/members': () => json(200, { members: team }),
    ...handlers,
  });
}

async function openAdd(search: Record<string, string>) {
  const view = await renderApp(`/dashboard/add-appointment?${new URLSearchParams(search)}`);
  await screen.findByRole('button', { name: 'Book appointment' });
  return view;
}

const therapist = () => screen.getByRole('combobox', { name: 'Therapist' });

async function therapistOptions(user: ReturnType<typeof userEvent.setup>) {
  await user.click(therapist());
  return (await screen.findAllByRole('option')).map((option) => option.textContent);
}

describe('the booking form: who takes appointments', () => {
  it('books the practitioner of the calendar slot it was opened from', async () => {
    mockTeam();
    await openAdd({ date: SLOT, therapistId: demoTherapistMember.userId });
    expect(therapist()).toHaveValue('Jelena Ilić');
  });

  it('offers only members who take appointments', async () => {
    const user = userEvent.setup({ delay: null });
    mockTeam();
    await openAdd({ date: SLOT });
    expect(await therapistOptions(user)).toEqual(['Ana Marković', 'Jelena Ilić']);
  });

  it('leaves the therapist to choose when the front desk books', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = mockTeam({
      'GET /api/v1/users/current-user': () => json(200, signedInMember(frontDesk)),
    });
    await openAdd({ date: SLOT });

    expect(therapist()).toHaveValue('');
    expect(therapist()).toBeRequired();
    await user.click(screen.getByRole('button', { name: 'Book appointment' }));
    expect(await screen.findByText('Choose a therapist.')).toBeInTheDocument();
    expect(bodiesSent(fetchMock, 'POST', '/appointments')).toEqual([]);
  });

  it('ignores a practitioner in the address who does not take appointments', async () => {
    mockTeam({ 'GET /api/v1/users/current-user': () => json(200, signedInMember(frontDesk)) });
    await openAdd({ date: SLOT, therapistId: demoAdminMember.userId });
    expect(therapist()).toHaveValue('');
  });

  it('does not ask again about opening hours the calendar already asked about', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = mockTeam({
      'POST /api/v1/appointments': ({ body }) =>
        (body as { confirmOutsideOpeningHours?: boolean }).confirmOutsideOpeningHours
          ? json(201, { appointment: calendarAppointment(), appointments: [calendarAppointment()] })
          : json(409, { msg: 'The clinic is closed then.', code: 'OUTSIDE_OPENING_HOURS' }),
    });
    const { router } = await openAdd({ date: SLOT, outsideHours: 'confirmed' });
    await user.click(screen.getByRole('radio', { name: 'Blocked time' }));
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Inventory');
    await user.click(screen.getByRole('button', { name: 'Book appointment' }));

    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/dashboard/appointment/${APPOINTMENT_ID}`),
    );
    expect(bodiesSent(fetchMock, 'POST', '/appointments')).toEqual([
      expect.objectContaining({ confirmOutsideOpeningHours: true, title: 'Inventory' }),
    ]);
  });
});

describe('editing: a therapist who stopped taking appointments', () => {
  it('keeps them on their appointment, labelled so, and offers only practitioners besides', async () => {
    const user = userEvent.setup({ delay: null });
    const retired: TeamMember = { ...demoTherapistMember, takesAppointments: false };
    mockBooking({
      'GET /api/v1/team/members': () =>
        json(200, { members: team.map((m) => (m === demoTherapistMember ? retired : m)) }),
      [`GET /api/v1/appointments/${APPOINTMENT_ID}`]: () =>
        json(200, { appointment: appointmentDetails() }),
    });
    await renderApp(`/dashboard/edit-appointment/${APPOINTMENT_ID}`);
    await screen.findByRole('button', { name: 'Save changes' });

    expect(therapist()).toHaveValue('Jelena Ilić (does not take appointments)');
    expect(await therapistOptions(user)).toEqual([
      'Ana Marković',
      'Jelena Ilić (does not take appointments)',
    ]);
  });
});
