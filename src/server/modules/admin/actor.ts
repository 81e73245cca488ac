import type { FastifyRequest } from 'fastify';
import type { RequestOrigin } from '../../context.js';
import type { Db } from '../../db/client.js';
import { originOf, requireAuth } from '../../plugins/sessions.js';
import { recordAudit, type AuditEvent } from '../audit/service.js';

/** The platform operator behind an admin request (no clinic: the admin area has none). */
export interface AdminActor {
  userId: string;
  origin: RequestOrigin;
}

export function adminActorOf(request: FastifyRequest): AdminActor {
  return { userId: requireAuth(request).user.id, origin: originOf(request) };
}

/** Every admin change in the audit trail: clinic null, the operator, the target's ids only. */
export const auditAdmin = (
  db: Db,
  actor: AdminActor,
  event: Pick<AuditEvent, 'action' | 'entityType' | 'entityId' | 'meta'>,
) => recordAudit(db, { ...event, clinicId: null, actorUserId: actor.userId, ...actor.origin });
