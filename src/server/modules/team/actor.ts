import type { FastifyRequest } from 'fastify';
import type { ClinicRole } from '../../../domain/roles.js';
import type { RequestOrigin } from '../../context.js';
import type { Db } from '../../db/client.js';
import { originOf, requireAuth, requireClinic } from '../../plugins/sessions.js';
import { recordAudit, type AuditEvent } from '../audit/service.js';

/** Who changes the team: a member of the request's active clinic, and where they asked from. */
export interface TeamActor {
  userId: string;
  name: string;
  clinicId: string;
  role: ClinicRole;
  twoFactorEnabled: boolean;
  origin: RequestOrigin;
}

/** The clinic comes from the session's active membership only, never from the request. */
export function actorOf(request: FastifyRequest): TeamActor {
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

export const auditAs = (
  db: Db,
  actor: TeamActor,
  event: Pick<AuditEvent, 'action' | 'entityType' | 'entityId' | 'meta'>,
) =>
  recordAudit(db, {
    ...event,
    clinicId: actor.clinicId,
    actorUserId: actor.userId,
    ...actor.origin,
  });
