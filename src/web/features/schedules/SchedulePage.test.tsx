import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Location } from '../../../domain/locations.js';
import type { MemberSchedule } from '../../../domain/schedules.js';
import {
  demoMembers,
  demoTherapistMember,
  json,
  mockApi,
  noContent,
  ownerUser,
  signedInMember,
} from '../../test/api-mock';
import { preloadRoutes, renderApp } from '../../test/render-app';
import type { CurrentUser } from '../../lib/current-user';

preloadRoutes(
  () => import('../../components/dashboard/DashboardLayout'),
  () => import('./SchedulePage'),
);

const therapist = demoTherapistMember;
const path = `/dashboard/settings/team-management/${therapist.userId}/schedule`;
const api = `/api/v1/team/${therapist.userId}`;

const hours = [null, ...Array(5).fill({ open: '08:00', close: '20:00' }), null];
const location = (id: string, name: string, active = true): Location => ({
  id,
  name,
  address: '',
  phone: '',
  openingHours: hours,
  active,
});
const centar = location('10000000-0000-4000-8000-000000000001', 'Centar');
const liman = location('10000000-0000-4000-8000-000000000002', 'Liman');
const closed = location('10000000-0000-4000-8000-000000000003', 'Old annex', false);

const schedule = (overrides: Partial<MemberSchedule> = {}): MemberSchedule => ({
  practitionerId: therapist.userId,
  workingHours: [
    {
      id: '20000000-0000-4000-8000-000000000001',
      locationId: centar.id,
      weekday: 1,
      start: '08:00',
      end: '12:30',
      everyNWeeks: 1,
      startsOn: '2026-01-05',
      endsOn: null,
    },
  ],
  breaks: [],
  leave: [
    {
      id: '30000000-0000-4000-8000-000000000001',
      startsOn: '2026-12-21',
      endsOn: '2026-12-31',
      reason: 'Winter holiday',
    },
  ],
  extraShifts: [],
  canEdit: true,
  ...overrides,
});

function mockSchedule(
  as: CurrentUser = ownerUser,
  answer: MemberSchedule = schedule(),
  handlers: Parameters<typeof mockApi>[0] = {},
) {
  return mockApi({
    'GET /api/v1/users/current-user': () => json(200, as),
    'GET /api/v1/team/members': () => json(200, { members: demoMembers }),
    'GET /api/v1/locations': () => json(200, { locations: [centar, liman, closed] }),
    [`GET ${api}/schedule`]: () => json(200, { schedule: answer }),
    ...handlers,
  });
}

const setTime = (input: HTMLElement, value: string) =>
  fireEvent.change(input, { target: { value } });

describe('a member’s schedule (weekly hours, breaks, leave, extra shifts)', () => {
  it('shows the week by day, and saves changed and added spans as a whole', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = mockSchedule(ownerUser, schedule(), {
      [`PUT ${api}/schedule`]: ({ body }) =>
        json(200, { schedule: { ...schedule(), ...(body as object) } }),
    });
    await renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Schedule' })).toBeInTheDocument();
    expect(screen.getByText('Jelena Ilić')).toBeInTheDocument();
    expect(screen.getAllByText('Not working')).toHaveLength(6);

    const end = screen.getByLabelText('Monday working hours 1 ends');
    expect(end).toHaveValue('12:30');
    await user.click(screen.getByRole('button', { name: 'Add working hours on Monday' }));
    const location = screen.getByRole('combobox', { name: 'Monday working hours 2 location' });
    expect(location).toHaveValue('Centar');
    await user.click(location);
    await user.click(screen.getByRole('option', { name: 'Liman' }));
    setTime(screen.getByLabelText('Monday working hours 2 starts'), '13:00');
    setTime(screen.getByLabelText('Monday working hours 2 ends'), '00:00');
    await user.click(screen.getByRole('button', { name: 'Add break on Monday' }));
    setTime(screen.getByLabelText('Monday break 1 starts'), '12:30');
    setTime(screen.getByLabelText('Monday break 1 ends'), '13:00');
    await user.click(screen.getByRole('button', { name: 'Save weekly hours' }));

    expect(await screen.findByText('Weekly hours saved')).toBeInTheDocument();
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    const body = JSON.parse(String(put?.[1]?.body));
    expect(body.workingHours).toEqual([
      expect.objectContaining({ locationId: centar.id, weekday: 1, start: '08:00', end: '12:30' }),
      expect.objectContaining({ locationId: liman.id, weekday: 1, start: '13:00', end: '24:00' }),
    ]);
    expect(body.breaks).toEqual([
      expect.objectContaining({ weekday: 1, start: '12:30', end: '13:00', everyNWeeks: 1 }),
    ]);
  });

  it('refuses an end before the start at the field, without asking the server', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = mockSchedule();
    await renderApp(path);
    setTime(await screen.findByLabelText('Monday working hours 1 ends'), '07:00');
    await user.click(screen.getByRole('button', { name: 'Save weekly hours' }));
    expect(await screen.findByText('The end must be after the start.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });

  it('shows the server’s refusal at the span it names', async () => {
    const user = userEvent.setup({ delay: null });
    const message = 'Working hours overlap on Monday: a member works in one place at a time.';
    mockSchedule(ownerUser, schedule(), {
      [`PUT ${api}/schedule`]: () =>
        json(400, {
          msg: 'Some fields are not valid.',
          code: 'VALIDATION_FAILED',
          fields: { 'workingHours.0.locationId': message },
        }),
    });
    await renderApp(path);
    await user.click(await screen.findByRole('button', { name: 'Save weekly hours' }));
    const field = await screen.findByRole('combobox', { name: 'Monday working hours 1 location' });
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });

  it('every N weeks and the dates sit behind "Repeat"', async () => {
    const user = userEvent.setup({ delay: null });
    mockSchedule();
    await renderApp(path);
    const repeat = await screen.findByRole('button', { name: 'Monday working hours 1 repetition' });
    expect(repeat).toHaveAttribute('aria-expanded', 'false');
    await user.click(repeat);
    expect(repeat).toHaveAttribute('aria-expanded', 'true');
    expect(
      screen.getByRole('textbox', { name: 'Monday working hours 1 every N weeks' }),
    ).toHaveValue('1');
  });

  it('adds and deletes leave', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = mockSchedule(ownerUser, schedule(), {
      [`POST ${api}/leave`]: ({ body }) =>
        json(201, { leave: { id: '30000000-0000-4000-8000-000000000002', ...(body as object) } }),
      [`DELETE ${api}/leave/30000000-0000-4000-8000-000000000001`]: noContent,
    });
    await renderApp(path);
    const leave = await screen.findByRole('region', { name: 'Leave' });
    expect(within(leave).getByText('Winter holiday')).toBeInTheDocument();
    const form = within(leave).getByRole('form', { name: 'Add leave' });
    fireEvent.change(within(form).getByLabelText('First day'), { target: { value: '2027-02-01' } });
    fireEvent.change(within(form).getByLabelText('Last day'), { target: { value: '2027-02-05' } });
    await user.type(within(form).getByRole('textbox', { name: 'Reason' }), 'Course in Ljubljana');
    await user.click(within(form).getByRole('button', { name: 'Add leave' }));
    expect(await screen.findByText('Leave added')).toBeInTheDocument();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      startsOn: '2027-02-01',
      endsOn: '2027-02-05',
      reason: 'Course in Ljubljana',
    });

    await user.click(within(leave).getByRole('button', { name: /^Delete leave/ }));
    expect(await screen.findByText('Leave deleted')).toBeInTheDocument();
  });

  it('refuses leave that ends before it starts at the field', async () => {
    const user = userEvent.setup({ delay: null });
    mockSchedule();
    await renderApp(path);
    const form = await screen.findByRole('form', { name: 'Add leave' });
    fireEvent.change(within(form).getByLabelText('First day'), { target: { value: '2027-02-05' } });
    fireEvent.change(within(form).getByLabelText('Last day'), { target: { value: '2027-02-01' } });
    await user.click(within(form).getByRole('button', { name: 'Add leave' }));
    expect(
      await within(form).findByText('The end date must be on or after the start date.'),
    ).toBeInTheDocument();
  });

  it('adds an extra shift at a location', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = mockSchedule(ownerUser, schedule(), {
      [`POST ${api}/extra-shifts`]: ({ body }) =>
        json(201, {
          extraShift: { id: '40000000-0000-4000-8000-000000000001', ...(body as object) },
        }),
    });
    await renderApp(path);
    const form = await screen.findByRole('form', { name: 'Add an extra shift' });
    fireEvent.change(within(form).getByLabelText('Date'), { target: { value: '2027-03-06' } });
    await user.click(within(form).getByRole('button', { name: 'Add extra shift' }));
    expect(await screen.findByText('Extra shift added')).toBeInTheDocument();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      locationId: centar.id,
      date: '2027-03-06',
      start: '09:00',
      end: '13:00',
    });
  });

  it('sends an extra shift ending at 00:00 as ending at midnight, and puts the server’s refusal on its field', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = mockSchedule(ownerUser, schedule(), {
      [`POST ${api}/extra-shifts`]: () =>
        json(400, {
          code: 'VALIDATION_ERROR',
          msg: 'Check the highlighted fields.',
          fields: { date: 'Maja is on leave that day.' },
        }),
    });
    await renderApp(path);
    const form = await screen.findByRole('form', { name: 'Add an extra shift' });
    fireEvent.change(within(form).getByLabelText('Date'), { target: { value: '2027-03-06' } });
    setTime(within(form).getByLabelText('Starts'), '18:00');
    setTime(within(form).getByLabelText('Ends'), '00:00');
    await user.click(within(form).getByRole('button', { name: 'Add extra shift' }));
    expect(await within(form).findByText('Maja is on leave that day.')).toBeInTheDocument();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toMatchObject({ start: '18:00', end: '24:00' });
    expect(within(form).getByLabelText('Date')).toHaveValue('2027-03-06');
  });

  it('a clinician sees their own schedule read-only when the clinic does not allow editing', async () => {
    mockSchedule(signedInMember(therapist), schedule({ canEdit: false }));
    await renderApp(path);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'My schedule' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Read-only')).toBeInTheDocument();
    expect(screen.getByText('08:00–12:30 · Centar')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save weekly hours' })).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Add leave' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete leave/ })).not.toBeInTheDocument();
  });

  it('shows a failed load with a retry', async () => {
    const user = userEvent.setup({ delay: null });
    let fail = true;
    mockSchedule(ownerUser, schedule(), {
      [`GET ${api}/schedule`]: () =>
        fail
          ? json(500, { msg: 'Something went wrong. Please try again.', code: 'INTERNAL' })
          : json(200, { schedule: schedule() }),
    });
    await renderApp(path);
    expect(await screen.findByText("We couldn't load this schedule.")).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: /Try again|Retry/ }));
    expect(await screen.findByLabelText('Monday working hours 1 ends')).toBeInTheDocument();
  });

  it('a clinician reaches their own schedule from the account menu', async () => {
    const user = userEvent.setup({ delay: null });
    mockSchedule(signedInMember(therapist), schedule({ canEdit: false }));
    await renderApp('/dashboard/settings');
    await user.click(await screen.findByRole('button', { name: /^Account menu for/ }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'My schedule' })).toHaveAttribute(
      'href',
      path,
    );
  });

  it('a member of another clinic is a page not found', async () => {
    mockSchedule(ownerUser, schedule(), {
      [`GET ${api}/schedule`]: () =>
        json(404, { msg: 'The member was not found.', code: 'NOT_FOUND' }),
    });
    await renderApp(path);
    await waitFor(() => expect(screen.getByText(/page not found/i)).toBeInTheDocument());
  });
});
