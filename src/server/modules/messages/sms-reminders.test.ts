import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instantOfLocal } from '../../../domain/clinic-time.js';
import { manualClock } from '../../clock.js';
import {
  appointments,
  clinicMessageSettings,
  clinics,
  outbox,
  patientMessages,
  patients,
  services,
} from '../../db/schema.js';
import { openTestDatabase, type TestDatabase } from '../../test/database.js';
import { createClinic, createUser, queuedMail } from '../../test/fixtures.js';
import { queueDueReminders } from '../appointment-mail/service.js';

const ZONE = 'Europe/Belgrade';
const HOUR = 3_600_000;

/**
 * A clinic that texts its reminders: the text is the clinic's own, and it waits for the end of
 * the quiet hours in the clinic's time zone, across clock changes too.
 */
describe('reminders by SMS', () => {
  let database: TestDatabase;
  let clinicId: string;
  let serviceId: string;
  let slot = 0;

  beforeAll(async () => {
    database = await openTestDatabase();
    const db = database.db;
    clinicId = (await createClinic(db, 'Sava Physio')).id;
    await createUser(db, { clinicId, role: 'owner' });
    await db
      .update(clinics)
      .set({ timeZone: ZONE, phone: '+381 21 555 0100', reminderHoursBefore: 24 })
      .where(eq(clinics.id, clinicId));
    const [service] = await db
      .insert(services)
      .values({
        clinicId,
        name: 'Massage',
        durationMinutes: 30,
        priceMinor: 3000,
        color: '#228be6',
      })
      .returning();
    serviceId = service!.id;
    await db.insert(clinicMessageSettings).values({
      clinicId,
      smsKinds: ['reminder'],
      quietFrom: '21:00',
      quietUntil: '08:00',
      smsTemplates: { reminder: 'Hi {firstName}! {clinic} expects you {when} ({service}).' },
    });
  });
  afterAll(() => database.close());

  /** A patient who agreed to texts (and mail) with a visit at `startsAt`. */
  async function textableVisit(
    startsAt: Date,
    patient: Partial<typeof patients.$inferInsert> = {},
  ) {
    slot += 1;
    const therapistId = (await createUser(database.db, { clinicId, role: 'therapist' })).id;
    const [created] = await database.db
      .insert(patients)
      .values({
        clinicId,
        firstName: 'Milica',
        lastName: `Text ${slot}`,
        email: `texted-${slot}@example.com`,
        consentToContact: true,
        phone: '064 555 0192',
        consentToSms: true,
        ...patient,
      })
      .returning();
    const [visit] = await database.db
      .insert(appointments)
      .values({
        clinicId,
        therapistId,
        serviceId,
        patientId: created!.id,
        startsAt,
        endsAt: new Date(startsAt.getTime() + 30 * 60_000),
      })
      .returning();
    return { id: visit!.id, email: created!.email };
  }

  async function textOf(appointmentId: string) {
    const [message] = await database.db
      .select()
      .from(patientMessages)
      .where(
        and(
          eq(patientMessages.clinicId, clinicId),
          eq(patientMessages.appointmentId, appointmentId),
        ),
      );
    const queued = message
      ? await database.db
          .select()
          .from(outbox)
          .where(and(eq(outbox.kind, 'sms'), eq(outbox.clinicId, clinicId)))
          .then((rows) =>
            rows.filter((row) => (row.payload as { messageId?: string }).messageId === message.id),
          )
      : [];
    return { message, outbox: queued };
  }

  it('texts the clinic’s own reminder to a patient who agreed to texts', async () => {
    const clock = manualClock(instantOfLocal('2026-12-01', '10:00', ZONE));
    const visit = await textableVisit(instantOfLocal('2026-12-02', '09:30', ZONE));
    await queueDueReminders({ db: database.db, clock });
    const { message, outbox: queued } = await textOf(visit.id);
    expect(message).toMatchObject({
      kind: 'reminder',
      channel: 'sms',
      recipient: '+381645550192',
      body: 'Hi Milica! Sava Physio expects you Wed 2 Dec, 09:30 (Massage).',
      segments: 1,
      status: 'queued',
    });
    // Outside the quiet hours: it goes at once.
    expect(queued.map((row) => row.runAfter.toISOString())).toEqual([clock.now().toISOString()]);
    // No mail besides the text; the mail waits as its fallback, with its Confirm/Cancel link.
    expect(await queuedMail(database.db, visit.email, 'appointment-reminder')).toEqual([]);
    expect(message!.fallbackMail).toMatchObject({
      template: 'appointment-reminder',
      data: { visitToken: expect.stringMatching(/^[\w-]{43}$/) },
    });
  });

  it('mails the reminder, with its Confirm/Cancel link, to a patient who did not agree to texts', async () => {
    const clock = manualClock(instantOfLocal('2026-12-03', '10:00', ZONE));
    const visit = await textableVisit(instantOfLocal('2026-12-04', '09:30', ZONE), {
      consentToSms: false,
    });
    await queueDueReminders({ db: database.db, clock });
    expect((await textOf(visit.id)).message).toMatchObject({ channel: 'email' });
    const [mail] = await queuedMail(database.db, visit.email, 'appointment-reminder');
    expect(mail!.data.visitToken).toMatch(/^[\w-]{43}$/);
  });

  it.each([
    // An ordinary evening: 22:00 (UTC+1) waits until 08:00 (UTC+1).
    ['an ordinary night', '2026-12-07', '2026-12-08', '2026-12-08T07:00:00.000Z', 10],
    // Clocks go forward on the last Sunday of March: the morning is UTC+2.
    ['the night clocks go forward', '2027-03-27', '2027-03-28', '2027-03-28T06:00:00.000Z', 9],
    // Clocks go back on the last Sunday of October: the evening is UTC+2, the morning UTC+1.
    ['the night clocks go back', '2026-10-24', '2026-10-25', '2026-10-25T07:00:00.000Z', 11],
  ])(
    'holds a text queued at 22:00 until 08:00 next morning, clinic time, on %s',
    async (_night, evening, morning, expected, hoursLater) => {
      const clock = manualClock(instantOfLocal(evening, '22:00', ZONE));
      const visit = await textableVisit(instantOfLocal(morning, '20:00', ZONE));
      await queueDueReminders({ db: database.db, clock });
      const { message, outbox: queued } = await textOf(visit.id);
      expect(message).toMatchObject({ channel: 'sms', status: 'queued' });
      expect(queued.map((row) => row.runAfter.toISOString())).toEqual([expected]);
      expect(new Date(expected).getTime() - clock.now().getTime()).toBe(hoursLater * HOUR);
    },
  );
});
