import { and, asc, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import {
  DELIVERY_WINDOW_DAYS,
  MESSAGE_LOG_PAGE_SIZE,
  messageChannels,
  messageLogQuerySchema,
  type DeliveryResponse,
  type Message,
  type MessageLogResponse,
} from '../../../domain/messages.js';
import type { z } from 'zod';
import { DAY_MS } from '../../../domain/clinic-time.js';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/client.js';
import { appointments, patientMessages, patients } from '../../db/schema.js';
import { notFound } from '../../http-errors.js';
import { toMessage } from './message-view.js';

/** A visit's messages, oldest first: the trail staff read on the appointment. */
export async function appointmentMessages(
  db: Db,
  clinicId: string,
  appointmentId: string,
): Promise<Message[]> {
  const [appointment] = await db
    .select({ id: appointments.id })
    .from(appointments)
    .where(and(eq(appointments.id, appointmentId), eq(appointments.clinicId, clinicId)));
  if (!appointment) throw notFound('The appointment');
  const rows = await db
    .select()
    .from(patientMessages)
    .where(
      and(eq(patientMessages.clinicId, clinicId), eq(patientMessages.appointmentId, appointmentId)),
    )
    // A fallback mail is queued in the same instant as the text it replaces: after it.
    .orderBy(
      asc(patientMessages.createdAt),
      asc(patientMessages.isFallback),
      asc(patientMessages.id),
    );
  return rows.map((row) => toMessage(row));
}

/** Everything sent to a patient, newest first (the latest 200). */
export async function patientMessageList(
  db: Db,
  clinicId: string,
  patientId: string,
): Promise<Message[]> {
  const [patient] = await db
    .select({ id: patients.id })
    .from(patients)
    .where(and(eq(patients.id, patientId), eq(patients.clinicId, clinicId)));
  if (!patient) throw notFound('The patient');
  const rows = await db
    .select()
    .from(patientMessages)
    .where(and(eq(patientMessages.clinicId, clinicId), eq(patientMessages.patientId, patientId)))
    .orderBy(
      desc(patientMessages.createdAt),
      desc(patientMessages.isFallback),
      desc(patientMessages.id),
    )
    .limit(200);
  return rows.map((row) => toMessage(row));
}

/** The clinic's message log, newest first, filtered, a page at a time. */
export async function messageLog(
  db: Db,
  clinicId: string,
  query: z.output<typeof messageLogQuerySchema>,
): Promise<MessageLogResponse> {
  const conditions: SQL[] = [eq(patientMessages.clinicId, clinicId)];
  if (query.channel) conditions.push(eq(patientMessages.channel, query.channel));
  if (query.status) conditions.push(eq(patientMessages.status, query.status));
  if (query.kind) conditions.push(eq(patientMessages.kind, query.kind));
  if (query.from) conditions.push(gte(patientMessages.createdAt, new Date(query.from)));
  if (query.to) conditions.push(lt(patientMessages.createdAt, new Date(query.to)));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        message: patientMessages,
        patientName: sql<string>`coalesce(${patients.firstName} || ' ' || ${patients.lastName}, '')`,
      })
      .from(patientMessages)
      .leftJoin(
        patients,
        and(
          eq(patients.id, patientMessages.patientId),
          eq(patients.clinicId, patientMessages.clinicId),
        ),
      )
      .where(where)
      .orderBy(desc(patientMessages.createdAt), desc(patientMessages.id))
      .limit(MESSAGE_LOG_PAGE_SIZE)
      .offset((query.page - 1) * MESSAGE_LOG_PAGE_SIZE),
    db.select({ n: count() }).from(patientMessages).where(where),
  ]);
  const n = total?.n ?? 0;
  return {
    messages: rows.map((row) => toMessage(row.message, row.patientName)),
    total: n,
    page: query.page,
    pages: Math.max(1, Math.ceil(n / MESSAGE_LOG_PAGE_SIZE)),
  };
}

/**
 * Delivery over the last 30 days per channel. A text counts as delivered when the carrier said
 * so; an email when the mail server took it (nothing later reports on email).
 */
export async function deliveryRates(
  db: Db,
  clock: Clock,
  clinicId: string,
): Promise<DeliveryResponse['delivery']> {
  const since = new Date(clock.now().getTime() - DELIVERY_WINDOW_DAYS * DAY_MS);
  const rows = await db
    .select({
      channel: patientMessages.channel,
      sent: sql<number>`count(*) FILTER (WHERE ${patientMessages.sentAt} IS NOT NULL OR ${patientMessages.status} IN ('bounced', 'undelivered'))::int`,
      delivered: sql<number>`count(*) FILTER (WHERE ${patientMessages.status} = 'delivered' OR (${patientMessages.channel} = 'email' AND ${patientMessages.status} = 'sent'))::int`,
      failed: sql<number>`count(*) FILTER (WHERE ${patientMessages.status} IN ('failed', 'bounced', 'undelivered'))::int`,
      segments: sql<number>`coalesce(sum(${patientMessages.segments}) FILTER (WHERE ${patientMessages.sentAt} IS NOT NULL), 0)::int`,
    })
    .from(patientMessages)
    .where(and(eq(patientMessages.clinicId, clinicId), gte(patientMessages.createdAt, since)))
    .groupBy(patientMessages.channel);
  return {
    days: DELIVERY_WINDOW_DAYS,
    channels: messageChannels.map((channel) => {
      const row = rows.find((r) => r.channel === channel);
      const sent = row?.sent ?? 0;
      const delivered = row?.delivered ?? 0;
      return {
        channel,
        sent,
        delivered,
        failed: row?.failed ?? 0,
        rate: sent > 0 ? delivered / sent : null,
        segments: row?.segments ?? 0,
      };
    }),
  };
}
