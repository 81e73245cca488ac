import type { FastifyRequest } from 'fastify';
import type { ClinicRole } from '../../domain/roles.js';
import type { RequestOrigin } from '../context.js';
import { originOf, requireAuth, requireClinic } from '../plugins/sessions.js';

/** Who acts in a clinic: a member of the request's active clinic, and where they asked from. */
export interface ClinicActor {
  userId: string;
  name: string;
  clinicId: string;
  role: ClinicRole;
  twoFactorEnabled: boolean;
  origin: RequestOrigin;
}

/** The clinic comes from the session's active membership only, never from the request. */
export function actorOf(request: FastifyRequest): ClinicActor {
  const { user } = requireAuth(request);
  const membership = requireClinic(request);
  return {
    userId: user.id,
    name: `${user.name} ${user.lastName}`.trim(),
    clinicId: membership.clinicId,
    role: membership.role,
    twoFactorEnabled: user.twoFactorEnabled,
    origin: originOf(request),
  };
}
