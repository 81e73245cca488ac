import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS } from '../../domain/clinic-time.js';
import { appointments, auditEvents, clinics, outbox, patients, users } from '../db/schema.js';
import { renderMail } from '../integrations/mail/templates.js';
import {
  queueAppointmentCancellations,
  queueAppointmentConfirmation,
  queueDueReminders,
} from '../modules/appointment-mail/service.js';
import { createTestApp, type TestContext } from '../test/app.js';
import { createClinic, createUser, queuedMail, signedInMember } from '../test/fixtures.js';

const HOUR = 3_600_000;

/**
 * Motio is not a mail relay: mail with a clinic's text goes to its own patients who agreed to be
 * contacted, within a daily allowance that grows with the plan, and only for a clinic whose
 * owner is verified and admitted; a held mail leaves its reason in the clinic's audit log.
 */
describe('mail sent for a clinic', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());
  const db = () => ctx.database.db;
  let slot = 0;

  /** A clinic with an owner as given (verified by default) and nothing else. */
  async function clinicOf(
    owner: { verified?: boolean; waitlisted?: boolean } = {},
    planId = 'team',
  ) {
    const clinic = await createClinic(db(), 'Sava Physio', planId);
    const user = await createUser(db(), {
      clinicId: clinic.id,
      role: 'owner',
      verified: owner.verified ?? true,
    });
    if (owner.waitlisted)
      await db().update(users).set({ earlyAccess: 'waitlisted' }).where(eq(users.id, user.id));
    return clinic.id;
  }

  /** A consenting patient's appointment `hoursAhead` from now. */
  async function booking(clinicId: string, hoursAhead = 72) {
    slot += 1;
    const email = `patient-${slot}@example.com`;
    const therapistId = (await createUser(db(), { clinicId, role: 'therapist' })).id;
    const [patient] = await db()
      .insert(patients)
      .values({ clinicId, firstName: 'Milica', lastName: 'Test', email, consentToContact: true })
      .returning();
    const startsAt = new Date(ctx.clock.now().getTime() + hoursAhead * HOUR + slot * 60_000);
    const [row] = await db()
      .insert(appointments)
      .values({
        clinicId,
        therapistId,
        patientId: patient!.id,
        startsAt,
        endsAt: new Date(startsAt.getTime() + 45 * 60_000),
      })
      .returning();
    return { id: row!.id, email };
  }

  const heldOf = (clinicId: string) =>
    db()
      .select({ entityId: auditEvents.entityId, meta: auditEvents.meta })
      .from(auditEvents)
      .where(and(eq(auditEvents.clinicId, clinicId), eq(auditEvents.action, 'mail.held')));

  /** `count` mails the clinic queued `hoursAgo`. */
  const sentBefore = (clinicId: string, count: number, hoursAgo: number) =>
    db()
      .insert(outbox)
      .values(
        Array.from({ length: count }, () => ({
          kind: 'mail',
          clinicId,
          payload: { template: 'appointment-reminder' },
          status: 'sent' as const,
          createdAt: new Date(ctx.clock.now().getTime() - hoursAgo * HOUR),
        })),
      );

  it('sends nothing to patients of a clinic whose owner has not verified their email, and says why', async () => {
    const clinicId = await clinicOf({ verified: false });
    const { id, email } = await booking(clinicId);
    expect(await queueAppointmentConfirmation(db(), ctx.clock, id)).toBe(false);
    expect(await queuedMail(db(), email)).toEqual([]);
    expect(await heldOf(clinicId)).toEqual([
      {
        entityId: id,
        meta: { template: 'appointment-confirmation', reason: 'owner_unverified', limit: 1000 },
      },
    ]);
  });

  it('sends nothing to patients of a waitlisted clinic, reminders included, and does not try again', async () => {
    const clinicId = await clinicOf({ waitlisted: true });
    const { id, email } = await booking(clinicId, 2);
    await queueDueReminders({ db: db(), clock: ctx.clock });
    await queueDueReminders({ db: db(), clock: ctx.clock });
    expect(await queuedMail(db(), email)).toEqual([]);
    expect(await heldOf(clinicId)).toEqual([
      {
        entityId: id,
        meta: { template: 'appointment-reminder', reason: 'waitlisted', limit: 1000 },
      },
    ]);
  });

  it('sends no cancellation to patients of a clinic whose owner has not verified their email', async () => {
    const clinicId = await clinicOf({ verified: false });
    const { id, email } = await booking(clinicId);
    await db()
      .update(appointments)
      .set({ status: 'cancelled', cancelReason: 'Therapist ill' })
      .where(eq(appointments.id, id));
    expect(await queueAppointmentCancellations(db(), ctx.clock, [id])).toBe(0);
    expect(await queuedMail(db(), email)).toEqual([]);
    expect(await heldOf(clinicId)).toEqual([
      {
        entityId: id,
        meta: { template: 'appointment-cancellation', reason: 'owner_unverified', limit: 1000 },
      },
    ]);
  });

  it("holds a clinic's mail past its plan's daily allowance; yesterday's and other clinics' mail do not count", async () => {
    const solo = await clinicOf({}, 'solo');
    await sentBefore(solo, 199, 1);
    await sentBefore(solo, 50, 25);
    const last = await booking(solo);
    expect(await queueAppointmentConfirmation(db(), ctx.clock, last.id)).toBe(true);
    const over = await booking(solo);
    expect(await queueAppointmentConfirmation(db(), ctx.clock, over.id)).toBe(false);
    expect(await queuedMail(db(), over.email)).toEqual([]);
    expect((await heldOf(solo)).map((event) => event.meta)).toEqual([
      { template: 'appointment-confirmation', reason: 'daily_limit', limit: 200 },
    ]);

    // The same day's mail on the Team plan fits.
    const team = await clinicOf({}, 'team');
    await sentBefore(team, 200, 1);
    const fits = await booking(team);
    expect(await queueAppointmentConfirmation(db(), ctx.clock, fits.id)).toBe(true);

    // A day on, the Solo clinic mails again.
    ctx.clock.advance(DAY_MS);
    const tomorrow = await booking(solo);
    expect(await queueAppointmentConfirmation(db(), ctx.clock, tomorrow.id)).toBe(true);
  });

  it('refuses an invitation past the daily allowance (429 MAIL_LIMIT) and saves nothing', async () => {
    const clinic = await createClinic(db(), 'Sava Physio', 'solo');
    const owner = await signedInMember(ctx, 'owner', clinic.id);
    await sentBefore(clinic.id, 200, 1);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/team/invitations',
      headers: { cookie: owner.cookie },
      payload: { email: 'nina@example.com', role: 'therapist' },
    });
    expect(response.statusCode).toBe(429);
    expect(response.json()).toMatchObject({
      code: 'MAIL_LIMIT',
      msg: 'Your clinic has sent its 200 emails for today. Try again tomorrow, or upgrade in Settings → Plan & Billing.',
    });
    expect(await queuedMail(db(), 'nina@example.com')).toEqual([]);
  });

  it("shows a clinic's own words as plain text, never as markup or a link", async () => {
    const clinicId = await clinicOf();
    await db()
      .update(clinics)
      .set({
        name: 'Cheap pills at shop.example',
        address: '<a href="https://shop.example">Click</a>',
        cancellationPolicy: 'Win a prize: http://shop.example/win or mail win@shop.example',
      })
      .where(eq(clinics.id, clinicId));
    const { id, email } = await booking(clinicId);
    await queueAppointmentConfirmation(db(), ctx.clock, id);
    const [mail] = await queuedMail(db(), email, 'appointment-confirmation');
    const { subject, text, html } = renderMail(mail!);
    for (const part of [subject, text, html])
      expect(part).not.toMatch(/shop\.example|https?:\/\/|@shop/);
    expect(html).not.toContain('<a ');
    expect(html).toContain('&lt;a href=');
    // Only the zero-width spaces tell them apart: the words read the same.
    expect(text.replaceAll('\u200B', '')).toContain(
      'Cancellation policy: Win a prize: http://shop.example/win or mail win@shop.example',
    );
  });
});
