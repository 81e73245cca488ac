import { redirect, type LoaderFunctionArgs } from 'react-router';
import { currentUserQuery, type CurrentUser } from '../../lib/current-user';
import { queryClient } from '../../lib/query-client';
import { isOnPath } from './path-match';

/** Where someone still owing their clinic two-factor sign-in may go: where they set it up. */
const OPEN_WHILE_TWO_FACTOR_PENDING = ['/dashboard/settings', '/dashboard/profile'];

/**
 * Screens about the account itself, open to an account in no clinic. The admin area is among
 * them: its own loader lets only platform operators in.
 */
const OPEN_WITHOUT_CLINIC = [
  { path: '/dashboard/settings', exact: true },
  { path: '/dashboard/profile' },
  { path: '/dashboard/test-feedback' },
  { path: '/dashboard/contact-support' },
  { path: '/dashboard/admin' },
];

/**
 * The first dashboard screen of an account: the calendar for a member of a clinic, the admin
 * area for a platform operator in no clinic.
 */
export const dashboardHomeOf = (currentUser: CurrentUser) =>
  !currentUser.membership && currentUser.user.platformAdmin ? '/dashboard/admin' : '/dashboard';

export interface DashboardLoaderData {
  /** The account is in no clinic and asked for a clinic's screen: the layout explains why not. */
  withoutClinic: boolean;
}

/**
 * Guards every /dashboard route: signed-out visitors go to /login and come back afterwards via
 * `next`; a member whose clinic requires two-factor sign-in they have not set up goes to the
 * account settings (the API refuses them the rest anyway); an account in no clinic never opens a
 * clinic's screen (the API refuses it those too): an operator goes to the admin area, anyone else
 * to /dashboard, where the layout says they are not a member of a clinic. Other failures (server
 * down) reach the route error screen. Kept out of the lazy dashboard chunk so it runs while that
 * chunk downloads; the route revalidates it on every dashboard navigation (router.tsx).
 */
export async function dashboardLoader({
  request,
}: LoaderFunctionArgs): Promise<DashboardLoaderData> {
  const currentUser = await queryClient.ensureQueryData(currentUserQuery);
  const { pathname, search } = new URL(request.url);
  if (!currentUser) {
    throw redirect(`/login?next=${encodeURIComponent(pathname + search)}`);
  }
  const open = OPEN_WHILE_TWO_FACTOR_PENDING.some((path) =>
    isOnPath(pathname, { path, exact: true }),
  );
  if (currentUser.twoFactorSetupRequired && !open) throw redirect('/dashboard/settings');

  const clinicScreen = !OPEN_WITHOUT_CLINIC.some((entry) => isOnPath(pathname, entry));
  if (currentUser.membership || !clinicScreen) return { withoutClinic: false };
  const home = dashboardHomeOf(currentUser);
  if (!isOnPath(pathname, { path: home, exact: true })) throw redirect(home);
  return { withoutClinic: true };
}
