import { can } from '../../../../domain/permissions.js';
import { useSignedInUser } from '../../../components/dashboard/use-signed-in-user';
import { ApiError } from '../../../lib/http';

/** Whether the signed-in member may read, and change, treatment plans (assistants may not). */
export function useClinicalAccess() {
  const role = useSignedInUser()?.membership?.role;
  return { canRead: can(role, 'clinical.read'), canManage: can(role, 'clinical.manage') };
}

export function isForbidden(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403;
}
