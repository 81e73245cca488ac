import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../clock.js';
import { appointments, clinics, outbox, patients, services } from '../../db/schema.js';
import { renderMail } from '../../integrations/mail/templates.js';
import { openPostgres } from '../../db/client.js';
import { openTestDatabase, testEngine, type TestDatabase } from '../../test/database.js';
import { createClinic, createUser, queuedMail } from '../../test/fixtures.js';
import { appointmentTimeText, queueAppointmentConfirmation, queueDueReminders } from './service.js';

const HOUR = 3_600_000;

describe('appointment confirmations and reminders (reminders)', () => {
  let database: TestDatabase;
  const clock = manualClock(new Date('2026-12-01T07:00:00Z'));
  let clinicId: string;
  let serviceId: string;
  let slot = 0;

  beforeAll(async () => {
    database = await openTestDatabase();
    const db = database.db;
    clinicId = (await createClinic(db, 'Sava Physio')).id;
    // Patients are mailed for a clinic whose owner is verified (clinic-mail.ts).
    await createUser(db, { clinicId, role: 'owner' });
    await db
      .update(clinics)
      .set({
        timeZone: 'Europe/Belgrade',
        address: 'Bulevar oslobođenja 10, Novi Sad',
        phone: '+381 21 555 0100',
        cancellationPolicy: 'Please cancel at least 24 hours ahead.',
      })
      .where(eq(clinics.id, clinicId));
    const [service] = await db
      .insert(services)
      .values({
        clinicId,
        name: 'Follow-up treatment',
        durationMinutes: 45,
        priceMinor: 6500,
        color: '#228be6',
      })
      .returning();
    serviceId = service!.id;
  });
  afterAll(() => database.close());

  /** A patient and an appointment `hoursAhead` from now, each in its own slot. */
  async function booking(
    hoursAhead: number,
    patient: Partial<typeof patients.$inferInsert> = {},
    appointment: Partial<typeof appointments.$inferInsert> = {},
  ) {
    slot += 1;
    const email = `patient-${slot}@example.com`;
    // A therapist of their own: the test is about mails, not the no-overlap rule.
    const therapistId = (await createUser(database.db, { clinicId, role: 'therapist' })).id;
    const [created] = await database.db
      .insert(patients)
      .values({
        clinicId,
        firstName: 'Milica',
        lastName: `Test ${slot}`,
        email,
        consentToContact: true,
        ...patient,
      })
      .returning();
    const startsAt = new Date(clock.now().getTime() + hoursAhead * HOUR + slot * 60_000);
    const [row] = await database.db
      .insert(appointments)
      .values({
        clinicId,
        therapistId,
        serviceId,
        patientId: created!.id,
        startsAt,
        endsAt: new Date(startsAt.getTime() + 45 * 60_000),
        ...appointment,
      })
      .returning();
    return { id: row!.id, email };
  }

  it('formats the time in the clinic time zone, as patients read it', () => {
    expect(appointmentTimeText(new Date('2026-12-01T08:00:00Z'), 'Europe/Belgrade')).toBe(
      'Tuesday, 1 December 2026 at 09:00',
    );
    // After the DST change in spring the same wall-clock time is an hour earlier in UTC.
    expect(appointmentTimeText(new Date('2026-04-07T07:00:00Z'), 'Europe/Belgrade')).toBe(
      'Tuesday, 7 April 2026 at 09:00',
    );
  });

  it('confirms a booking to a patient who agreed to be contacted, with an .ics of the appointment', async () => {
    const { id, email } = await booking(72);
    expect(await queueAppointmentConfirmation(database.db, clock, id)).toBe(true);
    const [mail] = await queuedMail(database.db, email, 'appointment-confirmation');
    expect(mail!.data).toMatchObject({
      patientFirstName: 'Milica',
      clinicName: 'Sava Physio',
      serviceName: 'Follow-up treatment',
      appointmentId: id,
    });
    const rendered = renderMail(mail!);
    expect(rendered.subject).toMatch(/^Your appointment at Sava Physio is booked: /);
    expect(rendered.text).toContain('Please cancel at least 24 hours ahead.');
    expect(rendered.text).toContain('call Sava Physio at +381 21 555 0100');
    expect(rendered.text).not.toContain('/portal/');
    const ics = rendered.attachments![0]!;
    expect(ics).toMatchObject({
      filename: 'appointment.ics',
      contentType: 'text/calendar; charset=utf-8; method=REQUEST',
    });
    expect(ics.content).toContain(`UID:${id}@motio`);
    expect(ics.content).toMatch(/DTSTART:\d{8}T\d{6}Z/);
  });

  it('sends no confirmation without consent, without an email, or for a cancelled appointment', async () => {
    const withoutConsent = await booking(72, { consentToContact: false });
    const withoutEmail = await booking(72, { email: '' });
    const cancelled = await booking(72, {}, { status: 'cancelled', cancelReason: 'Ill' });
    for (const { id } of [withoutConsent, withoutEmail, cancelled]) {
      expect(await queueAppointmentConfirmation(database.db, clock, id)).toBe(false);
    }
    expect(await queuedMail(database.db, withoutConsent.email)).toEqual([]);
    expect(await queuedMail(database.db, cancelled.email)).toEqual([]);
  });

  it('reminds the configured hours before, once, and never for a cancelled appointment', async () => {
    await database.db.delete(outbox);
    await database.db
      .update(clinics)
      .set({ reminderHoursBefore: 24 })
      .where(eq(clinics.id, clinicId));
    const tomorrow = await booking(23);
    const later = await booking(30);
    const cancelled = await booking(23, {}, { status: 'cancelled', cancelReason: 'Ill' });
    const noConsent = await booking(23, { consentToContact: false });

    await queueDueReminders({ db: database.db, clock });
    expect(await queuedMail(database.db, tomorrow.email, 'appointment-reminder')).toHaveLength(1);
    expect(await queuedMail(database.db, later.email)).toEqual([]);
    expect(await queuedMail(database.db, cancelled.email)).toEqual([]);
    expect(await queuedMail(database.db, noConsent.email)).toEqual([]);

    // Later runs do not send it again; the 30-hour one is due six hours on.
    await queueDueReminders({ db: database.db, clock });
    clock.advance(7 * HOUR);
    await queueDueReminders({ db: database.db, clock });
    expect(await queuedMail(database.db, tomorrow.email, 'appointment-reminder')).toHaveLength(1);
    expect(await queuedMail(database.db, later.email, 'appointment-reminder')).toHaveLength(1);
    const [reminder] = await queuedMail(database.db, later.email, 'appointment-reminder');
    expect(renderMail(reminder!).subject).toMatch(/^Reminder: your appointment at Sava Physio, /);
  });

  it('sends nothing while the clinic has reminders off', async () => {
    await database.db
      .update(clinics)
      .set({ remindersEnabled: false })
      .where(eq(clinics.id, clinicId));
    const { email } = await booking(2);
    await queueDueReminders({ db: database.db, clock });
    expect(await queuedMail(database.db, email)).toEqual([]);
    await database.db
      .update(clinics)
      .set({ remindersEnabled: true })
      .where(eq(clinics.id, clinicId));
  });

  it('two workers running at once queue each reminder exactly once', async () => {
    await database.db.delete(outbox);
    const due = await Promise.all(Array.from({ length: 12 }, () => booking(3)));
    await Promise.all([
      queueDueReminders({ db: database.db, clock }, 5),
      queueDueReminders({ db: database.db, clock }, 5),
      queueDueReminders({ db: database.db, clock }, 5),
    ]);
    while ((await queueDueReminders({ db: database.db, clock }, 5)) > 0) {
      // drain what the three batches left
    }
    for (const { email } of due) {
      expect(await queuedMail(database.db, email, 'appointment-reminder')).toHaveLength(1);
    }
  });

  // Two app instances are two processes with pools of their own; PostgreSQL alone decides.
  // (Embedded PGlite belongs to one process: there is no second instance to run there.)
  if (testEngine === 'postgres')
    it('two app instances on one PostgreSQL queue each reminder exactly once', async () => {
      await database.db.delete(outbox);
      const due = await Promise.all(Array.from({ length: 20 }, () => booking(3)));
      const other = await openPostgres(database.connectionString!, 4);
      try {
        const instances = [database.db, other.db];
        const drain = async (db: (typeof instances)[number]) => {
          while ((await queueDueReminders({ db, clock }, 3)) > 0) {
            // each instance keeps claiming batches until nothing is due
          }
        };
        await Promise.all([...instances, ...instances].map(drain));
      } finally {
        await other.close();
      }
      for (const { email } of due) {
        expect(await queuedMail(database.db, email, 'appointment-reminder')).toHaveLength(1);
      }
    });
});
