import { currentUserQuery } from '../../lib/current-user';
import { queryClient } from '../../lib/query-client';
import { notFound } from '../../lib/route-params';

/**
 * Only platform operators may enter /dashboard/admin; everyone else sees a 404.
 * The server enforces the rule; this check only spares others a screen that cannot load.
 */
export async function adminLoader() {
  const currentUser = await queryClient.ensureQueryData(currentUserQuery);
  if (!currentUser?.user.platformAdmin) throw notFound();
  return null;
}
