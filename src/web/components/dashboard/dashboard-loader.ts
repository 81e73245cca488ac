import { redirect, type LoaderFunctionArgs } from 'react-router';
import { currentUserQuery } from '../../lib/current-user';
import { queryClient } from '../../lib/query-client';
import { isOnPath } from './path-match';

/** Where someone still owing their clinic two-factor sign-in may go: where they set it up. */
const OPEN_WHILE_TWO_FACTOR_PENDING = ['/dashboard/settings', '/dashboard/profile'];

/**
 * Guards every /dashboard route: signed-out visitors go to /login and come back afterwards via
 * `next`; a member whose clinic requires two-factor sign-in they have not set up goes to the
 * account settings (the API refuses them the rest anyway). Other failures (server down) reach
 * the route error screen. Kept out of the lazy dashboard chunk so it runs while that chunk
 * downloads; the route revalidates it on every dashboard navigation (router.tsx).
 */
export async function dashboardLoader({ request }: LoaderFunctionArgs) {
  const currentUser = await queryClient.ensureQueryData(currentUserQuery);
  const { pathname, search } = new URL(request.url);
  if (!currentUser) {
    throw redirect(`/login?next=${encodeURIComponent(pathname + search)}`);
  }
  const open = OPEN_WHILE_TWO_FACTOR_PENDING.some((path) =>
    isOnPath(pathname, { path, exact: true }),
  );
  if (currentUser.twoFactorSetupRequired && !open) throw redirect('/dashboard/settings');
  return null;
}
