import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  demoAssistantMember,
  demoTherapistMember,
  json,
  ownerUser,
  signedInMember,
} from '../../test/api-mock';
import { preloadRoutes, renderApp } from '../../test/render-app';
import {
  APPOINTMENT_ID,
  assessment,
  bodiesSent,
  calendarAppointment,
  ivana,
  ivanaPlan,
  ivanaRecord,
  mockBooking,
  ROOM_ID,
} from './booking-fixtures';

preloadRoutes(
  () => import('../../components/dashboard/DashboardLayout'),
  () => import('./AddAppointmentPage'),
);

/** Monday 9 March 2026, 09:30 in Belgrade (UTC+1). */
const SLOT = '2026-03-09T08:30:00.000Z';
const addPath = (date = SLOT) => `/dashboard/add-appointment?date=${encodeURIComponent(date)}`;

const created =
  (overrides = {}) =>
  () =>
    json(201, {
      appointment: calendarAppointment(overrides),
      appointments: [calendarAppointment(overrides)],
    });

async function openForm(path = addPath()) {
  const view = await renderApp(path);
  await screen.findByRole('button', { name: 'Book appointment' });
  return view;
}

const field = (name: string) => screen.getByLabelText(name, { exact: false, selector: 'input' });

/** Native date and time inputs take a whole value at once, as a browser's picker gives it. */
function setValue(name: string, value: string) {
  fireEvent.change(field(name), { target: { value } });
}

async function choosePatient(
  user: ReturnType<typeof userEvent.setup>,
  search: string,
  name: string,
) {
  await user.type(screen.getByRole('combobox', { name: 'Patient' }), search);
  await user.click(await screen.findByRole('option', { name: new RegExp(name) }));
}

async function chooseOption(
  user: ReturnType<typeof userEvent.setup>,
  label: string,
  option: string,
) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

afterEach(() => {
  vi.useRealTimers();
});

describe('add-appointment (booking form)', () => {
  it('fills in the slot picked on the calendar on the clinic clock, and the signed-in member as therapist', async () => {
    mockBooking();
    await openForm();
    expect(field('Date')).toHaveValue('2026-03-09');
    expect(field('Start')).toHaveValue('09:30');
    expect(field('End')).toHaveValue('10:00');
    expect(screen.getByRole('combobox', { name: 'Therapist' })).toHaveValue('Ana Marković');
    expect(screen.getByText(/clinic's clock \(Europe\/Belgrade\)/)).toBeInTheDocument();
  });

  it('books a patient with a service: the service sets the end, times go out as instants of the clinic zone', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = mockBooking({ 'POST /api/v1/appointments': created() });
    const { router } = await openForm();

    await choosePatient(user, 'Iva', 'Ivana Lukić');
    expect(screen.getByRole('combobox', { name: 'Patient' })).toHaveValue('Ivana Lukić');
    await chooseOption(user, 'Therapist', 'Jelena Ilić');
    // Summer time: Belgrade is two hours ahead of UTC.
    setValue('Date', '2026-07-15');
    setValue('Start', '14:00');
    await chooseOption(user, 'Service', 'Initial assessment (60 min)');
    expect(field('End')).toHaveValue('15:00');
    await chooseOption(user, 'Room', 'Room 1');
    await user.click(screen.getByRole('textbox', { name: 'Notes' }));
    await user.paste('Bring the MRI report.');
    await user.click(screen.getByRole('button', { name: 'Book appointment' }));

    expect(await screen.findByText('Appointment booked')).toBeInTheDocument();
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/dashboard/appointment/${APPOINTMENT_ID}`),
    );
    expect(bodiesSent(fetchMock, 'POST', '/appointments')).toEqual([
      {
        patientId: ivana.id,
        therapistId: demoTherapistMember.userId,
        serviceId: assessment.id,
        roomId: ROOM_ID,
        start: '2026-07-15T12:00:00.000Z',
        end: '2026-07-15T13:00:00.000Z',
        notes: 'Bring the MRI report.',
      },
    ]);
    const search = fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .find((url) => url.pathname === '/api/v1/patients');
    expect(search?.searchParams.get('search')).toBe('Iva');
  });

  it('moving the start keeps the length, and only active services are offered', async () => {
    const user = userEvent.setup({ delay: null });
    mockBooking();
    await openForm();
    await chooseOption(user, 'Service', 'Follow-up (45 min)');
    expect(field('End')).toHaveValue('10:15');
    setValue('Start', '11:00');
    expect(field('End')).toHaveValue('11:45');
    await user.click(screen.getByRole('combobox', { name: 'Service' }));
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toEqual(['Initial assessment (60 min)', 'Follow-up (45 min)']);
  });

  it('keeps the length while a start is typed over, through the moments it is not yet a time', async () => {
    const user = userEvent.setup({ delay: null });
    mockBooking();
    await openForm();
    await chooseOption(user, 'Service', 'Follow-up (45 min)');
    // A time field being typed into holds no time until its hours and minutes are both there.
    setValue('Start', '');
    setValue('Start', '14:00');
    expect(field('End')).toHaveValue('14:45');
    setValue('End', '15:00');
    setValue('Start', '');
    setValue('Start', '16:00');
    expect(field('End')).toHaveValue('17:00');
  });

  it('adds a new patient from the form and picks them', async () => {
    const user = userEvent.setup({ delay: null });
    const mila = {
      ...ivana,
      id: '00000000-0000-4000-8000-0000000000a2',
      firstName: 'Mila',
      lastName: 'Novak',
    };
    const fetchMock = mockBooking({
      'POST /api/v1/patients': () => json(201, { patient: mila }),
      'POST /api/v1/appointments': created(),
    });
    await openForm();

    await user.click(screen.getByRole('button', { name: 'New patient' }));
    const dialog = await screen.findByRole('dialog', { name: 'New patient' });
    await user.click(within(dialog).getByRole('button', { name: 'Add patient' }));
    expect(await within(dialog).findByText('First name is required.')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'First name' }), 'Mila');
    await user.type(within(dialog).getByRole('textbox', { name: 'Last name' }), 'Novak');
    await user.type(within(dialog).getByRole('textbox', { name: 'Phone' }), '+381 64 555 0101');
    await user.click(
      within(dialog).getByRole('checkbox', { name: 'Email reminders and messages' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Add patient' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodiesSent(fetchMock, 'POST', '/patients')).toEqual([
      {
        firstName: 'Mila',
        lastName: 'Novak',
        phone: '+381 64 555 0101',
        email: '',
        consentToContact: true,
        consentToSms: false,
      },
    ]);
    expect(screen.getByRole('combobox', { name: 'Patient' })).toHaveValue('Mila Novak');
    await user.click(screen.getByRole('button', { name: 'Book appointment' }));
    await waitFor(() =>
      expect(bodiesSent(fetchMock, 'POST', '/appointments')[0]).toMatchObject({
        patientId: mila.id,
      }),
    );
  });

  describe('a new patient who looks like an existing one (409 DUPLICATE_PATIENT)', () => {
    const existing = {
      id: '00000000-0000-4000-8000-0000000000a3',
      firstName: 'Mila',
      lastName: 'Novak',
      dateOfBirth: '1990-05-02',
      email: 'mila.novak@example.com',
    };
    const duplicateAnswer = () =>
      json(409, {
        msg: 'A patient with the same name and date of birth, or the same email, already exists.',
        code: 'DUPLICATE_PATIENT',
        details: { duplicates: [existing] },
      });

    async function submitLookAlike(fetchMock: ReturnType<typeof mockBooking>) {
      const user = userEvent.setup({ delay: null });
      await openForm();
      await user.click(screen.getByRole('button', { name: 'New patient' }));
      const dialog = await screen.findByRole('dialog', { name: 'New patient' });
      await user.type(within(dialog).getByRole('textbox', { name: 'First name' }), 'Mila');
      await user.type(within(dialog).getByRole('textbox', { name: 'Last name' }), 'Novak');
      await user.type(
        within(dialog).getByRole('textbox', { name: 'Email' }),
        'mila.novak@example.com',
      );
      await user.click(within(dialog).getByRole('button', { name: 'Add patient' }));
      const similar = await within(dialog).findByRole('list', { name: 'Similar patients' });
      expect(similar).toHaveTextContent('Mila Novak');
      expect(similar).toHaveTextContent('Born 2 May 1990 · mila.novak@example.com');
      expect(bodiesSent(fetchMock, 'POST', '/patients')).toHaveLength(1);
      return { user, dialog };
    }

    it('books the existing patient instead', async () => {
      const fetchMock = mockBooking({ 'POST /api/v1/patients': duplicateAnswer });
      const { user, dialog } = await submitLookAlike(fetchMock);
      await user.click(
        within(dialog).getByRole('button', { name: 'Use this patient: Mila Novak' }),
      );
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(screen.getByRole('combobox', { name: 'Patient' })).toHaveValue('Mila Novak');
      expect(bodiesSent(fetchMock, 'POST', '/patients')).toHaveLength(1);
    });

    it('saves anyway with confirmDuplicate and picks the new patient', async () => {
      const created = { ...ivana, ...existing, id: '00000000-0000-4000-8000-0000000000a4' };
      const fetchMock = mockBooking({
        'POST /api/v1/patients': ({ body }) =>
          (body as { confirmDuplicate?: boolean }).confirmDuplicate
            ? json(201, { patient: created })
            : duplicateAnswer(),
      });
      const { user, dialog } = await submitLookAlike(fetchMock);
      await user.click(within(dialog).getByRole('button', { name: 'Save anyway' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(screen.getByRole('combobox', { name: 'Patient' })).toHaveValue('Mila Novak');
      const posts = bodiesSent(fetchMock, 'POST', '/patients');
      expect(posts).toHaveLength(2);
      expect(posts[1]).toEqual({ ...posts[0], confirmDuplicate: true });
    });
  });

  it('blocked time needs a title and no patient', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = mockBooking({ 'POST /api/v1/appointments': created({ patientId: null }) });
    await openForm();

    await user.click(screen.getByRole('button', { name: 'Book appointment' }));
    expect(await screen.findByText('Choose a patient.')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Blocked time' }));
    expect(screen.queryByRole('combobox', { name: 'Patient' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Book appointment' }));
    expect(
      await screen.findByText('Give blocked time a title, such as Team meeting.'),
    ).toBeInTheDocument();
    expect(bodiesSent(fetchMock, 'POST', '/appointments')).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Team meeting');
    await user.click(screen.getByRole('button', { name: 'Book appointment' }));
    expect(await screen.findByText('Time blocked')).toBeInTheDocument();
    expect(bodiesSent(fetchMock, 'POST', '/appointments')).toEqual([
      {
        patientId: null,
        title: 'Team meeting',
        therapistId: ownerUser.user.id,
        serviceId: null,
        roomId: null,
        start: SLOT,
        end: '2026-03-09T09:00:00.000Z',
        notes: '',
      },
    ]);
  });

  it('shows the appointments in the way of a refused booking and keeps what was entered', async () => {
    const user = userEvent.setup({ delay: null });
    mockBooking({
      'POST /api/v1/appointments': () =>
        json(409, {
          msg: 'This time conflicts with another appointment. Please choose another time.',
          code: 'APPOINTMENT_CONFLICT',
          details: {
            conflicts: [
              {
                id: '00000000-0000-4000-8000-0000000000c9',
                start: '2026-03-09T08:00:00.000Z',
                end: '2026-03-09T09:00:00.000Z',
                title: 'Marko Perić',
                reason: 'therapist',
              },
              {
                id: null,
                start: '2026-03-09T09:00:00.000Z',
                end: '2026-03-09T09:30:00.000Z',
                title: 'Booked in another clinic',
                reason: 'patient',
              },
            ],
            dates: ['2026-03-09'],
          },
        }),
    });
    const { router } = await openForm();
    await choosePatient(user, 'Iva', 'Ivana Lukić');
    await user.click(screen.getByRole('button', { name: 'Book appointment' }));

    const list = await screen.findByRole('list', { name: 'Conflicting appointments' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Mon 9 Mar, 09:00–10:00 Marko Perić (the therapist is busy)',
      'Mon 9 Mar, 10:00–10:30 Booked in another clinic (the patient is booked)',
    ]);
    expect(screen.getByText(/conflicts with another appointment/)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/add-appointment');
    expect(screen.getByRole('combobox', { name: 'Patient' })).toHaveValue('Ivana Lukić');
    expect(field('Start')).toHaveValue('09:30');
  });

  it('asks before booking outside opening hours and resends with the confirmation', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = mockBooking({
      'POST /api/v1/appointments': ({ body }) =>
        (body as { confirmOutsideOpeningHours?: boolean }).confirmOutsideOpeningHours
          ? created()()
          : json(409, {
              msg: "This time is outside the clinic's opening hours. On Mondays the clinic is open 08:00–20:00. Confirm to book it anyway.",
              code: 'OUTSIDE_OPENING_HOURS',
              details: { dates: ['2026-03-09'] },
            }),
    });
    const { router } = await openForm();
    await choosePatient(user, 'Iva', 'Ivana Lukić');
    setValue('Start', '20:00');
    await user.click(screen.getByRole('button', { name: 'Book appointment' }));

    const dialog = await screen.findByRole('dialog', { name: 'Book outside opening hours?' });
    expect(within(dialog).getByText(/open 08:00–20:00/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Book anyway' }));

    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/dashboard/appointment/${APPOINTMENT_ID}`),
    );
    const [first, second] = bodiesSent(fetchMock, 'POST', '/appointments');
    expect(first).not.toHaveProperty('confirmOutsideOpeningHours');
    expect(second).toEqual({
      ...first,
      confirmOutsideOpeningHours: true,
      confirmOutsideWorkingHours: true,
    });
    expect(second).toMatchObject({ start: '2026-03-09T19:00:00.000Z' });
  });

  it('books a series every N days until a date, and lists the dates that are taken', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = mockBooking({
      'POST /api/v1/appointments': () =>
        json(409, {
          msg: 'Nothing was booked: the series conflicts with other appointments on 2026-03-12, 2026-03-18.',
          code: 'APPOINTMENT_CONFLICT',
          details: {
            conflicts: [
              {
                id: '00000000-0000-4000-8000-0000000000c9',
                start: '2026-03-12T08:00:00.000Z',
                end: '2026-03-12T09:00:00.000Z',
                title: 'Course',
                reason: 'room',
              },
            ],
            dates: ['2026-03-12', '2026-03-18'],
          },
        }),
    });
    await openForm();
    await choosePatient(user, 'Iva', 'Ivana Lukić');
    await chooseOption(user, 'Repeat', 'Every few days');
    const every = screen.getByRole('textbox', { name: 'Every how many days' });
    await user.clear(every);
    await user.type(every, '3');
    await user.click(screen.getByRole('radio', { name: 'On' }));
    setValue('Last date', '2026-03-20');
    await user.click(screen.getByRole('button', { name: 'Book appointment' }));

    expect(
      await screen.findByText(
        'Dates of the series that cannot be booked: Thu 12 Mar 2026, Wed 18 Mar 2026.',
      ),
    ).toBeInTheDocument();
    expect(bodiesSent(fetchMock, 'POST', '/appointments')[0]).toMatchObject({
      start: SLOT,
      repeat: { every: 'days', days: 3, until: '2026-03-20' },
    });
  });

  it('books a weekly series a number of times', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = mockBooking({
      'POST /api/v1/appointments': () =>
        json(201, {
          appointment: calendarAppointment(),
          appointments: [1, 2, 3, 4].map(() => calendarAppointment()),
        }),
    });
    await openForm();
    await choosePatient(user, 'Iva', 'Ivana Lukić');
    await chooseOption(user, 'Repeat', 'Every week');
    const count = screen.getByRole('textbox', { name: 'Number of appointments' });
    await user.clear(count);
    await user.type(count, '60');
    await user.click(screen.getByRole('button', { name: 'Book appointment' }));
    expect(await screen.findByText('Repeat 2 to 52 times.')).toBeInTheDocument();
    await user.clear(count);
    await user.type(count, '4');
    await user.click(screen.getByRole('button', { name: 'Book appointment' }));

    expect(await screen.findByText('4 appointments booked')).toBeInTheDocument();
    expect(bodiesSent(fetchMock, 'POST', '/appointments')).toEqual([
      expect.objectContaining({ repeat: { every: 'week', count: 4 } }),
    ]);
  });

  it("puts the server's field messages onto the fields", async () => {
    const user = userEvent.setup({ delay: null });
    mockBooking({
      'POST /api/v1/appointments': () =>
        json(400, {
          msg: 'Please check the highlighted fields.',
          code: 'VALIDATION_FAILED',
          fields: {
            therapistId: 'Choose an active member of this clinic.',
            end: 'End after start.',
          },
        }),
    });
    await openForm();
    await choosePatient(user, 'Iva', 'Ivana Lukić');
    await user.click(screen.getByRole('button', { name: 'Book appointment' }));

    expect(await screen.findByText('Choose an active member of this clinic.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Therapist' })).toHaveAccessibleDescription(
      /Choose an active member/,
    );
    expect(field('End')).toHaveAccessibleDescription(/End after start/);
  });

  it('starts at the next quarter hour on the clinic clock when no slot was picked', async () => {
    vi.useFakeTimers({ now: new Date('2026-03-09T08:07:00Z'), toFake: ['Date'] });
    mockBooking();
    await openForm('/dashboard/add-appointment?date=not-a-date');
    expect(field('Date')).toHaveValue('2026-03-09');
    expect(field('Start')).toHaveValue('09:15');
    expect(field('End')).toHaveValue('09:45');
  });

  it('cancel, opened without a page before it, goes to the calendar', async () => {
    const user = userEvent.setup({ delay: null });
    mockBooking();
    const { router } = await openForm();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });
});

describe('add-appointment: the treatment plan it counts towards', () => {
  const plansPath = `/api/v1/patients/${ivana.id}/treatment-plans`;
  const mila = {
    ...ivana,
    id: '00000000-0000-4000-8000-0000000000a2',
    firstName: 'Mila',
    lastName: 'Novak',
  };
  const milaPlans = [
    ivanaPlan({
      id: '00000000-0000-4000-8000-0000000000e5',
      patientId: mila.id,
      title: 'ACL rehab',
    }),
    ivanaPlan({
      id: '00000000-0000-4000-8000-0000000000e6',
      patientId: mila.id,
      title: 'Lower back',
      plannedSessions: null,
      sessionsDone: 1,
    }),
  ];
  const ivanaPlans = [
    ivanaPlan(),
    ivanaPlan({
      id: '00000000-0000-4000-8000-0000000000e2',
      title: 'Return to running',
      status: 'planned',
      sessionsDone: 0,
      plannedSessions: 6,
    }),
    ivanaPlan({ id: '00000000-0000-4000-8000-0000000000e3', title: 'Ankle', status: 'completed' }),
  ];
  const plansRequested = (fetchMock: ReturnType<typeof mockBooking>) =>
    fetchMock.mock.calls.filter(([input]) => String(input).endsWith('/treatment-plans'));
  const planField = () => screen.getByRole('combobox', { name: 'Treatment plan' });

  it("lists the patient's open plans, takes their one active plan and sends it", async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = mockBooking({
      [`GET ${plansPath}`]: () => json(200, { treatmentPlans: ivanaPlans }),
      'POST /api/v1/appointments': created(),
    });
    await openForm();
    expect(screen.queryByRole('combobox', { name: 'Treatment plan' })).not.toBeInTheDocument();

    await choosePatient(user, 'Iva', 'Ivana Lukić');
    await waitFor(() => expect(planField()).toHaveValue('Rotator cuff loading · Sessions 2 of 8'));
    await user.click(planField());
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toEqual([
      'Rotator cuff loading · Sessions 2 of 8',
      'Return to running · Sessions 0 of 6 · planned',
    ]);
    await user.click(screen.getByRole('option', { name: /Return to running/ }));
    await user.click(screen.getByRole('button', { name: 'Book appointment' }));

    expect(await screen.findByText('Appointment booked')).toBeInTheDocument();
    expect(bodiesSent(fetchMock, 'POST', '/appointments')[0]).toMatchObject({
      patientId: ivana.id,
      treatmentPlanId: '00000000-0000-4000-8000-0000000000e2',
    });
  });

  it('clears the plan when the patient changes, and preselects none of two active plans', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = mockBooking({
      'GET /api/v1/patients': () => json(200, { patients: [ivana, mila] }),
      [`GET ${plansPath}`]: () => json(200, { treatmentPlans: ivanaPlans }),
      [`GET /api/v1/patients/${mila.id}/treatment-plans`]: () =>
        json(200, { treatmentPlans: milaPlans }),
      'POST /api/v1/appointments': created(),
    });
    await openForm();
    await choosePatient(user, 'Iva', 'Ivana Lukić');
    await waitFor(() => expect(planField()).toHaveValue('Rotator cuff loading · Sessions 2 of 8'));

    const patient = screen.getByRole('combobox', { name: 'Patient' });
    await user.clear(patient);
    await choosePatient(user, 'Mila', 'Mila Novak');
    expect(patient).toHaveValue('Mila Novak');
    await waitFor(() => expect(planField()).toBeEnabled());
    expect(planField()).toHaveValue('');
    await user.click(planField());
    expect(
      await screen.findByRole('option', { name: 'Lower back · 1 session done' }),
    ).toBeVisible();
    expect(planField()).toHaveValue('');
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Book appointment' }));

    expect(await screen.findByText('Appointment booked')).toBeInTheDocument();
    const [body] = bodiesSent(fetchMock, 'POST', '/appointments');
    expect(body).toMatchObject({ patientId: mila.id });
    expect(body).not.toHaveProperty('treatmentPlanId');
  });

  it("puts the server's message about the plan on the plan field", async () => {
    const user = userEvent.setup({ delay: null });
    mockBooking({
      [`GET ${plansPath}`]: () => json(200, { treatmentPlans: [ivanaPlan()] }),
      'POST /api/v1/appointments': () =>
        json(400, {
          msg: 'Please check the highlighted fields.',
          code: 'VALIDATION_FAILED',
          fields: { treatmentPlanId: "Choose one of this patient's treatment plans." },
        }),
    });
    await openForm();
    await choosePatient(user, 'Iva', 'Ivana Lukić');
    await waitFor(() => expect(planField()).toHaveValue('Rotator cuff loading · Sessions 2 of 8'));
    await user.click(screen.getByRole('button', { name: 'Book appointment' }));

    expect(
      await screen.findByText("Choose one of this patient's treatment plans."),
    ).toBeInTheDocument();
    expect(planField()).toHaveAccessibleDescription(/Choose one of this patient's/);
  });

  it('shows assistants no plans and never asks for them', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = mockBooking({
      'GET /api/v1/users/current-user': () =>
        json(200, signedInMember({ ...demoAssistantMember, status: 'active' })),
      [`GET ${plansPath}`]: () => json(200, { treatmentPlans: [ivanaPlan()] }),
      'POST /api/v1/appointments': created(),
    });
    await openForm();
    await choosePatient(user, 'Iva', 'Ivana Lukić');
    await chooseOption(user, 'Therapist', 'Jelena Ilić');
    await user.click(screen.getByRole('button', { name: 'Book appointment' }));

    expect(await screen.findByText('Appointment booked')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Treatment plan' })).not.toBeInTheDocument();
    expect(plansRequested(fetchMock)).toEqual([]);
    expect(bodiesSent(fetchMock, 'POST', '/appointments')[0]).not.toHaveProperty('treatmentPlanId');
  });

  it('opened from a patient page (?patientId=), books that patient with their active plan', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = mockBooking({
      [`GET /api/v1/patients/${ivana.id}`]: () => json(200, { patient: ivanaRecord }),
      [`GET ${plansPath}`]: () => json(200, { treatmentPlans: [ivanaPlan()] }),
      'POST /api/v1/appointments': created(),
    });
    await openForm(`${addPath()}&patientId=${ivana.id}`);

    expect(screen.getByRole('combobox', { name: 'Patient' })).toHaveValue('Ivana Lukić');
    expect(field('Start')).toHaveValue('09:30');
    await waitFor(() => expect(planField()).toHaveValue('Rotator cuff loading · Sessions 2 of 8'));
    await user.click(screen.getByRole('button', { name: 'Book appointment' }));

    expect(await screen.findByText('Appointment booked')).toBeInTheDocument();
    expect(bodiesSent(fetchMock, 'POST', '/appointments')[0]).toMatchObject({
      patientId: ivana.id,
      treatmentPlanId: ivanaPlan().id,
      start: SLOT,
    });
  });

  it('leaves an unknown or invalid ?patientId= out quietly', async () => {
    const unknown = '00000000-0000-4000-8000-0000000000ff';
    const fetchMock = mockBooking({
      [`GET /api/v1/patients/${unknown}`]: () =>
        json(404, { msg: 'This patient does not exist.', code: 'NOT_FOUND' }),
    });
    await openForm(`/dashboard/add-appointment?patientId=${unknown}`);
    expect(screen.getByRole('combobox', { name: 'Patient' })).toHaveValue('');
    expect(screen.queryByText('This patient does not exist.')).not.toBeInTheDocument();
    cleanup();

    fetchMock.mockClear();
    await openForm('/dashboard/add-appointment?patientId=not-an-id');
    expect(screen.getByRole('combobox', { name: 'Patient' })).toHaveValue('');
    const asked = fetchMock.mock.calls.map(([input]) => String(input));
    expect(asked.filter((url) => url.includes('not-an-id'))).toEqual([]);
  });
});
