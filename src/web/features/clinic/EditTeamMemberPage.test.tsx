import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { TeamMember } from '../../../domain/team.js';
import type { CurrentUser } from '../../lib/current-user';
import {
  demoMembers,
  json,
  mockApi,
  ownerUser,
  signedInMember,
  demoOwnerMember,
  demoAdminMember,
  demoTherapistMember,
} from '../../test/api-mock';
import { preloadRoutes, renderApp } from '../../test/render-app';

preloadRoutes(
  () => import('../../components/dashboard/DashboardLayout'),
  () => import('./EditTeamMemberPage'),
);

const owner = demoOwnerMember;
const admin = demoAdminMember;
const therapist = demoTherapistMember;
const editPath = (member: TeamMember) => `/dashboard/settings/team-management/${member.id}/edit`;

function mockMembers(as: CurrentUser = ownerUser, handlers: Parameters<typeof mockApi>[0] = {}) {
  const perMember = Object.fromEntries(
    demoMembers.map((member) => [
      `GET /api/v1/team/members/${member.id}`,
      () => json(200, { member }),
    ]),
  );
  return mockApi({
    'GET /api/v1/users/current-user': () => json(200, as),
    'GET /api/v1/team/members': () => json(200, { members: demoMembers }),
    'GET /api/v1/team/invitations': () => json(200, { invitations: [] }),
    'GET /api/v1/clinic/security': () => json(200, { security: { requireTwoFactor: false } }),
    ...perMember,
    ...handlers,
  });
}

async function roleOptions(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('combobox', { name: 'Role' }));
  return (await screen.findAllByRole('option')).map((option) => option.textContent);
}

describe('edit a team member (title, calendar colour, role; loader)', () => {
  it('loads the member, saves title, colour and role, says so and goes back to the team', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = mockMembers(ownerUser, {
      [`PATCH /api/v1/team/members/${therapist.id}`]: ({ body }) =>
        json(200, { member: { ...therapist, ...(body as object) } }),
    });
    const { router } = await renderApp(editPath(therapist));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Edit team member' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Jelena Ilić · jelena@demo-physio.example')).toBeInTheDocument();

    const title = screen.getByRole('textbox', { name: 'Title' });
    expect(title).toHaveValue('Sports physiotherapist');
    await user.clear(title);
    await user.type(title, 'Senior physiotherapist');
    const colour = screen.getByRole('textbox', { name: 'Calendar colour' });
    expect(colour).toHaveValue('#2f9e44');
    await user.clear(colour);
    await user.type(colour, '#9c36b5');
    expect(await roleOptions(user)).toEqual(['Owner', 'Administrator', 'Therapist', 'Assistant']);
    await user.click(screen.getByRole('option', { name: 'Administrator' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Changes saved')).toBeInTheDocument();
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/dashboard/settings/team-management'),
    );
    const call = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(call?.[0]).toBe(`/api/v1/team/members/${therapist.id}`);
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      title: 'Senior physiotherapist',
      calendarColor: '#9c36b5',
      role: 'admin',
    });
  });

  it.each([
    ['turns off a therapist who takes appointments', therapist, true, false],
    ['turns on an administrator who takes none', admin, false, true],
  ] as const)(
    "'Takes appointments' %s, and sends only that change beside title and colour",
    async (_case, member, before, after) => {
      const user = userEvent.setup({ delay: null });
      const fetchMock = mockMembers(ownerUser, {
        [`PATCH /api/v1/team/members/${member.id}`]: ({ body }) =>
          json(200, { member: { ...member, ...(body as object) } }),
      });
      await renderApp(editPath(member));
      const takes = await screen.findByRole('switch', { name: /^Takes appointments/ });
      expect(takes).toHaveAccessibleDescription('Offered in the calendar, booking form and Today.');
      if (before) expect(takes).toBeChecked();
      else expect(takes).not.toBeChecked();

      await user.click(takes);
      await user.click(screen.getByRole('button', { name: 'Save changes' }));
      expect(await screen.findByText('Changes saved')).toBeInTheDocument();
      const call = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
      expect(JSON.parse(String(call?.[1]?.body))).toEqual({
        title: member.title,
        calendarColor: member.calendarColor,
        takesAppointments: after,
      });
    },
  );

  it('an admin is offered every role but Owner', async () => {
    const user = userEvent.setup({ delay: null });
    mockMembers(signedInMember(admin));
    await renderApp(editPath(therapist));
    await screen.findByRole('heading', { level: 1, name: 'Edit team member' });
    expect(await roleOptions(user)).toEqual(['Administrator', 'Therapist', 'Assistant']);
  });

  it('the only owner keeps the owner role, and the screen says why', async () => {
    mockMembers();
    await renderApp(editPath(owner));
    await screen.findByRole('heading', { level: 1, name: 'Edit team member' });
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Role' })).toBeDisabled());
    expect(
      screen.getByText('The only owner keeps the owner role. Make someone else an owner first.'),
    ).toBeInTheDocument();
    // Title and colour may still change.
    expect(screen.getByRole('textbox', { name: 'Title' })).toBeEnabled();
  });

  it('an admin cannot change an owner at all', async () => {
    mockMembers(signedInMember(admin));
    await renderApp(editPath(owner));
    expect(await screen.findByText('Only an owner can change an owner.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Title' })).toBeDisabled();
    expect(screen.getByRole('switch', { name: /^Takes appointments/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled();
  });

  it("puts the server's field message on its input and stays on the screen", async () => {
    const user = userEvent.setup({ delay: null });
    mockMembers(ownerUser, {
      [`PATCH /api/v1/team/members/${therapist.id}`]: () =>
        json(400, {
          msg: 'Please check the highlighted fields.',
          code: 'VALIDATION_FAILED',
          fields: { title: 'Use at most 100 characters.' },
        }),
    });
    const { router } = await renderApp(editPath(therapist));
    await user.click(await screen.findByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Use at most 100 characters.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveAttribute('aria-invalid', 'true');
    expect(router.state.location.pathname).toBe(editPath(therapist));
  });

  it('a member the API does not find (or of another clinic) is a 404 screen', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const missing = '00000000-0000-4000-8000-0000000000ff';
    mockMembers(ownerUser, {
      [`GET /api/v1/team/members/${missing}`]: () =>
        json(404, { msg: 'There is no such member.', code: 'NOT_FOUND' }),
    });
    await renderApp(`/dashboard/settings/team-management/${missing}/edit`);
    const main = screen.getByRole('main');
    expect(
      await within(main).findByRole('heading', { level: 1, name: 'Ohh! page not found' }),
    ).toBeInTheDocument();
  });

  it('a therapist is told that only owners and administrators edit members', async () => {
    mockMembers(signedInMember(therapist));
    await renderApp(editPath(admin));
    expect(await screen.findByText("You can't edit team members")).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument();
  });

  it('Edit in the team list opens this screen', async () => {
    const user = userEvent.setup({ delay: null });
    mockMembers();
    const { router } = await renderApp('/dashboard/settings/team-management');
    await user.click(await screen.findByRole('button', { name: 'Actions for Jelena Ilić' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(editPath(therapist)));
    expect(await screen.findByRole('textbox', { name: 'Title' })).toHaveValue(
      'Sports physiotherapist',
    );
  });
});
