import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { Reply, TestInboxText } from '../../../domain/messages.js';
import { appointments, clinicMessageSettings, patients } from '../../db/schema.js';
import { createTestApp, TEST_ORIGIN } from '../../test/app.js';
import { addPatient } from '../../test/scheduling-fixtures.js';
import { waitlistClinic } from '../../test/waitlist-fixtures.js';
import { queueAppointmentConfirmation } from '../appointment-mail/service.js';
import { deliverDueSms, SMS_STATUS_CALLBACK_PATH } from './sms-delivery.js';
import { SMS_INBOUND_PATH } from './sms-webhook-routes.js';

/** With SMS_PROVIDER=local, staff read the clinic's texts and answer them as patients would. */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'motio-test-inbox-'));
const ctx = await createTestApp({ DATA_DIR: dataDir });
afterAll(async () => {
  await ctx.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});
const db = ctx.database.db;
const DAY = 24 * 60 * 60 * 1000;

type Clinic = Awaited<ReturnType<typeof waitlistClinic>>;

async function textingClinic() {
  const clinic = await waitlistClinic(ctx);
  await db.insert(clinicMessageSettings).values({
    clinicId: clinic.clinicId,
    smsKinds: ['confirmation', 'cancellation'],
    quietFrom: '00:00',
    quietUntil: '00:00',
  });
  return clinic;
}

let count = 0;
/** A patient who agreed to texts, and a visit in `days` days whose confirmation was texted. */
async function textedVisit(clinic: Clinic, days = 10) {
  count += 1;
  const patient = await addPatient(db, clinic.clinicId, {
    firstName: 'Lena',
    lastName: `Inbox${count}`,
    phone: `+38164556${1000 + count}`,
    consentToSms: true,
  });
  const startsAt = new Date(ctx.clock.now().getTime() + days * DAY + count * 60 * 60_000);
  const [visit] = await db
    .insert(appointments)
    .values({
      clinicId: clinic.clinicId,
      patientId: patient.id,
      therapistId: clinic.therapist.id,
      serviceId: clinic.service.id,
      locationId: clinic.locationId,
      startsAt,
      endsAt: new Date(startsAt.getTime() + 45 * 60_000),
    })
    .returning();
  await queueAppointmentConfirmation(db, ctx.clock, visit!.id);
  await deliverDueSms({
    db,
    clock: ctx.clock,
    sms: ctx.app.ctx.sms,
    log: ctx.app.log,
    appOrigin: TEST_ORIGIN,
  });
  return { patient, visit: visit! };
}

const inbox = async (clinic: Clinic) => {
  const response = await ctx.app.inject({
    method: 'GET',
    url: '/api/v1/messages/test-inbox',
    headers: { cookie: clinic.owner.cookie },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ texts: TestInboxText[] }>().texts;
};
const reply = (clinic: Clinic, messageId: string, body: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/messages/test-inbox/reply',
    headers: { cookie: clinic.owner.cookie },
    payload: { messageId, body },
  });

const clinic = await textingClinic();
const otherClinic = await textingClinic();

describe('the test inbox', () => {
  it("shows the clinic's texts as the local provider sent them, newest first", async () => {
    const first = await textedVisit(clinic);
    ctx.clock.advance(60_000);
    const second = await textedVisit(clinic);
    await textedVisit(otherClinic);

    const texts = await inbox(clinic);

    expect(texts.map((text) => text.patientName)).toEqual([
      `Lena ${second.patient.lastName}`,
      `Lena ${first.patient.lastName}`,
    ]);
    expect(texts[0]).toMatchObject({
      id: expect.stringMatching(/^LOCAL/),
      to: second.patient.phone,
      sentAt: ctx.clock.now().toISOString(),
      body: expect.stringContaining('Follow-up treatment'),
    });
    expect((await inbox(otherClinic)).map((text) => text.patientName)).toEqual([
      `Lena Inbox${count}`,
    ]);
  });

  it('answers C as the patient: the visit is confirmed', async () => {
    const { visit } = await textedVisit(clinic);
    const text = (await inbox(clinic)).find((entry) => entry.to === `+38164556${1000 + count}`)!;

    const response = await reply(clinic, text.messageId, 'C');

    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ reply: Reply }>().reply).toMatchObject({
      action: 'confirmed',
      body: 'C',
      appointmentId: visit.id,
      from: text.to,
    });
    const [row] = await db.select().from(appointments).where(eq(appointments.id, visit.id));
    expect(row).toMatchObject({ status: 'confirmed', confirmedByPatientAt: ctx.clock.now() });
  });

  it("answers STOP as the patient: no more texts to them, another clinic's patient unchanged", async () => {
    const { patient } = await textedVisit(clinic);
    const neighbour = await textedVisit(otherClinic);
    await db
      .update(patients)
      .set({ phone: patient.phone })
      .where(
        and(eq(patients.clinicId, otherClinic.clinicId), eq(patients.id, neighbour.patient.id)),
      );
    const text = (await inbox(clinic)).find((entry) => entry.to === patient.phone)!;

    const response = await reply(clinic, text.messageId, 'stop');

    expect(response.json<{ reply: Reply }>().reply.action).toBe('opted_out');
    const optedOut = async (clinicId: string, id: string) =>
      (
        await db
          .select({ at: patients.smsOptedOutAt })
          .from(patients)
          .where(and(eq(patients.clinicId, clinicId), eq(patients.id, id)))
      )[0]!.at;
    expect(await optedOut(clinic.clinicId, patient.id)).toEqual(ctx.clock.now());
    expect(await optedOut(otherClinic.clinicId, neighbour.patient.id)).toBeNull();
  });

  it("answers 404 for another clinic's text, and changes nothing there", async () => {
    const { visit } = await textedVisit(otherClinic);
    const theirs = (await inbox(otherClinic))[0]!;

    const response = await reply(clinic, theirs.messageId, 'X');

    expect(response.statusCode).toBe(404);
    const [row] = await db.select().from(appointments).where(eq(appointments.id, visit.id));
    expect(row!.status).toBe('scheduled');
  });

  it('refuses an empty reply', async () => {
    const text = (await inbox(clinic))[0]!;
    expect((await reply(clinic, text.messageId, '   ')).statusCode).toBe(400);
  });

  it('is empty before any text was sent', async () => {
    expect(await inbox(await textingClinic())).toEqual([]);
  });
});

describe('with SMS_PROVIDER=local', () => {
  it.each([SMS_STATUS_CALLBACK_PATH, SMS_INBOUND_PATH])(
    '%s answers 404: there is no Twilio to verify it with',
    async (url) => {
      const response = await ctx.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'MessageSid=SM1&MessageStatus=delivered',
      });
      expect(response.statusCode).toBe(404);
    },
  );
});
