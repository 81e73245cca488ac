import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Message } from '../../../domain/messages.js';
import {
  appointments,
  clinicMessageSettings,
  clinics,
  outbox,
  patientMessages,
  patients,
  services,
} from '../../db/schema.js';
import { deliverDueMail } from '../../background/outbox.js';
import { createMailTransport } from '../../integrations/mail/transport.js';
import {
  LOCAL_INVALID_NUMBER,
  localSmsDir,
  type LocalSmsFile,
} from '../../integrations/sms/local-provider.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { createClinic, createUser, sessionCookieFor } from '../../test/fixtures.js';
import { queueAppointmentConfirmation, queueDueReminders } from '../appointment-mail/service.js';
import { deliverDueSms } from './sms-delivery.js';

const HOUR = 3_600_000;
const log = pino({ level: 'silent' });

describe('patient messages by SMS and email', () => {
  let ctx: TestContext;
  let dataDir: string;
  let clinicId: string;
  let serviceId: string;
  let ownerId: string;
  let slot = 0;

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'motio-sms-'));
    ctx = await createTestApp({ DATA_DIR: dataDir });
    moveClockTo(new Date('2026-12-01T10:00:00Z')); // 11:00 in Belgrade
    const db = ctx.database.db;
    clinicId = (await createClinic(db, 'Sava Physio')).id;
    const owner = await createUser(db, { clinicId, role: 'owner' });
    ownerId = owner.id;
    await db
      .update(clinics)
      .set({ name: 'Sava Physio', timeZone: 'Europe/Belgrade', phone: '+381 21 555 0100' })
      .where(eq(clinics.id, clinicId));
    await db.insert(clinicMessageSettings).values({
      clinicId,
      smsKinds: ['reminder', 'confirmation'],
      smsTemplates: { reminder: '{clinic}: {firstName}, see you {when}. Reply C or X.' },
    });
    const [service] = await db
      .insert(services)
      .values({
        clinicId,
        name: 'Follow-up',
        durationMinutes: 45,
        priceMinor: 6500,
        color: '#228be6',
      })
      .returning();
    serviceId = service!.id;
  });
  afterAll(() => ctx.close());

  /** A session of the owner that has not idled out, whatever time the test moved to. */
  const freshCookie = () => sessionCookieFor(ctx, ownerId, clinicId);
  const moveClockTo = (at: Date) => ctx.clock.advance(at.getTime() - ctx.clock.now().getTime());

  /** A patient with an appointment `hoursAhead` from now. */
  async function visit(patient: Partial<typeof patients.$inferInsert>, hoursAhead = 20) {
    slot += 1;
    const db = ctx.database.db;
    const therapist = await createUser(db, { clinicId, role: 'therapist' });
    const [created] = await db
      .insert(patients)
      .values({ clinicId, firstName: 'Milica', lastName: `Test ${slot}`, ...patient })
      .returning();
    const startsAt = new Date(ctx.clock.now().getTime() + hoursAhead * HOUR + slot * 60_000);
    const [row] = await db
      .insert(appointments)
      .values({
        clinicId,
        therapistId: therapist.id,
        serviceId,
        patientId: created!.id,
        startsAt,
        endsAt: new Date(startsAt.getTime() + 45 * 60_000),
      })
      .returning();
    return { appointmentId: row!.id, patientId: created!.id };
  }

  const deps = () => ({
    db: ctx.database.db,
    clock: ctx.clock,
    sms: ctx.app.ctx.sms,
    log,
    appOrigin: 'http://localhost:3000',
  });

  async function trail(appointmentId: string): Promise<Message[]> {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/appointments/${appointmentId}/messages`,
      headers: { cookie: await freshCookie() },
    });
    expect(response.statusCode).toBe(200);
    return response.json<{ messages: Message[] }>().messages;
  }

  async function sentTexts(): Promise<LocalSmsFile[]> {
    const files = await fs.readdir(localSmsDir(dataDir)).catch(() => []);
    return Promise.all(
      files.map(async (file) =>
        JSON.parse(await fs.readFile(path.join(localSmsDir(dataDir), file), 'utf8')),
      ),
    );
  }

  it("texts a reminder in the clinic's words to a patient who agreed to texts, and shows it delivered", async () => {
    const { appointmentId } = await visit({
      phone: '064 555 0192',
      consentToSms: true,
      email: 'milica@example.com',
      consentToContact: true,
    });
    expect(await queueDueReminders({ db: ctx.database.db, clock: ctx.clock })).toBeGreaterThan(0);
    const [queued] = await trail(appointmentId);
    expect(queued).toMatchObject({
      kind: 'reminder',
      channel: 'sms',
      status: 'queued',
      to: '+381645550192',
      segments: 1,
      sentAt: null,
    });
    expect(queued!.body).toMatch(
      /^Sava Physio: Milica, see you \w{3} 2 Dec, 07:\d\d\. Reply C or X\.$/,
    );

    await deliverDueSms(deps());
    const [delivered] = await trail(appointmentId);
    expect(delivered).toMatchObject({ status: 'delivered', error: null });
    expect(delivered!.deliveredAt).toBe(ctx.clock.now().toISOString());
    const texts = await sentTexts();
    expect(texts.filter((t) => t.body === queued!.body)).toHaveLength(1);
    // Texted, not mailed as well.
    expect(
      (await ctx.database.db.select().from(outbox).where(eq(outbox.kind, 'mail'))).filter(
        (row) => (row.payload as { to?: string }).to === 'milica@example.com',
      ),
    ).toEqual([]);
  });

  it('mails a patient who did not agree to texts, and records the mail on the visit', async () => {
    const { appointmentId } = await visit({
      phone: '064 555 0193',
      email: 'jovana@example.com',
      consentToContact: true,
    });
    expect(await queueAppointmentConfirmation(ctx.database.db, ctx.clock, appointmentId)).toBe(
      true,
    );
    const [mail] = await trail(appointmentId);
    expect(mail).toMatchObject({ kind: 'confirmation', channel: 'email', status: 'queued' });
    expect(mail!.to).toBe('jovana@example.com');

    const mailDir = path.join(dataDir, 'mail');
    await deliverDueMail({
      ...deps(),
      transport: createMailTransport({ from: 'Motio <no-reply@motio.test>', mailDir, log }),
    });
    const [sent] = await trail(appointmentId);
    expect(sent).toMatchObject({ status: 'sent', error: null });
  });

  it('falls back to email when the number cannot take texts, and says so on both messages', async () => {
    const { appointmentId } = await visit({
      phone: LOCAL_INVALID_NUMBER,
      consentToSms: true,
      email: 'petar@example.com',
      consentToContact: true,
    });
    await queueDueReminders({ db: ctx.database.db, clock: ctx.clock });
    await deliverDueSms(deps());
    const [text, mail] = await trail(appointmentId);
    expect(text).toMatchObject({
      kind: 'reminder',
      channel: 'sms',
      status: 'failed',
      error: 'Not a valid mobile number.',
      fallbackMessageId: mail!.id,
    });
    expect(mail).toMatchObject({ channel: 'email', isFallback: true, to: 'petar@example.com' });
    // The failed text is final: delivering again sends nothing more.
    await deliverDueSms(deps());
    expect(await trail(appointmentId)).toHaveLength(2);
  });

  it('texts a confirmation and mails it too, with the calendar file a text cannot carry', async () => {
    const { appointmentId } = await visit({
      phone: '064 555 0197',
      consentToSms: true,
      email: 'sara@example.com',
      consentToContact: true,
    });
    await queueAppointmentConfirmation(ctx.database.db, ctx.clock, appointmentId);
    const messages = await trail(appointmentId);
    expect(messages.map((m) => [m.kind, m.channel, m.isFallback]).sort()).toEqual([
      ['confirmation', 'email', false],
      ['confirmation', 'sms', false],
    ]);
  });

  it('sends no text to a patient who replied STOP after it was queued', async () => {
    const { appointmentId, patientId } = await visit({
      phone: '064 555 0194',
      consentToSms: true,
    });
    await queueAppointmentConfirmation(ctx.database.db, ctx.clock, appointmentId);
    await ctx.database.db
      .update(patients)
      .set({ smsOptedOutAt: ctx.clock.now() })
      .where(and(eq(patients.id, patientId), eq(patients.clinicId, clinicId)));
    await deliverDueSms(deps());
    expect((await sentTexts()).filter((text) => text.to === '+381645550194')).toEqual([]);
    const [text] = await trail(appointmentId);
    expect(text).toMatchObject({
      status: 'failed',
      error: 'Not sent: the patient replied STOP to texts.',
    });
  });

  it('holds a text queued in quiet hours until 08:00 clinic time', async () => {
    const evening = new Date('2026-12-01T21:30:00Z'); // 22:30 in Belgrade
    moveClockTo(evening);
    try {
      const { appointmentId } = await visit({ phone: '064 555 0195', consentToSms: true }, 30);
      await queueAppointmentConfirmation(ctx.database.db, ctx.clock, appointmentId);
      const [message] = await ctx.database.db
        .select({ id: patientMessages.id })
        .from(patientMessages)
        .where(eq(patientMessages.appointmentId, appointmentId));
      const [row] = (
        await ctx.database.db.select().from(outbox).where(eq(outbox.kind, 'sms'))
      ).filter((r) => r.payload.messageId === message!.id);
      expect(row!.runAfter.toISOString()).toBe('2026-12-02T07:00:00.000Z');
      await deliverDueSms(deps());
      expect((await trail(appointmentId))[0]!.status).toBe('queued');
      moveClockTo(new Date('2026-12-02T07:00:00Z'));
      await deliverDueSms(deps());
      expect((await trail(appointmentId))[0]!.status).toBe('delivered');
    } finally {
      moveClockTo(new Date('2026-12-01T10:00:00Z'));
    }
  });

  it('mails instead of texting a reminder that quiet hours would hold past its visit', async () => {
    moveClockTo(new Date('2026-12-01T22:00:00Z')); // 23:00 in Belgrade
    try {
      const { appointmentId } = await visit(
        {
          phone: '064 555 0196',
          consentToSms: true,
          email: 'ivan@example.com',
          consentToContact: true,
        },
        7, // 06:0x next morning, before quiet hours end
      );
      await queueDueReminders({ db: ctx.database.db, clock: ctx.clock });
      const [text, mail] = await trail(appointmentId);
      expect(text).toMatchObject({
        status: 'failed',
        error: 'Not sent: quiet hours last until after the visit.',
        fallbackMessageId: mail!.id,
      });
      expect(mail).toMatchObject({ channel: 'email', isFallback: true });
    } finally {
      moveClockTo(new Date('2026-12-01T10:00:00Z'));
    }
  });

  it('queues and texts each reminder once when two instances work at the same time', async () => {
    const due = [];
    for (let n = 0; n < 6; n += 1)
      due.push(await visit({ phone: `064 555 02${10 + n}`, consentToSms: true }));
    const worker = { db: ctx.database.db, clock: ctx.clock };
    await Promise.all([queueDueReminders(worker, 2), queueDueReminders(worker, 2)]);
    while ((await queueDueReminders(worker)) > 0) {
      // Whatever the two left is queued now.
    }
    await Promise.all([deliverDueSms(deps(), 2), deliverDueSms(deps(), 2)]);
    while ((await deliverDueSms(deps())) > 0) {
      // Drain what the two left.
    }
    const texts = await sentTexts();
    for (const { appointmentId } of due) {
      const messages = await trail(appointmentId);
      expect(messages.map((m) => [m.kind, m.status])).toEqual([['reminder', 'delivered']]);
      expect(texts.filter((text) => text.body === messages[0]!.body)).toHaveLength(1);
    }
  });

  it("filters the clinic's log and counts delivery over 30 days", async () => {
    const log = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/messages?channel=sms&status=failed',
      headers: { cookie: await freshCookie() },
    });
    expect(log.statusCode).toBe(200);
    const body = log.json<{ messages: Message[]; total: number }>();
    expect(body.total).toBeGreaterThanOrEqual(2);
    expect(body.messages.every((m) => m.channel === 'sms' && m.status === 'failed')).toBe(true);
    expect(body.messages[0]!.patientName).toMatch(/^Milica Test \d+$/);

    const delivery = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/messages/delivery',
      headers: { cookie: await freshCookie() },
    });
    const sms = delivery
      .json<{ delivery: { channels: { channel: string; sent: number; delivered: number }[] } }>()
      .delivery.channels.find((c) => c.channel === 'sms')!;
    const delivered = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/messages?channel=sms&status=delivered',
      headers: { cookie: await freshCookie() },
    });
    expect(sms.delivered).toBe(delivered.json<{ total: number }>().total);
    expect(sms.delivered).toBeGreaterThanOrEqual(8);
    // Held and refused texts never left: only the delivered ones count as sent.
    expect(sms.sent).toBe(sms.delivered);
  });
});
