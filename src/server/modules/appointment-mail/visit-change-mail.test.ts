import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appointments,
  clinics,
  locations,
  patientMessages,
  patients,
  services,
  users,
} from '../../db/schema.js';
import { renderMail, type MailMessage } from '../../integrations/mail/templates.js';
import { apiCaller, CLINIC_ZONE, schedulingClinic } from '../../test/appointment-helpers.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { queuedMail } from '../../test/fixtures.js';
import { parseCalendar } from '../../test/icalendar.js';
import { addRoom } from '../../test/scheduling-fixtures.js';
import { addMember } from '../../test/team-fixtures.js';
import { appointmentTimeText, queueDueReminders } from './service.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
// Less than the sessions' idle timeout: the owner stays signed in.
const A_WHILE = 10 * 60_000;

/** The mail as the patient gets it: its text and the calendar file's one event. */
function received(mail: MailMessage) {
  const rendered = renderMail(mail);
  const calendar = parseCalendar(rendered.attachments![0]!.content);
  expect(calendar.events).toHaveLength(1);
  return { ...rendered, method: calendar.method, event: calendar.events[0]! };
}

/**
 * A staff change of a visit the patient sees (time, practitioner, place, service) updates the
 * calendar copy the confirmation made; a cancellation withdraws it; what patients do not see
 * sends nothing.
 */
describe('mails when staff change a visit', () => {
  let ctx: TestContext;
  let call: ReturnType<typeof apiCaller>;
  let clinic: Awaited<ReturnType<typeof schedulingClinic>>;
  let colleagueId: string;
  let limanId: string;
  let patientSeq = 0;

  beforeAll(async () => {
    ctx = await createTestApp();
    call = apiCaller(ctx);
    clinic = await schedulingClinic(ctx);
    const db = ctx.database.db;
    await db
      .update(clinics)
      .set({ email: 'desk@sava-physio.example', address: 'Bulevar oslobođenja 10, Novi Sad' })
      .where(eq(clinics.id, clinic.clinicId));
    const colleague = await addMember(db, clinic.clinicId, 'therapist');
    colleagueId = colleague.user.id;
    await db
      .update(users)
      .set({ name: 'Jelena', lastName: 'Marković' })
      .where(eq(users.id, colleagueId));
    const [first] = await db
      .select()
      .from(locations)
      .where(eq(locations.clinicId, clinic.clinicId));
    const [liman] = await db
      .insert(locations)
      .values({
        clinicId: clinic.clinicId,
        name: 'Liman',
        address: 'Bulevar cara Lazara 5, Novi Sad',
        openingHours: first!.openingHours,
      })
      .returning();
    limanId = liman!.id;
  });
  afterAll(() => ctx.close());

  async function patientWith(values: Partial<typeof patients.$inferInsert> = {}) {
    patientSeq += 1;
    const email = `visit-${patientSeq}@example.com`;
    const [patient] = await ctx.database.db
      .insert(patients)
      .values({
        clinicId: clinic.clinicId,
        firstName: 'Milica',
        lastName: 'Petrović',
        email,
        consentToContact: true,
        ...values,
      })
      .returning();
    return { id: patient!.id, email };
  }

  /** A visit of the patient `daysAhead` days from now, an hour long, in a slot of its own. */
  async function book(patientId: string, daysAhead: number, extra: object = {}) {
    const hour = Math.floor(ctx.clock.now().getTime() / HOUR) * HOUR;
    const start = hour + daysAhead * DAY + patientSeq * 2 * HOUR;
    const booked = await call('POST', '/appointments', clinic.cookie, {
      patientId,
      therapistId: clinic.therapistId,
      start: new Date(start).toISOString(),
      end: new Date(start + HOUR).toISOString(),
      confirmOutsideOpeningHours: true,
      confirmOutsideWorkingHours: true,
      ...extra,
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const body = booked.json();
    return (body.appointment ?? body.appointments[0]) as { id: string; start: string };
  }

  const change = async (id: string, body: object) => {
    ctx.clock.advance(A_WHILE);
    const changed = await call('PATCH', `/appointments/${id}`, clinic.cookie, {
      confirmOutsideOpeningHours: true,
      confirmOutsideWorkingHours: true,
      ...body,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    return changed.json().appointments as { id: string; start: string }[];
  };

  it('updates the calendar copy on each move and withdraws it on cancelling: one UID, rising SEQUENCE', async () => {
    const patient = await patientWith();
    const visit = await book(patient.id, 3);
    const start = Date.parse(visit.start);
    const mails = () => queuedMail(ctx.database.db, patient.email);

    const later = new Date(start + 2 * HOUR);
    await change(visit.id, { start: later.toISOString() });
    await change(visit.id, { therapistId: colleagueId });
    await change(visit.id, { locationId: limanId });
    ctx.clock.advance(A_WHILE);
    const cancelled = await call('POST', `/appointments/${visit.id}/status`, clinic.cookie, {
      status: 'cancelled',
      reason: 'The therapist is ill',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);

    const sent = await mails();
    expect(sent.map((mail) => mail.template)).toEqual([
      'appointment-confirmation',
      'appointment-change',
      'appointment-change',
      'appointment-change',
      'appointment-cancellation',
    ]);
    const [confirmation, moved, otherTherapist, otherPlace, cancellation] = sent.map(received);
    // The visit's message trail names each by its kind.
    const trail = await ctx.database.db
      .select({ kind: patientMessages.kind, channel: patientMessages.channel })
      .from(patientMessages)
      .where(
        and(
          eq(patientMessages.clinicId, clinic.clinicId),
          eq(patientMessages.appointmentId, visit.id),
        ),
      )
      .orderBy(asc(patientMessages.createdAt));
    expect(trail.map((message) => message.kind)).toEqual([
      'confirmation',
      'change',
      'change',
      'change',
      'cancellation',
    ]);

    for (const mail of [confirmation, moved, otherTherapist, otherPlace, cancellation])
      expect(mail!.event.uid).toBe(`${visit.id}@motio`);
    const sequences = [confirmation, moved, otherTherapist, otherPlace, cancellation].map(
      (mail) => mail!.event.sequence,
    );
    for (let i = 1; i < sequences.length; i += 1)
      expect(sequences[i]).toBeGreaterThan(sequences[i - 1]!);
    expect([confirmation, moved, otherTherapist, otherPlace].map((mail) => mail!.method)).toEqual([
      'REQUEST',
      'REQUEST',
      'REQUEST',
      'REQUEST',
    ]);

    expect(moved!.event.start.getTime()).toBe(later.getTime());
    expect(moved!.event.end.getTime()).toBe(later.getTime() + HOUR);
    expect(moved!.event.status).toBe('CONFIRMED');
    expect(moved!.attachments![0]!.contentType).toBe(
      'text/calendar; charset=utf-8; method=REQUEST',
    );
    expect(moved!.subject).toMatch(/^Your appointment at .+ has moved: /);
    const timeText = (instant: number) => appointmentTimeText(new Date(instant), CLINIC_ZONE);
    expect(moved!.text).toContain(`Your appointment of ${timeText(start)} has moved. It is now:`);
    expect(moved!.text).toContain(`, ${timeText(later.getTime())}, at `);

    expect(otherTherapist!.subject).toMatch(/has changed: /);
    expect(otherTherapist!.text).toContain('Jelena Marković');
    expect(otherTherapist!.event.start.getTime()).toBe(later.getTime());

    expect(otherPlace!.text).toContain('Liman, Bulevar cara Lazara 5');
    expect(otherPlace!.event.location).toBe('Liman, Bulevar cara Lazara 5, Novi Sad');

    expect(cancellation!.method).toBe('CANCEL');
    expect(cancellation!.event.status).toBe('CANCELLED');
    expect(cancellation!.event.start.getTime()).toBe(later.getTime());
    expect(cancellation!.attachments![0]!.contentType).toBe(
      'text/calendar; charset=utf-8; method=CANCEL',
    );
  });

  it('reminds again of a visit moved after its reminder, and forgets the patient confirmed the old time', async () => {
    const patient = await patientWith();
    const visit = await book(patient.id, 0.5);
    const db = ctx.database.db;
    const ours = and(eq(appointments.clinicId, clinic.clinicId), eq(appointments.id, visit.id));
    await queueDueReminders({ db, clock: ctx.clock });
    await db.update(appointments).set({ confirmedByPatientAt: ctx.clock.now() }).where(ours);
    expect(await queuedMail(db, patient.email, 'appointment-reminder')).toHaveLength(1);

    await change(visit.id, { start: new Date(Date.parse(visit.start) + 3 * HOUR).toISOString() });
    const [moved] = await db.select().from(appointments).where(ours);
    expect(moved).toMatchObject({ reminderQueuedAt: null, confirmedByPatientAt: null });
    await queueDueReminders({ db, clock: ctx.clock });
    expect(await queuedMail(db, patient.email, 'appointment-reminder')).toHaveLength(2);
  });

  it('sends nothing for a change patients do not see: a note, a colour, a room', async () => {
    const patient = await patientWith();
    const room = await addRoom(ctx.database.db, clinic.clinicId);
    const visit = await book(patient.id, 4);
    await change(visit.id, { notes: 'Bring the MRI report' });
    await change(visit.id, { labelColor: '#be4bdb' });
    await change(visit.id, { roomId: room.id });
    const sent = await queuedMail(ctx.database.db, patient.email);
    expect(sent.map((mail) => mail.template)).toEqual(['appointment-confirmation']);
  });

  it('mails a change of service, and nothing to a patient who did not agree to be contacted', async () => {
    const [service] = await ctx.database.db
      .insert(services)
      .values({
        clinicId: clinic.clinicId,
        name: 'Sports massage',
        durationMinutes: 60,
        priceMinor: 5000,
        color: '#12b886',
      })
      .returning();
    const patient = await patientWith();
    const visit = await book(patient.id, 5);
    await change(visit.id, { serviceId: service!.id });
    const [mail] = await queuedMail(ctx.database.db, patient.email, 'appointment-change');
    expect(received(mail!).text).toContain('Sports massage with');

    const silent = await patientWith({ consentToContact: false });
    const quiet = await book(silent.id, 5);
    await change(quiet.id, { start: new Date(Date.parse(quiet.start) + HOUR).toISOString() });
    expect(await queuedMail(ctx.database.db, silent.email)).toEqual([]);
  });

  it('withdraws a visit given to another patient from the first and confirms it to the second', async () => {
    const first = await patientWith();
    const second = await patientWith();
    const visit = await book(first.id, 6);
    await change(visit.id, { patientId: second.id });
    const [withdrawn] = await queuedMail(ctx.database.db, first.email, 'appointment-cancellation');
    const [confirmed] = await queuedMail(ctx.database.db, second.email, 'appointment-confirmation');
    expect(received(withdrawn!)).toMatchObject({
      method: 'CANCEL',
      event: { uid: `${visit.id}@motio`, status: 'CANCELLED' },
    });
    expect(received(confirmed!)).toMatchObject({
      method: 'REQUEST',
      event: { uid: `${visit.id}@motio`, status: 'CONFIRMED' },
    });
    expect(await queuedMail(ctx.database.db, second.email, 'appointment-change')).toEqual([]);
  });

  it('in a series, mails the occurrence moved or cancelled with its following ones', async () => {
    const patient = await patientWith();
    const first = await book(patient.id, 7, { repeat: { every: 'week', count: 3 } });
    const listed = await call(
      'GET',
      `/appointments?from=${first.start}&to=${new Date(Date.parse(first.start) + 30 * DAY).toISOString()}`,
      clinic.cookie,
    );
    const series = (listed.json().appointments as { id: string; start: string }[]).filter(
      (row) => row.id !== first.id,
    );
    const second = series.find((row) => Date.parse(row.start) > Date.parse(first.start))!;
    const moved = await change(second.id, {
      start: new Date(Date.parse(second.start) + HOUR).toISOString(),
      scope: 'following',
    });
    expect(moved).toHaveLength(2);
    const changes = await queuedMail(ctx.database.db, patient.email, 'appointment-change');
    expect(changes.map((mail) => received(mail).event.uid)).toEqual([`${second.id}@motio`]);

    ctx.clock.advance(A_WHILE);
    const cancelled = await call('POST', `/appointments/${second.id}/status`, clinic.cookie, {
      status: 'cancelled',
      reason: 'Course ended',
      scope: 'following',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const [cancellation] = await queuedMail(
      ctx.database.db,
      patient.email,
      'appointment-cancellation',
    );
    const withdrawn = received(cancellation!);
    expect(withdrawn).toMatchObject({
      method: 'CANCEL',
      event: { uid: `${second.id}@motio`, status: 'CANCELLED' },
    });
    expect(withdrawn.event.sequence).toBeGreaterThan(received(changes[0]!).event.sequence);
  });
});
