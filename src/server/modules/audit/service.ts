import type { Db } from '../../db/client.js';
import type { ClinicActor } from '../../http/clinic-actor.js';
import { auditEvents } from '../../db/schema.js';

export interface AuditEvent {
  action: string;
  clinicId?: string | null;
  actorUserId?: string | null;
  entityType?: string;
  entityId?: string;
  ip?: string;
  userAgent?: string;
  /** Identifiers and outcomes only: never patient data, passwords or tokens. */
  meta?: Record<string, unknown>;
}

export async function recordAudit(db: Db, event: AuditEvent): Promise<void> {
  await db.insert(auditEvents).values({
    ...event,
    userAgent: event.userAgent?.slice(0, 300),
    meta: event.meta ?? {},
  });
}

/** An event in the actor's clinic, recorded as theirs. */
export const auditAs = (
  db: Db,
  actor: ClinicActor,
  event: Pick<AuditEvent, 'action' | 'entityType' | 'entityId' | 'meta'>,
) =>
  recordAudit(db, {
    ...event,
    clinicId: actor.clinicId,
    actorUserId: actor.userId,
    ...actor.origin,
  });
