import { and, desc, eq, gt, isNotNull, isNull, type SQL } from 'drizzle-orm';
import { DAY_MS, MINUTE_MS } from '../../../domain/clinic-time.js';
import { MAX_REPLY_LENGTH, type ReplyAction } from '../../../domain/messages.js';
import { replyIntentOf } from '../../../domain/sms-reply-words.js';
import type { Clock } from '../../clock.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import {
  appointments,
  messageReplies,
  onlineBookingSettings,
  patientMessages,
  patients,
} from '../../db/schema.js';
import { recordAudit } from '../audit/service.js';
import { cancelByPatient } from '../portal/cancel-by-patient.js';
import { confirmVisitByPatient } from './confirm-visit.js';

/** A text a patient (or anyone) sent to the clinic's SMS number. */
export interface IncomingText {
  /** The sender's number, E.164 as the provider gives it. */
  from: string;
  body: string;
  /** The provider's id of the incoming text: a repeated delivery of it is recorded once. */
  providerId: string;
}

export type ReplyReceipt =
  | { outcome: 'recorded'; replyId: string; clinicId: string; action: ReplyAction }
  /** This text was recorded before: nothing changed again. */
  | { outcome: 'duplicate' }
  /** No text went to that number lately: no clinic to give it to. */
  | { outcome: 'unknown_number' };

/** A reply answers the latest text sent to its number within this many days. */
export const REPLY_WINDOW_DAYS = 30;
/** A clinic without online booking rules lets patients cancel until this many hours before. */
const DEFAULT_CANCEL_WINDOW_HOURS = 24;

/** The text a reply answers, with the clinic, patient and visit it was about. */
interface AnsweredText {
  id: string;
  clinicId: string;
  patientId: string;
  appointmentId: string | null;
}

const answeredColumns = {
  id: patientMessages.id,
  clinicId: patientMessages.clinicId,
  patientId: patientMessages.patientId,
  appointmentId: patientMessages.appointmentId,
};

async function latestTextTo(db: Db, number: string, now: Date): Promise<AnsweredText | null> {
  const [row] = await db
    .select(answeredColumns)
    .from(patientMessages)
    .where(
      and(
        eq(patientMessages.channel, 'sms'),
        eq(patientMessages.recipient, number),
        gt(patientMessages.createdAt, new Date(now.getTime() - REPLY_WINDOW_DAYS * DAY_MS)),
        isNotNull(patientMessages.sentAt),
        isNotNull(patientMessages.patientId),
      ),
    )
    .orderBy(desc(patientMessages.createdAt))
    .limit(1);
  return row ? { ...row, patientId: row.patientId! } : null;
}

interface Outcome {
  action: ReplyAction;
  note?: string;
  /** Nothing for staff to do: the reply goes straight to the handled ones. */
  handled?: boolean;
  /** The visit's time was freed: the booking page's cached free times are stale. */
  freedTime?: boolean;
}

const triage = (note: string): Outcome => ({ action: 'triage', note });

/** The visit a C or X is about, when it can still be confirmed or cancelled; else why not. */
async function visitToChange(db: Db, text: AnsweredText, now: Date, verb: string) {
  if (!text.appointmentId) return triage(`The text answered was not about a visit to ${verb}.`);
  const [visit] = await db
    .select({
      status: appointments.status,
      startsAt: appointments.startsAt,
      cancelWindowHours: onlineBookingSettings.changeWindowHours,
    })
    .from(appointments)
    .leftJoin(onlineBookingSettings, eq(onlineBookingSettings.clinicId, appointments.clinicId))
    .where(
      and(
        eq(appointments.clinicId, text.clinicId),
        eq(appointments.id, text.appointmentId),
        eq(appointments.patientId, text.patientId),
      ),
    );
  if (!visit) return triage(`The visit no longer exists.`);
  if (visit.status === 'cancelled') return triage('The visit was already cancelled.');
  if (visit.startsAt <= now) return triage('The visit has already started or passed.');
  if (visit.status !== 'scheduled' && visit.status !== 'confirmed')
    return triage(`The visit can no longer be ${verb}ed.`);
  return {
    ...visit,
    id: text.appointmentId,
    cancelWindowHours: visit.cancelWindowHours ?? DEFAULT_CANCEL_WINDOW_HOURS,
  };
}

async function confirmVisit(db: Db, clock: Clock, text: AnsweredText, now: Date): Promise<Outcome> {
  const visit = await visitToChange(db, text, now, 'confirm');
  if ('action' in visit) return visit;
  await confirmVisitByPatient(
    db,
    clock,
    { clinicId: text.clinicId, appointmentId: visit.id, patientId: text.patientId },
    'sms_reply',
  );
  return { action: 'confirmed' };
}

async function cancelVisit(
  ctx: AppContext,
  db: Db,
  text: AnsweredText,
  now: Date,
): Promise<Outcome> {
  const visit = await visitToChange(db, text, now, 'cancel');
  if ('action' in visit) return visit;
  const lastChance = visit.startsAt.getTime() - visit.cancelWindowHours * 60 * MINUTE_MS;
  if (lastChance <= now.getTime())
    return triage(
      `Outside the clinic's cancel window: visits can be cancelled up to ${visit.cancelWindowHours} hours before they start.`,
    );
  const cancelled = await cancelByPatient(
    ctx,
    db,
    { clinicId: text.clinicId, patientId: text.patientId, id: visit.id },
    'sms',
  );
  return cancelled
    ? { action: 'cancelled', freedTime: true }
    : triage('The visit can no longer be cancelled.');
}

/**
 * STOP or START from a number: every patient texted at it (of `clinicId` only, when given)
 * stops or starts getting texts at once. Texts go out from one sender for all clinics, and the
 * carrier stops them all for the number, so the records follow it.
 */
async function setOptOut(
  db: Db,
  number: string,
  now: Date,
  optedOut: boolean,
  clinicId?: string,
): Promise<void> {
  const conditions: SQL[] = [
    eq(patientMessages.channel, 'sms'),
    eq(patientMessages.recipient, number),
    isNotNull(patientMessages.patientId),
  ];
  if (clinicId) conditions.push(eq(patientMessages.clinicId, clinicId));
  const texted = await db
    .selectDistinct({ clinicId: patientMessages.clinicId, patientId: patientMessages.patientId })
    .from(patientMessages)
    .where(and(...conditions));
  for (const { clinicId: clinic, patientId } of texted) {
    const [changed] = await db
      .update(patients)
      .set({ smsOptedOutAt: optedOut ? now : null })
      .where(
        and(
          eq(patients.clinicId, clinic),
          eq(patients.id, patientId!),
          optedOut ? isNull(patients.smsOptedOutAt) : isNotNull(patients.smsOptedOutAt),
        ),
      )
      .returning({ id: patients.id });
    if (!changed) continue;
    await recordAudit(db, {
      action: optedOut ? 'patient.sms_opted_out' : 'patient.sms_opted_in',
      clinicId: clinic,
      entityType: 'patient',
      entityId: patientId!,
      meta: { patientId, source: 'sms' },
    });
  }
}

async function act(
  ctx: AppContext,
  db: Db,
  text: AnsweredText,
  incoming: IncomingText,
  scopedToClinic: boolean,
): Promise<Outcome> {
  const now = ctx.clock.now();
  const clinicOnly = scopedToClinic ? text.clinicId : undefined;
  switch (replyIntentOf(incoming.body)) {
    case 'confirm':
      return confirmVisit(db, ctx.clock, text, now);
    case 'cancel':
      return cancelVisit(ctx, db, text, now);
    case 'stop':
      await setOptOut(db, incoming.from, now, true, clinicOnly);
      return { action: 'opted_out' };
    case 'start':
      await setOptOut(db, incoming.from, now, false, clinicOnly);
      return { action: 'triage', note: 'Texts turned back on (START).', handled: true };
    case 'other':
      return { action: 'triage' };
  }
}

/**
 * A patient's text back, as one transaction: recorded against the latest text sent to that number
 * (or `answering`, the test inbox's chosen text, kept inside its clinic), then acted on. C, Yes
 * confirms the visit it was about; X, No cancels it inside the clinic's cancel window, as the
 * portal does; STOP stops texts to the number at once, START turns them back on; anything else,
 * or a C or X that cannot act, waits in the staff inbox with the reason.
 */
export async function receiveReply(
  ctx: AppContext,
  incoming: IncomingText,
  answering?: { id: string; clinicId: string },
): Promise<ReplyReceipt> {
  const now = ctx.clock.now();
  let freedTimeOf: string | undefined;
  const receipt = await ctx.db.transaction(async (tx): Promise<ReplyReceipt> => {
    const text = answering
      ? await answeredText(tx, answering)
      : await latestTextTo(tx, incoming.from, now);
    if (!text) return { outcome: 'unknown_number' };
    const [reply] = await tx
      .insert(messageReplies)
      .values({
        clinicId: text.clinicId,
        patientId: text.patientId,
        appointmentId: text.appointmentId,
        messageId: text.id,
        fromNumber: incoming.from,
        body: incoming.body.slice(0, MAX_REPLY_LENGTH),
        providerId: incoming.providerId,
        action: 'triage',
        receivedAt: now,
      })
      .onConflictDoNothing({ target: messageReplies.providerId })
      .returning({ id: messageReplies.id });
    if (!reply) return { outcome: 'duplicate' };
    const outcome = await act(ctx, tx, text, incoming, answering !== undefined);
    await tx
      .update(messageReplies)
      .set({
        action: outcome.action,
        note: outcome.note ?? '',
        ...(outcome.handled ? { handledAt: now } : {}),
      })
      .where(and(eq(messageReplies.id, reply.id), eq(messageReplies.clinicId, text.clinicId)));
    if (outcome.freedTime) freedTimeOf = text.clinicId;
    return {
      outcome: 'recorded',
      replyId: reply.id,
      clinicId: text.clinicId,
      action: outcome.action,
    };
  });
  if (freedTimeOf) await forgetFreeTimes(ctx, freedTimeOf);
  return receipt;
}

async function answeredText(
  db: Db,
  message: { id: string; clinicId: string },
): Promise<AnsweredText | null> {
  const [row] = await db
    .select(answeredColumns)
    .from(patientMessages)
    .where(
      and(
        eq(patientMessages.id, message.id),
        eq(patientMessages.clinicId, message.clinicId),
        eq(patientMessages.channel, 'sms'),
        isNotNull(patientMessages.patientId),
      ),
    );
  return row ? { ...row, patientId: row.patientId! } : null;
}

/** The clinic's booking page shows the freed time at once. */
async function forgetFreeTimes(ctx: AppContext, clinicId: string) {
  const [settings] = await ctx.db
    .select({ slug: onlineBookingSettings.slug })
    .from(onlineBookingSettings)
    .where(eq(onlineBookingSettings.clinicId, clinicId));
  if (settings?.slug) ctx.freeTimes.forget(settings.slug);
}
