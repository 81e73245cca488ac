import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AppointmentDetails } from '../../../domain/appointments.js';
import { demoAssistantMember, json, signedInMember } from '../../test/api-mock';
import { preloadRoutes, renderApp } from '../../test/render-app';
import {
  APPOINTMENT_ID,
  appointmentDetails,
  bodiesSent,
  calendarAppointment,
  ivana,
  ivanaPlan,
  mockBooking,
} from './booking-fixtures';

preloadRoutes(
  () => import('../../components/dashboard/DashboardLayout'),
  () => import('./EditAppointmentPage'),
);

const editPath = `/dashboard/edit-appointment/${APPOINTMENT_ID}`;
const field = (name: string) => screen.getByLabelText(name, { exact: false, selector: 'input' });

function mockEdit(
  details: AppointmentDetails,
  written = [calendarAppointment()],
  handlers: Parameters<typeof mockBooking>[0] = {},
) {
  return mockBooking({
    [`GET /api/v1/appointments/${APPOINTMENT_ID}`]: () => json(200, { appointment: details }),
    [`PATCH /api/v1/appointments/${APPOINTMENT_ID}`]: () =>
      json(200, { appointment: written[0], appointments: written }),
    ...handlers,
  });
}

describe('edit-appointment/{id} (booking form)', () => {
  it("asks before moving an appointment outside the therapist's working hours, then saves with both confirmations", async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = mockEdit(appointmentDetails(), [calendarAppointment()], {
      [`PATCH /api/v1/appointments/${APPOINTMENT_ID}`]: ({ body }) =>
        (body as { confirmOutsideWorkingHours?: boolean }).confirmOutsideWorkingHours
          ? json(200, { appointment: calendarAppointment(), appointments: [calendarAppointment()] })
          : json(409, {
              msg: 'Jelena Ilić works 09:00–13:00 on Mondays. Confirm to book anyway.',
              code: 'OUTSIDE_WORKING_HOURS',
            }),
    });
    await renderApp(editPath);
    await screen.findByRole('button', { name: 'Save changes' });

    fireEvent.change(field('Start'), { target: { value: '15:00' } });
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Book outside working hours?' });
    expect(within(dialog).getByText(/works 09:00–13:00 on Mondays/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save anyway' }));

    expect(await screen.findByText('Changes saved')).toBeInTheDocument();
    const [first, second] = bodiesSent(fetchMock, 'PATCH', `/appointments/${APPOINTMENT_ID}`);
    expect(first).not.toHaveProperty('confirmOutsideWorkingHours');
    expect(second).toEqual({
      ...first,
      confirmOutsideOpeningHours: true,
      confirmOutsideWorkingHours: true,
    });
  });

  it('is filled in from the appointment and changes this and the following of a series', async () => {
    const user = userEvent.setup({ delay: null });
    const inSeries = appointmentDetails({
      seriesId: '00000000-0000-4000-8000-0000000000f9',
      series: {
        id: '00000000-0000-4000-8000-0000000000f9',
        rule: { every: 'week', count: 6 },
        position: 2,
        total: 6,
      },
    });
    const fetchMock = mockEdit(
      inSeries,
      [1, 2, 3, 4, 5].map(() => calendarAppointment()),
    );
    const { router } = await renderApp(editPath);
    await screen.findByRole('button', { name: 'Save changes' });

    expect(screen.getByRole('combobox', { name: 'Patient' })).toHaveValue('Ivana Lukić');
    expect(screen.getByRole('combobox', { name: 'Therapist' })).toHaveValue('Jelena Ilić');
    expect(screen.getByRole('combobox', { name: 'Service' })).toHaveValue(
      'Initial assessment (60 min)',
    );
    expect(field('Date')).toHaveValue('2026-03-09');
    expect(field('Start')).toHaveValue('09:30');
    expect(field('End')).toHaveValue('10:30');
    expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveValue(
      'Left knee, after the skiing injury.',
    );
    expect(screen.queryByRole('combobox', { name: 'Repeat' })).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'This appointment only' })).toBeChecked();

    fireEvent.change(field('Start'), { target: { value: '10:00' } });
    expect(field('End')).toHaveValue('11:00');
    await user.click(screen.getByRole('radio', { name: 'This and the following' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('5 appointments changed')).toBeInTheDocument();
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/dashboard/appointment/${APPOINTMENT_ID}`),
    );
    // Only what changed: every field sent is written onto the following occurrences too.
    expect(bodiesSent(fetchMock, 'PATCH', `/appointments/${APPOINTMENT_ID}`)).toEqual([
      { start: '2026-03-09T09:00:00.000Z', end: '2026-03-09T10:00:00.000Z', scope: 'following' },
    ]);
  });

  it('saves a single appointment without a scope', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = mockEdit(appointmentDetails());
    await renderApp(editPath);
    await screen.findByRole('button', { name: 'Save changes' });
    expect(screen.queryByRole('radio', { name: 'This and the following' })).not.toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Notes' }), ' Sore today.');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Changes saved')).toBeInTheDocument();
    expect(bodiesSent(fetchMock, 'PATCH', `/appointments/${APPOINTMENT_ID}`)).toEqual([
      { notes: 'Left knee, after the skiing injury. Sore today.' },
    ]);
  });

  it('shows a cancelled appointment read-only, with a way back', async () => {
    mockEdit(appointmentDetails({ status: 'cancelled' }), undefined, {
      [`GET /api/v1/patients/${ivana.id}/treatment-plans`]: () =>
        json(200, { treatmentPlans: [ivanaPlan()] }),
    });
    await renderApp(editPath);
    expect(
      await screen.findByText('This appointment was cancelled, so it can no longer be changed.'),
    ).toBeInTheDocument();
    const plan = screen.getByRole('combobox', { name: 'Treatment plan' });
    await waitFor(() => expect(plan).toHaveAttribute('placeholder', 'No treatment plan'));
    expect(plan).toBeDisabled();
    expect(field('Start')).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Notes' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeEnabled();
  });

  it('an appointment the API does not find (or of another clinic) is a 404 screen', async () => {
    mockBooking({
      [`GET /api/v1/appointments/${APPOINTMENT_ID}`]: () =>
        json(404, { msg: 'This appointment does not exist.', code: 'NOT_FOUND' }),
    });
    await renderApp(editPath);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ohh! page not found' }),
    ).toBeInTheDocument();
  });
});

describe('edit-appointment/{id}: the treatment plan', () => {
  const plansPath = `/api/v1/patients/${ivana.id}/treatment-plans`;
  const finished = ivanaPlan({
    id: '00000000-0000-4000-8000-0000000000e3',
    title: 'Ankle',
    status: 'completed',
    sessionsDone: 6,
    plannedSessions: 6,
  });
  const running = ivanaPlan({
    id: '00000000-0000-4000-8000-0000000000e2',
    title: 'Return to running',
    status: 'planned',
    sessionsDone: 0,
    plannedSessions: 6,
  });
  const plans = () => json(200, { treatmentPlans: [ivanaPlan(), running, finished] });
  const planField = () => screen.getByRole('combobox', { name: 'Treatment plan' });

  it('is filled in from the appointment (a finished plan too) and sent only when changed', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = mockEdit(appointmentDetails({ treatmentPlanId: finished.id }), undefined, {
      [`GET ${plansPath}`]: plans,
    });
    await renderApp(editPath);
    await screen.findByRole('button', { name: 'Save changes' });
    await waitFor(() => expect(planField()).toHaveValue('Ankle · Sessions 6 of 6 · completed'));

    await user.type(screen.getByRole('textbox', { name: 'Notes' }), ' Sore today.');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Changes saved')).toBeInTheDocument();
    expect(bodiesSent(fetchMock, 'PATCH', `/appointments/${APPOINTMENT_ID}`)).toEqual([
      { notes: 'Left knee, after the skiing injury. Sore today.' },
    ]);
  });

  it('sends the plan chosen, and does not pick one by itself', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = mockEdit(appointmentDetails(), undefined, { [`GET ${plansPath}`]: plans });
    await renderApp(editPath);
    await screen.findByRole('button', { name: 'Save changes' });
    await waitFor(() => expect(planField()).toBeEnabled());
    // Ivana has one active plan, but an existing booking is left as it was.
    expect(planField()).toHaveValue('');

    await user.click(planField());
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toEqual([
      'Rotator cuff loading · Sessions 2 of 8',
      'Return to running · Sessions 0 of 6 · planned',
    ]);
    await user.click(screen.getByRole('option', { name: /Return to running/ }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Changes saved')).toBeInTheDocument();
    expect(bodiesSent(fetchMock, 'PATCH', `/appointments/${APPOINTMENT_ID}`)).toEqual([
      { treatmentPlanId: running.id },
    ]);
  });

  it('unlinks the plan when the patient changes', async () => {
    const user = userEvent.setup({ delay: null });
    const mila = { ...ivana, id: '00000000-0000-4000-8000-0000000000a2', lastName: 'Novak' };
    const fetchMock = mockEdit(appointmentDetails({ treatmentPlanId: ivanaPlan().id }), undefined, {
      'GET /api/v1/patients': () => json(200, { patients: [mila] }),
      [`GET ${plansPath}`]: plans,
      [`GET /api/v1/patients/${mila.id}/treatment-plans`]: () => json(200, { treatmentPlans: [] }),
    });
    await renderApp(editPath);
    await screen.findByRole('button', { name: 'Save changes' });
    await waitFor(() => expect(planField()).toHaveValue('Rotator cuff loading · Sessions 2 of 8'));

    const patient = screen.getByRole('combobox', { name: 'Patient' });
    await user.clear(patient);
    await user.type(patient, 'Novak');
    await user.click(await screen.findByRole('option', { name: /Ivana Novak/ }));
    await waitFor(() =>
      expect(planField()).toHaveAttribute('placeholder', 'No open treatment plans'),
    );
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Changes saved')).toBeInTheDocument();
    expect(bodiesSent(fetchMock, 'PATCH', `/appointments/${APPOINTMENT_ID}`)).toEqual([
      { patientId: mila.id, treatmentPlanId: null },
    ]);
  });

  it('links a completed visit to a plan, its one change left', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = mockEdit(appointmentDetails({ status: 'completed' }), undefined, {
      [`GET ${plansPath}`]: plans,
    });
    await renderApp(editPath);
    expect(
      await screen.findByText(
        'This appointment is completed, so it can no longer be changed. Only the treatment plan it counts towards can still change.',
      ),
    ).toBeInTheDocument();
    expect(field('Start')).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Notes' })).toBeDisabled();
    await waitFor(() => expect(planField()).toBeEnabled());

    await user.click(planField());
    await user.click(await screen.findByRole('option', { name: /Rotator cuff loading/ }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Changes saved')).toBeInTheDocument();
    expect(bodiesSent(fetchMock, 'PATCH', `/appointments/${APPOINTMENT_ID}`)).toEqual([
      { treatmentPlanId: ivanaPlan().id },
    ]);
  });

  it('shows assistants a completed visit read-only', async () => {
    mockEdit(appointmentDetails({ status: 'completed' }), undefined, {
      'GET /api/v1/users/current-user': () =>
        json(200, signedInMember({ ...demoAssistantMember, status: 'active' })),
    });
    await renderApp(editPath);
    expect(
      await screen.findByText('This appointment is completed, so it can no longer be changed.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeEnabled();
  });

  it('shows assistants no plan and never asks for the plans', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = mockEdit(appointmentDetails({ treatmentPlanId: ivanaPlan().id }), undefined, {
      'GET /api/v1/users/current-user': () =>
        json(200, signedInMember({ ...demoAssistantMember, status: 'active' })),
      [`GET ${plansPath}`]: plans,
    });
    await renderApp(editPath);
    await screen.findByRole('button', { name: 'Save changes' });
    expect(screen.queryByRole('combobox', { name: 'Treatment plan' })).not.toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Notes' }), ' Sore today.');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Changes saved')).toBeInTheDocument();
    expect(bodiesSent(fetchMock, 'PATCH', `/appointments/${APPOINTMENT_ID}`)).toEqual([
      { notes: 'Left knee, after the skiing injury. Sore today.' },
    ]);
    expect(
      fetchMock.mock.calls.filter(([input]) => String(input).endsWith('/treatment-plans')),
    ).toEqual([]);
  });
});
