import { redirect, type LoaderFunctionArgs } from 'react-router';
import { currentUserQuery } from '../../lib/current-user';
import { queryClient } from '../../lib/query-client';

/**
 * Guards every /dashboard route: signed-out visitors go to /login and come back afterwards via
 * `next`. Other failures (server down) reach the route error screen. Kept out of the lazy
 * dashboard chunk so it runs while that chunk downloads.
 */
export async function dashboardLoader({ request }: LoaderFunctionArgs) {
  const currentUser = await queryClient.ensureQueryData(currentUserQuery);
  if (!currentUser) {
    const { pathname, search } = new URL(request.url);
    throw redirect(`/login?next=${encodeURIComponent(pathname + search)}`);
  }
  return null;
}
