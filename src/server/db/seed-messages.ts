import { randomUUID } from 'node:crypto';
import { and, asc, eq, gt, inArray, lt } from 'drizzle-orm';
import {
  DAY_MS,
  instantOfLocal,
  localDateTimeOf,
  MINUTE_MS,
  wallDate,
} from '../../domain/clinic-time.js';
import type { MessageKind, MessageStatus } from '../../domain/messages.js';
import { clinicCountry, toE164 } from '../../domain/phone-numbers.js';
import {
  defaultSmsTemplates,
  renderSmsText,
  smsSegments,
  smsTimeText,
} from '../../domain/sms-text.js';
import { newSecureToken } from '../secure-tokens.js';
import type { Db } from './client.js';
import {
  appointments,
  clinicMessageSettings,
  clinics,
  messageReplies,
  outbox,
  patientMessages,
  patients,
  services,
  users,
} from './schema.js';

const HOUR_MS = 60 * MINUTE_MS;
const smsKinds: MessageKind[] = ['confirmation', 'reminder', 'change', 'cancellation'];
/** 08:00 clinic time after `now`: when the clinic's quiet hours end. */
function nextMorning(now: Date, timeZone: string): Date {
  const today = localDateTimeOf(now, timeZone).date;
  const eight = instantOfLocal(today, '08:00', timeZone);
  return eight > now
    ? eight
    : instantOfLocal(wallDate(Date.parse(`${today}T00:00:00Z`) + DAY_MS), '08:00', timeZone);
}

const providerId = () => `SM${newSecureToken().hash.slice(0, 32)}`;

/**
 * The demo clinic's messages: it texts appointment messages to patients who agreed, so the
 * visits of the last two weeks and the coming week carry confirmations and reminders in every status (delivered,
 * sent and not yet reported, undelivered with the email sent instead, a number that could not
 * take texts, a bounced mail), and patients replied: one confirmed with C, one texted STOP, and
 * one question waits in the replies inbox. Call after the appointments are seeded.
 */
export async function seedDemoMessages(tx: Db, clinicId: string, now: Date): Promise<void> {
  await tx.insert(clinicMessageSettings).values({ clinicId, smsKinds });
  const [clinic] = await tx
    .select({
      name: clinics.name,
      phone: clinics.phone,
      locale: clinics.locale,
      timeZone: clinics.timeZone,
    })
    .from(clinics)
    .where(eq(clinics.id, clinicId));
  const visits = await tx
    .select({
      id: appointments.id,
      startsAt: appointments.startsAt,
      createdAt: appointments.createdAt,
      patientId: patients.id,
      firstName: patients.firstName,
      phone: patients.phone,
      email: patients.email,
      consentToSms: patients.consentToSms,
      consentToContact: patients.consentToContact,
      therapist: users.name,
      service: services.name,
    })
    .from(appointments)
    .innerJoin(
      patients,
      and(eq(patients.id, appointments.patientId), eq(patients.clinicId, appointments.clinicId)),
    )
    .innerJoin(users, eq(users.id, appointments.therapistId))
    .innerJoin(
      services,
      and(eq(services.id, appointments.serviceId), eq(services.clinicId, appointments.clinicId)),
    )
    .where(
      and(
        eq(appointments.clinicId, clinicId),
        inArray(appointments.status, ['scheduled', 'confirmed', 'completed']),
        gt(appointments.startsAt, new Date(now.getTime() - 14 * DAY_MS)),
        lt(appointments.startsAt, new Date(now.getTime() + 7 * DAY_MS)),
      ),
    )
    .orderBy(asc(appointments.startsAt), asc(appointments.id));
  if (!clinic || visits.length < 8) return;
  const country = clinicCountry(clinic);

  type Visit = (typeof visits)[number];
  const text = (visit: Visit, kind: MessageKind) =>
    renderSmsText(defaultSmsTemplates[kind], {
      firstName: visit.firstName,
      clinic: clinic.name,
      clinicPhone: clinic.phone,
      when: smsTimeText(visit.startsAt, clinic.timeZone),
      therapist: visit.therapist,
      service: visit.service,
    });
  const rows: (typeof patientMessages.$inferInsert)[] = [];
  /** One message of a visit, queued `hoursBefore` its start (never in the future). */
  const message = (
    visit: Visit,
    kind: MessageKind,
    channel: 'sms' | 'email',
    status: MessageStatus,
    hoursBefore: number,
    extra: Partial<typeof patientMessages.$inferInsert> = {},
  ) => {
    const queuedAt = new Date(
      Math.min(now.getTime() - 60_000, visit.startsAt.getTime() - hoursBefore * HOUR_MS),
    );
    const body = channel === 'sms' ? text(visit, kind) : null;
    const left = status !== 'queued' && status !== 'failed';
    const row: typeof patientMessages.$inferInsert = {
      id: randomUUID(),
      clinicId,
      patientId: visit.patientId,
      appointmentId: visit.id,
      kind,
      channel,
      recipient: channel === 'sms' ? (toE164(visit.phone, country) ?? visit.phone) : visit.email,
      body,
      segments: body ? smsSegments(body).segments : null,
      status,
      providerId: channel === 'sms' && left ? providerId() : null,
      createdAt: queuedAt,
      sentAt: left ? new Date(queuedAt.getTime() + 2_000) : null,
      deliveredAt: status === 'delivered' ? new Date(queuedAt.getTime() + 9_000) : null,
      failedAt:
        status === 'failed' || status === 'bounced' || status === 'undelivered'
          ? new Date(queuedAt.getTime() + 30_000)
          : null,
      ...extra,
    };
    rows.push(row);
    return row;
  };

  const texted = visits.filter((visit) => visit.consentToSms && toE164(visit.phone, country));
  const mailed = visits.filter(
    (visit) => !visit.consentToSms && visit.consentToContact && visit.email,
  );
  for (const [i, visit] of texted.entries()) {
    message(visit, 'confirmation', 'sms', 'delivered', 72 + (i % 5) * 24);
    if (visit.startsAt.getTime() - 24 * HOUR_MS < now.getTime())
      message(visit, 'reminder', 'sms', i % 7 === 3 ? 'sent' : 'delivered', 24);
  }
  for (const visit of mailed) {
    message(visit, 'confirmation', 'email', 'sent', 96);
    if (visit.startsAt.getTime() - 24 * HOUR_MS < now.getTime())
      message(visit, 'reminder', 'email', 'sent', 24);
  }
  // A text the carrier could not deliver, and the mail that went instead.
  const lost = texted[1];
  if (lost?.email) {
    const fallback = message(lost, 'change', 'email', 'sent', 30, { isFallback: true });
    message(lost, 'change', 'sms', 'undelivered', 30, {
      error: 'Twilio 30003: the handset was switched off or out of coverage.',
      fallbackMessageId: fallback.id,
    });
  }
  // A number that cannot take texts, and a mail a server refused.
  const landline = texted[2];
  if (landline)
    message(landline, 'reminder', 'sms', 'failed', 23, {
      error: 'This number cannot receive texts.',
      providerId: null,
      sentAt: null,
    });
  const bounced = mailed[0];
  if (bounced)
    message(bounced, 'reminder', 'email', 'bounced', 23, {
      error: 'The mail server refused it: mailbox full.',
    });
  // A change texted late in the evening waits for the morning, after quiet hours.
  const waiting = texted.find((visit) => visit.startsAt.getTime() > now.getTime() + 2 * DAY_MS);
  const morning = nextMorning(now, clinic.timeZone);
  const queued = waiting
    ? message(waiting, 'change', 'sms', 'queued', 0, {
        createdAt: new Date(Math.min(now.getTime() - MINUTE_MS, morning.getTime() - 11 * HOUR_MS)),
      })
    : null;
  await tx.insert(patientMessages).values(rows);
  if (queued)
    await tx.insert(outbox).values({
      kind: 'sms',
      clinicId,
      payload: { messageId: queued.id },
      createdAt: queued.createdAt,
      runAfter: morning,
    });

  // Replies: a C that confirmed an upcoming visit, a STOP, and a question for the front desk.
  const upcoming = texted.filter((visit) => visit.startsAt > now);
  /** The text a reply answers: the visit's reminder, or its confirmation before that. */
  const reminderOf = (visit: Visit | undefined) =>
    rows
      .filter((row) => row.appointmentId === visit?.id && row.channel === 'sms')
      .sort((a, b) => b.createdAt!.getTime() - a.createdAt!.getTime())[0];
  const reply = (
    visit: Visit,
    body: string,
    action: 'confirmed' | 'opted_out' | 'triage',
    minutesAgo: number,
  ) => ({
    clinicId,
    patientId: visit.patientId,
    appointmentId: visit.id,
    messageId: reminderOf(visit)?.id ?? null,
    fromNumber: toE164(visit.phone, country) ?? visit.phone,
    body,
    providerId: providerId(),
    action,
    receivedAt: new Date(now.getTime() - minutesAgo * 60_000),
  });
  const [confirming, stopping, asking] = upcoming;
  const replies = [];
  if (confirming) {
    replies.push(reply(confirming, 'C', 'confirmed', 95));
    await tx
      .update(appointments)
      .set({ status: 'confirmed', confirmedByPatientAt: new Date(now.getTime() - 95 * 60_000) })
      .where(and(eq(appointments.id, confirming.id), eq(appointments.clinicId, clinicId)));
  }
  if (stopping) {
    replies.push(reply(stopping, 'STOP', 'opted_out', 70));
    await tx
      .update(patients)
      .set({ smsOptedOutAt: new Date(now.getTime() - 70 * 60_000) })
      .where(and(eq(patients.id, stopping.patientId), eq(patients.clinicId, clinicId)));
  }
  if (asking)
    replies.push(
      reply(asking, 'Can I come half an hour later? Traffic on the bridge.', 'triage', 25),
    );
  if (replies.length) await tx.insert(messageReplies).values(replies);
}
