import { and, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Reply } from '../../../domain/messages.js';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/client.js';
import { messageReplies, patients } from '../../db/schema.js';
import type { ClinicActor } from '../../http/clinic-actor.js';
import { notFound } from '../../http-errors.js';
import { auditAs } from '../audit/service.js';
import { toReply } from './message-view.js';

/** The patient's full name, or '' for a row without one. */
export const patientName = sql<string>`coalesce(${patients.firstName} || ' ' || ${patients.lastName}, '')`;

function repliesOf(db: Db) {
  return db
    .select({ reply: messageReplies, patientName })
    .from(messageReplies)
    .leftJoin(
      patients,
      and(
        eq(patients.id, messageReplies.patientId),
        eq(patients.clinicId, messageReplies.clinicId),
      ),
    );
}

/** Texts patients sent back, newest first: those waiting for staff, handled ones, or all. */
export async function listReplies(
  db: Db,
  clinicId: string,
  state: 'waiting' | 'handled' | 'all',
): Promise<Reply[]> {
  const conditions: SQL[] = [eq(messageReplies.clinicId, clinicId)];
  if (state === 'waiting')
    conditions.push(eq(messageReplies.action, 'triage'), isNull(messageReplies.handledAt));
  if (state === 'handled') conditions.push(isNotNull(messageReplies.handledAt));
  const rows = await repliesOf(db)
    .where(and(...conditions))
    .orderBy(desc(messageReplies.receivedAt))
    .limit(200);
  return rows.map((row) => toReply(row.reply, row.patientName));
}

/** One of the clinic's replies; null when it has none of that id. */
export async function replyOf(db: Db, clinicId: string, id: string): Promise<Reply | null> {
  const [row] = await repliesOf(db).where(
    and(eq(messageReplies.id, id), eq(messageReplies.clinicId, clinicId)),
  );
  return row ? toReply(row.reply, row.patientName) : null;
}

/** A member handled a reply: it leaves the inbox, audited. Handling twice keeps the first. */
export async function markReplyHandled(
  db: Db,
  clock: Clock,
  actor: ClinicActor,
  id: string,
): Promise<Reply> {
  return db.transaction(async (tx) => {
    const ours = and(eq(messageReplies.id, id), eq(messageReplies.clinicId, actor.clinicId));
    await tx
      .update(messageReplies)
      .set({ handledAt: clock.now(), handledById: actor.userId })
      .where(and(ours, isNull(messageReplies.handledAt)));
    const [row] = await repliesOf(tx).where(ours);
    if (!row) throw notFound('The reply');
    await auditAs(tx, actor, {
      action: 'message_reply.handled',
      entityType: 'message_reply',
      entityId: id,
      ...(row.reply.patientId ? { meta: { patientId: row.reply.patientId } } : {}),
    });
    return toReply(row.reply, row.patientName);
  });
}
