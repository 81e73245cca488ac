import type { Message, Reply } from '../../../domain/messages.js';
import type { messageReplies, patientMessages } from '../../db/schema.js';

type MessageRow = typeof patientMessages.$inferSelect;
type ReplyRow = typeof messageReplies.$inferSelect;

const iso = (at: Date | null) => (at ? at.toISOString() : null);

export function toMessage(row: MessageRow, patientName = ''): Message {
  return {
    id: row.id,
    kind: row.kind,
    channel: row.channel,
    status: row.status,
    to: row.recipient,
    queuedAt: row.createdAt.toISOString(),
    sentAt: iso(row.sentAt),
    deliveredAt: iso(row.deliveredAt),
    error: row.error,
    body: row.body,
    segments: row.segments,
    fallbackMessageId: row.fallbackMessageId,
    isFallback: row.isFallback,
    appointmentId: row.appointmentId,
    patientId: row.patientId,
    patientName,
  };
}

export function toReply(row: ReplyRow, patientName: string): Reply {
  return {
    id: row.id,
    from: row.fromNumber,
    body: row.body,
    receivedAt: row.receivedAt.toISOString(),
    action: row.action,
    note: row.note,
    patientId: row.patientId,
    patientName,
    appointmentId: row.appointmentId,
    handledAt: iso(row.handledAt),
  };
}
