import { useQuery } from '@tanstack/react-query';
import { loadPublicConfig } from '../../lib/public-config';

/** The server's default SUPPORT_EMAIL, shown only until this installation's address has loaded. */
export const SUPPORT_EMAIL_FALLBACK = 'support@motio.local';

/**
 * The address visitors can write to directly: the one the
 * server sends contact messages to (SUPPORT_EMAIL, from `GET /api/v1/config`).
 */
export function useSupportEmail(): string {
  const { data } = useQuery({
    queryKey: ['public-config'],
    queryFn: loadPublicConfig,
    staleTime: Infinity,
  });
  return data?.supportEmail ?? SUPPORT_EMAIL_FALLBACK;
}
