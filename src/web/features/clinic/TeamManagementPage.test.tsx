import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TeamInvitation, TeamMember } from '../../../domain/team.js';
import type { CurrentUser } from '../../lib/current-user';
import {
  demoInvitation,
  demoMembers,
  json,
  mockApi,
  noContent,
  ownerUser,
  signedInMember,
  demoOwnerMember,
  demoAdminMember,
  demoTherapistMember,
  demoAssistantMember,
} from '../../test/api-mock';
import { preloadRoutes, renderApp } from '../../test/render-app';

preloadRoutes(
  () => import('../../components/dashboard/DashboardLayout'),
  () => import('./TeamManagementPage'),
);

const owner = demoOwnerMember;
const admin = demoAdminMember;
const therapist = demoTherapistMember;
const assistant = demoAssistantMember;
const PAGE = '/dashboard/settings/team-management';

interface TeamOptions {
  as?: CurrentUser;
  members?: TeamMember[];
  invitations?: TeamInvitation[];
  handlers?: Parameters<typeof mockApi>[0];
}

function mockTeam({
  as = ownerUser,
  members = demoMembers,
  invitations = [],
  handlers = {},
}: TeamOptions = {}) {
  return mockApi({
    'GET /api/v1/users/current-user': () => json(200, as),
    'GET /api/v1/team/members': () => json(200, { members }),
    'GET /api/v1/team/invitations': () => json(200, { invitations }),
    'GET /api/v1/clinic/security': () => json(200, { security: { requireTwoFactor: false } }),
    ...handlers,
  });
}

async function openTeam(options?: TeamOptions) {
  const fetchMock = mockTeam(options);
  const view = await renderApp(PAGE);
  await screen.findByText('Jelena Ilić');
  return { fetchMock, ...view };
}

const memberCard = (name: string) =>
  within(screen.getByRole('list', { name: 'Team members' }))
    .getByText(name)
    .closest('li')!;
/** The JSON body of the first call to `path` that sent one. */
const bodyOf = (fetchMock: ReturnType<typeof mockApi>, path: string) =>
  JSON.parse(
    String(fetchMock.mock.calls.find(([url, init]) => url === path && init?.body)?.[1]?.body),
  ) as unknown;

describe('team list (list members with role and status)', () => {
  it('shows each member with role, title, whether they take appointments, status and two-factor, the signed-in person marked', async () => {
    await openTeam();
    const list = screen.getByRole('list', { name: 'Team members' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    const jelena = memberCard('Jelena Ilić');
    for (const text of [
      'jelena@demo-physio.example',
      'Therapist',
      'Sports physiotherapist',
      'Active',
      'Two-factor off',
    ]) {
      expect(within(jelena).getByText(text)).toBeInTheDocument();
    }
    expect(within(jelena).getByText('Takes appointments')).toBeInTheDocument();
    expect(within(memberCard('Marko Petrović')).getByText('Two-factor on')).toBeInTheDocument();
    expect(
      within(memberCard('Marko Petrović')).queryByText('Takes appointments'),
    ).not.toBeInTheDocument();
    expect(within(memberCard('Nikola Jovanović')).getByText('Deactivated')).toBeInTheDocument();
    expect(within(memberCard('Ana Marković')).getByText('(you)')).toBeInTheDocument();
  });

  it('is a table with column headers on wider screens', async () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = (query: string) => ({
      ...matchMedia(query),
      matches: query === '(min-width: 48em)',
    });
    try {
      await openTeam();
      const table = screen.getByRole('table');
      expect(
        within(table)
          .getAllByRole('columnheader')
          .map((header) => header.textContent),
      ).toEqual([
        'Member',
        'Role',
        'Title',
        'Takes appointments',
        'Status',
        'Two-factor',
        'Actions',
      ]);
      expect(within(table).getAllByRole('row')).toHaveLength(5);
      const cellsOf = (name: string) =>
        within(within(table).getByText(name).closest('tr')!)
          .getAllByRole('cell')
          .map((cell) => cell.textContent);
      expect(cellsOf('Jelena Ilić')[3]).toBe('Yes');
      expect(cellsOf('Marko Petrović')[3]).toBe('No');
    } finally {
      window.matchMedia = matchMedia;
    }
  });

  it('a therapist sees the same list to read only: no invite, no actions, no invitations, no security', async () => {
    const fetchMock = mockTeam({ as: signedInMember(therapist) });
    await renderApp(PAGE);
    await screen.findByText('Marko Petrović');
    expect(screen.queryByRole('button', { name: 'Invite member' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Actions for/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Pending invitations' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Security' })).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalledWith('/api/v1/team/invitations', expect.anything());
  });

  it('a manager gets an action menu per member; their own entry cannot be deactivated or removed', async () => {
    const user = userEvent.setup({ delay: null });
    await openTeam();
    expect(screen.getAllByRole('button', { name: /^Actions for/ })).toHaveLength(4);

    await user.click(screen.getByRole('button', { name: 'Actions for Ana Marković' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText("You can't deactivate or remove yourself.")).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Edit' })).toHaveAttribute(
      'href',
      `${PAGE}/${owner.id}/edit`,
    );
    expect(within(menu).getByRole('menuitem', { name: 'Deactivate' })).toBeDisabled();
    expect(within(menu).getByRole('menuitem', { name: 'Remove from team' })).toBeDisabled();
  });

  it('an admin cannot act on an owner, and the menu says why', async () => {
    const user = userEvent.setup({ delay: null });
    await openTeam({ as: signedInMember(admin) });
    await user.click(screen.getByRole('button', { name: 'Actions for Ana Marković' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('Only an owner can change an owner.')).toBeInTheDocument();
    for (const name of ['Edit', 'Deactivate', 'Remove from team']) {
      expect(within(menu).getByRole('menuitem', { name })).toBeDisabled();
    }
    // The admin has no security card: that is the owner's.
    expect(screen.queryByRole('region', { name: 'Security' })).not.toBeInTheDocument();
  });

  it('a failed load offers to try again', async () => {
    const user = userEvent.setup({ delay: null });
    let fail = true;
    mockTeam({
      handlers: {
        'GET /api/v1/team/members': () =>
          fail
            ? json(403, { msg: 'You do not have access to this clinic.', code: 'FORBIDDEN' })
            : json(200, { members: demoMembers }),
      },
    });
    await renderApp(PAGE);
    expect(await screen.findByText("We couldn't load the team.")).toBeInTheDocument();
    expect(screen.getByText('You do not have access to this clinic.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getAllByRole('button', { name: 'Try again' })[0]!);
    expect(await screen.findByText('Jelena Ilić')).toBeInTheDocument();
  });
});

describe('removing, deactivating and reactivating members (their sessions end at once)', () => {
  it('Remove asks first, naming the person and saying their access ends at once', async () => {
    const user = userEvent.setup({ delay: null });
    let members = demoMembers;
    const { fetchMock } = await openTeam({
      handlers: {
        'GET /api/v1/team/members': () => json(200, { members }),
        [`DELETE /api/v1/team/members/${therapist.id}`]: () => {
          members = demoMembers.filter((member) => member.id !== therapist.id);
          return noContent();
        },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Actions for Jelena Ilić' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Remove from team' }));

    const dialog = await screen.findByRole('dialog', { name: 'Remove Jelena Ilić?' });
    expect(dialog).toHaveTextContent(/Jelena Ilić's access to Demo Physio Clinic ends at once/);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fetchMock).not.toHaveBeenCalledWith(
      `/api/v1/team/members/${therapist.id}`,
      expect.objectContaining({ method: 'DELETE' }),
    );

    await user.click(screen.getByRole('button', { name: 'Actions for Jelena Ilić' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Remove from team' }));
    const again = await screen.findByRole('dialog', { name: 'Remove Jelena Ilić?' });
    await user.click(within(again).getByRole('button', { name: 'Remove from team' }));
    expect(await screen.findByText('Jelena Ilić was removed from the team')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        screen.queryByRole('button', { name: 'Actions for Jelena Ilić' }),
      ).not.toBeInTheDocument(),
    );
  });

  it("a refused removal keeps the dialog open with the server's reason", async () => {
    const user = userEvent.setup({ delay: null });
    const msg = 'The last owner of a clinic cannot be removed.';
    await openTeam({
      handlers: {
        [`DELETE /api/v1/team/members/${admin.id}`]: () => json(409, { msg, code: 'LAST_OWNER' }),
      },
    });
    await user.click(screen.getByRole('button', { name: 'Actions for Marko Petrović' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Remove from team' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Marko Petrović?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove from team' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(msg);
  });

  it('Deactivate asks first; Reactivate does it at once', async () => {
    const user = userEvent.setup({ delay: null });
    const { fetchMock } = await openTeam({
      handlers: {
        [`POST /api/v1/team/members/${therapist.id}/deactivate`]: () =>
          json(200, { member: { ...therapist, status: 'deactivated' } }),
        [`POST /api/v1/team/members/${assistant.id}/reactivate`]: () =>
          json(200, { member: { ...assistant, status: 'active' } }),
      },
    });
    await user.click(screen.getByRole('button', { name: 'Actions for Jelena Ilić' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate Jelena Ilić?' });
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('Jelena Ilić is deactivated')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Actions for Nikola Jovanović' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Reactivate' }));
    expect(await screen.findByText('Nikola Jovanović is active again')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      `/api/v1/team/members/${assistant.id}/reactivate`,
      expect.objectContaining({ method: 'POST' }),
    );
  });
});

describe('inviting members (invite by email; the plan user limit)', () => {
  async function openInvite(options: TeamOptions = {}) {
    const user = userEvent.setup({ delay: null });
    const view = await openTeam(options);
    await user.click(screen.getByRole('button', { name: 'Invite member' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite a team member' });
    return { user, dialog, ...view };
  }

  it('sends the email, role and title, then lists the invitation', async () => {
    let invitations: TeamInvitation[] = [];
    const { user, dialog, fetchMock } = await openInvite({
      handlers: {
        'GET /api/v1/team/invitations': () => json(200, { invitations }),
        'POST /api/v1/team/invitations': ({ body }) => {
          const invitation = demoInvitation({
            ...(body as object),
            createdAt: new Date().toISOString(),
          });
          invitations = [invitation];
          return json(201, { invitation });
        },
      },
    });
    expect(await screen.findByText(/No pending invitations/)).toBeInTheDocument();

    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'sara@example.com');
    await user.click(within(dialog).getByRole('combobox', { name: 'Role' }));
    expect(within(dialog).getByRole('combobox', { name: 'Role' })).toHaveAccessibleDescription(
      'Takes appointments; you can change that after they join.',
    );
    await user.click(await screen.findByRole('option', { name: 'Assistant' }));
    expect(within(dialog).getByRole('combobox', { name: 'Role' })).toHaveAccessibleDescription(
      'Takes no appointments; you can change that after they join.',
    );
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Front desk');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));

    expect(await screen.findByText('Invitation sent to sara@example.com')).toBeInTheDocument();
    expect(bodyOf(fetchMock, '/api/v1/team/invitations')).toEqual({
      email: 'sara@example.com',
      role: 'assistant',
      title: 'Front desk',
    });
    const pending = screen.getByRole('region', { name: 'Pending invitations' });
    expect(await within(pending).findByText('sara@example.com')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the PLAN_USER_LIMIT message inside the dialog, with a way to the plans for the owner', async () => {
    const msg = 'Your Solo plan allows 2 users. Remove someone or choose a larger plan.';
    const { user, dialog } = await openInvite({
      handlers: {
        'POST /api/v1/team/invitations': () => json(409, { msg, code: 'PLAN_USER_LIMIT' }),
      },
    });
    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'sara@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Your plan is full');
    expect(alert).toHaveTextContent(msg);
    expect(within(alert).getByRole('link', { name: 'See plans with more places' })).toHaveAttribute(
      'href',
      '/dashboard/settings/plan-and-billing',
    );
    // The form keeps what was typed.
    expect(within(dialog).getByRole('textbox', { name: 'Email' })).toHaveValue('sara@example.com');
  });

  it.each([
    [
      'ALREADY_MEMBER',
      'Already in your team',
      'sara@example.com is already a member of this clinic.',
    ],
    ['ALREADY_INVITED', 'Already invited', 'sara@example.com already has an open invitation.'],
  ])('shows %s in the dialog', async (code, title, msg) => {
    const { user, dialog } = await openInvite({
      handlers: { 'POST /api/v1/team/invitations': () => json(409, { msg, code }) },
    });
    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'sara@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(title);
    expect(alert).toHaveTextContent(msg);
  });

  it('offers an owner every role', async () => {
    const { user, dialog } = await openInvite();
    await user.click(within(dialog).getByRole('combobox', { name: 'Role' }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'Owner',
      'Administrator',
      'Therapist',
      'Assistant',
    ]);
  });

  it('offers an admin every role but Owner (only owners make owners)', async () => {
    const { user, dialog } = await openInvite({ as: signedInMember(admin) });
    await user.click(within(dialog).getByRole('combobox', { name: 'Role' }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'Administrator',
      'Therapist',
      'Assistant',
    ]);
  });
});

describe('pending invitations (resend and cancel)', () => {
  it('shows who was invited, when, and how long the link still works; expired ones say so', async () => {
    const fresh = demoInvitation({}, { daysAgo: 1 });
    const expired = demoInvitation(
      {
        id: '00000000-0000-4000-8000-0000000000e2',
        email: 'late@example.com',
        status: 'expired',
        role: 'admin',
      },
      { daysAgo: 9 },
    );
    await openTeam({ invitations: [fresh, expired] });
    const pending = screen.getByRole('region', { name: 'Pending invitations' });
    await within(pending).findByText('new.colleague@example.com');
    expect(within(pending).getByText('Expires in 6 days')).toBeInTheDocument();
    expect(within(pending).getByText('Expired')).toBeInTheDocument();
    expect(within(pending).getAllByText(/^Sent/)[0]).toHaveTextContent(
      'Sent yesterday by Ana Marković',
    );
  });

  it('Resend sends a new link and Cancel withdraws the invitation', async () => {
    const user = userEvent.setup({ delay: null });
    let invitations = [demoInvitation()];
    const id = invitations[0]!.id;
    const { fetchMock } = await openTeam({
      handlers: {
        'GET /api/v1/team/invitations': () => json(200, { invitations }),
        [`POST /api/v1/team/invitations/${id}/resend`]: () =>
          json(200, { invitation: invitations[0] }),
        [`DELETE /api/v1/team/invitations/${id}`]: () => {
          invitations = [];
          return noContent();
        },
      },
    });
    const pending = screen.getByRole('region', { name: 'Pending invitations' });
    await user.click(
      await within(pending).findByRole('button', {
        name: 'Resend invitation to new.colleague@example.com',
      }),
    );
    expect(
      await screen.findByText('New invitation sent to new.colleague@example.com'),
    ).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      `/api/v1/team/invitations/${id}/resend`,
      expect.objectContaining({ method: 'POST' }),
    );

    await user.click(
      within(pending).getByRole('button', {
        name: 'Cancel invitation to new.colleague@example.com',
      }),
    );
    expect(
      await screen.findByText('Invitation to new.colleague@example.com cancelled'),
    ).toBeInTheDocument();
    expect(await within(pending).findByText(/No pending invitations/)).toBeInTheDocument();
  });
});

describe('clinic security (the owner requires two-factor for all members)', () => {
  it('counts the active members without two-factor and lets the owner require it', async () => {
    const user = userEvent.setup({ delay: null });
    const withTwoFactor = { ...ownerUser, user: { ...ownerUser.user, twoFactorEnabled: true } };
    const { fetchMock } = await openTeam({
      as: withTwoFactor,
      handlers: {
        'PATCH /api/v1/clinic/security': ({ body }) => json(200, { security: body }),
      },
    });
    const security = screen.getByRole('region', { name: 'Security' });
    // Ana and Jelena are active without it; Nikola is deactivated and does not count.
    expect(
      await within(security).findByText('2 members have not turned on two-factor sign-in yet.'),
    ).toBeInTheDocument();
    const toggle = within(security).getByRole('switch', {
      name: 'Require two-factor sign-in for every member',
    });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    expect(
      await screen.findByText('Two-factor sign-in is now required for every member'),
    ).toBeInTheDocument();
    expect(toggle).toBeChecked();
    expect(bodyOf(fetchMock, '/api/v1/clinic/security')).toEqual({ requireTwoFactor: true });
  });

  it('an owner without two-factor must set it up for themselves before requiring it of others', async () => {
    await openTeam();
    const security = screen.getByRole('region', { name: 'Security' });
    const toggle = await within(security).findByRole('switch', {
      name: 'Require two-factor sign-in for every member',
    });
    expect(toggle).toBeDisabled();
    expect(within(security).getByRole('link', { name: 'Account settings' })).toHaveAttribute(
      'href',
      '/dashboard/settings',
    );
  });
});
