import { and, asc, eq } from 'drizzle-orm';
import twilio from 'twilio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Message, Reply } from '../../../domain/messages.js';
import {
  appointments,
  auditEvents,
  clinicMessageSettings,
  messageReplies,
  outbox,
  patientMessages,
  patients,
  waitlistOffers,
} from '../../db/schema.js';
import { createTestApp, TEST_ORIGIN } from '../../test/app.js';
import { startFakeTwilio, TWILIO_INVALID_NUMBER } from '../../test/fake-twilio.js';
import { createUser, queuedMail } from '../../test/fixtures.js';
import { addPatient } from '../../test/scheduling-fixtures.js';
import { waitlistClinic } from '../../test/waitlist-fixtures.js';
import { queueAppointmentConfirmation, queueDueReminders } from '../appointment-mail/service.js';
import { deliverDueSms, SMS_STATUS_CALLBACK_PATH } from './sms-delivery.js';
import { SMS_INBOUND_PATH } from './sms-webhook-routes.js';

/** Texts through Twilio's SDK against a local fake Twilio, and Twilio's signed webhooks. */
const ACCOUNT = { sid: `AC${'0123456789abcdef'.repeat(2)}`, authToken: 'twilio-test-token' };
const CLINIC_SENDER = '+15017122661';
const fakeTwilio = await startFakeTwilio(ACCOUNT);
const logLines: string[] = [];
const ctx = await createTestApp(
  {
    SMS_PROVIDER: 'twilio',
    TWILIO_ACCOUNT_SID: ACCOUNT.sid,
    TWILIO_AUTH_TOKEN: ACCOUNT.authToken,
    TWILIO_FROM: CLINIC_SENDER,
    TWILIO_API_BASE: fakeTwilio.base,
    LOG_LEVEL: 'info',
  },
  { write: (line) => logLines.push(line) },
);
afterAll(async () => {
  await ctx.close();
  await fakeTwilio.close();
});
const db = ctx.database.db;
const HOUR = 60 * 60 * 1000;

const clinic = await waitlistClinic(ctx);
beforeAll(async () => {
  // Quiet hours off: the texts go out whenever the test runs.
  await db.insert(clinicMessageSettings).values({
    clinicId: clinic.clinicId,
    smsKinds: ['confirmation', 'reminder', 'cancellation'],
    quietFrom: '00:00',
    quietUntil: '00:00',
  });
});

const deliver = () =>
  deliverDueSms({
    db,
    clock: ctx.clock,
    sms: ctx.app.ctx.sms,
    log: ctx.app.log,
    appOrigin: TEST_ORIGIN,
  });

let patientCount = 0;
/** A patient who agreed to texts and mail, with their own mobile number. */
async function textingPatient(phone?: string) {
  patientCount += 1;
  const number = phone ?? `+38164555${1000 + patientCount}`;
  const patient = await addPatient(db, clinic.clinicId, {
    firstName: 'Nada',
    lastName: `Texter${patientCount}`,
    phone: number,
    consentToSms: true,
    email: `nada-${patientCount}@example.com`,
    consentToContact: true,
  });
  return { ...patient, number };
}

let visitCount = 0;
/**
 * A visit of the patient starting `startsIn` from now, with its own practitioner, and its
 * confirmation texted (or its reminder, which falls back to a mail), not yet sent.
 */
async function textedVisit(
  patient: { id: string },
  { startsIn = 10 * 24 * HOUR, kind = 'confirmation' as 'confirmation' | 'reminder' } = {},
) {
  visitCount += 1;
  const therapist = await createUser(db, { clinicId: clinic.clinicId, role: 'therapist' });
  const startsAt = new Date(ctx.clock.now().getTime() + startsIn + visitCount * 60_000);
  const [visit] = await db
    .insert(appointments)
    .values({
      clinicId: clinic.clinicId,
      patientId: patient.id,
      therapistId: therapist.id,
      serviceId: clinic.service.id,
      locationId: clinic.locationId,
      startsAt,
      endsAt: new Date(startsAt.getTime() + 45 * 60_000),
    })
    .returning();
  if (kind === 'reminder') await queueDueReminders({ db, clock: ctx.clock });
  else await queueAppointmentConfirmation(db, ctx.clock, visit!.id);
  return visit!;
}

/** A reminder is due 24 hours before: its text carries the mail to send if it fails. */
const REMINDER = { startsIn: 20 * HOUR, kind: 'reminder' } as const;

const messagesOf = async (appointmentId: string) => {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/v1/appointments/${appointmentId}/messages`,
    headers: { cookie: clinic.owner.cookie },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ messages: Message[] }>().messages;
};
const textOf = async (appointmentId: string) =>
  (await messagesOf(appointmentId)).find((message) => message.channel === 'sms')!;
const sidOf = async (messageId: string) =>
  (
    await db
      .select({ providerId: patientMessages.providerId })
      .from(patientMessages)
      .where(eq(patientMessages.id, messageId))
  )[0]!.providerId!;

/** Posts a form to a Twilio webhook, signed as Twilio signs it unless `signature` says else. */
function webhook(path: string, params: Record<string, string>, signature?: string | null) {
  const headers: Record<string, string> = {
    'content-type': 'application/x-www-form-urlencoded',
  };
  const signed =
    signature === undefined
      ? twilio.getExpectedTwilioSignature(ACCOUNT.authToken, `${TEST_ORIGIN}${path}`, params)
      : signature;
  if (signed !== null) headers['x-twilio-signature'] = signed;
  return ctx.app.inject({
    method: 'POST',
    url: path,
    headers,
    payload: new URLSearchParams(params).toString(),
  });
}

const statusReport = (sid: string, status: string, errorCode?: string) =>
  webhook(SMS_STATUS_CALLBACK_PATH, {
    AccountSid: ACCOUNT.sid,
    ApiVersion: '2010-04-01',
    MessageSid: sid,
    SmsSid: sid,
    MessageStatus: status,
    SmsStatus: status,
    From: CLINIC_SENDER,
    To: '+381645550000',
    ...(errorCode ? { ErrorCode: errorCode } : {}),
  });

let inboundCount = 0;
const inboundSid = () => `SM${String((inboundCount += 1)).padStart(32, 'f')}`;
const textBack = (from: string, body: string, sid = inboundSid()) =>
  webhook(SMS_INBOUND_PATH, {
    AccountSid: ACCOUNT.sid,
    ApiVersion: '2010-04-01',
    MessageSid: sid,
    SmsSid: sid,
    From: from,
    To: CLINIC_SENDER,
    Body: body,
    NumMedia: '0',
    NumSegments: '1',
  });

const replies = async (state: 'waiting' | 'all') => {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/v1/messages/replies?state=${state}`,
    headers: { cookie: clinic.owner.cookie },
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ replies: Reply[] }>().replies;
};
const appointmentRow = async (id: string) =>
  (await db.select().from(appointments).where(eq(appointments.id, id)))[0]!;

/** A patient whose visit's confirmation went out through Twilio. */
async function sentText(visitOptions?: Parameters<typeof textedVisit>[1]) {
  const patient = await textingPatient();
  const visit = await textedVisit(patient, visitOptions);
  await deliver();
  const text = await textOf(visit.id);
  expect(text.status).toBe('sent');
  return { patient, visit, text, sid: await sidOf(text.id) };
}

describe('sending through Twilio', () => {
  it("sends from the clinic's sender with the status callback, and keeps Twilio's id", async () => {
    const patient = await textingPatient();
    const visit = await textedVisit(patient);
    const before = fakeTwilio.sends().length;

    await deliver();

    const sends = fakeTwilio.sends().slice(before);
    expect(sends).toHaveLength(1);
    expect(sends[0]).toMatchObject({
      authorised: true,
      form: {
        To: patient.number,
        From: CLINIC_SENDER,
        StatusCallback: `${TEST_ORIGIN}${SMS_STATUS_CALLBACK_PATH}`,
      },
    });
    const text = await textOf(visit.id);
    expect(sends[0]!.form.Body).toBe(text.body);
    expect(text).toMatchObject({ status: 'sent', error: null });
    expect(await sidOf(text.id)).toMatch(/^SM[0-9a-f]{32}$/);
  });

  it('fails a number Twilio calls invalid at once, and mails the patient instead', async () => {
    const patient = await textingPatient(TWILIO_INVALID_NUMBER);
    const visit = await textedVisit(patient, REMINDER);

    await deliver();

    const messages = await messagesOf(visit.id);
    const text = messages.find((message) => message.channel === 'sms')!;
    const mail = messages.find((message) => message.channel === 'email')!;
    expect(text).toMatchObject({
      status: 'failed',
      error: 'Not a valid phone number. (Twilio error 21211)',
      fallbackMessageId: mail.id,
    });
    expect(mail).toMatchObject({ isFallback: true, status: 'queued', kind: 'reminder' });
    expect(await queuedMail(db, patient.email, 'appointment-reminder')).toHaveLength(1);
  });

  it('tries again after an outage at Twilio, and sends once it is over', async () => {
    const patient = await textingPatient();
    const visit = await textedVisit(patient, REMINDER);
    fakeTwilio.failNext(503);

    await deliver();
    const waiting = await textOf(visit.id);
    expect(waiting).toMatchObject({ status: 'queued', fallbackMessageId: null });
    const [retry] = await db
      .select({ lastError: outbox.lastError, status: outbox.status })
      .from(outbox)
      .where(and(eq(outbox.kind, 'sms'), eq(outbox.status, 'pending')));
    expect(retry?.lastError).toBe('Twilio did not take the text (HTTP 503, error 20500).');

    ctx.clock.advance(2 * 60_000);
    await deliver();

    expect(await textOf(visit.id)).toMatchObject({ status: 'sent' });
    expect(await queuedMail(db, patient.email)).toEqual([]);
  });
});

describe("Twilio's delivery reports", () => {
  it('move a sent text to delivered', async () => {
    const { visit, sid } = await sentText();

    const response = await statusReport(sid, 'delivered');

    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ received: true });
    const text = await textOf(visit.id);
    expect(text.status).toBe('delivered');
    expect(text.deliveredAt).toBe(ctx.clock.now().toISOString());
  });

  it('fail an undelivered text with the reason and mail the patient instead, once', async () => {
    const { patient, visit, sid } = await sentText(REMINDER);

    expect((await statusReport(sid, 'undelivered', '30003')).statusCode).toBe(200);
    expect((await statusReport(sid, 'undelivered', '30003')).statusCode).toBe(200);
    expect((await statusReport(sid, 'failed', '30008')).statusCode).toBe(200);

    const messages = await messagesOf(visit.id);
    const text = messages.find((message) => message.channel === 'sms')!;
    expect(text).toMatchObject({
      status: 'undelivered',
      error: 'The phone was switched off or out of reach. (Twilio error 30003)',
    });
    expect(messages.filter((message) => message.isFallback)).toHaveLength(1);
    expect(text.fallbackMessageId).toBe(messages.find((message) => message.isFallback)!.id);
    expect(await queuedMail(db, patient.email, 'appointment-reminder')).toHaveLength(1);
  });

  it('never move a text back: sent after delivered leaves it delivered', async () => {
    const { visit, sid } = await sentText();

    await statusReport(sid, 'delivered');
    const delivered = await textOf(visit.id);
    ctx.clock.advance(1000);
    await statusReport(sid, 'sent');
    await statusReport(sid, 'delivered');

    expect(await textOf(visit.id)).toEqual(delivered);
  });

  it('are refused with 403 when the signature is forged or missing, changing nothing', async () => {
    const { visit, sid } = await sentText();
    const forged = twilio.getExpectedTwilioSignature(
      'not-the-auth-token',
      `${TEST_ORIGIN}${SMS_STATUS_CALLBACK_PATH}`,
      { MessageSid: sid, MessageStatus: 'undelivered' },
    );

    for (const signature of [forged, null, '']) {
      const response = await webhook(
        SMS_STATUS_CALLBACK_PATH,
        { MessageSid: sid, MessageStatus: 'undelivered' },
        signature,
      );
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('INVALID_SIGNATURE');
    }
    // Signed for another address: not this webhook's call.
    const elsewhere = twilio.getExpectedTwilioSignature(
      ACCOUNT.authToken,
      `https://evil.example${SMS_STATUS_CALLBACK_PATH}`,
      { MessageSid: sid, MessageStatus: 'undelivered' },
    );
    expect(
      (
        await webhook(
          SMS_STATUS_CALLBACK_PATH,
          { MessageSid: sid, MessageStatus: 'undelivered' },
          elsewhere,
        )
      ).statusCode,
    ).toBe(403);

    expect(await textOf(visit.id)).toMatchObject({ status: 'sent', fallbackMessageId: null });
  });

  it('of a text Motio does not know are taken and ignored', async () => {
    const response = await statusReport(`SM${'9'.repeat(32)}`, 'delivered');
    expect(response.statusCode).toBe(200);
  });
});

describe("patients' text replies", () => {
  it('C confirms the visit the text was about, once however often Twilio repeats it', async () => {
    const { patient, visit } = await sentText();
    const sid = inboundSid();

    const response = await textBack(patient.number, ' c ', sid);
    await textBack(patient.number, ' c ', sid);

    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/xml/);
    expect(response.body).toContain('<Response/>');
    const confirmed = await appointmentRow(visit.id);
    expect(confirmed.status).toBe('confirmed');
    expect(confirmed.confirmedByPatientAt).toEqual(ctx.clock.now());
    expect(confirmed.updatedAt).toEqual(ctx.clock.now());
    const recorded = (await replies('all')).filter((reply) => reply.patientId === patient.id);
    expect(recorded).toEqual([
      expect.objectContaining({ action: 'confirmed', body: ' c ', appointmentId: visit.id }),
    ]);
    const audited = await db
      .select({ action: auditEvents.action, meta: auditEvents.meta })
      .from(auditEvents)
      .where(eq(auditEvents.entityId, visit.id));
    expect(audited).toContainEqual({
      action: 'appointment.status',
      meta: expect.objectContaining({ source: 'sms_reply', to: 'confirmed' }),
    });
  });

  it('X cancels inside the cancel window: the time is offered to the waitlist', async () => {
    const vera = clinic.visitPatient;
    const number = '+381645552222';
    await db
      .update(patients)
      .set({ phone: number, consentToSms: true })
      .where(and(eq(patients.clinicId, clinic.clinicId), eq(patients.id, vera.id)));
    await queueAppointmentConfirmation(db, ctx.clock, clinic.visit.id);
    await deliver();
    const ana = await clinic.waitingPatient('Ana');
    const wish = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/waitlist',
      headers: { cookie: clinic.owner.cookie },
      payload: {
        patientId: ana.id,
        serviceId: clinic.service.id,
        weekdays: [1],
        from: '08:00',
        to: '20:00',
        until: '2099-12-31',
      },
    });
    expect(wish.statusCode, wish.body).toBe(201);

    expect((await textBack(number, 'X')).statusCode).toBe(200);

    const cancelled = await appointmentRow(clinic.visit.id);
    expect(cancelled).toMatchObject({
      status: 'cancelled',
      cancelReason: 'Cancelled by the patient in a text reply',
    });
    const offers = await db
      .select({ startsAt: waitlistOffers.startsAt })
      .from(waitlistOffers)
      .where(eq(waitlistOffers.clinicId, clinic.clinicId));
    expect(offers).toEqual([{ startsAt: clinic.start }]);
    const kinds = (await messagesOf(clinic.visit.id)).map((message) => message.kind);
    expect(kinds).toContain('cancellation');
    expect((await replies('all')).find((reply) => reply.patientId === vera.id)).toMatchObject({
      action: 'cancelled',
      note: '',
    });
  });

  it('X after the cancel window leaves the visit and waits for staff with the reason', async () => {
    const { patient, visit } = await sentText({ startsIn: 3 * HOUR });

    await textBack(patient.number, 'No');

    expect((await appointmentRow(visit.id)).status).toBe('scheduled');
    const waiting = (await replies('waiting')).find((reply) => reply.patientId === patient.id);
    expect(waiting).toMatchObject({ action: 'triage', body: 'No', appointmentId: visit.id });
    expect(waiting!.note).toMatch(/^Outside the clinic's cancel window/);
  });

  it('C for a visit already cancelled changes nothing and waits for staff', async () => {
    const { patient, visit } = await sentText();
    await db
      .update(appointments)
      .set({ status: 'cancelled' })
      .where(and(eq(appointments.clinicId, clinic.clinicId), eq(appointments.id, visit.id)));

    await textBack(patient.number, 'Yes');

    expect((await appointmentRow(visit.id)).confirmedByPatientAt).toBeNull();
    expect(
      (await replies('waiting')).find((reply) => reply.patientId === patient.id),
    ).toMatchObject({ action: 'triage', note: 'The visit was already cancelled.' });
  });

  it('STOP opts the number out at once: a text queued before it is not sent', async () => {
    const { patient } = await sentText();
    const later = await textedVisit(patient, { startsIn: 20 * 24 * HOUR });
    const sends = fakeTwilio.sends().length;

    await textBack(patient.number, 'STOP');
    await deliver();

    const [row] = await db
      .select({ smsOptedOutAt: patients.smsOptedOutAt })
      .from(patients)
      .where(and(eq(patients.clinicId, clinic.clinicId), eq(patients.id, patient.id)));
    expect(row!.smsOptedOutAt).toEqual(ctx.clock.now());
    expect(fakeTwilio.sends()).toHaveLength(sends);
    const held = await textOf(later.id);
    expect(held).toMatchObject({ status: 'failed' });
    expect(held.error).toMatch(/replied STOP/);
    expect((await replies('all')).find((reply) => reply.patientId === patient.id)).toMatchObject({
      action: 'opted_out',
    });

    await textBack(patient.number, 'start');
    const [restarted] = await db
      .select({ smsOptedOutAt: patients.smsOptedOutAt })
      .from(patients)
      .where(and(eq(patients.clinicId, clinic.clinicId), eq(patients.id, patient.id)));
    expect(restarted!.smsOptedOutAt).toBeNull();
  });

  it('anything else waits in the staff inbox', async () => {
    const { patient, visit } = await sentText();

    await textBack(patient.number, 'Can I come half an hour later?');

    expect((await appointmentRow(visit.id)).status).toBe('scheduled');
    expect((await replies('waiting')).find((reply) => reply.patientId === patient.id)).toEqual(
      expect.objectContaining({
        action: 'triage',
        body: 'Can I come half an hour later?',
        from: patient.number,
        patientName: `Nada ${patient.lastName}`,
        appointmentId: visit.id,
        handledAt: null,
      }),
    );
  });

  it('from a number Motio never texted is answered and dropped, naming no one in the log', async () => {
    const before = await db.select({ id: messageReplies.id }).from(messageReplies);

    const response = await textBack('+447700900123', 'Who is this?');

    expect(response.statusCode).toBe(200);
    expect(await db.select({ id: messageReplies.id }).from(messageReplies)).toEqual(before);
  });

  it('is refused with 403 when forged, and nothing happens', async () => {
    const { patient, visit } = await sentText();

    const response = await webhook(
      SMS_INBOUND_PATH,
      { MessageSid: inboundSid(), From: patient.number, To: CLINIC_SENDER, Body: 'X' },
      'forged',
    );

    expect(response.statusCode).toBe(403);
    expect((await appointmentRow(visit.id)).status).toBe('scheduled');
    expect((await replies('all')).filter((reply) => reply.patientId === patient.id)).toEqual([]);
  });
});

describe('with SMS_PROVIDER=twilio', () => {
  it('has no test inbox', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/messages/test-inbox',
      headers: { cookie: clinic.owner.cookie },
    });
    expect(response.statusCode).toBe(404);
  });

  it("logs no patient's number or words", async () => {
    const numbers = await db
      .select({ phone: patients.phone })
      .from(patients)
      .where(eq(patients.clinicId, clinic.clinicId))
      .orderBy(asc(patients.createdAt));
    const log = logLines.join('\n');
    expect(log).toContain('sms reply');
    for (const { phone } of numbers) if (phone) expect(log).not.toContain(phone);
    expect(log).not.toContain('half an hour');
    expect(log).not.toContain('+447700900123');
  });
});
