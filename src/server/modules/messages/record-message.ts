import type { MessageChannel, MessageKind } from '../../../domain/messages.js';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/client.js';
import { patientMessages } from '../../db/schema.js';

/** Whom a patient message is about: the clinic, the patient and (for visit messages) the visit. */
export interface MessageSubject {
  clinicId: string;
  patientId: string;
  appointmentId?: string | null;
  kind: MessageKind;
}

/** Writes a queued message record; answers its id. */
export async function recordMessage(
  db: Db,
  clock: Clock,
  subject: MessageSubject,
  delivery: {
    /** A chosen id, for a caller that links to the record before it exists. */
    id?: string;
    channel: MessageChannel;
    recipient: string;
    body?: string;
    segments?: number;
    isFallback?: boolean;
    fallbackMail?: Record<string, unknown> | null;
  },
): Promise<string> {
  const [row] = await db
    .insert(patientMessages)
    .values({
      ...(delivery.id ? { id: delivery.id } : {}),
      clinicId: subject.clinicId,
      patientId: subject.patientId,
      appointmentId: subject.appointmentId ?? null,
      kind: subject.kind,
      channel: delivery.channel,
      recipient: delivery.recipient,
      body: delivery.body ?? null,
      segments: delivery.segments ?? null,
      isFallback: delivery.isFallback ?? false,
      fallbackMail: delivery.fallbackMail ?? null,
      createdAt: clock.now(),
    })
    .returning({ id: patientMessages.id });
  return row!.id;
}

/**
 * A message that never left: held back by a limit or a rule, with the reason staff read. A held
 * fallback mail keeps the id its failed text already names.
 */
export async function recordUnsentMessage(
  db: Db,
  clock: Clock,
  subject: MessageSubject & { id?: string; isFallback?: boolean },
  delivery: { channel: MessageChannel; recipient: string; error: string; body?: string },
): Promise<string> {
  const now = clock.now();
  const [row] = await db
    .insert(patientMessages)
    .values({
      ...(subject.id ? { id: subject.id } : {}),
      isFallback: subject.isFallback ?? false,
      clinicId: subject.clinicId,
      patientId: subject.patientId,
      appointmentId: subject.appointmentId ?? null,
      kind: subject.kind,
      channel: delivery.channel,
      recipient: delivery.recipient,
      body: delivery.body ?? null,
      status: 'failed',
      error: delivery.error,
      createdAt: now,
      failedAt: now,
    })
    .returning({ id: patientMessages.id });
  return row!.id;
}
