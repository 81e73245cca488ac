import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { clinics, patients } from '../../db/schema.js';
import { renderMail } from '../../integrations/mail/templates.js';
import { apiCaller, schedulingClinic } from '../../test/appointment-helpers.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { queuedMail } from '../../test/fixtures.js';
import { parseCalendar } from '../../test/icalendar.js';

/**
 * The calendar file mailed to a patient is an invitation their calendar app acts on: a request
 * when booked or reminded, a cancellation of the same event when cancelled.
 */
describe('the .ics mailed with appointment mails', () => {
  let ctx: TestContext;
  let clinic: Awaited<ReturnType<typeof schedulingClinic>>;
  const HOUR = 3_600_000;
  // Less than the sessions' idle timeout: the owner stays signed in.
  const A_WHILE = 10 * 60_000;

  beforeAll(async () => {
    ctx = await createTestApp();
    clinic = await schedulingClinic(ctx);
    await ctx.database.db
      .update(clinics)
      .set({ email: 'desk@sava-physio.example' })
      .where(eq(clinics.id, clinic.clinicId));
  });
  afterAll(() => ctx.close());

  async function bookedPatient(email: string, daysAhead: number) {
    const [patient] = await ctx.database.db
      .insert(patients)
      .values({
        clinicId: clinic.clinicId,
        firstName: 'Milica',
        lastName: 'Petrović',
        email,
        consentToContact: true,
      })
      .returning();
    const start = ctx.clock.now().getTime() + daysAhead * 24 * HOUR;
    const booked = await apiCaller(ctx)('POST', '/appointments', clinic.cookie, {
      patientId: patient!.id,
      therapistId: clinic.therapistId,
      start: new Date(start).toISOString(),
      end: new Date(start + HOUR).toISOString(),
      confirmOutsideOpeningHours: true,
    });
    expect(booked.statusCode, booked.body).toBe(201);
    return booked.json().appointment.id as string;
  }

  const calendarOf = (mail: Parameters<typeof renderMail>[0]) => {
    const attachment = renderMail(mail).attachments![0]!;
    return { ...parseCalendar(attachment.content), contentType: attachment.contentType };
  };

  it('a booking confirmation carries METHOD:REQUEST with the appointment as sequence 0', async () => {
    const id = await bookedPatient('request@example.com', 3);
    const [mail] = await queuedMail(
      ctx.database.db,
      'request@example.com',
      'appointment-confirmation',
    );
    const calendar = calendarOf(mail!);
    expect(calendar.contentType).toBe('text/calendar; charset=utf-8; method=REQUEST');
    expect(calendar.method).toBe('REQUEST');
    expect(calendar.events).toHaveLength(1);
    expect(calendar.events[0]).toMatchObject({
      uid: `${id}@motio`,
      sequence: 0,
      status: 'CONFIRMED',
      organizer: 'desk@sava-physio.example',
      attendees: ['request@example.com'],
    });
    expect(calendar.events[0]!.stamp.getTime()).toBe(
      Math.floor(ctx.clock.now().getTime() / 1000) * 1000,
    );
  });

  it('cancelling mails METHOD:CANCEL for the same event with a higher sequence', async () => {
    const id = await bookedPatient('cancel@example.com', 4);
    ctx.clock.advance(A_WHILE);
    const cancelled = await apiCaller(ctx)('POST', `/appointments/${id}/status`, clinic.cookie, {
      status: 'cancelled',
      reason: 'The patient is ill',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const [mail] = await queuedMail(
      ctx.database.db,
      'cancel@example.com',
      'appointment-cancellation',
    );
    expect(renderMail(mail!).subject).toMatch(/cancelled/i);
    expect(renderMail(mail!).text).not.toContain('The patient is ill');
    const calendar = calendarOf(mail!);
    expect(calendar.contentType).toBe('text/calendar; charset=utf-8; method=CANCEL');
    expect(calendar.method).toBe('CANCEL');
    expect(calendar.events[0]).toMatchObject({
      uid: `${id}@motio`,
      sequence: 1,
      status: 'CANCELLED',
    });
    expect(calendar.events[0]!.stamp.getTime()).toBe(
      Math.floor(ctx.clock.now().getTime() / 1000) * 1000,
    );
  });
});
