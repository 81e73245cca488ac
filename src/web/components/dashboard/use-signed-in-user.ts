import { useQuery } from '@tanstack/react-query';
import { currentUserQuery, type CurrentUser } from '../../lib/current-user';

/**
 * The signed-in user inside the dashboard. The dashboard loader has already made sure there is
 * one; `null` only shows up for a moment while signing out.
 */
export function useSignedInUser(): CurrentUser | null {
  const { data } = useQuery(currentUserQuery);
  return data ?? null;
}
