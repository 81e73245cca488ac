import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SetupChecklist, SetupStepId } from '../../../domain/setup-checklist.js';
import { setupStepIds } from '../../../domain/setup-checklist.js';
import {
  demoMembers,
  demoTherapistMember,
  json,
  mockApi,
  ownerUser,
  signedInMember,
} from '../../test/api-mock';
import { installCalendarGeometry } from '../../test/calendar-geometry';
import { preloadRoutes, renderApp } from '../../test/render-app';

preloadRoutes(
  () => import('../../components/dashboard/DashboardLayout'),
  () => import('../appointments/CalendarPage'),
  () => import('./SetupChecklist'),
);

const CHECKLIST_PATH = '/api/v1/clinic/setup-checklist';

function checklist(done: SetupStepId[] = [], dismissed = false): SetupChecklist {
  return { steps: setupStepIds.map((id) => ({ id, done: done.includes(id) })), dismissed };
}

/** The dashboard of the demo clinic, signed in as `currentUser`, with this checklist answer. */
async function openDashboard(
  answer: SetupChecklist,
  currentUser = ownerUser,
  handlers: Parameters<typeof mockApi>[0] = {},
) {
  const fetchMock = mockApi({
    'GET /api/v1/users/current-user': () => json(200, currentUser),
    'GET /api/v1/team/members': () => json(200, { members: demoMembers }),
    'GET /api/v1/clinic/settings': () =>
      json(200, { settings: { timeZone: 'Europe/Belgrade', openingHours: [] } }),
    'GET /api/v1/appointments': () => json(200, { appointments: [] }),
    [`GET ${CHECKLIST_PATH}`]: () => json(200, { checklist: answer }),
    ...handlers,
  });
  const view = await renderApp('/dashboard');
  await screen.findByRole('toolbar', { name: 'Calendar' });
  return { fetchMock, ...view };
}

const checklistCalls = (fetchMock: ReturnType<typeof mockApi>, method = 'GET') =>
  fetchMock.mock.calls.filter(
    ([input, init]) =>
      String(input).startsWith(CHECKLIST_PATH) && (init?.method ?? 'GET').toUpperCase() === method,
  );

const matchMedia = window.matchMedia;
/** A screen from tablets up (theme breakpoint sm), where the steps start unfolded. */
function wideScreen() {
  window.matchMedia = (query: string) => ({
    ...matchMedia(query),
    matches: query === '(min-width: 48em)',
  });
}

let geometry: ReturnType<typeof installCalendarGeometry>;
beforeEach(() => {
  geometry = installCalendarGeometry();
  window.localStorage.clear();
  wideScreen();
});
afterEach(() => {
  geometry.uninstall();
  window.matchMedia = matchMedia;
});

describe('the setup checklist on the dashboard', () => {
  it("shows a new clinic's owner six steps, none done, each linking to where it is done", async () => {
    await openDashboard(checklist());
    const card = await screen.findByRole('region', { name: 'Set up your clinic' });
    expect(within(card).getByText('0 of 6 done')).toBeVisible();
    expect(within(card).getByRole('progressbar', { name: 'Setup progress' })).toHaveAttribute(
      'aria-valuetext',
      '0 of 6 done',
    );
    const steps = within(card).getByRole('list', { name: 'Setup steps' });
    const links = within(steps).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['To do: Clinic details and opening hours', '/dashboard/settings/clinic-settings'],
      ['To do: Services', '/dashboard/settings/services-settings'],
      ['To do: Rooms', '/dashboard/settings/locations'],
      ['To do: Invite your team', '/dashboard/settings/team-management'],
      ['To do: Import patients', '/dashboard/import-patients'],
      ['To do: Book the first appointment', '/dashboard/add-appointment'],
    ]);
    expect(within(steps).getByText('Put a patient in the calendar.')).toBeVisible();
  });

  it('ticks the steps the clinic has done and counts them', async () => {
    await openDashboard(checklist(['clinic_details', 'services', 'team']));
    const card = await screen.findByRole('region', { name: 'Set up your clinic' });
    expect(within(card).getByText('3 of 6 done')).toBeVisible();
    expect(within(card).getByRole('progressbar', { name: 'Setup progress' })).toHaveAttribute(
      'aria-valuenow',
      '3',
    );
    expect(within(card).getByRole('link', { name: 'Done: Services' })).toBeVisible();
    expect(within(card).getByRole('link', { name: 'Done: Invite your team' })).toBeVisible();
    expect(within(card).getByRole('link', { name: 'To do: Rooms' })).toBeVisible();
    expect(within(card).getByRole('link', { name: 'To do: Import patients' })).toBeVisible();
  });

  it('reads the checklist again when the dashboard is opened again, so work done elsewhere is ticked', async () => {
    let answer = checklist();
    const { router } = await openDashboard(checklist(), ownerUser, {
      [`GET ${CHECKLIST_PATH}`]: () => json(200, { checklist: answer }),
    });
    const card = await screen.findByRole('region', { name: 'Set up your clinic' });
    expect(within(card).getByRole('link', { name: 'To do: Services' })).toBeVisible();

    // A service is added in Settings → Services; the owner comes back to the dashboard.
    await router.navigate('/dashboard/settings/services-settings');
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Set up your clinic' })).toBeNull(),
    );
    answer = checklist(['services']);
    await router.navigate('/dashboard');
    // The calendar's route loads again first: slow when the machine is busy.
    expect(
      await screen.findByRole('link', { name: 'Done: Services' }, { timeout: 5000 }),
    ).toBeVisible();
    expect(screen.getByText('1 of 6 done')).toBeVisible();
  });

  it('folds the steps away to one line naming the next step, and unfolds them again', async () => {
    const user = userEvent.setup({ delay: null });
    await openDashboard(checklist(['clinic_details']));
    const card = await screen.findByRole('region', { name: 'Set up your clinic' });
    const toggle = within(card).getByRole('button', { name: 'Setup steps' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(card).getByText('1 of 6 done')).toBeVisible();
    expect(within(card).getByRole('link', { name: 'Services' })).toHaveAttribute(
      'href',
      '/dashboard/settings/services-settings',
    );
    await waitFor(() => expect(within(card).queryByRole('list')).toBeNull());

    await user.click(toggle);
    expect(await within(card).findByRole('list', { name: 'Setup steps' })).toBeVisible();
  });

  it('on a phone the steps start folded, naming the next one, so the calendar stays in reach', async () => {
    window.matchMedia = matchMedia;
    const user = userEvent.setup({ delay: null });
    await openDashboard(checklist(['clinic_details', 'services']));
    const card = await screen.findByRole('region', { name: 'Set up your clinic' });
    const toggle = within(card).getByRole('button', { name: 'Setup steps' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(card).getByText('2 of 6 done')).toBeVisible();
    expect(within(card).getByRole('link', { name: 'Rooms' })).toHaveAttribute(
      'href',
      '/dashboard/settings/locations',
    );
    await user.click(toggle);
    expect(await within(card).findByRole('list', { name: 'Setup steps' })).toBeVisible();
  });

  it('Hide checklist hides it for good: the dismissal is sent and the card goes', async () => {
    const user = userEvent.setup({ delay: null });
    const { fetchMock } = await openDashboard(checklist(['services']), ownerUser, {
      [`POST ${CHECKLIST_PATH}/dismiss`]: () =>
        json(200, { checklist: checklist(['services'], true) }),
    });
    const card = await screen.findByRole('region', { name: 'Set up your clinic' });
    await user.click(within(card).getByRole('button', { name: 'Hide checklist' }));

    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Set up your clinic' })).toBeNull(),
    );
    expect(checklistCalls(fetchMock, 'POST').map(([input]) => String(input))).toEqual([
      `${CHECKLIST_PATH}/dismiss`,
    ]);
    expect(screen.getByRole('toolbar', { name: 'Calendar' })).toBeVisible();
  });

  it('keeps the checklist and says why when hiding it fails', async () => {
    const user = userEvent.setup({ delay: null });
    await openDashboard(checklist(), ownerUser, {
      [`POST ${CHECKLIST_PATH}/dismiss`]: () =>
        json(500, { msg: 'Something went wrong on our side.', code: 'INTERNAL' }),
    });
    const card = await screen.findByRole('region', { name: 'Set up your clinic' });
    await user.click(within(card).getByRole('button', { name: 'Hide checklist' }));
    expect(await screen.findByText('Something went wrong on our side.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Set up your clinic' })).toBeVisible();
  });

  it('once every step is done, says the clinic is set up and still offers to hide it', async () => {
    await openDashboard(checklist([...setupStepIds]));
    const card = await screen.findByRole('region', { name: 'Your clinic is set up' });
    expect(within(card).getByText('All 6 setup steps are done.')).toBeVisible();
    expect(within(card).getByRole('button', { name: 'Hide checklist' })).toBeVisible();
    expect(within(card).queryByRole('list')).toBeNull();
  });

  it('shows nothing once an owner has hidden it', async () => {
    const { fetchMock } = await openDashboard(checklist([], true));
    await waitFor(() => expect(checklistCalls(fetchMock)).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Set up your clinic' })).toBeNull();
  });

  it('is not shown to a therapist, who is not asked for it', async () => {
    const { fetchMock } = await openDashboard(checklist(), signedInMember(demoTherapistMember));
    expect(screen.queryByRole('region', { name: 'Set up your clinic' })).toBeNull();
    expect(checklistCalls(fetchMock)).toHaveLength(0);
  });
});
